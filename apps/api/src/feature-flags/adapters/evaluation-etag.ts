import { createHash } from 'node:crypto';

/**
 * The entity tag of an evaluation answer: a hash of its exact bytes. Evaluation depends on the flags, the
 * context and the clock (schedules), so the answer itself is the only honest version; equal bytes, equal tag.
 */
export function evaluationEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** `If-None-Match` (RFC 9110 13.1.2): true when none of the listed tags (or `*`) matches, weakly compared. */
export function noneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return true;
  const values = Array.isArray(header) ? header.join(',') : header;
  const wanted = etag.replace(/^W\//, '');
  return !values.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === wanted;
  });
}

/** `If-Match` for flags: the version number, bare or quoted (as the ETag of a flag carries it). */
export function expectedVersion(header: string | undefined): number | undefined | 'invalid' {
  if (header === undefined || header.trim() === '') return undefined;
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  return m ? Number(m[1]) : 'invalid';
}
