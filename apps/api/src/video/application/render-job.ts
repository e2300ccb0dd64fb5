import { defineTenantJob, type TenantJobData } from '../../platform/jobs/tenant-jobs';

/** One render of one video job; replayed after a crash, the job's state makes a finished render a no-op. */
export interface RenderVideoJobData extends TenantJobData {
  jobId: string;
}

export const RENDER_VIDEO_JOB = defineTenantJob<RenderVideoJobData>('video-render');
