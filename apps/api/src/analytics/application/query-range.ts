import { AnalyticsQueryInvalidError } from './analytics.errors';

const DAY_MS = 86_400_000;

/** A query's date range: `from` before `to`, at most `maxDays` long (the configured bound on work per query). */
export function checkRange(from: number, to: number, maxDays: number): void {
  if (!(from < to)) throw new AnalyticsQueryInvalidError('`from` muss vor `to` liegen.');
  if (to - from > maxDays * DAY_MS)
    throw new AnalyticsQueryInvalidError(`Der Zeitraum darf höchstens ${maxDays} Tage umfassen.`);
}
