import { tenantIdOf, type TenantId, type TenantScope, UUID_PATTERN as UUID } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { VideoJobRepository, type VideoJobPage } from '../application/video-job-repository.port';
import type { VideoInputs, VideoJob, VideoJobState, VideoOptions } from '../domain/video-job';
import type { VideoTemplateId } from '../domain/video-templates';

interface Row {
  id: string;
  tenant_id: string;
  sandbox: boolean;
  template_id: string;
  inputs: VideoInputs;
  options: VideoOptions;
  state: VideoJobState;
  progress: number;
  failure_reason: string | null;
  duration_sec: number | null;
  idempotency_key: string | null;
  attempts: number;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  files_expire_at: Date | null;
  files_deleted_at: Date | null;
}

const date = (d: Date | null) => (d ? new Date(d) : null);

function toJob(r: Row): VideoJob {
  return {
    id: r.id,
    tenantId: tenantIdOf(r.tenant_id),
    sandbox: r.sandbox,
    templateId: r.template_id as VideoTemplateId,
    inputs: r.inputs,
    options: r.options,
    state: r.state,
    progress: Number(r.progress),
    failureReason: r.failure_reason,
    durationSec: r.duration_sec === null ? null : Number(r.duration_sec),
    idempotencyKey: r.idempotency_key,
    attempts: r.attempts,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    finishedAt: date(r.finished_at),
    filesExpireAt: date(r.files_expire_at),
    filesDeletedAt: date(r.files_deleted_at),
  };
}

/** `video_jobs` under the tenant's row-level security; request reads also filter on the mode (ADR 0009). */
export class TypeormVideoJobRepository extends VideoJobRepository {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async addWithinLimit(job: VideoJob, limit: number | null, since: Date, tx: Transaction): Promise<boolean> {
    const em = entityManagerOf(tx);
    // Serialises one tenant's creates, so two requests cannot both take the month's last render.
    await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('video_jobs:' || $1, 0))`, [job.tenantId]);
    if (limit !== null) {
      const [{ count }] = (await em.query(
        `SELECT count(*)::int AS count FROM video_jobs WHERE tenant_id = $1 AND sandbox = $2 AND created_at >= $3`,
        [job.tenantId, job.sandbox, since],
      )) as [{ count: number }];
      if (count >= limit) return false;
    }
    await em.query(
      `INSERT INTO video_jobs (id, tenant_id, sandbox, template_id, inputs, options, state, progress, idempotency_key,
         attempts, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'queued', 0, $7, 0, $8, $8)`,
      [
        job.id,
        job.tenantId,
        job.sandbox,
        job.templateId,
        JSON.stringify(job.inputs),
        JSON.stringify(job.options),
        job.idempotencyKey,
        job.createdAt,
      ],
    );
    return true;
  }

  async findByIdempotencyKey(
    { tenantId, sandbox }: TenantScope,
    key: string,
    tx?: Transaction,
  ): Promise<VideoJob | null> {
    const sql = `SELECT * FROM video_jobs WHERE tenant_id = $1 AND sandbox = $2 AND idempotency_key = $3`;
    const rows = tx
      ? ((await entityManagerOf(tx).query(sql, [tenantId, sandbox, key])) as Row[])
      : await this.tenantTx.query<Row[]>(tenantId, sql, [tenantId, sandbox, key]);
    return rows[0] ? toJob(rows[0]) : null;
  }

  async findById({ tenantId, sandbox }: TenantScope, id: string): Promise<VideoJob | null> {
    if (!UUID.test(id)) return null;
    const rows = await this.tenantTx.query<Row[]>(
      tenantId,
      `SELECT * FROM video_jobs WHERE tenant_id = $1 AND sandbox = $2 AND id = $3`,
      [tenantId, sandbox, id],
    );
    return rows[0] ? toJob(rows[0]) : null;
  }

  async list(
    { tenantId, sandbox }: TenantScope,
    query: { state?: VideoJobState; limit: number; offset: number },
  ): Promise<VideoJobPage> {
    return this.tenantTx.run(tenantId, async (em) => {
      const params = [tenantId, sandbox, query.state ?? null];
      const where = `tenant_id = $1 AND sandbox = $2 AND ($3::text IS NULL OR state = $3)`;
      const rows = (await em.query(
        `SELECT * FROM video_jobs WHERE ${where} ORDER BY created_at DESC, id LIMIT $4 OFFSET $5`,
        [...params, query.limit, query.offset],
      )) as Row[];
      const [{ total }] = (await em.query(
        `SELECT count(*)::int AS total FROM video_jobs WHERE ${where}`,
        params,
      )) as [{ total: number }];
      return { items: rows.map(toJob), total };
    });
  }

  async findForWorker(tenantId: TenantId, id: string): Promise<VideoJob | null> {
    if (!UUID.test(id)) return null;
    const rows = await this.tenantTx.query<Row[]>(
      tenantId,
      `SELECT * FROM video_jobs WHERE tenant_id = $1 AND id = $2`,
      [tenantId, id],
    );
    return rows[0] ? toJob(rows[0]) : null;
  }

  async startAttempt(tenantId: TenantId, id: string, now: Date): Promise<VideoJob | null> {
    const [rows] = await this.tenantTx.query<[Row[], number]>(
      tenantId,
      `UPDATE video_jobs SET state = 'rendering', progress = 0, attempts = attempts + 1, updated_at = $3
       WHERE tenant_id = $1 AND id = $2 AND state IN ('queued','rendering') RETURNING *`,
      [tenantId, id, now],
    );
    return rows[0] ? toJob(rows[0]) : null;
  }

  async reportProgress(tenantId: TenantId, id: string, progress: number, now: Date): Promise<void> {
    await this.tenantTx.query(
      tenantId,
      `UPDATE video_jobs SET progress = $3, updated_at = $4 WHERE tenant_id = $1 AND id = $2 AND state = 'rendering'`,
      [tenantId, id, Math.min(1, Math.max(0, progress)), now],
    );
  }

  async finish(
    tenantId: TenantId,
    id: string,
    outcome:
      { state: 'succeeded'; durationSec: number; filesExpireAt: Date } | { state: 'failed'; reason: string },
    now: Date,
    tx: Transaction,
  ): Promise<void> {
    const succeeded = outcome.state === 'succeeded';
    await entityManagerOf(tx).query(
      `UPDATE video_jobs SET state = $3, progress = CASE WHEN $3 = 'succeeded' THEN 1 ELSE progress END,
         duration_sec = $4, files_expire_at = $5, failure_reason = $6, finished_at = $7, updated_at = $7
       WHERE tenant_id = $1 AND id = $2`,
      [
        tenantId,
        id,
        outcome.state,
        succeeded ? outcome.durationSec : null,
        succeeded ? outcome.filesExpireAt : null,
        succeeded ? null : outcome.reason,
        now,
      ],
    );
  }

  async filesDeleted(tenantId: TenantId, id: string, now: Date): Promise<void> {
    await this.tenantTx.query(
      tenantId,
      `UPDATE video_jobs SET files_deleted_at = $3, updated_at = $3 WHERE tenant_id = $1 AND id = $2`,
      [tenantId, id, now],
    );
  }
}
