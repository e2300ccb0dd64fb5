import type { TenantId } from '@libs/shared';
import { defineTenantJob } from '../../platform/jobs/tenant-jobs';

export type DeliveryTrigger = 'automatic' | 'retry' | 'manual' | 'test';

/** One attempt of one message. `attempt` makes a replayed job (after a crash) a no-op once recorded. */
export interface DeliveryJob {
  /** The worker reads and writes the message under this tenant's row-level security. */
  tenantId: TenantId;
  messageId: string;
  attempt: number;
  trigger: DeliveryTrigger;
}

/** The queue that carries one delivery attempt per job. */
export const DELIVERY_JOB = defineTenantJob<DeliveryJob>('webhook-delivery');
