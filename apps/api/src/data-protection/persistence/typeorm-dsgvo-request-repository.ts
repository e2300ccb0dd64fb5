import type { EntityManager } from 'typeorm';
import type { SubjectIdentifier } from '../../platform/features/data-inventory';
import type { TenantScope } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { DsgvoRequestRepository, type OpenRequestDue } from '../application/dsgvo-request-repository.port';
import type { DsgvoRequest, DsgvoRequestKind, DsgvoRequestStatus } from '../domain/dsgvo-request';

interface Row {
  id: string;
  sandbox: boolean;
  kind: DsgvoRequestKind;
  subject_identifier: SubjectIdentifier;
  subject_value: string | null;
  subject_digest: string;
  reason: string | null;
  status: DsgvoRequestStatus;
  received_at: Date | string;
  due_date: string | Date;
  extended_at: Date | string | null;
  extension_reason: string | null;
  completed_at: Date | string | null;
  preview: DsgvoRequest['preview'];
  receipt: DsgvoRequest['receipt'];
  receipt_hash: string | null;
  archive_expires_at: Date | string | null;
}

const COLUMNS = `id, sandbox, kind, subject_identifier, subject_value, subject_digest, reason, status, received_at,
  to_char(due_date, 'YYYY-MM-DD') AS due_date, extended_at, extension_reason, completed_at, preview, receipt, receipt_hash, archive_expires_at`;

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

function toRequest(r: Row): DsgvoRequest {
  return {
    id: r.id,
    sandbox: r.sandbox,
    kind: r.kind,
    subjectIdentifier: r.subject_identifier,
    subjectValue: r.subject_value,
    subjectDigest: r.subject_digest.trim(),
    reason: r.reason,
    status: r.status,
    receivedAt: new Date(r.received_at),
    dueDate: String(r.due_date),
    extendedAt: date(r.extended_at),
    extensionReason: r.extension_reason,
    completedAt: date(r.completed_at),
    preview: r.preview,
    receipt: r.receipt,
    receiptHash: r.receipt_hash?.trim() ?? null,
    archiveExpiresAt: date(r.archive_expires_at),
  };
}

