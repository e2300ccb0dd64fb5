import type { Clock, TenantScope } from '@libs/shared';
import { backtest, forecast, HORIZON, type Backtest, type Forecast } from '../domain/forecast';
import type { AnalyticsEventStore } from './analytics-event-store.port';

/** How far back the history reaches: five years are enough for a monthly season and keep the fit quick. */
export const MAX_HISTORY_MONTHS = 60;

export interface ForecastAnswer extends Forecast {
  event: string;
  history: { month: string; count: number }[];
  months: string[];
  backtest: Backtest;
}

const monthKey = (d: Date) => d.toISOString().slice(0, 7);
const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
/** The first day (as a UTC date standing for a calendar month) of the month `now` falls in, in `timeZone`. */
const monthIn = (now: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return new Date(Date.UTC(get('year'), get('month') - 1, 1));
};

/**
 * Monthly counts of one event up to the last complete month (the running one would read as a collapse),
 * from the first month with any event on; months without events count 0.
 */
export class QueryForecast {
  constructor(
    private readonly store: AnalyticsEventStore,
    private readonly clock: Clock,
  ) {}

  async execute(scope: TenantScope, event: string, timeZone = 'UTC'): Promise<ForecastAnswer> {
    const current = monthIn(this.clock.now(), timeZone);
    const start = addMonths(current, -MAX_HISTORY_MONTHS);
    const counts = await this.store.monthlyCounts(scope, event, monthKey(start), monthKey(current), timeZone);
    const months = Array.from({ length: MAX_HISTORY_MONTHS }, (_, i) => monthKey(addMonths(start, i)));
    const first = months.findIndex((m) => (counts.get(m) ?? 0) > 0);
    const history = (first < 0 ? [] : months.slice(first)).map((month) => ({
      month,
      count: counts.get(month) ?? 0,
    }));
    const y = history.map((h) => h.count);
    const { fit, ...result } = forecast(y.length ? y : [0]);
    return {
      ...result,
      event,
      history,
      months: Array.from({ length: HORIZON }, (_, i) => monthKey(addMonths(current, i))),
      backtest: backtest(y, { warm: fit?.coordinates }),
    };
  }
}
