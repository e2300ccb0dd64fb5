import { endOfGermanDay, germanDayOf } from '@libs/shared';
import type { Bucket } from './bucket';

const DAY_MS = 86_400_000;

/**
 * The distinct times of day (ms after midnight UTC) at which the members' application days end: at most two
 * in practice (the end of a German day in winter and in summer time).
 */
export function deadlineTimesOfDay(buckets: Iterable<Bucket>): number[] {
  const times = new Set<number>();
  for (const bucket of buckets)
    for (const end of bucket.deadlineEndMs)
      if (Number.isFinite(end)) times.add(((end % DAY_MS) + DAY_MS) % DAY_MS);
  return [...times];
}

/** The span an answer holds, and the German day of every instant in it. */
export interface AnswerWindow {
  /** The last instant (epoch ms) of the span. */
  readonly until: number;
  readonly germanDay: string;
}

/** The last span computed per catalogue, from the instant it was asked for: instants only move forward. */
const lastWindow = new WeakMap<readonly number[], { from: number; window: AnswerWindow }>();

/**
 * Up to which instant an answer ranked at `referenceDate` stays the same for the same applicant and request.
 * The reference instant enters a ranking only as its German day (the applicant's derived figures, the
 * engine's dated rules) and against members' deadlines: whether one has passed (`reference <= end`) and the
 * whole days left (`floor((end - reference) / day)`). Both change only when the instant passes some `end - k`
 * days, i.e. a deadline's time of day; the German day changes after its last millisecond. Between two such
 * instants every answer is the same, so the next one (or the instant itself, when it is one) names the span.
 */
export function answerWindow(timesOfDay: readonly number[], referenceDate: Date): AnswerWindow {
  const at = referenceDate.getTime();
  const last = lastWindow.get(timesOfDay);
  // No boundary lies in [from, until): every instant in [from, until] has the same next one.
  if (last && last.from <= at && at <= last.window.until) return last.window;
  const germanDay = germanDayOf(referenceDate);
  let until = endOfGermanDay(germanDay).getTime();
  for (const time of timesOfDay) {
    const next = at + ((((time - at) % DAY_MS) + DAY_MS) % DAY_MS);
    if (next < until) until = next;
  }
  const window = { until, germanDay };
  lastWindow.set(timesOfDay, { from: at, window });
  return window;
}
