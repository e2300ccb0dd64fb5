/** Whether `host` is on the allow-list (`*.notify.windows.com` matches its subdomains, not itself). */
export function isAllowedPushHost(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return allowed.some((entry) =>
    entry.startsWith('*.') ? h.endsWith(entry.slice(1)) && h.length > entry.length - 1 : h === entry,
  );
}

/** An allow-list entry is `host` (port 443) or `host:port`. */
const ENTRY = /^(.+?)(?::(\d{1,5}))?$/;
const hostOf = (entry: string) => ENTRY.exec(entry)![1]!;
/** The port as `URL.port` writes it: empty for the scheme's own. */
const portOf = (entry: string) => {
  const port = ENTRY.exec(entry)![2];
  return port === undefined || port === '443' ? '' : String(Number(port));
};

/**
 * Why a browser's push endpoint is refused, or null: only endpoints of known push services are stored (a
 * subscription is an instruction to POST to that URL later, so an arbitrary URL would make the API a relay).
 * The SSRF guard judges the URL and, at every send, the address connected to.
 */
export function rejectPushEndpoint(
  raw: string,
  allowedHosts: readonly string[],
  ssrfReason: (url: string) => string | null,
): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid_url';
  }
  const guarded = ssrfReason(raw);
  if (guarded) return guarded;
  if (!isAllowedPushHost(url.hostname, allowedHosts.map(hostOf))) return 'unknown_push_service';
  // The push services take https on 443; an entry names another port only for a loopback service in tests.
  const ports = allowedHosts.filter((e) => isAllowedPushHost(url.hostname, [hostOf(e)])).map(portOf);
  if (!ports.includes(url.port)) return 'port_not_allowed';
  return null;
}
