import fc from 'fast-check';
import { preview, queryString, toRequest, type RequestParts } from './fuzz-request';
import type { FuzzOperation } from './openapi-operations';
import { validParts } from './request-parts';
import type { FuzzClass } from './value-classes';

const jsonOf = (parts: RequestParts) =>
  parts.body && 'json' in parts.body ? (JSON.stringify(parts.body.json) ?? '{}') : '{"a":1}';

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json;',
  'application/jsonx',
  'application/vnd.api+json',
  'application/merge-patch+json',
  'application/xml',
  '*/*',
  '',
  'application/json, text/plain',
  ' application/json',
  'application/json\u0000',
];

/** The same valid JSON, or broken JSON, under other media types, encodings and framings. */
function bodyVariants(
  json: string,
): { note: string; payload: string | Buffer; headers: Record<string, string> }[] {
  const utf8 = Buffer.from(json);
  // Bytes that are no UTF-8 at all (FF FE) and a broken two-byte sequence (C3 28), inside a JSON string.
  const quote = json.indexOf('"') + 1;
  const invalidUtf8 =
    quote > 0
      ? Buffer.concat([utf8.subarray(0, quote), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), utf8.subarray(quote)])
      : Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]);
  const ct = (v: string) => ({ 'content-type': v });
  return [
    ...CONTENT_TYPES.map((t) => ({
      note: `content-type ${JSON.stringify(t)}`,
      payload: json,
      headers: ct(t),
    })),
    { note: 'no content-type', payload: json, headers: {} },
    { note: 'UTF-16LE body', payload: Buffer.from(json, 'utf16le'), headers: ct('application/json') },
    {
      note: 'UTF-8 BOM',
      payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]),
      headers: ct('application/json'),
    },
    { note: 'invalid UTF-8 in a string', payload: invalidUtf8, headers: ct('application/json') },
    {
      note: 'latin1 bytes',
      payload: Buffer.from('{"name":"Müller"}', 'latin1'),
      headers: ct('application/json'),
    },
    {
      note: 'content-encoding gzip, not gzipped',
      payload: json,
      headers: { ...ct('application/json'), 'content-encoding': 'gzip' },
    },
    {
      note: 'content-length too small',
      payload: json,
      headers: { ...ct('application/json'), 'content-length': '1' },
    },
    { note: 'empty JSON body', payload: '', headers: ct('application/json') },
    { note: 'whitespace body', payload: ' \n\t ', headers: ct('application/json') },
    ...[
      'null',
      'true',
      '0',
      '"x"',
      '[]',
      '{}{}',
      `${json}x`,
      json.slice(0, -1),
      `// c\n${json}`,
      "{'a':1}",
      '{"a":NaN}',
      '{"a":1,}',
    ].map((payload) => ({ note: `JSON text ${preview(payload)}`, payload, headers: ct('application/json') })),
    {
      note: 'multipart body',
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nacme\r\n--x--\r\n',
      headers: ct('multipart/form-data; boundary=x'),
    },
    {
      note: 'form body',
      payload: 'name=acme&plan=free&name=x',
      headers: ct('application/x-www-form-urlencoded'),
    },
  ];
}

export const contentTypeClass: FuzzClass = {
  name: 'content-type',
  cases: (op, fixture) =>
    validParts(op, fixture).chain((parts) =>
      fc.constantFrom(...bodyVariants(jsonOf(parts))).map((v) => {
        const request = toRequest(op, { ...parts, body: undefined }, v.note);
        return { ...request, payload: v.payload, headers: { ...request.headers, ...v.headers } };
      }),
    ),
};

/** Query strings as a careless or hostile client writes them; sent as text, percent-signs and all. */
function rawQueries(op: FuzzOperation, parts: RequestParts): string[] {
  const names = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  const name = names[0] ?? 'limit';
  const known = queryString(parts.query);
  const and = known ? `${known}&` : '';
  return [
    `${and}unbekannt=1`,
    `${and}__proto__=x`,
    `${and}constructor[prototype][x]=1`,
    `${and}=x`,
    `${and}${name}=1&${name}=2`,
    `${and}${name}[]=1`,
    `${and}${name}[a]=1`,
    `${and}${name}`,
    `${and}${name}=`,
    `${name}=%`,
    `${name}=%zz`,
    `${name}=%E0%A4%A`,
    `${name}=%ff`,
    `${name}=%c0%af`,
    `${name}=%00`,
    `${name}=%ED%A0%80`,
    `${name}=1%26${name}%3D2`,
    `%zz=1`,
    '&&&',
    '=',
    '?',
    '%',
    `${and}api_key=fm_live_x`,
    `${and}access_token=x`,
    `${and}apiKey=x`,
    Array.from({ length: 1_000 }, (_, i) => `p${i}=1`).join('&'),
    `${name}=${'1'.repeat(50_000)}`,
  ];
}

export const queryClass: FuzzClass = {
  name: 'query',
  cases: (op, fixture) =>
    validParts(op, fixture).chain((parts) =>
      fc.constantFrom(...rawQueries(op, parts)).map((q) => {
        const request = toRequest(op, { ...parts, query: [] }, `query ${preview(q)}`);
        return { ...request, url: `${request.url}?${q}` };
      }),
    ),
};
