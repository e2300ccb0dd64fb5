import { defineTenantJob, type TenantJobData } from '../../platform/jobs/tenant-jobs';

/** The job carries the request's id only: the subject's identifier never sits in the queue (ADR 0017). */
export interface DsgvoRequestJob extends TenantJobData {
  requestId: string;
}

export const ERASURE_JOB = defineTenantJob<DsgvoRequestJob>('dsgvo-erasure');
export const PORTABILITY_JOB = defineTenantJob<DsgvoRequestJob>('dsgvo-portability');

/** Builds a Z3 export (GoBD data access): the job carries the export's id only. */
export interface GobdExportJob extends TenantJobData {
  exportId: string;
}
export const GOBD_EXPORT_JOB = defineTenantJob<GobdExportJob>('gobd-export');
