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
  | { kind: 'none' }
  | { kind: 'conflict' }
  | { kind: 'duplicate' }
  | { kind: 'in-query' }
  | { kind: 'token'; token: string };

/**
 * How often a header was sent. Node's parser keeps only the first `Authorization` and joins repeated
 * `X-API-Key` values with ", ", so the parsed headers cannot tell; the raw list (name, value, name, value,
 * ...) can. Without it (an injected request) an array value still counts.
 */
export function headerCount(
  name: string,
  headers: Record<string, string | string[] | undefined>,
  rawHeaders?: readonly string[],
): number {
  if (rawHeaders) {
    let count = 0;
    for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === name) count++;
    return count;
  }
  const value = headers[name];
  return value === undefined ? 0 : Array.isArray(value) ? value.length : 1;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The credential of a request: `Authorization: Bearer <key or JWT>` or `X-API-Key: <key>`. Both may be sent
 * when they carry the same value; different values are refused rather than silently preferring one (a
 * proxy adding its own key must not decide who the caller is), and so is either header sent twice, even with
 * one value (Node would silently keep the first `Authorization`). A credential in the query string is
 * refused even when a header is present: it has leaked already.
 */
export function presentedCredential(
  headers: Record<string, string | string[] | undefined>,
  query: unknown,
  rawHeaders?: readonly string[],
): PresentedCredential {
  if (query && typeof query === 'object') {
    for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
      if (QUERY_CREDENTIAL_NAMES.has(name.toLowerCase()) || LOOKS_LIKE_KEY.test(String(value)))
        return { kind: 'in-query' };
    }
  }
  if (
    headerCount('authorization', headers, rawHeaders) > 1 ||
    headerCount('x-api-key', headers, rawHeaders) > 1
  )
    return { kind: 'duplicate' };
  const authorization = single(headers.authorization);
  const apiKeyHeader = single(headers['x-api-key']);
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
