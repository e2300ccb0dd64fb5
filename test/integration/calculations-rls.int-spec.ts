import { tenantIdOf, type TenantId } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import { anApplicant } from '@libs/subsidy-engine/testing';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { TypeormUnitOfWork } from '../../apps/api/src/platform/tenancy/typeorm-unit-of-work';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { TypeormCalculationRepository } from '../../apps/api/src/calculations/persistence/typeorm-calculation-repository';
import type { Calculation } from '../../apps/api/src/calculations/application/calculation';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

const TENANT_A = tenantIdOf(randomUUID());
const TENANT_B = tenantIdOf(randomUUID());

function aCalculation(tenantId: TenantId): Calculation {
  return {
    id: randomUUID(),
    tenantId,
    programId: 'bmwk-go-digital',
    channel: 'calculations',
    projectBudgetEur: 1000,
    profile: anApplicant(),
    result: {
      programId: 'bmwk-go-digital',
      estimatedSubsidyEur: 0,
      effectiveSubsidyRate: 0,
      eligible: false,
      warnings: [],
      breakdown: [],
      sme: {
        size: 'small',
        isSme: true,
        basis: 'headcount-turnover',
        explanation: '',
        warnings: [],
        ruleVersion: 'x',
      },
      ruleVersions: ['x'],
      referenceDate: new Date().toISOString(),
    },
    computedAt: new Date(),
    sandbox: false,
  };
}

describe('calculations under row-level security', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  let tenantTx: TenantTransaction;
  let repo: TypeormCalculationRepository;
  let uow: TypeormUnitOfWork;

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
    tenantTx = new TenantTransaction(connection.dataSource);
    repo = new TypeormCalculationRepository(tenantTx);
    uow = new TypeormUnitOfWork(tenantTx);
  });
  const save = (c: Calculation) => uow.run(c.tenantId, (tx) => repo.save(c, tx));
  afterAll(async () => {
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  it('reads back its own calculation and never another tenant’s', async () => {
    const own = aCalculation(TENANT_A);
    await save(own);
    expect((await repo.findById(TENANT_A, own.id, false))?.id).toBe(own.id);
    expect(await repo.findById(TENANT_B, own.id, false)).toBeNull();
  });

  it('keeps sandbox and live calculations of one tenant apart', async () => {
    const sandboxed = { ...aCalculation(TENANT_A), sandbox: true };
    await save(sandboxed);
    expect((await repo.findById(TENANT_A, sandboxed.id, true))?.sandbox).toBe(true);
    expect(await repo.findById(TENANT_A, sandboxed.id, false)).toBeNull();
  });

  it('hides other tenants’ rows even from a query that forgets its tenant condition', async () => {
    await save(aCalculation(TENANT_A));
    const count = (tenantId: TenantId) =>
      tenantTx.run(tenantId, async (em) =>
        Number((await em.query('SELECT count(*) AS n FROM calculations'))[0].n),
      );
    expect(await count(TENANT_A)).toBeGreaterThan(0);
    expect(await count(TENANT_B)).toBe(0);
  });

  it('refuses to write a row for another tenant than the transaction’s', async () => {
    const foreign = aCalculation(TENANT_A);
    await expect(
      tenantTx.run(TENANT_B, (em) =>
        em.query(
          `INSERT INTO calculations (id, tenant_id, program_id, channel, project_budget_eur, applicant_profile, result,
             estimated_subsidy_eur, rule_versions, reference_date, computed_at)
           VALUES ($1, $2, 'x', 'calculations', 1, '{}', '{}', 0, '{}', '2026-01-01', now())`,
          [foreign.id, TENANT_A],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
