import { defineTenantJob, type TenantJobData } from '../../platform/jobs/tenant-jobs';

/** What a browser receives (JSON, encrypted): small on purpose, push services refuse more than ~4 KB. */
export interface PushMessage {
  title: string;
  body?: string;
  url?: string;
  /** Set when the push stands for a feed event. */
  eventId?: string;
  eventType?: string;
}

export interface PushDeliveryJob extends TenantJobData {
  subscriptionId: string;
  message: PushMessage;
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  topic?: string;
  attempt: number;
}

export const PUSH_DELIVERY_JOB = defineTenantJob<PushDeliveryJob>('notifications-push-delivery');
