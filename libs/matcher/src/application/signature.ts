/**
 * A string that is equal for two values exactly when the engine cannot tell them apart. Plain JSON, which
 * is native and fast, except that it spells NaN and ±Infinity as null, and the engine treats a NaN rate
 * unlike a missing one: a value holding such numbers gets its own spelling (marked by a leading `!`, which
 * no JSON text starts with). `undefined` properties are dropped as the engine treats them as absent; key
 * order counts, which can only split groups that could have been one.
 */
export function signature(value: unknown): string {
  return allFinite(value) ? JSON.stringify(value) : `!${JSON.stringify(value, spellNonFinite)}`;
}

/** Without allocating: it runs over every program's terms at compile time. */
function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) {
    for (const v of value) if (!allFinite(v)) return false;
    return true;
  }
  for (const key in value) if (!allFinite((value as Record<string, unknown>)[key])) return false;
  return true;
}

const spellNonFinite = (_key: string, v: unknown): unknown =>
  typeof v === 'number' && !Number.isFinite(v) ? `#${v}` : v;