export class TypeormDsgvoRequestRepository extends DsgvoRequestRepository {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async insert(tx: Transaction, r: DsgvoRequest): Promise<void> {
    await entityManagerOf(tx).query(
      `INSERT INTO dsgvo_requests (id, tenant_id, sandbox, kind, subject_identifier, subject_value, subject_digest,
         reason, status, received_at, due_date, preview)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        r.id,
        tx.tenantId,
        r.sandbox,
        r.kind,
        r.subjectIdentifier,
        r.subjectValue,
        r.subjectDigest,
        r.reason,
        r.status,
        r.receivedAt,
        r.dueDate,
        JSON.stringify(r.preview),
      ],
    );
  }

  async findForUpdate(tx: Transaction, id: string): Promise<DsgvoRequest | null> {
    const rows = (await entityManagerOf(tx).query(
      `SELECT ${COLUMNS} FROM dsgvo_requests WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
      [tx.tenantId, id],
    )) as Row[];
    return rows[0] ? toRequest(rows[0]) : null;
  }

  async findReusablePortability(tx: Transaction, sandbox: boolean, digest: string, now: Date) {
    const rows = (await entityManagerOf(tx).query(
      `SELECT ${COLUMNS} FROM dsgvo_requests
       WHERE tenant_id = $1 AND sandbox = $2 AND kind = 'portability' AND subject_digest = $3
         AND (status IN ('received', 'in_progress') OR archive_expires_at > $4) AND archive_erased_by IS NULL
       ORDER BY received_at DESC LIMIT 1`,
      [tx.tenantId, sandbox, digest, now],
    )) as Row[];
    return rows[0] ? toRequest(rows[0]) : null;
  }

  async save(tx: Transaction, r: DsgvoRequest): Promise<void> {
    await entityManagerOf(tx).query(
      `UPDATE dsgvo_requests SET status = $3, subject_value = $4, completed_at = $5, receipt = $6, receipt_hash = $7,
         due_date = $8, extended_at = $9, extension_reason = $10,
         due_warning_sent_at = CASE WHEN due_date IS DISTINCT FROM $8::date THEN NULL ELSE due_warning_sent_at END
       WHERE tenant_id = $1 AND id = $2`,
      [
        tx.tenantId,
        r.id,
        r.status,
        r.subjectValue,
        r.completedAt,
        r.receipt === null ? null : JSON.stringify(r.receipt),
        r.receiptHash,
        r.dueDate,
        r.extendedAt,
        r.extensionReason,
      ],
    );
  }

  async saveArchive(tx: Transaction, id: string, archive: Uint8Array, expiresAt: Date): Promise<void> {
    await entityManagerOf(tx).query(
      `UPDATE dsgvo_requests SET archive = $3, archive_expires_at = $4 WHERE tenant_id = $1 AND id = $2`,
      [tx.tenantId, id, Buffer.from(archive), expiresAt],
    );
  }

  async findById(scope: TenantScope, id: string): Promise<DsgvoRequest | null> {
    const rows = await this.tenantTx.query<Row[]>(
      scope.tenantId,
      `SELECT ${COLUMNS} FROM dsgvo_requests WHERE tenant_id = $1 AND sandbox = $2 AND id = $3`,
      [scope.tenantId, scope.sandbox, id],
    );
    return rows[0] ? toRequest(rows[0]) : null;
  }

  async findArchive(scope: TenantScope, id: string) {
    const rows = await this.tenantTx.query<
      { archive: Uint8Array | null; archive_expires_at: Date | null; archive_erased_by: string | null }[]
    >(
      scope.tenantId,
      `SELECT archive, archive_expires_at, archive_erased_by FROM dsgvo_requests
       WHERE tenant_id = $1 AND sandbox = $2 AND id = $3 AND kind = 'portability'`,
      [scope.tenantId, scope.sandbox, id],
    );
    const row = rows[0];
    return row
      ? {
          archive: row.archive,
          expiresAt: date(row.archive_expires_at),
          erased: row.archive_erased_by !== null,
        }
      : null;
  }

  async eraseArchivesOf(tx: Transaction, sandboxOnly: boolean, digest: string, erasureId: string) {
    const rows = (await entityManagerOf(tx).query(
      // In a CTE: an UPDATE's own RETURNING comes back as [rows, count] through TypeORM's pg driver.
      `WITH c AS (UPDATE dsgvo_requests SET archive = NULL, archive_erased_by = $3
         WHERE tenant_id = $1 AND kind = 'portability' AND subject_digest = $2 AND archive IS NOT NULL
           AND (sandbox OR NOT $4::boolean)
         RETURNING id)
       SELECT id FROM c`,
      [tx.tenantId, digest, erasureId, sandboxOnly],
    )) as { id: string }[];
    return rows.map((r) => r.id).sort();
  }

  async claimDueSoon(tx: Transaction, until: string, now: Date): Promise<OpenRequestDue[]> {
    const rows = (await entityManagerOf(tx).query(
      `WITH c AS (UPDATE dsgvo_requests SET due_warning_sent_at = $3
         WHERE tenant_id = $1 AND status IN ('received', 'in_progress', 'failed') AND due_date <= $2
           AND due_warning_sent_at IS NULL
         RETURNING id, kind, to_char(due_date, 'YYYY-MM-DD') AS due_date, sandbox)
       SELECT * FROM c ORDER BY due_date, id`,
      [tx.tenantId, until, now],
    )) as { id: string; kind: string; due_date: string; sandbox: boolean }[];
    return rows.map((r) => ({ id: r.id, kind: r.kind, dueDate: r.due_date, sandbox: r.sandbox }));
  }

  async prune(tx: Transaction, now: Date, before: Date) {
    const em: EntityManager = entityManagerOf(tx);
    const [{ n: archives } = { n: 0 }] = (await em.query(
      `WITH c AS (UPDATE dsgvo_requests SET archive = NULL
         WHERE tenant_id = $1 AND archive IS NOT NULL AND archive_expires_at < $2 RETURNING 1)
       SELECT count(*)::int AS n FROM c`,
      [tx.tenantId, now],
    )) as { n: number }[];
    const [{ n: requests } = { n: 0 }] = (await em.query(
      `WITH c AS (DELETE FROM dsgvo_requests r
         WHERE tenant_id = $1 AND received_at < $2 AND status IN ('completed', 'partially_completed')
           AND NOT EXISTS (SELECT 1 FROM data_restrictions d WHERE d.tenant_id = r.tenant_id AND d.request_id = r.id)
         RETURNING 1)
       SELECT count(*)::int AS n FROM c`,
      [tx.tenantId, before],
    )) as { n: number }[];
    return { archives, requests };
  }
}
