import type { FuzzOperation } from './openapi-operations';

/** One case as it goes on the wire. */
export interface FuzzRequest {
  /**
   * `inject`: Fastify's in-process light-my-request (fast; the URL passes through WHATWG URL parsing first,
   * which resolves `..` and encodes raw bytes). `raw`: the bytes on a TCP socket, verbatim, for what only a
   * raw client can send (dot segments, backslashes, raw non-UTF-8 bytes, NUL in a header).
   */
  transport: 'inject' | 'raw';
  method: string;
  /** For `raw`: a latin1 string, sent one byte per character. */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What the case tries, for reports: `boundary at body.applicantProfile.employeeCount`. */
  note: string;
}

export type BodyPart = { json: unknown; mediaType: string } | { raw: string | Buffer; contentType?: string };

/** A request before serialisation: mutations change one part and leave the others valid-ish. */
export interface RequestParts {
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: BodyPart | undefined;
}

/**
 * Percent-encoding as a client that does not check its input would do it: a lone surrogate becomes the three
 * bytes of its code unit (ED A0 80, not valid UTF-8) where `encodeURIComponent` would throw.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** A parameter value as text: strings as they are, anything else as JSON (what a careless client sends). */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
}

export function queryString(query: [string, string][]): string {
  return query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
}

export function pathOf(op: FuzzOperation, values: Record<string, string>, encode = percentEncode): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(values[name] ?? 'x'));
}

function serialiseBody(body: BodyPart): { payload: string | Buffer; contentType?: string } {
  if ('raw' in body) return { payload: body.raw, contentType: body.contentType };
  if (body.mediaType === 'application/x-www-form-urlencoded' && typeof body.json === 'object' && body.json) {
    const fields = Object.entries(body.json)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, asText(v)] as [string, string]);
    return { payload: queryString(fields), contentType: body.mediaType };
  }
  // JSON.stringify writes lone surrogates as \ud800 escapes (well-formed JSON.stringify), so they arrive.
  return { payload: JSON.stringify(body.json) ?? '', contentType: body.mediaType };
}

export function toRequest(
  op: FuzzOperation,
  parts: RequestParts,
  note: string,
  overrides: Partial<Pick<FuzzRequest, 'transport' | 'url' | 'method'>> = {},
): FuzzRequest {
  const query = parts.query.length > 0 ? `?${queryString(parts.query)}` : '';
  const request: FuzzRequest = {
    transport: 'inject',
    method: op.method,
    url: pathOf(op, parts.path) + query,
    headers: { ...parts.headers },
    note,
    ...overrides,
  };
  if (parts.body) {
    const { payload, contentType } = serialiseBody(parts.body);
    request.payload = payload;
    if (contentType !== undefined) request.headers['content-type'] = contentType;
  }
  return request;
}

/** `body.profile.limit`, `query.limit`: where a mutation hit. */
export function describePath(where: string, path: (string | number)[]): string {
  return [where, ...path].join('.');
}

/** A value as a short, visible text for reports (NUL and surrogates escaped, long values cut). */
export function preview(value: unknown, max = 60): string {
  const text =
    typeof value === 'object' && value !== null && 'text' in value
      ? String(value.text)
      : (JSON.stringify(value) ?? String(value));
  const escaped = text.replace(
    // eslint-disable-next-line no-control-regex -- making NUL and control characters visible is the point
    /[\u0000-\u001f\ud800-\udfff\u007f-\u00a0]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return escaped.length > max ? `${escaped.slice(0, max)}… (${text.length} chars)` : escaped;
}
