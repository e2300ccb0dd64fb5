import type { TenantScope } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { DpiaRepository } from '../application/dpia-repository.port';
import type { Dpia } from '../domain/dpia';
import type { DpiaStatus } from '../domain/dpia-screening';

interface Row {
  id: string;
  sandbox: boolean;
  status: DpiaStatus;
  document: Omit<Dpia, 'id' | 'sandbox' | 'status' | 'createdAt' | 'updatedAt' | 'signedOffAt'>;
  created_at: Date | string;
  updated_at: Date | string;
  signed_off_at: Date | string | null;
}

const toDpia = (r: Row): Dpia => ({
  ...r.document,
  id: r.id,
  sandbox: r.sandbox,
  status: r.status,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  signedOffAt: r.signed_off_at === null ? null : new Date(r.signed_off_at),
});

function documentOf(d: Dpia): string {
  const {
    id: _id,
    sandbox: _s,
    status: _st,
    createdAt: _c,
    updatedAt: _u,
    signedOffAt: _so,
    ...document
  } = d;
  return JSON.stringify(document);
}

export class TypeormDpiaRepository extends DpiaRepository {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async insert(tx: Transaction, d: Dpia): Promise<void> {
    await entityManagerOf(tx).query(
      `INSERT INTO dpia_assessments (id, tenant_id, sandbox, status, document, created_at, updated_at, signed_off_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [d.id, tx.tenantId, d.sandbox, d.status, documentOf(d), d.createdAt, d.updatedAt, d.signedOffAt],
    );
  }

  async update(tx: Transaction, d: Dpia): Promise<void> {
    await entityManagerOf(tx).query(
      `UPDATE dpia_assessments SET status = $3, document = $4, updated_at = $5, signed_off_at = $6
       WHERE tenant_id = $1 AND id = $2`,
      [tx.tenantId, d.id, d.status, documentOf(d), d.updatedAt, d.signedOffAt],
    );
  }

  async findForUpdate(tx: Transaction, sandbox: boolean, id: string): Promise<Dpia | null> {
    const rows = (await entityManagerOf(tx).query(
      `SELECT * FROM dpia_assessments WHERE tenant_id = $1 AND sandbox = $2 AND id = $3 FOR UPDATE`,
      [tx.tenantId, sandbox, id],
    )) as Row[];
    return rows[0] ? toDpia(rows[0]) : null;
  }

  async findById(scope: TenantScope, id: string): Promise<Dpia | null> {
    const rows = await this.tenantTx.query<Row[]>(
      scope.tenantId,
      `SELECT * FROM dpia_assessments WHERE tenant_id = $1 AND sandbox = $2 AND id = $3`,
      [scope.tenantId, scope.sandbox, id],
    );
    return rows[0] ? toDpia(rows[0]) : null;
  }
}
