import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { IssueApiKey } from '../../apps/api/src/access/application/issue-api-key.use-case';
import { CalculationRepository } from '../../apps/api/src/calculations/application/calculation-repository.port';
import { GetCalculation } from '../../apps/api/src/calculations/application/get-calculation.use-case';
import { UnitOfWork } from '../../apps/api/src/platform/tenancy/unit-of-work.port';
import { statementsOf } from '../support/statement-counter';
import { createTestApp, type TestApp } from '../support/test-app';

const calculation = {
  programId: 'bafa-foerderung-unternehmensberatungen-kmu',
  projectBudgetEur: 3500,
  applicantProfile: {
    employeeCount: 45,
    revenueEur: 12_000_000,
    balanceSheetEur: 8_000_000,
    federalState: 'SN',
    industryCode: '62.01',
  },
};

/**
 * A `POST /api/v1/calculations` defers its row, its notification and its outbox event (the outbox decides in
 * SQL which endpoints want it, outbox-batch.ts), so its transaction has sent nothing when it commits: then
 * BEGIN, the tenant settings (as parameters), one statement with all its writes and COMMIT go out
 * (transaction-commit.ts; on PostgreSQL written at once on a pipelined connection). Concurrent ones of a
 * tenant share that transaction (group commit, ADR 0027/0036): their rows go out as one multi-row INSERT.
 * Counted, not timed (statement-log.ts); runs on both databases.
 */
