import { tenantIdOf, type TenantId } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import {
  deferBuiltWrite,
  deferWrite,
  queryFolding,
  querySharedFolding,
  shareReads,
} from '../../apps/api/src/platform/tenancy/deferred-writes';
import { statementsOf } from '../support/statement-counter';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

const TENANT_A = tenantIdOf(randomUUID());
const TENANT_B = tenantIdOf(randomUUID());

const INSERT = `INSERT INTO calculations (id, tenant_id, program_id, channel, project_budget_eur, applicant_profile,
  result, estimated_subsidy_eur, rule_versions, reference_date, computed_at)
  VALUES ($1, $2, 'x', 'calculations', 1, '{}', '{}', 0, '{}', '2026-01-01', now())`;

/**
 * The tenant setting and the role are one statement (`set_config('role', …, true)` instead
 * of `SET LOCAL ROLE`), and a deferred write rides along with the next statement. Both on either database.
 */
describe('the tenant transaction in fewer round trips', () => {
  let db: TestDatabase;
  let connection: DatabaseConnection;
  let tenantTx: TenantTransaction;

  beforeAll(async () => {
    db = await createTestDatabase();
    connection = await openDatabase(testConfig({ database: db.target }), APP_SCHEMA);
    tenantTx = new TenantTransaction(connection.dataSource);
  });
  afterAll(async () => {
    await connection?.dataSource.destroy();
    await connection?.embedded?.close();
    await db?.dispose();
  });

  const countAs = (tenantId: typeof TENANT_A, id: string) =>
    tenantTx.run(tenantId, async (em) =>
      Number((await em.query('SELECT count(*) AS n FROM calculations WHERE id = $1', [id]))[0].n),
    );

  it('switches to the application role for the transaction only, like SET LOCAL ROLE', async () => {
    const login: string = (await connection.dataSource.query('SELECT current_user AS u'))[0].u;
    expect(login).not.toBe('fm_app');
    const inside = await tenantTx.run(TENANT_A, async (em) => {
      const [row] = await em.query(
        `SELECT current_user AS u, current_setting('role') AS r, current_setting('app.tenant_id') AS t`,
      );
      return row as { u: string; r: string; t: string };
    });
    expect(inside).toEqual({ u: 'fm_app', r: 'fm_app', t: TENANT_A });
    const after = (
      await connection.dataSource.query(`SELECT current_user AS u, current_setting('role') AS r`)
    )[0];
    expect(after).toEqual({ u: login, r: 'none' });
  });

  it('opens with BEGIN, the tenant and the role in one round trip', async () => {
    await tenantTx.run(TENANT_A, async () => undefined); // the role check, once per process
    const statements = await statementsOf(() => tenantTx.run(TENANT_A, (em) => em.query('SELECT 1 AS one')));
    expect(statements).toEqual([
      `START TRANSACTION; SELECT set_config('app.tenant_id', '${TENANT_A}', true), set_config('role', 'fm_app', true)`,
      'SELECT 1 AS one',
      'COMMIT',
    ]);
  });

  it('a transaction that only deferred writes sends settings, writes and commit as one pipeline', async () => {
    await tenantTx.run(TENANT_A, async () => undefined); // the role check, once per process
    const [first, second] = [randomUUID(), randomUUID()];
    const statements = await statementsOf(() =>
      tenantTx.run(TENANT_A, async (em) => {
        deferWrite(em, INSERT, [first, TENANT_A]);
        deferWrite(em, INSERT, [second, TENANT_A]);
      }),
    );
    // One query, the tenant a parameter (no value in the text), committed when it answered.
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(
      /^SELECT set_config\('app\.tenant_id', \$1, true\), set_config\('role', \$2, true\);\nINSERT INTO calculations .* VALUES \(\$1, \$2, .*\), \(\$3, \$4, /s,
    );
    expect(statements[0]).not.toContain(TENANT_A);
    for (const id of [first, second]) {
      expect(await countAs(TENANT_A, id)).toBe(1);
      expect(await countAs(TENANT_B, id)).toBe(0);
    }
  });

  it('a transaction that sent nothing and wrote nothing costs no statement', async () => {
    await tenantTx.run(TENANT_A, async () => undefined);
    expect(await statementsOf(() => tenantTx.run(TENANT_A, async () => 42))).toEqual([]);
  });

  it('a pipelined write under another tenant is refused by row-level security, and nothing commits', async () => {
    const [ours, theirs] = [randomUUID(), randomUUID()];
    await expect(
      tenantTx.run(TENANT_B, async (em) => {
        deferWrite(em, INSERT, [ours, TENANT_B]);
        deferWrite(em, INSERT, [theirs, TENANT_A]);
      }),
    ).rejects.toThrow(/row-level security/);
    expect(await countAs(TENANT_B, ours)).toBe(0);
    expect(await countAs(TENANT_A, theirs)).toBe(0);
  });

  it('a built write is made at the commit, with its parts as CTEs of their own', async () => {
    const ids: string[] = [];
    const statements = await statementsOf(() =>
      tenantTx.run(TENANT_A, async (em) => {
        deferBuiltWrite(em, () => ({
          sql: `INSERT INTO calculations (id, tenant_id, program_id, channel, project_budget_eur, applicant_profile,
                  result, estimated_subsidy_eur, rule_versions, reference_date, computed_at)
                SELECT id, $1, 'x', 'calculations', 1, '{}', '{}', 0, '{}', '2026-01-01', now() FROM {{ids}}`,
          parameters: [TENANT_A, ids],
          parts: [{ name: 'ids', sql: 'SELECT unnest($2::uuid[]) AS id' }],
        }));
        ids.push(randomUUID(), randomUUID()); // after the write was deferred: still in it
      }),
    );
    expect(statements[0]).toMatch(
      /WITH _deferred0_ids AS \(SELECT unnest\(\$2::uuid\[\]\) AS id\), _deferred0 AS \(INSERT .* FROM _deferred0_ids\) SELECT 1$/s,
    );
    for (const id of ids) expect(await countAs(TENANT_A, id)).toBe(1);
  });

  it('writes only a UUID into the simple-protocol BEGIN: anything else is refused before any SQL', async () => {
    // The type says TenantId; a caller that cast a string past parseTenantId must still not reach the SQL.
    const evil = `${TENANT_A}', true); DROP TABLE calculations; --` as TenantId;
    const statements = await statementsOf(() =>
      expect(tenantTx.run(evil, async () => undefined)).rejects.toThrow(/not a UUID/),
    );
    expect(statements).toEqual([]);
  });

  it('the role it switches to is bound by row-level security', async () => {
    await expect(tenantTx.run(TENANT_B, (em) => em.query(INSERT, [randomUUID(), TENANT_A]))).rejects.toThrow(
      /row-level security/,
    );
  });

  it('a deferred write commits with the transaction, and a later read in it sees the row', async () => {
    const id = randomUUID();
    const seen = await tenantTx.run(TENANT_A, async (em) => {
      deferWrite(em, INSERT, [id, TENANT_A]);
      return Number((await em.query('SELECT count(*) AS n FROM calculations WHERE id = $1', [id]))[0].n);
    });
    expect(seen).toBe(1);
    expect(await countAs(TENANT_A, id)).toBe(1);
    expect(await countAs(TENANT_B, id)).toBe(0);
  });

  it('folds deferred writes into a query (renumbering their parameters) or sends them before COMMIT', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const rows = await tenantTx.run(TENANT_A, async (em) => {
      deferWrite(em, INSERT, [first, TENANT_A]);
      deferWrite(em, INSERT, [second, TENANT_A]);
      const folded = await queryFolding<{ v: string }[]>(em, 'SELECT $1::text AS v', ['folded']);
      deferWrite(em, INSERT, [third, TENANT_A]); // left for COMMIT
      return folded;
    });
    expect(rows).toEqual([{ v: 'folded' }]);
    for (const id of [first, second, third]) expect(await countAs(TENANT_A, id)).toBe(1);
  });

  it('sends deferred single-row INSERTs of the same text as one multi-row INSERT', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const [other, again] = [randomUUID(), randomUUID()];
    const ignoring = `${INSERT} ON CONFLICT (id) DO NOTHING`;
    const statements = await statementsOf(() =>
      tenantTx.run(TENANT_A, async (em) => {
        for (const id of ids) deferWrite(em, INSERT, [id, TENANT_A]);
        deferWrite(em, ignoring, [other, TENANT_A]);
        deferWrite(em, ignoring, [again, TENANT_A]);
        deferWrite(em, ignoring, [other, TENANT_A]); // a duplicate within its own INSERT: skipped
      }),
    );
    const written = statements.filter((s) => s.includes('INSERT INTO calculations'));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(
      /VALUES \(\$1, \$2, .*\), \(\$3, \$4, .*\), \(\$5, \$6, .*\)\), _deferred1 AS/s,
    );
    expect(written[0]).toMatch(
      /_deferred1 AS \(INSERT .*VALUES \(\$7, \$8, .*\), \(\$9, .*\), \(\$11, .*\) ON CONFLICT \(id\) DO NOTHING\)/s,
    );
    for (const id of [...ids, other, again]) expect(await countAs(TENANT_A, id)).toBe(1);
  });

  it('in a group commit (shareReads) the same read is sent once; elsewhere every time', async () => {
    const read = (em: Parameters<typeof shareReads>[0], v: string) =>
      querySharedFolding<{ v: string }[]>(em, 'SELECT $1::text AS v', [v]);
    const shared = await statementsOf(() =>
      tenantTx.run(TENANT_A, async (em) => {
        const done = shareReads(em);
        const answers = [await read(em, 'a'), await read(em, 'a'), await read(em, 'b')];
        done();
        answers.push(await read(em, 'a'));
        return answers;
      }),
    );
    expect(shared.filter((s) => s === 'SELECT $1::text AS v')).toHaveLength(3);
    const alone = await statementsOf(() =>
      tenantTx.run(TENANT_A, async (em) => [await read(em, 'a'), await read(em, 'a')]),
    );
    expect(alone.filter((s) => s === 'SELECT $1::text AS v')).toHaveLength(2);
  });

  it('a deferred write is still under row-level security, and fails its transaction', async () => {
    const id = randomUUID();
    await expect(
      tenantTx.run(TENANT_B, async (em) => deferWrite(em, INSERT, [id, TENANT_A])),
    ).rejects.toThrow(/row-level security/);
    await expect(
      tenantTx.run(TENANT_B, (em) => {
        deferWrite(em, INSERT, [randomUUID(), TENANT_A]);
        return queryFolding(em, 'SELECT 1');
      }),
    ).rejects.toThrow(/row-level security/);
    expect(await countAs(TENANT_A, id)).toBe(0);
  });

  it('a rolled-back transaction drops its deferred writes', async () => {
    const id = randomUUID();
    await expect(
      tenantTx.run(TENANT_A, async (em) => {
        deferWrite(em, INSERT, [id, TENANT_A]);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await countAs(TENANT_A, id)).toBe(0);
  });
});
