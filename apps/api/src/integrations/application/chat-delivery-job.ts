import { defineTenantJob, type TenantJobData } from '../../platform/jobs/tenant-jobs';

/** Sends one queued chat message (all its parts from `parts_sent` on). */
export interface ChatDeliveryJob extends TenantJobData {
  messageId: string;
}

export const CHAT_DELIVERY_JOB = defineTenantJob<ChatDeliveryJob>('integrations-chat-delivery');
