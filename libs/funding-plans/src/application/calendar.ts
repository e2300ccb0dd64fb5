import { ruleAt, type DatedRule } from '@libs/subsidy-engine';

/** Plain calendar-day arithmetic on `YYYY-MM-DD` (no time zone: the law counts German calendar days). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** The day as a Date at noon UTC, so that `ruleAt` (German calendar day) reads the same day. */
export function dayAsDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

export function isIsoDay(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/u.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && addDays(s, 0) === s;
}

/**
 * The rule in force on `day`, or else the nearest one (the first before the earliest, the last after the
 * latest) with `exact: false`, so that the caller says it in a finding.
 */
export function ruleOnOrNearest<T>(
  table: readonly DatedRule<T>[],
  day: string,
): { rule: DatedRule<T>; exact: boolean } {
  const exact = ruleAt(table, dayAsDate(day));
  if (exact) return { rule: exact, exact: true };
  const sorted = [...table].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) throw new Error('ruleOnOrNearest: empty rule table');
  return { rule: day < first.validFrom ? first : last, exact: false };
}
