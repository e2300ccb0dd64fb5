import type { TenantScope } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { GobdExportRepository } from '../application/gobd-export-repository.port';
import type { GobdExport } from '../domain/gobd-export';

interface Row {
  id: string;
  sandbox: boolean;
  status: GobdExport['status'];
  requested_at: Date | string;
  completed_at: Date | string | null;
  files: GobdExport['files'];
  archive_sha256: string | null;
  archive_expires_at: Date | string | null;
  audit_head_seq: string | number | null;
  audit_head_hash: string | null;
}

const COLUMNS =
  'id, sandbox, status, requested_at, completed_at, files, archive_sha256, archive_expires_at, audit_head_seq, audit_head_hash';
const date = (v: Date | string | null) => (v === null ? null : new Date(v));

const toExport = (r: Row): GobdExport => ({
  id: r.id,
  sandbox: r.sandbox,
  status: r.status,
  requestedAt: new Date(r.requested_at),
  completedAt: date(r.completed_at),
  files: r.files,
  archiveSha256: r.archive_sha256?.trim() ?? null,
  archiveExpiresAt: date(r.archive_expires_at),
  auditHead:
    r.audit_head_seq === null || r.audit_head_hash === null
      ? null
      : { seq: Number(r.audit_head_seq), hash: r.audit_head_hash.trim() },
});

/** `gobd_exports` under the tenant's row-level security. */
export class TypeormGobdExportRepository extends GobdExportRepository {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async insert(tx: Transaction, e: GobdExport): Promise<void> {
    await entityManagerOf(tx).query(
      `INSERT INTO gobd_exports (id, tenant_id, sandbox, status, requested_at, files) VALUES ($1, $2, $3, $4, $5, $6)`,
      [e.id, tx.tenantId, e.sandbox, e.status, e.requestedAt, JSON.stringify(e.files)],
    );
  }

  async findOpen(tx: Transaction, sandbox: boolean): Promise<GobdExport | null> {
    const rows = (await entityManagerOf(tx).query(
      `SELECT ${COLUMNS} FROM gobd_exports WHERE tenant_id = $1 AND sandbox = $2 AND status = 'received'
       ORDER BY requested_at DESC LIMIT 1`,
      [tx.tenantId, sandbox],
    )) as Row[];
    return rows[0] ? toExport(rows[0]) : null;
  }

  async findForUpdate(tx: Transaction, id: string): Promise<GobdExport | null> {
    const rows = (await entityManagerOf(tx).query(
      `SELECT ${COLUMNS} FROM gobd_exports WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
      [tx.tenantId, id],
    )) as Row[];
    return rows[0] ? toExport(rows[0]) : null;
  }

  async complete(tx: Transaction, e: GobdExport, archive: Uint8Array): Promise<void> {
    await entityManagerOf(tx).query(
      `UPDATE gobd_exports SET status = $3, completed_at = $4, files = $5, archive_sha256 = $6, archive = $7,
         archive_expires_at = $8, audit_head_seq = $9, audit_head_hash = $10
       WHERE tenant_id = $1 AND id = $2`,
      [
        tx.tenantId,
        e.id,
        e.status,
        e.completedAt,
        JSON.stringify(e.files),
        e.archiveSha256,
        Buffer.from(archive),
        e.archiveExpiresAt,
        e.auditHead?.seq ?? null,
        e.auditHead?.hash ?? null,
      ],
    );
  }

  async findById(scope: TenantScope, id: string): Promise<GobdExport | null> {
    const rows = await this.tenantTx.query<Row[]>(
      scope.tenantId,
      `SELECT ${COLUMNS} FROM gobd_exports WHERE tenant_id = $1 AND sandbox = $2 AND id = $3`,
      [scope.tenantId, scope.sandbox, id],
    );
    return rows[0] ? toExport(rows[0]) : null;
  }

  async findArchive(scope: TenantScope, id: string) {
    const rows = await this.tenantTx.query<{ archive: Uint8Array | null; archive_expires_at: Date | null }[]>(
      scope.tenantId,
      `SELECT archive, archive_expires_at FROM gobd_exports WHERE tenant_id = $1 AND sandbox = $2 AND id = $3`,
      [scope.tenantId, scope.sandbox, id],
    );
    return rows[0] ? { archive: rows[0].archive, expiresAt: date(rows[0].archive_expires_at) } : null;
  }
}
