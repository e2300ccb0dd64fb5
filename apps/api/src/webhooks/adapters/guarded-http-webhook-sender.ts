import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isBlockedAddress } from '../application/blocked-addresses';
import { WebhookSender, type WebhookRequest, type WebhookResponse } from '../application/webhook-sender.port';

/** `dns.lookup` or a stand-in (tests resolve a name to 169.254.169.254 without a DNS server). */
export type Resolver = (
  hostname: string,
  callback: (error: Error | null, addresses: LookupAddress[]) => void,
) => void;

export interface SenderOptions {
  timeoutMs: number;
  allowHttp: boolean;
  /** Off only by explicit configuration (tests with loopback receivers, local development). */
  allowPrivateAddresses: boolean;
  resolver?: Resolver;
}

const EXCERPT_BYTES = 1024;
const BLOCKED = 'EWEBHOOKADDRESS';

const systemResolver: Resolver = (hostname, callback) =>
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => callback(error, addresses ?? []));

/**
 * POSTs with Node's own http client: no redirect is ever followed, one deadline covers connect and response,
 * and the SSRF guard sits in the connect-time `lookup`, so the address checked is the address connected to
 * (a DNS answer that changes between a check and the connect cannot slip through).
 */
export class GuardedHttpWebhookSender extends WebhookSender {
  constructor(private readonly options: SenderOptions) {
    super();
  }

  async send(request: WebhookRequest): Promise<WebhookResponse> {
    const started = Date.now();
    const fail = (errorClass: WebhookResponse['errorClass']): WebhookResponse => ({
      ok: false,
      httpStatus: null,
      errorClass,
      excerpt: null,
      retryAfterSeconds: null,
      durationMs: Date.now() - started,
    });
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return fail('network_error');
    }
    if (url.protocol !== 'https:' && !(this.options.allowHttp && url.protocol === 'http:'))
      return fail('scheme_not_allowed');
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // An IP literal never reaches `lookup`: judge it here.
    if (!this.options.allowPrivateAddresses && isIP(literal) !== 0 && isBlockedAddress(literal))
      return fail('address_not_allowed');
    try {
      const response = await this.post(url, request);
      return { ...response, durationMs: Date.now() - started };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === BLOCKED) return fail('address_not_allowed');
      if (code === 'ETIMEDOUT_WEBHOOK') return fail('timeout');
      return fail('network_error');
    }
  }

  private post(url: URL, request: WebhookRequest): Promise<Omit<WebhookResponse, 'durationMs'>> {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(url, {
        method: 'POST',
        agent: false,
        lookup: this.options.allowPrivateAddresses ? undefined : this.guardedLookup(),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Foerdermittel-API-Webhooks/1',
          'content-length': Buffer.byteLength(request.body).toString(),
          ...request.headers,
        },
      });
      const deadline = setTimeout(
        () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT_WEBHOOK' })),
        this.options.timeoutMs,
      );
      req.on('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
      req.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          clearTimeout(deadline);
          const status = res.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            httpStatus: status,
            errorClass: status >= 200 && status < 300 ? null : 'http_status',
            excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') || null,
            retryAfterSeconds:
              status === 429 || status === 503 ? parseRetryAfter(res.headers['retry-after']) : null,
          });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) finish();
        });
        res.on('end', finish);
        res.on('error', finish);
      });
      req.end(request.body);
    });
  }

  private guardedLookup() {
    const resolver = this.options.resolver ?? systemResolver;
    return (
      hostname: string,
      options: LookupOptions,
      callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
    ): void => {
      resolver(hostname, (error, addresses) => {
        if (error) return callback(error, '');
        if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address))) {
          return callback(Object.assign(new Error('address not allowed'), { code: BLOCKED }), '');
        }
        const wanted = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
        if (options.all) return callback(null, wanted);
        const first = wanted[0] ?? addresses[0]!;
        callback(null, first.address, first.family);
      });
    };
  }
}

/** `Retry-After`: delay seconds or an HTTP date. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
