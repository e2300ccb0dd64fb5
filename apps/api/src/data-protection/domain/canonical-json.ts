import { createHash } from 'node:crypto';

/**
 * JSON with the keys of every object sorted and no whitespace, so that one value has one text and one hash
 * (the idea of RFC 8785 for the values used here: strings, finite numbers, booleans, null, arrays, objects).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('not a finite number');
    return JSON.stringify(value ?? null);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const sha256Hex = (text: string | Uint8Array): string =>
  createHash('sha256').update(text).digest('hex');
