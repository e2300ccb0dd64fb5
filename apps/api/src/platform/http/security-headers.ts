import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers of an API answer (OWASP REST Security Cheat Sheet, "Security headers"): a JSON body is
 * never a document, so it needs no HTML-page protections, only a CSP that forbids everything (a response opened
 * as a page runs nothing and cannot be framed), `X-Frame-Options: DENY` for browsers that predate
 * `frame-ancestors` (the cheat sheet lists both), HSTS, no MIME sniffing, and no caching unless the route says so
 * (`Cache-Control` of the catalogue's ETag reads, the JWKS). Content-Type, X-Request-Id and the rate-limit
 * headers come from their own places.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const DEFAULT_CACHE_CONTROL = 'no-store';

/**
 * Helmet's headers, computed once. Our options are static (no CSP nonces, nothing per route), so every
 * response gets the same set; `@fastify/helmet` instead builds the helmet middleware anew on each request
 * and re-parses the CSP directives (about 8 % of a warm catalogue read's CPU). Helmet stays the
 * source of the headers and their values: we only run it against a recorder.
 */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * Two sets, chosen by what is answered: HTML (the console, the API docs, printable summaries) gets helmet's
 * document headers (`htmlOptions`; a route's own Content-Security-Policy, such as the console's, is kept);
 * everything else the API set. In `onSend`, so that errors and the answers Fastify gives before routing get
 * the same headers as any other response.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, htmlOptions: HelmetOptions): void {
  const html = Object.entries(staticSecurityHeaders(htmlOptions));
  const api = Object.entries(API_SECURITY_HEADERS);
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      const ownPolicy = reply.hasHeader('content-security-policy');
      for (const [name, value] of html)
        if (!(ownPolicy && name === 'content-security-policy')) void reply.header(name, value);
    } else {
      for (const [name, value] of api) if (!reply.hasHeader(name)) void reply.header(name, value);
    }
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', DEFAULT_CACHE_CONTROL);
    done(null, payload);
  });
}
