import { defineTenantJob, type TenantJobData } from '../../platform/jobs/tenant-jobs';

/** Runs one CRM sync. */
export interface HubspotSyncJob extends TenantJobData {
  runId: string;
  sandbox: boolean;
}

export const HUBSPOT_SYNC_JOB = defineTenantJob<HubspotSyncJob>('integrations-hubspot-sync');
