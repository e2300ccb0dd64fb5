import { isIP } from 'node:net';
import { isBlockedAddress } from './blocked-addresses';

export interface WebhookUrlOptions {
  allowHttp: boolean;
  allowPrivateAddresses: boolean;
}

/**
 * Why a receiver URL is refused at registration, or null. Only what can be judged without DNS: the
 * resolved address is checked again at every connect (DNS may change; see GuardedHttpWebhookSender).
 */
export function rejectWebhookUrl(raw: string, options: WebhookUrlOptions): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid_url';
  }
  if (url.protocol !== 'https:' && !(options.allowHttp && url.protocol === 'http:'))
    return 'scheme_not_allowed';
  if (url.username || url.password) return 'credentials_in_url';
  if (url.hash) return 'fragment_not_allowed';
  if (options.allowPrivateAddresses) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0 && isBlockedAddress(host)) return 'address_not_allowed';
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.internal') ||
    !host.includes('.')
  ) {
    return 'address_not_allowed';
  }
  return null;
}