describe('a calculation is stored with one write statement', () => {
  let t: TestApp;
  let fastify: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ webhooks: { allowHttp: true, allowPrivateAddresses: true } });
    fastify = t.app.getHttpAdapter().getInstance();
  });
  afterAll(async () => t?.close());

  const post = (headers: Record<string, string>) =>
    fastify.inject({
      method: 'POST',
      url: '/api/v1/calculations',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: calculation,
    });

  /** The calculations' rows with the transaction that inserted each (`xmin`), as the superuser sees them. */
  async function rowsOf(...tenantIds: string[]): Promise<{ tenant: string; sandbox: boolean; tx: string }[]> {
    return t.app
      .get(DataSource)
      .query(
        `SELECT tenant_id AS tenant, sandbox, xmin::text AS tx FROM calculations WHERE tenant_id = ANY ($1::uuid[])`,
        [tenantIds],
      );
  }

  /** The opening of a tenant transaction: the tenant and the role as parameters. */
  const SETTINGS = `SELECT set_config('app.tenant_id', $1, true), set_config('role', $2, true)`;
  const BEGIN = 'START TRANSACTION';

  async function statementsOfOnePost(headers: Record<string, string>): Promise<string[]> {
    expect((await post(headers)).statusCode).toBe(200); // warm up: principal, role check
    let status = 0;
    let id = '';
    const statements = await statementsOf(async () => {
      const res = await post(headers);
      status = res.statusCode;
      id = (res.json() as { calculationId: string }).calculationId;
    });
    expect(status).toBe(200);
    // Stored, and readable by its tenant.
    await request(t.http).get(`/api/v1/calculations/${id}`).set(headers).expect(200);
    return statements.map((s) => s.replace(/\s+/g, ' ').trim());
  }

  it('without a subscriber: BEGIN, settings, one statement for row, notification and outbox, COMMIT', async () => {
    const tenant = await t.tenants.create();
    const statements = await statementsOfOnePost(tenant.headers);
    expect(statements).toHaveLength(4);
    expect(statements.slice(0, 2)).toEqual([BEGIN, SETTINGS]);
    expect(statements[2]).toMatch(/^WITH _rows0 AS \(INSERT INTO calculations .* VALUES \(\$3, /);
    expect(statements[2]).toMatch(/INSERT INTO notification_events /);
    expect(statements[2]).toMatch(/INSERT INTO webhook_events .*INSERT INTO webhook_messages /);
    expect(statements[3]).toBe('COMMIT'); // no message, so no job statement
    expect(statements.join('\n')).not.toContain(tenant.tenantId); // values are parameters, never SQL text
    const events = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM webhook_events WHERE tenant_id = $1`, [tenant.tenantId]);
    expect(events).toEqual([{ n: 0 }]);
  });

  it('20 concurrent calculations of a tenant: shared transactions, one round trip each', async () => {
    const tenant = await t.tenants.create();
    expect((await post(tenant.headers)).statusCode).toBe(200); // warm up
    const answers: { statusCode: number; json: () => unknown }[] = [];
    const statements = (
      await statementsOf(async () => {
        answers.push(...(await Promise.all(Array.from({ length: 20 }, () => post(tenant.headers)))));
      })
    ).map((s) => s.replace(/\s+/g, ' ').trim());
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    // Fewer transactions than rows, each BEGIN, settings, one write, COMMIT.
    const begun = statements.filter((s) => s === BEGIN).length;
    expect(begun).toBeLessThan(20);
    expect(statements).toHaveLength(4 * begun);
    expect(statements.some((s) => /INSERT INTO calculations .* VALUES \(\$3, .*\), \(\$15, /.test(s))).toBe(
      true,
    );
    // All 20 stored, readable by their tenant, in fewer transactions than rows.
    const ids = answers.map((a) => (a.json() as { calculationId: string }).calculationId);
    expect(new Set(ids).size).toBe(20);
    await request(t.http).get(`/api/v1/calculations/${ids[19]}`).set(tenant.headers).expect(200);
    const rows = await rowsOf(tenant.tenantId);
    expect(rows).toHaveLength(21);
    expect(new Set(rows.map((row) => row.tx)).size).toBeLessThan(21);
  });

  it('two tenants and two modes calculating at once never share a transaction', async () => {
    const [a, b] = [await t.tenants.create(), await t.tenants.create()];
    const sandboxKey = await t.app.get(IssueApiKey).execute(a.tenantId, { sandbox: true });
    const aSandbox = { 'x-api-key': sandboxKey.plaintext };
    const callers = [a.headers, b.headers, aSandbox];
    await Promise.all(callers.map(async (headers) => expect((await post(headers)).statusCode).toBe(200)));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(callers[i % 3] as Record<string, string>)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const rows = await rowsOf(a.tenantId, b.tenantId);
    expect(rows).toHaveLength(33);
    const laneOf = new Map<string, string>();
    for (const row of rows) {
      const lane = `${row.tenant}:${row.sandbox}`;
      expect(laneOf.get(row.tx) ?? lane).toBe(lane); // one transaction = one tenant and one mode
      laneOf.set(row.tx, lane);
    }
    // Each tenant reads only its own, in its mode.
    const idOf = (i: number) => (answers[i]?.json() as { calculationId: string }).calculationId;
    await request(t.http)
      .get(`/api/v1/calculations/${idOf(0)}`)
      .set(a.headers)
      .expect(200);
    await request(t.http)
      .get(`/api/v1/calculations/${idOf(0)}`)
      .set(b.headers)
      .expect(404);
    await request(t.http)
      .get(`/api/v1/calculations/${idOf(0)}`)
      .set(aSandbox)
      .expect(404);
    await request(t.http)
      .get(`/api/v1/calculations/${idOf(2)}`)
      .set(aSandbox)
      .expect(200);
  });

  it('a bad unit in a shared transaction fails alone: the others are stored', async () => {
    const tenant = await t.tenants.create();
    const id = ((await post(tenant.headers)).json() as { calculationId: string }).calculationId;
    const stored = await t.app.get(GetCalculation).execute(tenant.tenantId, id, false);
    const [uow, calculations] = [t.app.get(UnitOfWork), t.app.get(CalculationRepository)];
    const save = (calculationId: string) =>
      uow.run(tenant.tenantId, (tx) => calculations.save({ ...stored, id: calculationId }, tx), {
        groupCommit: 'calculations:live',
      });
    // Submitted in one tick: one shared transaction, which the duplicate id fails (at the COMMIT's INSERT).
    let settled: PromiseSettledResult<void>[] = [];
    const statements = await statementsOf(async () => {
      settled = await Promise.allSettled([save(randomUUID()), save(id), save(randomUUID())]);
    });
    // Tried together (three rows in one INSERT, rolled back by its error), then each alone: four transactions.
    expect(statements.filter((s) => s === BEGIN)).toHaveLength(4);
    expect(statements.filter((s) => /INSERT INTO calculations .*\(\$25, /s.test(s))).toHaveLength(1);
    // The duplicate alone fails, with the database's own error; the rows before and after it are stored.
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((settled[1] as PromiseRejectedResult).reason)).toMatch(/duplicate key/);
    expect(await rowsOf(tenant.tenantId)).toHaveLength(3);
  });

  it('with one subscriber: the event with its message, and its delivery job on top', async () => {
    const tenant = await t.tenants.create();
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(tenant.headers)
      .send({ url: 'http://127.0.0.1:9/hook', eventTypes: ['calculation.created'], description: 'count' })
      .expect(201);
    const statements = await statementsOfOnePost(tenant.headers);
    // The write answers the new message, whose delivery job pg-boss's own insert adds before the COMMIT.
    expect(statements).toHaveLength(5);
    expect(statements.slice(0, 2)).toEqual([BEGIN, SETTINGS]);
    expect(statements[3]).toMatch(/INSERT INTO pgboss\.job /);
    expect(statements[4]).toBe('COMMIT');
    // Stored with the row: the event, its message, and the message's delivery job (the worker is off here).
    const [stored] = await t.app.get(DataSource).query(
      `SELECT m.id AS message, count(j.id)::int AS jobs
         FROM webhook_events e JOIN webhook_messages m ON m.event_id = e.id
         LEFT JOIN pgboss.job j ON j.name = 'webhook-delivery' AND j.data->>'messageId' = m.id::text
                                AND j.data->>'tenantId' = $1::text AND (j.data->>'attempt')::int = 1
        WHERE e.tenant_id = $1::uuid GROUP BY m.id`,
      [tenant.tenantId],
    );
    expect(stored).toMatchObject({ jobs: 1 });

    // Concurrent ones share transactions, and each still has its own event and message.
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(tenant.headers)));
    const ids = answers.map((a) => (a.json() as { calculationId: string }).calculationId);
    const events: { id: string; messages: number }[] = await t.app.get(DataSource).query(
      `SELECT e.payload->'data'->>'calculationId' AS id, count(m.id)::int AS messages
         FROM webhook_events e JOIN webhook_messages m ON m.event_id = e.id
        WHERE e.tenant_id = $1 AND e.payload->'data'->>'calculationId' = ANY ($2::text[])
        GROUP BY 1`,
      [tenant.tenantId, ids],
    );
    expect(events.map((e) => e.id).sort()).toEqual([...ids].sort());
    expect(events.every((e) => e.messages === 1)).toBe(true);
  });

  it('a tenant that subscribes after calculations without: its next event still gets its message and job', async () => {
    const tenant = await t.tenants.create();
    for (let i = 0; i < 2; i++) expect((await post(tenant.headers)).statusCode).toBe(200); // no receiver: learnt
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(tenant.headers)
      .send({ url: 'http://127.0.0.1:9/hook', eventTypes: ['calculation.created'], description: 'late' })
      .expect(201);
    const res = await post(tenant.headers);
    expect(res.statusCode).toBe(200);
    const calculationId = (res.json() as { calculationId: string }).calculationId;
    const stored: { jobs: number }[] = await t.app.get(DataSource).query(
      `SELECT count(j.id)::int AS jobs
         FROM webhook_events e JOIN webhook_messages m ON m.event_id = e.id
         LEFT JOIN pgboss.job j ON j.name = 'webhook-delivery' AND j.data->>'messageId' = m.id::text
        WHERE e.tenant_id = $1::uuid AND e.payload->'data'->>'calculationId' = $2
        GROUP BY m.id`,
      [tenant.tenantId, calculationId],
    );
    expect(stored).toEqual([{ jobs: 1 }]);
    expect(await rowsOf(tenant.tenantId)).toHaveLength(3);
  });
});
