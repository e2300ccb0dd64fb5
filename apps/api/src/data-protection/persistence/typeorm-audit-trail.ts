import type { TenantId } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { transactionManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { AuditTrail, type AuditRecord } from '../application/audit-trail.port';
import { chainHash, GENESIS_HASH, verifyChain, type AuditEntry, type ChainHead } from '../domain/audit-chain';

interface Row {
  seq: string | number;
  at: Date | string;
  action: string;
  entity_type: string;
  entity_id: string;
  details: Record<string, unknown>;
  prev_hash: string;
  hash: string;
}

const toEntry = (r: Row): AuditEntry => ({
  seq: Number(r.seq),
  at: new Date(r.at).toISOString(),
  action: r.action,
  entityType: r.entity_type,
  entityId: r.entity_id,
  details: r.details,
  prevHash: r.prev_hash.trim(),
  hash: r.hash.trim(),
});

/** `audit_log` (append-only for the application role, see the migration); one chain per tenant. */
export class TypeormAuditTrail extends AuditTrail {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async append(tx: Transaction, record: AuditRecord, at: Date): Promise<void> {
    const em = await transactionManagerOf(tx);
    // One writer per tenant chain at a time: two concurrent appends would both link to the same head.
    await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('audit_log:' || $1, 0))`, [tx.tenantId]);
    const [head] = (await em.query(
      `SELECT seq, hash FROM audit_log WHERE tenant_id = $1 ORDER BY seq DESC LIMIT 1`,
      [tx.tenantId],
    )) as { seq: string | number; hash: string }[];
    const content = {
      seq: head ? Number(head.seq) + 1 : 1,
      at: at.toISOString(),
      action: record.action,
      entityType: record.entityType,
      entityId: record.entityId,
      details: record.details ?? {},
    };
    const prevHash = head?.hash.trim() ?? GENESIS_HASH;
    await em.query(
      `INSERT INTO audit_log (tenant_id, seq, at, action, entity_type, entity_id, details, prev_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        tx.tenantId,
        content.seq,
        at,
        content.action,
        content.entityType,
        content.entityId,
        JSON.stringify(content.details),
        prevHash,
        chainHash(prevHash, content),
      ],
    );
  }

  async entries(tenantId: TenantId): Promise<AuditEntry[]> {
    const rows = await this.tenantTx.query<Row[]>(
      tenantId,
      `SELECT seq, at, action, entity_type, entity_id, details, prev_hash, hash
       FROM audit_log WHERE tenant_id = $1 ORDER BY seq`,
      [tenantId],
    );
    return rows.map(toEntry);
  }

  async verify(tenantId: TenantId, expectedHead?: ChainHead) {
    return verifyChain(await this.entries(tenantId), expectedHead);
  }
}
