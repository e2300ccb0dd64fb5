import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isBlockedAddress, type Resolver } from '../../webhooks';

export interface HubspotHttpRequest {
  method: 'POST' | 'DELETE';
  path: string;
  token: string;
  body?: unknown;
}

export interface HubspotHttpAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  /** Parsed JSON, or `{}` for an empty or non-JSON body (a 204, an HTML error page). */
  body: Record<string, unknown>;
}

/** Why no answer came: the SSRF guard refused the address, the deadline passed, or the network failed. */
export class HubspotUnreachable extends Error {
  constructor(readonly reason: 'address_not_allowed' | 'timeout' | 'network_error') {
    super(reason);
  }
}

export type HubspotTransport = (request: HubspotHttpRequest) => Promise<HubspotHttpAnswer>;

export interface HubspotTransportOptions {
  /** The checked origin (`vendorBaseUrl`): api.hubapi.com, or a loopback fake in tests. */
  baseUrl: string;
  timeoutMs: number;
  /** Off only by explicit test configuration (the loopback fake), as for the chat integrations. */
  allowPrivateAddresses: boolean;
  /** A stand-in for DNS in tests (a name resolving to 169.254.169.254). */
  resolver?: Resolver;
}

/** A batch answer of 100 records is some 50 KB; anything near this is no HubSpot answer. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
const BLOCKED = 'EHUBSPOTADDRESS';
const TIMEOUT = 'EHUBSPOTTIMEOUT';

const systemResolver: Resolver = (hostname, callback) =>
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => callback(error, addresses ?? []));

/**
 * HubSpot's API over Node's own http client with the webhooks' SSRF rules (`isBlockedAddress`): the address is
 * judged in the connect-time `lookup`, so the address checked is the address connected to (a DNS answer that
 * changes after start-up cannot point the token at an internal service); an IP literal is judged before the
 * request. No redirect is followed (a 3xx is an answer like any other), one deadline covers connect and answer.
 * The webhook sender itself is not reused because it keeps only the first KB of an answer and only POSTs.
 */
export function guardedHubspotTransport(options: HubspotTransportOptions): HubspotTransport {
  const guard = !options.allowPrivateAddresses;
  const lookup = guard ? guardedLookup(options.resolver ?? systemResolver) : undefined;
  return async (request) => {
    const url = new URL(request.path, options.baseUrl);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (guard && isIP(literal) !== 0 && isBlockedAddress(literal))
      throw new HubspotUnreachable('address_not_allowed');
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    try {
      return await new Promise<HubspotHttpAnswer>((resolve, reject) => {
        const req = send(url, {
          method: request.method,
          agent: false,
          lookup,
          headers: {
            authorization: `Bearer ${request.token}`,
            'user-agent': 'Foerdermittel-API-Integrations/1',
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload).toString(),
                }),
          },
        });
        const deadline = setTimeout(
          () => req.destroy(Object.assign(new Error('timeout'), { code: TIMEOUT })),
          options.timeoutMs,
        );
        req.on('error', (error) => {
          clearTimeout(deadline);
          reject(error);
        });
        req.on('response', (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_BODY_BYTES) req.destroy(new Error('answer too large'));
            else chunks.push(chunk);
          });
          res.on('end', () => {
            clearTimeout(deadline);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: parseJson(Buffer.concat(chunks).toString('utf8')),
            });
          });
        });
        req.end(payload);
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === BLOCKED) throw new HubspotUnreachable('address_not_allowed');
      if (code === TIMEOUT) throw new HubspotUnreachable('timeout');
      throw new HubspotUnreachable('network_error');
    }
  };
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Every resolved address must be a public one; a single blocked address refuses the name. */
function guardedLookup(resolver: Resolver) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    resolver(hostname, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address)))
        return callback(Object.assign(new Error('address not allowed'), { code: BLOCKED }), '');
      const wanted = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
      if (options.all) return callback(null, wanted);
      const first = wanted[0] ?? addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
