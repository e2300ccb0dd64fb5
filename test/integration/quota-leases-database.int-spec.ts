import fc from 'fast-check';
import { DataSource } from 'typeorm';
import type { TenantId } from '@libs/shared';
import { leaseSize } from '../../apps/api/src/access/domain/quota-lease';
import { TypeormUsageLedger } from '../../apps/api/src/access/persistence/typeorm-usage-ledger';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The PostgreSQL grant statement (ADR 0026) is `leaseSize` in SQL: checked against it on the suite's database
 * (embedded or DATABASE_URL), with a block starting above the larger of what was granted and metered.
 */
describe('quota lease grant statement', () => {
  let t: TestApp;
  let tenantId: TenantId;
  beforeAll(async () => {
    t = await createTestApp({ usageCounter: 'database' });
    tenantId = (await t.tenants.create({ plan: 'free' })).tenantId;
  }, 60_000);
  afterAll(async () => t?.close());

  it('grants what leaseSize says above GREATEST(granted, used), and nothing past the ceiling', async () => {
    const ledger = t.app.get(TypeormUsageLedger);
    const at = new Date('2026-06-10T08:00:00Z');
    await ledger.add(tenantId, '2026-06', 0, at);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 40 }),
        async (granted, used, ceiling, want) => {
          await t.app
            .get(DataSource)
            .query(
              `UPDATE monthly_usage SET granted = $1, used = $2 WHERE tenant_id = $3 AND period = '2026-06'`,
              [granted, used, tenantId],
            );
          const base = Math.max(granted, used);
          const size = leaseSize(ceiling - base, want);
          const grant = await ledger.grant(tenantId, '2026-06', want, ceiling, at);
          expect(grant).toEqual(size === 0 ? { size: 0, total: ceiling } : { size, total: base + size });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('grants a first block on a row that does not exist yet', async () => {
    const grant = await t.app.get(TypeormUsageLedger).grant(tenantId, '2026-07', 1, 100, new Date());
    expect(grant).toEqual({ size: leaseSize(100, 1), total: leaseSize(100, 1) });
  });
});
