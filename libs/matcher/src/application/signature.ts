/**
 * A string that is equal for two values exactly when the engine cannot tell them apart: JSON, except that
 * `undefined` and non-finite numbers keep their own spelling (plain JSON turns NaN into null and drops
 * undefined, and the engine treats a NaN rate differently from a missing one). Key order counts, which only
 * ever splits groups that could have been one.
 */
export function signature(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v === undefined ? '#undefined' : typeof v === 'number' && !Number.isFinite(v) ? `#${v}` : v,
  );
}
