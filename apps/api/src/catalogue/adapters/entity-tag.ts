/**
 * The catalogue's entity tag (RFC 9110 8.8.3): the catalogue version the answer was built from, and the
 * tenant when it has programs of its own (its answers then differ from other tenants'). Strong: the bytes of
 * an answer are fixed for a version. Every write to `programs` raises the version.
 */
export function catalogueEntityTag(version: string, ownTenant: string | null): string {
  return ownTenant === null ? `"c${version}"` : `"c${version}-${ownTenant}"`;
}

/** `If-None-Match` (RFC 9110 13.1.2): weak comparison against a list of tags, or `*`. */
export function noneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return true;
  const values = Array.isArray(header) ? header.join(',') : header;
  const wanted = etag.replace(/^W\//, '');
  for (const raw of values.split(',')) {
    const tag = raw.trim();
    if (tag === '*' || tag.replace(/^W\//, '') === wanted) return false;
  }
  return true;
}
