import { type TenantId, type TenantScope, UUID_PATTERN as UUID } from '@libs/shared';
import type { SecretCipher } from '../../webhooks';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { transactionOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { DealStages } from '../domain/hubspot-sync-plan';
import { HUBSPOT_SYNC_JOB } from '../application/hubspot-sync-job';
import {
  HubspotStore,
  type HubspotConnection,
  type SyncedObject,
  type SyncRun,
} from '../application/hubspot-store.port';

const RUN_RETENTION_DAYS = 90;

interface RunRow {
  id: string;
  tenant_id: TenantId;
  sandbox: boolean;
  status: SyncRun['status'];
  request: SyncRun['request'];
  results: SyncRun['results'];
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const toRun = (r: RunRow): SyncRun => ({
  id: r.id,
  tenantId: r.tenant_id,
  sandbox: r.sandbox,
  status: r.status,
  request: r.request,
  results: r.results,
  error: r.error,
  createdAt: new Date(r.created_at),
  finishedAt: r.finished_at ? new Date(r.finished_at) : null,
});

/** HubSpot connection and runs under the tenant's row-level security, filtered by mode (ADR 0009). */
export class TypeormHubspotStore extends HubspotStore {
  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly cipher: SecretCipher,
    private readonly jobs: TenantJobs,
  ) {
    super();
  }

  async connect(
    { tenantId, sandbox }: TenantScope,
    token: string,
    stages: DealStages,
    now: Date,
  ): Promise<HubspotConnection> {
    const hint = `…${token.slice(-4)}`;
    await this.tenantTx.query(
      tenantId,
      `INSERT INTO hubspot_connections (tenant_id, sandbox, token_ciphertext, token_hint, deal_stages, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (tenant_id, sandbox) DO UPDATE SET token_ciphertext = $3, token_hint = $4, deal_stages = $5, created_at = $6`,
      [tenantId, sandbox, this.cipher.encrypt(token), hint, JSON.stringify(stages), now],
    );
    return { tokenHint: hint, dealStages: stages, createdAt: now };
  }

  async disconnect({ tenantId, sandbox }: TenantScope): Promise<boolean> {
    const [rows] = await this.tenantTx.query<[unknown[], number]>(
      tenantId,
      `DELETE FROM hubspot_connections WHERE tenant_id = $1 AND sandbox = $2 RETURNING tenant_id`,
      [tenantId, sandbox],
    );
    return rows.length > 0;
  }

  async connection({ tenantId, sandbox }: TenantScope): Promise<HubspotConnection | null> {
    const [row] = await this.tenantTx.query<
      { token_hint: string; deal_stages: DealStages; created_at: Date }[]
    >(
      tenantId,
      `SELECT token_hint, deal_stages, created_at FROM hubspot_connections WHERE tenant_id = $1 AND sandbox = $2`,
      [tenantId, sandbox],
    );
    return row
      ? { tokenHint: row.token_hint, dealStages: row.deal_stages, createdAt: new Date(row.created_at) }
      : null;
  }

  async token({ tenantId, sandbox }: TenantScope): Promise<string | null> {
    const [row] = await this.tenantTx.query<{ token_ciphertext: string }[]>(
      tenantId,
      `SELECT token_ciphertext FROM hubspot_connections WHERE tenant_id = $1 AND sandbox = $2`,
      [tenantId, sandbox],
    );
    return row ? this.cipher.decrypt(row.token_ciphertext) : null;
  }

  startRun(run: SyncRun): Promise<void> {
    return this.tenantTx.run(run.tenantId, async (em) => {
      await em.query(
        `INSERT INTO hubspot_sync_runs (id, tenant_id, sandbox, status, dry_run, since, request, created_at)
         VALUES ($1, $2, $3, 'queued', $4, $5, $6, $7)`,
        [
          run.id,
          run.tenantId,
          run.sandbox,
          run.request.dryRun,
          run.request.since,
          JSON.stringify(run.request),
          run.createdAt,
        ],
      );
      await this.jobs.enqueue(
        HUBSPOT_SYNC_JOB,
        { tenantId: run.tenantId, runId: run.id, sandbox: run.sandbox },
        { transaction: transactionOf(run.tenantId, em), expireInSeconds: 900 },
      );
    });
  }

  async run({ tenantId, sandbox }: TenantScope, id: string): Promise<SyncRun | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.tenantTx.query<RunRow[]>(
      tenantId,
      `SELECT id, tenant_id, sandbox, status, request, results, error, created_at, finished_at
       FROM hubspot_sync_runs WHERE tenant_id = $1 AND sandbox = $2 AND id = $3`,
      [tenantId, sandbox, id],
    );
    return row ? toRun(row) : null;
  }

  finishRun(run: SyncRun): Promise<void> {
    return this.tenantTx.run(run.tenantId, async (em) => {
      await em.query(
        `UPDATE hubspot_sync_runs SET status = $2, results = $3, error = $4, finished_at = $5 WHERE id = $1`,
        [run.id, run.status, JSON.stringify(run.results), run.error, run.finishedAt],
      );
      // Runs carry company names: kept 90 days, then pruned when the tenant syncs again.
      const cutoff = new Date((run.finishedAt ?? run.createdAt).getTime() - RUN_RETENTION_DAYS * 86_400_000);
      await em.query(`DELETE FROM hubspot_sync_runs WHERE tenant_id = $1 AND created_at < $2`, [
        run.tenantId,
        cutoff,
      ]);
    });
  }

  async recordObjects({ tenantId, sandbox }: TenantScope, objects: SyncedObject[], now: Date): Promise<void> {
    if (objects.length === 0) return;
    // One statement per sync phase: unnest keeps it one round trip for up to 100 objects.
    await this.tenantTx.query(
      tenantId,
      `INSERT INTO hubspot_objects (tenant_id, sandbox, object_type, object_key, company_ref, hubspot_id, synced_at)
       SELECT $1, $2, t, k, c, h, $7
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) AS o(t, k, c, h)
       ON CONFLICT (tenant_id, sandbox, object_type, object_key)
       DO UPDATE SET company_ref = EXCLUDED.company_ref, hubspot_id = EXCLUDED.hubspot_id, synced_at = EXCLUDED.synced_at`,
      [
        tenantId,
        sandbox,
        objects.map((o) => o.objectType),
        objects.map((o) => o.key),
        objects.map((o) => o.companyRef),
        objects.map((o) => o.hubspotId),
        now,
      ],
    );
  }
}
