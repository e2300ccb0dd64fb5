import { defineTenantJob, type TenantJobData } from '../../platform/jobs/tenant-jobs';

/**
 * Deletes at HubSpot what an erasure request found of the subject: HubSpot ids only (no name, no e-mail),
 * because the mapping rows that led to them are erased in the same transaction that queues this job.
 */
export interface HubspotErasureJob extends TenantJobData {
  requestId: string;
  sandbox: boolean;
  objects: { objectType: 'companies' | 'deals'; hubspotId: string }[];
}

export const HUBSPOT_ERASURE_JOB = defineTenantJob<HubspotErasureJob>('integrations-hubspot-erasure');
