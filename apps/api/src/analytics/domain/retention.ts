import { instantOfWallClock } from './wall-clock';

/**
 * Retention (Mixpanel's retention query): a cohort is the actors whose birth event fell in one period
 * (`first_time`: their first ever; `recurring`: every period they did it, so one actor may be in several
 * cohorts). Cell k counts the cohort's actors who did the return event k periods later (`bounded`), or k or
 * more periods later (`unbounded`, "on or after"). Period 0 is the birth period itself. A cell whose period
 * has not ended yet is marked `incomplete`: its count can still grow.
 */
export type RetentionUnit = 'day' | 'week' | 'month';
export type RetentionMode = 'first_time' | 'recurring';
export type RetentionBound = 'bounded' | 'unbounded';

/** One aggregated row of the query: in `cohort`, `actors` actors whose (bounded: each; unbounded: last) return was `offset` periods on. */
export interface RetentionRow {
  /** `YYYY-MM-DD`, the period's first day (in the query's time zone). */
  cohort: string;
  offset: number;
  actors: number;
}

export interface RetentionCell {
  period: number;
  count: number;
  rate: number;
  incomplete: boolean;
}

export interface RetentionCohort {
  cohort: string;
  size: number;
  cells: RetentionCell[];
}

/** The start of the period `n` units after `start` (UTC). */
export function addUnits(start: Date, unit: RetentionUnit, n: number): Date {
  const d = new Date(start.getTime());
  if (unit === 'month') d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCDate(d.getUTCDate() + n * (unit === 'week' ? 7 : 1));
  return d;
}

export function retentionMatrix(
  sizes: Map<string, number>,
  rows: RetentionRow[],
  options: { unit: RetentionUnit; periods: number; bound: RetentionBound; now: Date; timeZone?: string },
): RetentionCohort[] {
  const byCohort = new Map<string, Map<number, number>>();
  for (const r of rows) {
    const key = r.cohort;
    const cells = byCohort.get(key) ?? new Map<number, number>();
    cells.set(r.offset, (cells.get(r.offset) ?? 0) + r.actors);
    byCohort.set(key, cells);
  }
  return [...sizes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([cohort, size]) => {
      const counted = byCohort.get(cohort) ?? new Map<number, number>();
      // The period's first midnight on the wall clock of the zone: its end is an instant only there.
      const start = new Date(`${cohort}T00:00:00Z`);
      const zone = options.timeZone ?? 'UTC';
      const cells = Array.from({ length: options.periods }, (_, k) => {
        // unbounded: the actor whose last return was at offset j >= k counts in every cell up to j
        const count =
          options.bound === 'bounded'
            ? (counted.get(k) ?? 0)
            : [...counted.entries()].filter(([j]) => j >= k).reduce((s, [, n]) => s + n, 0);
        return {
          period: k,
          count,
          rate: size === 0 ? 0 : count / size,
          incomplete:
            instantOfWallClock(addUnits(start, options.unit, k + 1), zone).getTime() > options.now.getTime(),
        };
      });
      return { cohort, size, cells };
    });
}
