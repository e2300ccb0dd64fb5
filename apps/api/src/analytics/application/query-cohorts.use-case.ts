import type { Clock, TenantScope } from '@libs/shared';
import { retentionMatrix, type RetentionCohort } from '../domain/retention';
import type { AnalyticsEventStore, RetentionQuery } from './analytics-event-store.port';
import { checkRange } from './query-range';

export class QueryCohorts {
  constructor(
    private readonly store: AnalyticsEventStore,
    private readonly clock: Clock,
    private readonly maxQueryDays: number,
  ) {}

  async execute(scope: TenantScope, query: RetentionQuery): Promise<RetentionCohort[]> {
    checkRange(query.from.getTime(), query.to.getTime(), this.maxQueryDays);
    const { sizes, rows } = await this.store.retention(scope, query);
    return retentionMatrix(sizes, rows, {
      unit: query.unit,
      periods: query.periods,
      bound: query.bound,
      now: this.clock.now(),
      timeZone: query.timeZone,
    });
  }
}
