import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { installStatementCounter, statementsOf } from '../support/statement-counter';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A steady-state authenticated catalogue read, and a match, issues no SQL statement (principal cache, catalogue
 * snapshot, usage counted in memory). Counted, not timed: every node-postgres query made while the request
 * is handled (statement-counter.ts). Runs on both databases.
 */
describe('the hot path issues no statement once warm', () => {
  let t: TestApp;
  let fastify: FastifyInstance;
  beforeAll(async () => {
    installStatementCounter();
    t = await createTestApp();
    fastify = t.app.getHttpAdapter().getInstance();
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string>) =>
    fastify.inject({ method: 'GET', url, headers });

  /** `call` once to warm up, then once more counted: a 200 without a statement. */
  async function expectNoStatementsIn(call: () => ReturnType<typeof get>): Promise<void> {
    expect((await call()).statusCode).toBe(200); // warm up
    let status = 0;
    const statements = await statementsOf(async () => {
      status = (await call()).statusCode;
    });
    expect(status).toBe(200);
    expect(statements).toEqual([]);
  }

  const expectNoStatements = (url: string, headers: Record<string, string>) =>
    expectNoStatementsIn(() => get(url, headers));

  it('counts statements at all (the probe works)', async () => {
    const statements = await statementsOf(async () => {
      // A fresh key is unknown to the cache: it is read.
      const { key } = await t.tenants.issueKey(t.tenantId);
      await get('/api/v1/programs/bmwk-go-digital', { 'x-api-key': key });
    });
    expect(statements.length).toBeGreaterThan(0);
  });

  it('GET /api/v1/programs/{id} with an API key', async () => {
    const { body } = await request(t.http).get('/api/v1/programs?limit=1').set(t.headers).expect(200);
    await expectNoStatements(`/api/v1/programs/${body.programs[0].id}`, t.headers);
  });

  it('the first page of GET /api/v1/programs with an API key', async () => {
    await expectNoStatements('/api/v1/programs', t.headers);
  });

  it('both with an access token', async () => {
    const client = await t.tenants.createOAuthClient(t.tenantId);
    const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
    const token = await request(t.http)
      .post('/api/v1/oauth/token')
      .set('authorization', `Basic ${basic}`)
      .type('form')
      .send({ grant_type: 'client_credentials' })
      .expect(200);
    const headers = { authorization: `Bearer ${token.body.access_token as string}` };
    await expectNoStatements('/api/v1/programs', headers);
    await expectNoStatements('/api/v1/programs/bmwk-go-digital', headers);
  });

  it('POST /api/v1/matches for an applicant asked about before', async () => {
    const payload = {
      profile: {
        employeeCount: 45,
        revenueEur: 12_000_000,
        balanceSheetEur: 8_000_000,
        federalState: 'SN',
        industryCode: '62.01',
      },
      limit: 20,
    };
    // The warm-up compiles the catalogue; the repeated request is the answer already ranked.
    await expectNoStatementsIn(() =>
      fastify.inject({ method: 'POST', url: '/api/v1/matches', headers: t.headers, payload }),
    );
  });

  it('on a plan with a monthly quota', async () => {
    const tenant = await t.tenants.create({ plan: 'developer' });
    await expectNoStatements('/api/v1/programs', tenant.headers);
    await expectNoStatements('/api/v1/programs/bmwk-go-digital', tenant.headers);
  });

  it('catalogue reads carry an ETag; If-None-Match answers 304 without a body until the catalogue changes', async () => {
    for (const url of ['/api/v1/programs?limit=2', '/api/v1/programs/bmwk-go-digital']) {
      const first = await request(t.http).get(url).set(t.headers).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"c\d+"$/);
      const again = await request(t.http).get(url).set(t.headers).set('if-none-match', etag).expect(304);
      expect(again.text ?? '').toBe('');
      await request(t.http).get(url).set(t.headers).set('if-none-match', '"c0"').expect(200);
    }
  });
});
