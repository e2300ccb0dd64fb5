import { tenantIdOf, type TenantId } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/platform/database/database.module';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { GuessRefuted } from '../../apps/api/src/platform/tenancy/transaction-commit';
import { deferWrite } from '../../apps/api/src/platform/tenancy/deferred-writes';
import { calculationRow } from '../support/calculation-row';
import { statementsOf } from '../support/statement-counter';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testConfig } from '../support/test-app';

const TENANT_A = tenantIdOf(randomUUID());
const TENANT_B = tenantIdOf(randomUUID());

const SETTINGS = `SELECT set_config('app.tenant_id', $1, true), set_config('role', $2, true)`;

/**
 * The tenant setting and the role are one statement (`set_config('role', …, true)` instead of
 * `SET LOCAL ROLE`), with the values as parameters; deferred writes go out at the commit, and a transaction
 * that only deferred writes sends nothing before it (ADR 0036). Both on either database.
 */
describe('the tenant transaction and its deferred writes', () => {
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

  it('opens with BEGIN and one statement for the tenant and the role, values as parameters', async () => {
    await tenantTx.run(TENANT_A, async () => undefined); // the role check, once per process
    const statements = await statementsOf(() => tenantTx.run(TENANT_A, (em) => em.query('SELECT 1 AS one')));
    expect(statements).toEqual(['START TRANSACTION', SETTINGS, 'SELECT 1 AS one', 'COMMIT']);
  });

  it('a deferred transaction that only wrote sends BEGIN, settings, its rows as one INSERT and COMMIT at once', async () => {
    await tenantTx.run(TENANT_A, async () => undefined);
    const [first, second] = [randomUUID(), randomUUID()];
    const statements = await statementsOf(() =>
      tenantTx.runDeferred(TENANT_A, async (tx) => {
        deferWrite(tx.runner.manager, calculationRow(first, TENANT_A));
        deferWrite(tx.runner.manager, calculationRow(second, TENANT_A));
      }),
    );
    expect(statements).toHaveLength(4);
    expect(statements.slice(0, 2)).toEqual(['START TRANSACTION', SETTINGS]);
    expect(statements[2]).toMatch(
      /^INSERT INTO calculations \(id, .*\) VALUES \(\$1, \$2, .*\), \(\$12, \$13, /,
    );
    expect(statements[3]).toBe('COMMIT');
    expect(statements.join('\n')).not.toContain(TENANT_A);
    for (const id of [first, second]) {
      expect(await countAs(TENANT_A, id)).toBe(1);
      expect(await countAs(TENANT_B, id)).toBe(0);
    }
  });

  it('a deferred transaction that wrote nothing costs no statement', async () => {
    await tenantTx.run(TENANT_A, async () => undefined);
    expect(await statementsOf(() => tenantTx.runDeferred(TENANT_A, async () => 42))).toEqual([]);
  });

  it('a deferred write under another tenant is refused by row-level security, and nothing commits', async () => {
    for (const runner of ['run', 'runDeferred'] as const) {
      const [ours, theirs] = [randomUUID(), randomUUID()];
      const work = async (em: { queryRunner?: unknown } & Parameters<typeof deferWrite>[0]) => {
        deferWrite(em, calculationRow(ours, TENANT_B));
        deferWrite(em, calculationRow(theirs, TENANT_A));
      };
      await expect(
        runner === 'run'
          ? tenantTx.run(TENANT_B, work)
          : tenantTx.runDeferred(TENANT_B, (tx) => work(tx.runner.manager)),
      ).rejects.toThrow(/row-level security/);
      expect(await countAs(TENANT_B, ours)).toBe(0);
      expect(await countAs(TENANT_A, theirs)).toBe(0);
    }
    // The pool's connection is usable afterwards, outside any tenant.
    expect(await connection.dataSource.query(`SELECT current_setting('role') AS r`)).toEqual([{ r: 'none' }]);
  });

  it('a statement write is made at the commit, the rows folded in front of it, its rows to its `then`', async () => {
    const ids: string[] = [];
    const first = randomUUID();
    let answered: unknown[] = [];
    const statements = await statementsOf(() =>
      tenantTx.runDeferred(TENANT_A, async (tx) => {
        const em = tx.runner.manager;
        deferWrite(em, calculationRow(first, TENANT_A));
        deferWrite(em, () => ({
          ctes: [{ name: 'probe_ids', sql: 'SELECT unnest($2::uuid[]) AS id' }],
          sql: `INSERT INTO calculations (id, tenant_id, program_id, channel, project_budget_eur, applicant_profile,
                  result, estimated_subsidy_eur, rule_versions, reference_date, computed_at)
                SELECT id, $1, 'x', 'calculations', 1, '{}', '{}', 0, '{}', '2026-01-01', now() FROM probe_ids
                RETURNING id::text AS id`,
          parameters: [TENANT_A, ids],
          then: async (rows) => {
            answered = rows;
          },
        }));
        ids.push(randomUUID(), randomUUID()); // after the write was deferred: still in it
      }),
    );
    const write = statements.find((s) => s.startsWith('WITH'));
    expect(write).toMatch(
      /^WITH _rows0 AS \(INSERT INTO calculations .*VALUES \(\$3, \$4, .*\)\), probe_ids AS \(/s,
    );
    // Answered before COMMIT, which waits for the `then`.
    expect(statements.at(-1)).toBe('COMMIT');
    expect(answered).toHaveLength(2);
    for (const id of [first, ...ids]) expect(await countAs(TENANT_A, id)).toBe(1);
  });

  it('a failing `then` rolls back everything of its transaction', async () => {
    const id = randomUUID();
    await expect(
      tenantTx.runDeferred(TENANT_A, async (tx) => {
        deferWrite(tx.runner.manager, {
          ctes: [],
          sql: `SELECT 1 AS one`,
          parameters: [],
          then: () => Promise.reject(new Error('no jobs')),
        });
        deferWrite(tx.runner.manager, calculationRow(id, TENANT_A));
      }),
    ).rejects.toThrow('no jobs');
    expect(await countAs(TENANT_A, id)).toBe(0);
  });

  it('a deferred transaction that reads opens first; its writes still go at the commit', async () => {
    const id = randomUUID();
    const statements = await statementsOf(() =>
      tenantTx.runDeferred(TENANT_A, async (tx) => {
        deferWrite(tx.runner.manager, calculationRow(id, TENANT_A));
        const em = await tx.open();
        return em.query(`SELECT current_setting('app.tenant_id') AS t`);
      }),
    );
    expect(statements[0]).toBe('START TRANSACTION');
    expect(statements.slice(1, 3)).toEqual([SETTINGS, `SELECT current_setting('app.tenant_id') AS t`]);
    expect(statements.slice(-2, -1)[0]).toMatch(/^INSERT INTO calculations/);
    expect(statements.at(-1)).toBe('COMMIT');
    expect(await countAs(TENANT_A, id)).toBe(1);
  });

  it('refuses a tenant id that is not a UUID before any SQL', async () => {
    // The type says TenantId; a caller that cast a string past parseTenantId must still not reach the SQL.
    const evil = `${TENANT_A}', true); DROP TABLE calculations; --` as TenantId;
    const statements = await statementsOf(async () => {
      await expect(tenantTx.run(evil, async () => undefined)).rejects.toThrow(/not a UUID/);
      await expect(tenantTx.runDeferred(evil, async () => undefined)).rejects.toThrow(/not a UUID/);
    });
    expect(statements).toEqual([]);
  });

  it('the role it switches to is bound by row-level security', async () => {
    const insert = calculationRow(randomUUID(), TENANT_A);
    const sql = `INSERT INTO calculations (${insert.columns.join(', ')}) VALUES (${insert.columns.map((_, i) => `$${i + 1}`).join(', ')})`;
    await expect(tenantTx.run(TENANT_B, (em) => em.query(sql, [...insert.values]))).rejects.toThrow(
      /row-level security/,
    );
  });

  it('a deferred write commits with the transaction; a read in it before the commit does not see it', async () => {
    const id = randomUUID();
    const seen = await tenantTx.run(TENANT_A, async (em) => {
      deferWrite(em, calculationRow(id, TENANT_A));
      return Number((await em.query('SELECT count(*) AS n FROM calculations WHERE id = $1', [id]))[0].n);
    });
    expect(seen).toBe(0);
    expect(await countAs(TENANT_A, id)).toBe(1);
    expect(await countAs(TENANT_B, id)).toBe(0);
  });

  it('rows of one shape become one multi-row INSERT; ON CONFLICT DO NOTHING row by row', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const [other, again] = [randomUUID(), randomUUID()];
    const statements = await statementsOf(() =>
      tenantTx.run(TENANT_A, async (em) => {
        for (const id of ids) deferWrite(em, calculationRow(id, TENANT_A));
        deferWrite(em, calculationRow(other, TENANT_A, 'id'));
        deferWrite(em, calculationRow(again, TENANT_A, 'id'));
        deferWrite(em, calculationRow(other, TENANT_A, 'id')); // a duplicate within its own INSERT: skipped
      }),
    );
    const written = statements.filter((s) => s.includes('INSERT INTO calculations'));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(
      /^WITH _rows0 AS \(INSERT .*VALUES \(\$1, .*\), \(\$12, .*\), \(\$23, .*\)\), _rows1 AS/s,
    );
    expect(written[0]).toMatch(
      /_rows1 AS \(INSERT .*VALUES \(\$34, .*\), \(\$45, .*\), \(\$56, .*\) ON CONFLICT \(id\) DO NOTHING\) SELECT 1$/s,
    );
    for (const id of [...ids, other, again]) expect(await countAs(TENANT_A, id)).toBe(1);
  });

  it('a rolled-back transaction drops its deferred writes', async () => {
    const id = randomUUID();
    await expect(
      tenantTx.run(TENANT_A, async (em) => {
        deferWrite(em, calculationRow(id, TENANT_A));
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    await expect(
      tenantTx.runDeferred(TENANT_A, async (tx) => {
        deferWrite(tx.runner.manager, calculationRow(id, TENANT_A));
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await countAs(TENANT_A, id)).toBe(0);
  });

  it('a write whose guess its statement refutes rolls its transaction back and says so', async () => {
    const id = randomUUID();
    let told = 0;
    const failed = tenantTx.runDeferred(TENANT_A, async (tx) => {
      deferWrite(tx.runner.manager, calculationRow(id, TENANT_A));
      deferWrite(tx.runner.manager, {
        ctes: [],
        sql: `SELECT fm_refute_guess('probe: wrong')`,
        parameters: [],
        onRefuted: () => told++,
      });
    });
    await expect(failed).rejects.toBeInstanceOf(GuessRefuted);
    expect(told).toBe(1);
    expect(await countAs(TENANT_A, id)).toBe(0);
  });
});
