import { BOOLEAN_VARIANTS, type Flag } from '@libs/feature-flags';
import { tenantIdOf } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { TypeormUnitOfWork } from '../../apps/api/src/platform/tenancy/typeorm-unit-of-work';
import { TypeormFlagStore } from '../../apps/api/src/feature-flags/persistence/typeorm-flag-store';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

const OPERATOR = tenantIdOf(randomUUID());
const NOW = new Date('2026-11-23T12:00:00Z');

const flag = (version: number): Flag => ({
  key: 'int-flag',
  description: '',
  type: 'boolean',
  variants: BOOLEAN_VARIANTS,
  defaultVariant: 'off',
  enabled: true,
  strategies: [{ constraints: [], rollout: 30 }],
  schedule: { enableAt: null, disableAt: '2026-12-24T00:00:00Z' },
  version,
  archived: false,
  createdAt: NOW,
  updatedAt: NOW,
  lastEvaluatedAt: null,
});

/** The flag store on the real schema, as the application role inside the operator's unit of work. */
describe('TypeormFlagStore on the database', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  let store: TypeormFlagStore;
  let uow: TypeormUnitOfWork;
  let tenantTx: TenantTransaction;

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
    store = new TypeormFlagStore(connection.dataSource);
    tenantTx = new TenantTransaction(connection.dataSource);
    uow = new TypeormUnitOfWork(tenantTx);
  });
  afterAll(async () => {
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  it('round-trips a flag and its versions in the application role', async () => {
    await uow.run(OPERATOR, async (tx) => {
      await store.insert(flag(1), tx);
      await store.appendVersion(
        {
          key: 'int-flag',
          version: 1,
          action: 'created',
          snapshot: { ...flag(1), archived: false },
          diff: [{ op: 'add', path: '', value: 1 }],
          actor: { tenantId: OPERATOR, credentialId: 'key-1' },
          reason: 'Test',
          createdAt: NOW,
        },
        tx,
      );
      expect(await store.lastVersion('int-flag', tx)).toBe(1);
      expect((await store.version('int-flag', 1, tx))?.reason).toBe('Test');
    });
    expect(await store.find('int-flag')).toMatchObject({
      key: 'int-flag',
      version: 1,
      strategies: [{ rollout: 30 }],
      schedule: { disableAt: '2026-12-24T00:00:00Z' },
      createdAt: NOW,
    });
    expect((await store.history('int-flag')).map((v) => v.actor)).toEqual([
      { tenantId: OPERATOR, credentialId: 'key-1' },
    ]);
  });

  it('keeps the history append-only for the application role', async () => {
    await expect(
      tenantTx.run(OPERATOR, (em) => em.query(`UPDATE feature_flag_versions SET reason = 'gefälscht'`)),
    ).rejects.toThrow(/permission denied/);
    await expect(
      tenantTx.run(OPERATOR, (em) => em.query(`DELETE FROM feature_flag_versions`)),
    ).rejects.toThrow(/permission denied/);
    expect((await store.history('int-flag'))[0]?.reason).toBe('Test');
  });

  it('notes evaluations at most once a minute per flag', async () => {
    await store.markEvaluated(['int-flag'], NOW);
    expect((await store.find('int-flag'))?.lastEvaluatedAt).toEqual(NOW);
    await store.markEvaluated(['int-flag'], new Date(NOW.getTime() + 30_000));
    expect((await store.find('int-flag'))?.lastEvaluatedAt).toEqual(NOW);
    const later = new Date(NOW.getTime() + 61_000);
    await store.markEvaluated(['int-flag'], later);
    expect((await store.find('int-flag'))?.lastEvaluatedAt).toEqual(later);
  });
});
