import type { TenantScope } from '@libs/shared';
import type { DeliveryTrigger } from './delivery-job';

export interface DeliveryLogFilter {
  endpointId?: string;
  eventId?: string;
  eventType?: string;
  outcome?: string;
  trigger?: string;
  limit: number;
  offset: number;
}

export interface DeliveryLogEntry {
  id: string;
  eventId: string;
  eventType: string;
  endpointId: string;
  attempt: number;
  trigger: DeliveryTrigger;
  outcome: 'succeeded' | 'retrying' | 'failed';
  attemptedAt: Date;
  durationMs: number;
  httpStatus: number | null;
  errorClass: string | null;
  responseExcerpt: string | null;
  nextAttemptAt: Date | null;
}

/** The delivery log (one entry per attempt) of a tenant scope: tenant and mode. */
export abstract class WebhookDeliveryLog {
  abstract list(
    scope: TenantScope,
    filter: DeliveryLogFilter,
  ): Promise<{ items: DeliveryLogEntry[]; total: number }>;
  /** The message an attempt belongs to, if the attempt is the scope's. */
  abstract messageOf(scope: TenantScope, attemptId: string): Promise<string | null>;
}
