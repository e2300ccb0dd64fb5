import fc from 'fast-check';
import { pathOf, preview, queryString, toRequest, type FuzzRequest } from './fuzz-request';
import { validParts } from './request-parts';
import type { FuzzClass } from './value-classes';

/**
 * Path tricks, sent over a socket as written: light-my-request would resolve `..` and `%2e%2e` and encode raw
 * bytes before the app saw them (WHATWG URL), so through `inject` half of these would test nothing.
 */
function pathTricks(path: string, i: number): string[] {
  const segs = path.split('/');
  const at = (replacement: string) => segs.map((s, j) => (j === i ? replacement : s)).join('/');
  const seg = segs[i] ?? '';
  return [
    at(`${seg}/../${seg}`),
    at(`${seg}/%2e%2e/${seg}`),
    at(`${seg}/%2E%2E/${seg}`),
    at(`${seg}/.%2e/${seg}`),
    at(`${seg}/./`),
    `${path}/..`,
    `${path}/%2e%2e`,
    at(`${seg}/`),
    `/${path}`,
    `${path}/`,
    `${path}/.`,
    path.replace(/\//g, '\\'),
    at(`${seg}%5c`),
    at(`${seg}%2f${seg}`),
    at(`${seg}%2F..%2F`),
    at(`${seg};x=1`),
    at(seg.toUpperCase()),
    at('a'.repeat(10_000)),
    at(`${seg}%00`),
    at(`${seg}\u00ff`), // one raw byte 0xFF: not UTF-8
    at(`${seg}\u00e4`), // latin1 ä: not UTF-8
    at(`${seg}%`),
    at(`${seg}%zz`),
    `${path}#fragment`,
    `http://localhost${path}`,
    `${path}?`,
    at(`${seg}\u0000`), // a NUL in the request line: only a raw client can send it
    at(`${seg} x`), // a space in the request target: the HTTP parser refuses it
  ];
}

export const pathClass: FuzzClass = {
  name: 'path',
  cases: (op, fixture) =>
    fc.tuple(validParts(op, fixture), fc.nat()).chain(([parts, n]) => {
      const path = pathOf(op, parts.path);
      const i = 1 + (n % Math.max(1, path.split('/').length - 1));
      const query = parts.query.length > 0 ? `?${queryString(parts.query)}` : '';
      return fc.constantFrom(...pathTricks(path, i)).map((url) => {
        const request = toRequest(op, parts, `path ${preview(url)}`);
        return { ...request, transport: 'raw' as const, url: url + (url.includes('?') ? '' : query) };
      });
    }),
};

const KEY_LIKE = `fm_live_${'x'.repeat(40)}`;

/** Header changes as [name, value]; value null removes the header. `raw`: only a socket can send it. */
function credentialVariants(
  auth: Record<string, string>,
): { headers: [string, string | null][]; raw?: boolean }[] {
  const key = auth['x-api-key'] ?? '';
  return [
    { headers: [['x-api-key', null]] },
    { headers: [['x-api-key', '']] },
    { headers: [['x-api-key', KEY_LIKE]] },
    { headers: [['x-api-key', `${key}\u0000`]] },
    { headers: [['x-api-key', `${key}\ud800`]] },
    { headers: [['x-api-key', 'ä'.repeat(100)]] },
    { headers: [['x-api-key', 'k'.repeat(50_000)]] },
    {
      headers: [
        ['x-api-key', null],
        ['authorization', `Bearer ${key}`],
      ],
    },
    {
      headers: [
        ['x-api-key', null],
        ['authorization', `bearer ${key}`],
      ],
    },
    {
      headers: [
        ['x-api-key', null],
        ['authorization', 'Bearer '],
      ],
    },
    {
      headers: [
        ['x-api-key', null],
        ['authorization', 'Bearer a.b.c'],
      ],
    },
    {
      headers: [
        ['x-api-key', null],
        ['authorization', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
      ],
    },
    {
      headers: [
        ['x-api-key', null],
        ['authorization', `Basic ${Buffer.from('a:b').toString('base64')}`],
      ],
    },
    {
      headers: [
        ['x-api-key', null],
        ['authorization', 'Basic %%%'],
      ],
    },
    { headers: [['authorization', `Bearer ${KEY_LIKE}`]] },
    { headers: [['x-tenant-id', '']] },
    { headers: [['x-tenant-id', ' ']] },
    { headers: [['x-tenant-id', '00000000-0000-0000-0000-000000000000']] },
    { headers: [['x-tenant-id', 'a\u0000b']] },
    { headers: [['x-tenant-id', '\udfff']] },
    { headers: [['x-tenant-id', 'a, b']] },
    { headers: [['x-tenant-id', 't'.repeat(50_000)]] },
    { headers: [['x-request-id', 'r'.repeat(1_000)]] },
    { headers: [['accept', 'text/html']] },
    { headers: [['accept', 'application/xml;q=1, */*;q=0']] },
    // Repeated and smuggled headers: written as two header lines on the wire.
    { headers: [['x-tenant-id', 'a\r\nX-Tenant-Id: b']], raw: true },
    { headers: [['x-api-key', `${key}\r\nX-API-Key: ${KEY_LIKE}`]], raw: true },
    { headers: [['x-api-key', `${key}\u0000`]], raw: true },
    { headers: [['x-api-key', `${key}\u00ff`]], raw: true },
  ];
}

export const credentialsClass: FuzzClass = {
  name: 'credentials',
  cases: (op, fixture) =>
    validParts(op, fixture).chain((parts) =>
      fc.constantFrom(...credentialVariants(fixture.auth)).map((variant): FuzzRequest => {
        const request = toRequest(
          op,
          parts,
          `headers ${preview(variant.headers)}${variant.raw ? ' (raw)' : ''}`,
        );
        const headers = { ...request.headers };
        for (const [name, value] of variant.headers) {
          if (value === null) delete headers[name];
          else headers[name] = value;
        }
        return { ...request, headers, transport: variant.raw ? 'raw' : 'inject' };
      }),
    ),
};
