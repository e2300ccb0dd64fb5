/** Query parameters that would carry a credential in a URL (logged by proxies, kept in browser history). */
const QUERY_CREDENTIAL_NAMES = new Set([
  'api_key',
  'apikey',
  'api-key',
  'x-api-key',
  'access_token',
  'token',
  'key',
]);
const LOOKS_LIKE_KEY = /fm_(live|test|cs)_/;

export type PresentedCredential =
  { kind: 'none' } | { kind: 'conflict' } | { kind: 'in-query' } | { kind: 'token'; token: string };

function single(value: string | string[] | undefined): string | undefined | null {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : null;
  return value;
}

/**
 * The credential of a request: `Authorization: Bearer <key or JWT>` or `X-API-Key: <key>`. Both may be sent
 * when they carry the same value; different values are refused rather than silently preferring one (a
 * proxy adding its own key must not decide who the caller is). A credential in the query string is refused
 * even when a header is present: it has leaked already.
 */
export function presentedCredential(
  headers: Record<string, string | string[] | undefined>,
  query: unknown,
): PresentedCredential {
  if (query && typeof query === 'object') {
    for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
      if (QUERY_CREDENTIAL_NAMES.has(name.toLowerCase()) || LOOKS_LIKE_KEY.test(String(value)))
        return { kind: 'in-query' };
    }
  }
  const authorization = single(headers.authorization);
  const apiKeyHeader = single(headers['x-api-key']);
  if (authorization === null || apiKeyHeader === null) return { kind: 'conflict' };
  let bearer: string | undefined;
  if (authorization !== undefined) {
    const match = /^Bearer +(\S+) *$/i.exec(authorization);
    // A present but unusable Authorization header is an invalid credential, not a missing one.
    bearer = match?.[1] ?? '';
  }
  const fromKeyHeader = apiKeyHeader?.trim();
  if (bearer !== undefined && fromKeyHeader !== undefined && bearer !== fromKeyHeader)
    return { kind: 'conflict' };
  const token = bearer ?? fromKeyHeader;
  return token === undefined ? { kind: 'none' } : { kind: 'token', token };
}
