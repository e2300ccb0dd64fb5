import type { TenantId, TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { VideoJob, VideoJobState } from '../domain/video-job';

export interface VideoJobPage {
  items: VideoJob[];
  total: number;
}

/**
 * Render jobs. Reads of a request name the tenant and the mode (another tenant's or mode's job reads as
 * absent); the worker's reads name the tenant its queue job carries.
 */
export abstract class VideoJobRepository {
  /**
   * Inserts the job unless the tenant already started `limit` renders since `since` (serialised per tenant,
   * so two requests cannot both take the last one). False when the limit is reached.
   */
  abstract addWithinLimit(
    job: VideoJob,
    limit: number | null,
    since: Date,
    tx: Transaction,
  ): Promise<boolean>;
  abstract findByIdempotencyKey(scope: TenantScope, key: string, tx?: Transaction): Promise<VideoJob | null>;
  abstract findById(scope: TenantScope, id: string): Promise<VideoJob | null>;
  abstract list(
    scope: TenantScope,
    query: { state?: VideoJobState; limit: number; offset: number },
  ): Promise<VideoJobPage>;

  /** The worker's view: by tenant and id, whatever the mode. */
  abstract findForWorker(tenantId: TenantId, id: string): Promise<VideoJob | null>;
  /** Queued or rendering -> rendering, one more attempt; null when the job is finished (a replayed queue job). */
  abstract startAttempt(tenantId: TenantId, id: string, now: Date): Promise<VideoJob | null>;
  abstract reportProgress(tenantId: TenantId, id: string, progress: number, now: Date): Promise<void>;
  abstract finish(
    tenantId: TenantId,
    id: string,
    outcome:
      { state: 'succeeded'; durationSec: number; filesExpireAt: Date } | { state: 'failed'; reason: string },
    now: Date,
    tx: Transaction,
  ): Promise<void>;
  /** Marks the files of a job as deleted (retention): links to them are refused from now on. */
  abstract filesDeleted(tenantId: TenantId, id: string, now: Date): Promise<void>;
}
