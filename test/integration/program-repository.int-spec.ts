import { tenantIdOf, type TenantId } from '@libs/shared';
import { APP_ROLE, TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { aProgram } from '@libs/catalogue/testing';
import { seedPrograms, type ProgramRepository } from '@libs/catalogue';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { TypeormProgramRepository } from '../../apps/api/src/catalogue/persistence/typeorm-program-repository';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

const TENANT_A = tenantIdOf('00000000-0000-4000-8000-00000000000a');
const TENANT_B = tenantIdOf('00000000-0000-4000-8000-00000000000b');

describe('TypeormProgramRepository (on the database of this run)', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  let repo: ProgramRepository;

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
    repo = new TypeormProgramRepository(connection.dataSource);
  });
  afterAll(async () => {
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  it('reads back a seeded program exactly as the domain mapped it', async () => {
    const expected = seedPrograms().find((p) => p.id === 'bund-forschungszulage')!;
    expect(await repo.findById(null, 'bund-forschungszulage')).toEqual(expected);
  });

  it('round-trips every field, including nulls, arrays, dates and jsonb terms', async () => {
    const program = aProgram({
      id: 'roundtrip',
      shortName: null,
      level: null,
      minAmount: 1234.56,
      subsidyRateMax: 0.125,
      deminimis: false,
      targetGroups: ['KMU', 'Gründer'],
      eligibleRegions: ['SN', 'TH'],
      applicationDeadline: '2027-02-28',
    });
    await repo.upsert([program]);
    expect(await repo.findById(null, 'roundtrip')).toEqual(program);
  });

  it('keeps a named successor, and none where none is named', async () => {
    const old = seedPrograms().find((p) => p.id === 'nw-gruenderstipendium-nrw')!;
    const read = await repo.findById(null, old.id);
    expect(read).toEqual(old);
    expect(read?.successorId).toBe('nw-gruendungsstipendium-nrw');
    expect(await repo.findById(null, 'roundtrip')).not.toHaveProperty('successorId');
    await repo.upsert([aProgram({ id: 'roundtrip', successorId: 'twice' })]);
    expect((await repo.findById(null, 'roundtrip'))?.successorId).toBe('twice');
    await repo.upsert([aProgram({ id: 'roundtrip' })]);
    expect(await repo.findById(null, 'roundtrip')).not.toHaveProperty('successorId');
  });

  it('keeps the Förderdatenbank categories of an imported program, and none on a curated one', async () => {
    const fundingCategories = {
      fundingTypes: ['zuschuss'],
      areas: ['arbeit'],
      subAreas: ['arbeit.betriebliche_arbeitsplaetze'],
      applicants: ['unternehmen'],
    };
    await repo.upsert([aProgram({ id: 'categorised', fundingCategories })]);
    expect((await repo.findById(null, 'categorised'))?.fundingCategories).toEqual(fundingCategories);
    await repo.upsert([aProgram({ id: 'categorised' })]);
    expect(await repo.findById(null, 'categorised')).not.toHaveProperty('fundingCategories');
  });

  it('upserts idempotently by id', async () => {
    await repo.upsert([aProgram({ id: 'twice', name: 'Erst' })]);
    await repo.upsert([aProgram({ id: 'twice', name: 'Dann' })]);
    const all = await repo.findAllVisible(null);
    expect(all.filter((p) => p.id === 'twice')).toHaveLength(1);
    expect((await repo.findById(null, 'twice'))?.name).toBe('Dann');
  });

  it('filters by region with the GIN-friendly overlap: Saxony sees national and Saxon programs', async () => {
    const page = await repo.list({
      tenantId: null,
      region: { kind: 'land', code: 'SN' },
      limit: 100,
      offset: 0,
    });
    expect(page.programs.length).toBeGreaterThan(0);
    for (const p of page.programs)
      expect(p.eligibleRegions.some((r) => r === 'SN' || r === 'bundesweit')).toBe(true);
  });

  it('keeps list totals exact when another writer changes the catalogue (totals are cached per version)', async () => {
    const query = { tenantId: null, category: 'beteiligung' as const, limit: 1, offset: 0 };
    const before = (await repo.list(query)).total;
    expect(before).toBeGreaterThan(0);
    expect((await repo.list(query)).total).toBe(before);
    await new TypeormProgramRepository(connection.dataSource).upsert([
      aProgram({ id: 'total-probe', category: 'beteiligung' }),
    ]);
    expect((await repo.list(query)).total).toBe(before + 1);
    await connection.dataSource.query(`DELETE FROM programs WHERE id = 'total-probe'`);
    expect((await repo.list(query)).total).toBe(before);
  });

  it("keeps a tenant's own programs away from other tenants", async () => {
    await repo.upsert([aProgram({ id: 'own-a', tenantId: TENANT_A, name: 'Nur A' })]);
    expect((await repo.findById(TENANT_A, 'own-a'))?.name).toBe('Nur A');
    expect(await repo.findById(TENANT_B, 'own-a')).toBeNull();
    expect(await repo.findById(null, 'own-a')).toBeNull();
    const bPage = await repo.list({ tenantId: TENANT_B, limit: 100, offset: 0 });
    expect(bPage.programs.some((p) => p.id === 'own-a')).toBe(false);
    expect((await repo.findAllVisible(TENANT_B)).some((p) => p.id === 'own-a')).toBe(false);
    expect((await repo.findAllVisible(TENANT_A)).some((p) => p.id === 'own-a')).toBe(true);
    // Row-level security: a query that forgets the tenant condition sees only its own tenant's programs,
    // and none as the application role without a tenant (the superuser of the tests bypasses RLS).
    const owned = `SELECT count(*)::int AS n FROM programs WHERE tenant_id IS NOT NULL`;
    const tenantTx = new TenantTransaction(connection.dataSource);
    const count = async (tenantId: TenantId) =>
      (await tenantTx.query<{ n: number }[]>(tenantId, owned))[0]!.n;
    expect(await count(TENANT_A)).toBe(1);
    expect(await count(TENANT_B)).toBe(0);
    const withoutTenant = await connection.dataSource.transaction(async (em) => {
      await em.query(`SET LOCAL ROLE ${APP_ROLE}`);
      return (await em.query(owned))[0].n;
    });
    expect(withoutTenant).toBe(0);
  });

  it('loads the whole catalogue over more than one cursor batch exactly as the entity reads map it', async () => {
    const many = Array.from({ length: 2_100 }, (_, i) =>
      aProgram({
        id: `batch-${String(i).padStart(4, '0')}`,
        applicationDeadline: i % 2 ? '2027-01-31' : null,
      }),
    );
    await repo.upsert([...many, aProgram({ id: 'batch-0001', tenantId: TENANT_A, name: 'Eigene' })]);
    const typeorm = repo as TypeormProgramRepository;
    const { version, programs } = await typeorm.loadAll();
    expect(version).toMatch(/^\d+$/);
    expect(programs.filter((p) => p.tenantId === null)).toEqual(await repo.findAllVisible(null));
    const own = programs.filter((p) => p.tenantId !== null);
    expect(own).toEqual((await repo.findAllVisible(TENANT_A)).filter((p) => p.tenantId !== null));
    // Byte-wise id order; a tenant's program right after the public one of the same id.
    const at = programs.findIndex((p) => p.id === 'batch-0001');
    expect(programs.slice(at, at + 2).map((p) => p.tenantId)).toEqual([null, TENANT_A]);
  });

  it("lets a tenant's program shadow a public one of the same id, for that tenant only", async () => {
    await repo.upsert([aProgram({ id: 'bmwk-go-digital', tenantId: TENANT_A, name: 'Eigene Variante' })]);
    expect((await repo.findById(TENANT_A, 'bmwk-go-digital'))?.name).toBe('Eigene Variante');
    expect((await repo.findById(TENANT_B, 'bmwk-go-digital'))?.name).toBe('go-digital');
  });

  it('serialises concurrent transactions: a rolled-back write never appears', async () => {
    const ds = connection.dataSource;
    const failing = ds.transaction(async (em) => {
      await em.query(
        `UPDATE programs SET name = 'kaputt' WHERE id = 'bmwk-go-digital' AND tenant_id IS NULL`,
      );
      // Holds the uncommitted write open while the other transaction runs. Nothing announces that the other has
      // read (on PGlite it waits for the one connection), so a short pause is the overlap, not an assertion.
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('rollback');
    });
    const other = ds.transaction((em) => em.query(`SELECT count(*) FROM programs`));
    await expect(failing).rejects.toThrow('rollback');
    await other;
    expect((await repo.findById(null, 'bmwk-go-digital'))?.name).toBe('go-digital');
  });
});
