import type { TenantId, TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { VideoJobRepository, type VideoJobPage } from '../application/video-job-repository.port';
import type { VideoJob, VideoJobState } from '../domain/video-job';

/** Jobs in a map, with the same tenant and mode rules as the SQL adapter. */
export class InMemoryVideoJobRepository extends VideoJobRepository {
  readonly jobs = new Map<string, VideoJob>();

  addWithinLimit(job: VideoJob, limit: number | null, since: Date): Promise<boolean> {
    const used = [...this.jobs.values()].filter(
      (j) => j.tenantId === job.tenantId && j.sandbox === job.sandbox && j.createdAt >= since,
    ).length;
    if (limit !== null && used >= limit) return Promise.resolve(false);
    this.jobs.set(job.id, { ...job });
    return Promise.resolve(true);
  }

  findByIdempotencyKey(scope: TenantScope, key: string): Promise<VideoJob | null> {
    const found = [...this.jobs.values()].find(
      (j) => j.tenantId === scope.tenantId && j.sandbox === scope.sandbox && j.idempotencyKey === key,
    );
    return Promise.resolve(found ? { ...found } : null);
  }

  findById(scope: TenantScope, id: string): Promise<VideoJob | null> {
    const j = this.jobs.get(id);
    return Promise.resolve(
      j && j.tenantId === scope.tenantId && j.sandbox === scope.sandbox ? { ...j } : null,
    );
  }

  list(
    scope: TenantScope,
    q: { state?: VideoJobState; limit: number; offset: number },
  ): Promise<VideoJobPage> {
    const all = [...this.jobs.values()].filter(
      (j) =>
        j.tenantId === scope.tenantId && j.sandbox === scope.sandbox && (!q.state || j.state === q.state),
    );
    return Promise.resolve({ items: all.slice(q.offset, q.offset + q.limit), total: all.length });
  }

  findForWorker(tenantId: TenantId, id: string): Promise<VideoJob | null> {
    const j = this.jobs.get(id);
    return Promise.resolve(j && j.tenantId === tenantId ? { ...j } : null);
  }

  startAttempt(tenantId: TenantId, id: string, now: Date): Promise<VideoJob | null> {
    const j = this.jobs.get(id);
    if (!j || j.tenantId !== tenantId || (j.state !== 'queued' && j.state !== 'rendering'))
      return Promise.resolve(null);
    Object.assign(j, { state: 'rendering', progress: 0, attempts: j.attempts + 1, updatedAt: now });
    return Promise.resolve({ ...j });
  }

  reportProgress(tenantId: TenantId, id: string, progress: number, now: Date): Promise<void> {
    const j = this.jobs.get(id);
    if (j && j.tenantId === tenantId && j.state === 'rendering')
      Object.assign(j, { progress, updatedAt: now });
    return Promise.resolve();
  }

  finish(
    tenantId: TenantId,
    id: string,
    outcome:
      { state: 'succeeded'; durationSec: number; filesExpireAt: Date } | { state: 'failed'; reason: string },
    now: Date,
    _tx: Transaction,
  ): Promise<void> {
    const j = this.jobs.get(id);
    if (!j || j.tenantId !== tenantId) return Promise.resolve();
    if (outcome.state === 'succeeded') {
      Object.assign(j, {
        state: 'succeeded',
        progress: 1,
        durationSec: outcome.durationSec,
        filesExpireAt: outcome.filesExpireAt,
      });
    } else {
      Object.assign(j, { state: 'failed', failureReason: outcome.reason });
    }
    Object.assign(j, { finishedAt: now, updatedAt: now });
    return Promise.resolve();
  }

  filesDeleted(tenantId: TenantId, id: string, now: Date): Promise<void> {
    const j = this.jobs.get(id);
    if (j && j.tenantId === tenantId) Object.assign(j, { filesDeletedAt: now, updatedAt: now });
    return Promise.resolve();
  }
}
