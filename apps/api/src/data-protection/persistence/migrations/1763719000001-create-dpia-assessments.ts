import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/** Data-protection impact assessments (Art. 35 DSGVO) of a tenant's processing activities (ADR 0017). */
export class CreateDpiaAssessments1763719000001 implements MigrationInterface {
  name = 'CreateDpiaAssessments1763719000001';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE dpia_assessments (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        status text NOT NULL CHECK (status IN ('draft', 'in_review', 'signed_off')),
        document jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        signed_off_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX dpia_assessments_tenant ON dpia_assessments (tenant_id, created_at)`);
    await enableTenantRowLevelSecurity(q, 'dpia_assessments', 'SELECT, INSERT, UPDATE');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE dpia_assessments`);
  }
}
