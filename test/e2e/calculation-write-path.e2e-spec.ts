import type { FastifyInstance } from 'fastify';
import request from 'supertest';
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
 * Issue 14, part 4: a write costs one round trip. A `POST /api/v1/calculations` stores its row and checks for
 * subscribers of its event in one statement (the row is a deferred write folded into the outbox's locking
 * read), after one statement for the tenant setting and the role: BEGIN, those two, COMMIT. Counted, not
 * timed (statement-counter.ts); runs on both databases.
 */
describe('a calculation is stored in one round trip', () => {
  let t: TestApp;
  let fastify: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ webhooks: { allowHttp: true, allowPrivateAddresses: true } });
    fastify = t.app.getHttpAdapter().getInstance();
  });
  afterAll(async () => t?.close());

  async function statementsOfOnePost(headers: Record<string, string>): Promise<string[]> {
    const post = () =>
      fastify.inject({
        method: 'POST',
        url: '/api/v1/calculations',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: calculation,
      });
    expect((await post()).statusCode).toBe(200); // warm up: principal, role check
    let status = 0;
    let id = '';
    const statements = await statementsOf(async () => {
      const res = await post();
      status = res.statusCode;
      id = (res.json() as { calculationId: string }).calculationId;
    });
    expect(status).toBe(200);
    // Stored, and readable by its tenant.
    await request(t.http).get(`/api/v1/calculations/${id}`).set(headers).expect(200);
    return statements.map((s) => s.replace(/\s+/g, ' ').trim());
  }

  it('without a subscriber: BEGIN, tenant and role, row with the subscriber check, COMMIT', async () => {
    const tenant = await t.tenants.create();
    const statements = await statementsOfOnePost(tenant.headers);
    expect(statements).toHaveLength(4);
    expect(statements[0]).toBe('START TRANSACTION');
    expect(statements[1]).toMatch(
      /^SELECT set_config\('app\.tenant_id', \$1, true\), set_config\('role', 'fm_app', true\)$/,
    );
    expect(statements[2]).toMatch(
      /^WITH _deferred0 AS \(INSERT INTO calculations .*\) SELECT id FROM webhook_endpoints .* FOR KEY SHARE$/,
    );
    expect(statements[3]).toBe('COMMIT');
  });

  it('with one subscriber: the event with its message, and its delivery job on top', async () => {
    const tenant = await t.tenants.create();
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(tenant.headers)
      .send({ url: 'http://127.0.0.1:9/hook', eventTypes: ['calculation.created'], description: 'count' })
      .expect(201);
    const statements = await statementsOfOnePost(tenant.headers);
    expect(statements).toHaveLength(6);
    expect(statements[2]).toMatch(/^WITH _deferred0 AS \(INSERT INTO calculations .* FOR KEY SHARE$/);
    expect(statements[3]).toMatch(
      /^WITH event AS \( INSERT INTO webhook_events .* INSERT INTO webhook_messages /,
    );
    expect(statements[4]).toMatch(/^INSERT INTO pgboss\.job /);
    expect(statements[5]).toBe('COMMIT');
  });
});
