import type { SearchPosition } from './search-request';

/**
 * The opaque cursor of a search page: the last hit's sort key and id, and a fingerprint of the search it
 * belongs to (another query, filter or sort cannot continue from it). base64url JSON; nothing secret in it.
 */
export function encodeCursor(position: SearchPosition, fingerprint: string): string {
  return Buffer.from(JSON.stringify([position.key, position.id, fingerprint])).toString('base64url');
}

/** The position, or null when the cursor is malformed or belongs to another search. */
export function decodeCursor(cursor: string, fingerprint: string): SearchPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [key, id, print] = value as unknown[];
    if (typeof key !== 'number' || typeof id !== 'string' || print !== fingerprint) return null;
    return { key, id };
  } catch {
    return null;
  }
}
