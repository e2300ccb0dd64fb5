import type { Clock, TenantScope } from '@libs/shared';
import type { TenantEntitlements } from '../../access';
import { isRefusal, validateEvent, type Refusal, type ValidEvent } from '../domain/event-validation';
import type { AnalyticsEventStore } from './analytics-event-store.port';
import { AnalyticsBatchTooLargeError } from './analytics.errors';

export interface IngestResult {
  accepted: number;
  duplicates: number;
  rejected: Refusal[];
}

/**
 * A batch of client events: partial success (Mixpanel's import): every valid event is stored, each refused
 * one is listed by index, field and code, and an id the tenant sent before counts as a duplicate, not an error.
 */
export class IngestEvents {
  constructor(
    private readonly store: AnalyticsEventStore,
    private readonly entitlements: TenantEntitlements,
    private readonly clock: Clock,
  ) {}

  async execute(scope: TenantScope, events: unknown[]): Promise<IngestResult> {
    const { plan, entitlements } = await this.entitlements.of(scope.tenantId);
    if (events.length > entitlements.analyticsEventsPerBatch)
      throw new AnalyticsBatchTooLargeError(entitlements.analyticsEventsPerBatch, plan);
    const now = this.clock.now();
    const rejected: Refusal[] = [];
    const valid: ValidEvent[] = [];
    const seen = new Set<string>();
    events.forEach((raw, index) => {
      const checked = validateEvent(raw, index, now);
      if (isRefusal(checked)) rejected.push(checked);
      // The same id twice in one batch is a retry inside the batch: counted as a duplicate, like a resend.
      else if (!seen.has(checked.id)) {
        seen.add(checked.id);
        valid.push(checked);
      }
    });
    const stored = await this.store.append(scope, valid, 'client', now);
    const acceptable = events.length - rejected.length;
    return { accepted: stored.size, duplicates: acceptable - stored.size, rejected };
  }
}
