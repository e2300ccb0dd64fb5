import { parseTenantId, type TenantId } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { InventorySubjectData } from '../../apps/api/src/data-protection/persistence/inventory-subject-data';
import { SqlRetentionStore } from '../../apps/api/src/data-protection/persistence/sql-retention-store';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { DataInventory, type TableDescription } from '../../apps/api/src/platform/features/data-inventory';
import { enableTenantRowLevelSecurity } from '../../apps/api/src/platform/tenancy/row-level-security';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { TypeormUnitOfWork } from '../../apps/api/src/platform/tenancy/typeorm-unit-of-work';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

/** Three probe tables, one per erasure strategy, as a later module would describe them. */
const PROBES: TableDescription[] = [
  {
    table: 'probe_events',
    purpose: 'analytics-like events',
    personalData: ['usage'],
    legalBasis: { article: 'Art. 6(1)(f)', note: 'probe' },
    retention: { kind: 'days', days: 30, column: 'at' },
    erasure: { kind: 'delete' },
    subjects: [{ identifier: 'actor_id', column: 'actor_id' }],
    portable: true,
  },
  {
    table: 'probe_contacts',
    purpose: 'contacts',
    personalData: ['contact'],
    legalBasis: { article: 'Art. 6(1)(b)', note: 'probe' },
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'pseudonymise', columns: { email: 'hash', display_name: 'redact', phone: 'null' } },
    subjects: [
      { identifier: 'email', column: 'email' },
      { identifier: 'actor_id', column: 'actor_id' },
    ],
  },
  {
    table: 'probe_invoices',
    purpose: 'invoices (Buchungsbelege)',
    personalData: ['business'],
    legalBasis: { article: 'Art. 6(1)(c)', note: 'probe' },
    retention: { kind: 'statutory', years: 8, ground: '§ 147 Abs. 1 Nr. 4, Abs. 3 AO', column: 'issued_at' },
    erasure: { kind: 'restrict', ground: '§ 147 Abs. 1 Nr. 4, Abs. 3 AO' },
    subjects: [{ identifier: 'actor_id', column: 'actor_id' }],
  },
];

