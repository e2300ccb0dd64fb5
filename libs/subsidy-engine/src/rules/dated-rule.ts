import { germanDayOf } from '@libs/shared';

/**
 * A rule or figure with the dates it is in force (German calendar days, inclusive) and its source. The law
 * changes; a stored calculation names the rule ids it used (`ruleVersions`) so it can be reproduced.
 */
export interface DatedRule<T> {
  id: string;
  value: T;
  validFrom: string;
  /** Last day in force, or null while no end is known. */
  validTo: string | null;
  legalSource: string;
  /** Set where ../shared/research/rules.md marks the fact UNVERIFIED. */
  unverified?: string;
}

/** The rule in force on the German calendar day of `at`, or null if none is. */
export function ruleAt<T>(table: readonly DatedRule<T>[], at: Date): DatedRule<T> | null {
  const day = germanDayOf(at);
  return table.find((r) => r.validFrom <= day && (r.validTo === null || day <= r.validTo)) ?? null;
}

/**
 * Like `ruleAt`, but outside every validity period it answers the nearest rule (the first before the
 * earliest, the last after the latest) and says so, instead of failing.
 */
export function ruleAtOrNearest<T>(
  table: readonly DatedRule<T>[],
  at: Date,
): { rule: DatedRule<T>; exact: boolean } {
  const exact = ruleAt(table, at);
  if (exact) return { rule: exact, exact: true };
  const sorted = [...table].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const day = germanDayOf(at);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) throw new Error('ruleAtOrNearest: empty rule table');
  return { rule: day < first.validFrom ? first : last, exact: false };
}
