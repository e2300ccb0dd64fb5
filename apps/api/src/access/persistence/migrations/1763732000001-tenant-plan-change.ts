import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CURRENT_TENANT, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/**
 * A plan change runs in the tenant's own unit of work (with its event and the audit entry that event leaves,
 * ADR 0022), that is as the application role: it may read and change the plan of the tenant of its
 * transaction, and nothing else of `tenants`. The owner (authentication, the CLI) is not subject to the
 * policy (no FORCE), so its reads stay as they were.
 */
export class TenantPlanChange1763732000001 implements MigrationInterface {
  name = 'TenantPlanChange1763732000001';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`ALTER TABLE tenants ENABLE ROW LEVEL SECURITY`);
    await q.query(`CREATE POLICY tenant_self ON tenants TO fm_app USING (id = ${CURRENT_TENANT})`);
    await q.query(`GRANT SELECT (id, plan), UPDATE (plan) ON tenants TO fm_app`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`REVOKE SELECT (id, plan), UPDATE (plan) ON tenants FROM fm_app`);
    await q.query(`DROP POLICY tenant_self ON tenants`);
    await q.query(`ALTER TABLE tenants DISABLE ROW LEVEL SECURITY`);
  }
}
