import { parseTenantId, type Clock } from '@libs/shared';
import type { VideoJobRepository } from './video-job-repository.port';
import type { VideoStorage } from './video-storage.port';

/** Files of a job that never succeeded are kept this long (a render may still be uploading them). */
const ORPHAN_GRACE_MS = 6 * 3_600_000;

/**
 * Retention: walks the stored files (grouped by `<tenant>/<job>/`), looks each job up under its own tenant's
 * row-level security, and deletes the files of jobs past their plan's retention, and of jobs that are gone
 * or never succeeded once the grace has passed. Idempotent: a second run finds nothing to delete.
 */
export class CleanupVideoFiles {
  constructor(
    private readonly jobs: VideoJobRepository,
    private readonly storage: VideoStorage,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ deletedJobs: number }> {
    const now = this.clock.now();
    const byJob = new Map<string, string[]>();
    for (const key of await this.storage.list('')) {
      const [tenant, job] = key.split('/');
      const prefix = `${tenant}/${job}`;
      byJob.set(prefix, [...(byJob.get(prefix) ?? []), key]);
    }
    let deletedJobs = 0;
    for (const [prefix, keys] of byJob) {
      const [tenant, jobId] = prefix.split('/') as [string, string];
      const tenantId = parseTenantId(tenant);
      const job = tenantId ? await this.jobs.findForWorker(tenantId, jobId) : null;
      const expired = job?.filesExpireAt ? job.filesExpireAt <= now : false;
      const orphan =
        !job || (job.state !== 'succeeded' && now.getTime() - job.updatedAt.getTime() > ORPHAN_GRACE_MS);
      if (!expired && !orphan) continue;
      await this.storage.remove(keys);
      if (job && tenantId) await this.jobs.filesDeleted(tenantId, jobId, now);
      deletedJobs++;
    }
    return { deletedJobs };
  }
}