describe('erasure and retention by the inventory (probe tables, real database)', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  let uow: TypeormUnitOfWork;
  const inventory = new DataInventory([...(APP_SCHEMA.dataInventory ?? []), ...PROBES]);
  const subjects = new InventorySubjectData(inventory);
  const A = parseTenantId(randomUUID())!;
  const B = parseTenantId(randomUUID())!;
  const actor = randomUUID();

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
    uow = new TypeormUnitOfWork(new TenantTransaction(connection.dataSource));
    const q = connection.dataSource.createQueryRunner();
    await q.query(
      `CREATE TABLE probe_events (id serial PRIMARY KEY, tenant_id uuid NOT NULL, actor_id text, at timestamptz NOT NULL)`,
    );
    await q.query(`CREATE TABLE probe_contacts (id serial PRIMARY KEY, tenant_id uuid NOT NULL, actor_id text,
      email text, display_name text, phone text)`);
    await q.query(`CREATE TABLE probe_invoices (tenant_id uuid NOT NULL, number text NOT NULL, actor_id text,
      issued_at timestamptz NOT NULL, PRIMARY KEY (tenant_id, number))`);
    for (const t of ['probe_events', 'probe_contacts', 'probe_invoices'])
      await enableTenantRowLevelSecurity(q, t);
    await q.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO fm_app`);
    for (const tenant of [A, B]) {
      await q.query(
        `INSERT INTO probe_events (tenant_id, actor_id, at) VALUES ($1, $2, now()), ($1, $2, now()), ($1, 'other', now())`,
        [tenant, actor],
      );
      await q.query(
        `INSERT INTO probe_contacts (tenant_id, actor_id, email, display_name, phone)
        VALUES ($1, $2, 'erika@example.com', 'Erika', '0301234'), ($1, 'other', 'max@example.com', 'Max', '0305678')`,
        [tenant, actor],
      );
      await q.query(
        `INSERT INTO probe_invoices (tenant_id, number, actor_id, issued_at)
        VALUES ($1, 'R-1', $2, '2025-03-10T10:00:00Z'), ($1, 'R-2', $2, '2026-02-01T10:00:00Z')`,
        [tenant, actor],
      );
    }
    await q.release();
  });
  afterAll(async () => {
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  const count = async (sql: string, params: unknown[]) =>
    ((await connection.dataSource.query(sql, params)) as { n: number }[])[0]!.n;
  const live = { sandboxOnly: false };
  const request = async (tenant: TenantId) => {
    const id = randomUUID();
    await uow.run(tenant, async (tx) => {
      await (
        tx as unknown as { manager: { query: (s: string, p: unknown[]) => Promise<unknown> } }
      ).manager.query(
        `INSERT INTO dsgvo_requests (id, tenant_id, sandbox, kind, subject_identifier, subject_digest, status, received_at, due_date, preview)
         VALUES ($1, $2, false, 'erasure', 'actor_id', repeat('0', 64), 'received', now(), now()::date, '[]')`,
        [id, tenant],
      );
    });
    return id;
  };

  it('previews, then deletes, pseudonymises and restricts the subject’s rows of one tenant only', async () => {
    const subject = { identifier: 'actor_id' as const, value: actor };
    const preview = await uow.run(A, (tx) => subjects.preview(tx, live, subject));
    expect(preview).toEqual([
      { table: 'probe_events', categories: ['usage'], action: 'delete', rows: 2 },
      {
        table: 'probe_contacts',
        categories: ['contact'],
        action: 'pseudonymise',
        rows: 1,
        columns: ['email', 'display_name', 'phone'],
      },
      {
        table: 'probe_invoices',
        categories: ['business'],
        action: 'restrict',
        rows: 2,
        restrictedUntil: '2034-12-31',
        ground: '§ 147 Abs. 1 Nr. 4, Abs. 3 AO',
      },
    ]);
    const requestId = await request(A);
    const done = await uow.run(A, (tx) =>
      subjects.erase(tx, live, subject, requestId, new Date('2026-03-01T00:00:00Z')),
    );
    expect(done).toEqual(preview);

    expect(
      await count(`SELECT count(*)::int AS n FROM probe_events WHERE tenant_id = $1 AND actor_id = $2`, [
        A,
        actor,
      ]),
    ).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM probe_events WHERE tenant_id = $1`, [A])).toBe(1);
    const [contact] = await connection.dataSource.query(
      `SELECT email, display_name, phone FROM probe_contacts WHERE tenant_id = $1 AND actor_id = $2`,
      [A, actor],
    );
    expect(contact.email).toMatch(/^[0-9a-f]{64}$/);
    expect(contact).toMatchObject({ display_name: '[gelöscht]', phone: null });
    const restrictions = await connection.dataSource.query(
      `SELECT row_key, to_char(restricted_until, 'YYYY-MM-DD') AS until FROM data_restrictions WHERE tenant_id = $1 ORDER BY row_key`,
      [A],
    );
    expect(restrictions).toEqual([
      { row_key: expect.stringContaining('R-1'), until: '2033-12-31' },
      { row_key: expect.stringContaining('R-2'), until: '2034-12-31' },
    ]);
    // Tenant B: all rows as they were.
    expect(await count(`SELECT count(*)::int AS n FROM probe_events WHERE tenant_id = $1`, [B])).toBe(3);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM probe_contacts WHERE tenant_id = $1 AND email = 'erika@example.com'`,
        [B],
      ),
    ).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM data_restrictions WHERE tenant_id = $1`, [B])).toBe(0);
    // Run again: nothing left to delete, nothing restricted twice.
    const again = await uow.run(A, (tx) =>
      subjects.erase(tx, live, subject, requestId, new Date('2026-03-01T00:00:00Z')),
    );
    expect(again.find((a) => a.table === 'probe_events')).toBeUndefined();
    expect(await count(`SELECT count(*)::int AS n FROM data_restrictions WHERE tenant_id = $1`, [A])).toBe(2);
  });

  it('finds a subject by any of its identifiers (an e-mail address here)', async () => {
    const found = await uow.run(B, (tx) =>
      subjects.preview(tx, live, { identifier: 'email', value: 'max@example.com' }),
    );
    expect(found).toEqual([expect.objectContaining({ table: 'probe_contacts', rows: 1 })]);
  });

  it('lifts each restriction after its retention end, deleting that row, and applies the days rule', async () => {
    const store = new SqlRetentionStore(connection.dataSource, inventory);
    await connection.dataSource.query(
      `UPDATE probe_events SET at = '2026-01-01T00:00:00Z' WHERE tenant_id = $1`,
      [A],
    );
    // 31 December 2033 is the last day of R-1's retention: nothing goes.
    const lastDay = new Date('2033-12-31T12:00:00Z');
    expect(await uow.run(A, (tx) => store.liftEndedRestrictions(tx, '2033-12-31', lastDay))).toEqual([]);
    const next = new Date('2034-01-01T12:00:00Z');
    expect(await uow.run(A, (tx) => store.liftEndedRestrictions(tx, '2034-01-01', next))).toEqual([
      { table: 'probe_invoices', rule: 'restriction_lifted', rows: 1 },
    ]);
    expect(
      (await connection.dataSource.query(`SELECT number FROM probe_invoices WHERE tenant_id = $1`, [A])).map(
        (r: { number: string }) => r.number,
      ),
    ).toEqual(['R-2']);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM data_restrictions WHERE tenant_id = $1 AND lifted_at IS NOT NULL`,
        [A],
      ),
    ).toBe(1);
    const applied = await uow.run(A, (tx) => store.applyRules(tx, new Date('2026-03-01T00:00:00Z')));
    expect(applied).toEqual(
      expect.arrayContaining([
        { table: 'probe_events', rule: 'days', rows: 1 },
        { table: 'calculations', rule: 'statutory', rows: 0, blocked: 'no DELETE privilege for fm_app' },
      ]),
    );
    expect(await count(`SELECT count(*)::int AS n FROM probe_events WHERE tenant_id = $1`, [B])).toBe(3);
  });
});
