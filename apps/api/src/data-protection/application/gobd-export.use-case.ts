import { randomUUID } from 'node:crypto';
import type { Clock, TenantId, TenantScope } from '@libs/shared';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { sha256Hex } from '../domain/canonical-json';
import { GENESIS_HASH, type AuditEntry, type ChainHead } from '../domain/audit-chain';
import type { GobdExport } from '../domain/gobd-export';
import type { AuditTrail } from './audit-trail.port';
import { GOBD_EXPORT_JOB } from './dsgvo-jobs';
import type { GobdExportRepository } from './gobd-export-repository.port';
import type { GobdExportPackager, GobdRecords } from './gobd-records.port';

/**
 * Asks for a Z3 export: stored, noted in the audit log and queued in one unit of work. An export of the same
 * mode still being built is returned instead (`created: false`): one archive at a time per tenant and mode.
 */
export class RequestGobdExport {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly exports: GobdExportRepository,
    private readonly audit: AuditTrail,
    private readonly jobs: TenantJobs,
    private readonly clock: Clock,
  ) {}

  execute(scope: TenantScope): Promise<{ export: GobdExport; created: boolean }> {
    return this.uow.run(scope.tenantId, async (tx) => {
      const open = await this.exports.findOpen(tx, scope.sandbox);
      if (open) return { export: open, created: false };
      const now = this.clock.now();
      const e: GobdExport = {
        id: randomUUID(),
        sandbox: scope.sandbox,
        status: 'received',
        requestedAt: now,
        completedAt: null,
        files: [],
        archiveSha256: null,
        archiveExpiresAt: null,
        auditHead: null,
      };
      await this.exports.insert(tx, e);
      await this.audit.append(
        tx,
        {
          action: 'gobd.export_requested',
          entityType: 'gobd_export',
          entityId: e.id,
          details: { sandbox: e.sandbox },
        },
        now,
      );
      await this.jobs.enqueue(
        GOBD_EXPORT_JOB,
        { tenantId: scope.tenantId, exportId: e.id },
        { transaction: tx },
      );
      return { export: e, created: true };
    });
  }
}

/** The last entry of the exported log (the genesis before any, though a request always writes one). */
const headOf = (entries: AuditEntry[]): ChainHead => {
  const last = entries.at(-1);
  return last ? { seq: last.seq, hash: last.hash } : { seq: 0, hash: GENESIS_HASH };
};

/**
 * The job: reads the calculations and the audit log in one transaction (one consistent state), packs them,
 * keeps the archive for the link's lifetime and notes the archive's hash in the audit log. The audit log in
 * the archive ends before this entry (the entry names the archive's hash, so it cannot be inside it).
 */
export class BuildGobdExport {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly exports: GobdExportRepository,
    private readonly records: GobdRecords,
    private readonly packager: GobdExportPackager,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly archiveTtlSeconds: number,
  ) {}

  execute(tenantId: TenantId, exportId: string): Promise<void> {
    return this.uow.run(tenantId, async (tx) => {
      const e = await this.exports.findForUpdate(tx, exportId);
      if (!e || e.status !== 'received') return;
      const now = this.clock.now();
      const calculations = await this.records.calculations(tx, e.sandbox);
      const auditLog = await this.records.auditLog(tx);
      const { archive, files } = this.packager.pack({ tenantId, createdAt: now, calculations, auditLog });
      const done: GobdExport = {
        ...e,
        status: 'completed',
        completedAt: now,
        files,
        archiveSha256: sha256Hex(archive),
        archiveExpiresAt: new Date(now.getTime() + this.archiveTtlSeconds * 1000),
        auditHead: headOf(auditLog),
      };
      await this.exports.complete(tx, done, archive);
      await this.audit.append(
        tx,
        {
          action: 'gobd.export_created',
          entityType: 'gobd_export',
          entityId: e.id,
          details: {
            calculations: calculations.length,
            auditEntries: auditLog.length,
            archiveSha256: done.archiveSha256,
          },
        },
        now,
      );
    });
  }
}
