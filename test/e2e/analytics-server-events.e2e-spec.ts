import request from 'supertest';
import { ServerEventBuffer } from '../../apps/api/src/analytics/adapters/server-event-buffer';
import { statementsOf } from '../support/statement-counter';
import { createTestApp, type TestApp } from '../support/test-app';

const PROGRAM = 'bafa-foerderung-unternehmensberatungen-kmu';
const PROFILE = {
  employeeCount: 12,
  revenueEur: 1_500_000,
  federalState: 'SN',
  industryCode: '62.01',
};
const CALCULATION = { programId: PROGRAM, projectBudgetEur: 3500, applicantProfile: PROFILE };
const FUNNEL = '/api/v2/analytics/funnel';

/**
 * Server-side events (ADR 0031): the product records its own searches, views, matches and
 * calculations, buffered in memory and written by the buffer's flush (called here instead of waiting for the
 * timer), so that funnels work without client instrumentation.
 */
describe('server-side analytics events', () => {
  let t: TestApp;
  let buffer: ServerEventBuffer;
  /**
   * Events recorded so far, all written (a flush waits for one the timer started): the buffer's timer may
   * write between two requests of a test on a loaded machine, so counting what is pending was flaky.
   */
  const recorded = async () => {
    await buffer.flush();
    return buffer.written;
  };
  beforeAll(async () => {
    t = await createTestApp();
    buffer = t.app.get(ServerEventBuffer);
  });
  afterAll(async () => t?.close());

  const funnel = async (headers: Record<string, string>, query: Record<string, string>) => {
    await buffer.flush();
    const res = await request(t.http).get(FUNNEL).query(query).set(headers).expect(200);
    return res.body.steps.map((s: { count: number }) => s.count) as number[];
  };

  it('search, match and calculation of one actor (X-Actor-Id) form a 3-step funnel', async () => {
    const tenant = await t.tenants.create();
    const as = { ...tenant.headers, 'x-actor-id': 'nutzer-4711' };
    await request(t.http).get('/api/v1/programs').query({ limit: 5 }).set(as).expect(200);
    await request(t.http).get(`/api/v1/programs/${PROGRAM}`).set(as).expect(200);
    await request(t.http).post('/api/v1/matches').set(as).send({ profile: PROFILE }).expect(200);
    await request(t.http).post('/api/v1/calculations').set(as).send(CALCULATION).expect(200);
    // another actor only searches
    await request(t.http)
      .get('/api/v1/programs')
      .set({ ...tenant.headers, 'x-actor-id': 'nutzer-0815' });

    const steps = 'program.searched,match.requested,calculation.created';
    expect(await funnel(tenant.headers, { steps })).toEqual([2, 1, 1]);
    // the same program from view to calculation
    expect(
      await funnel(tenant.headers, {
        steps: 'program.viewed,calculation.created',
        holdConstant: 'programId',
      }),
    ).toEqual([1, 1]);
    // the same events are not another tenant's
    expect(await funnel(t.headers, { steps })).toEqual([0, 0, 0]);
  });

  it('without X-Actor-Id (or with an e-mail address in it) the actor is the hashed credential', async () => {
    const tenant = await t.tenants.create();
    await request(t.http).post('/api/v1/calculations').set(tenant.headers).send(CALCULATION).expect(200);
    await request(t.http)
      .post('/api/v1/calculations')
      .set({ ...tenant.headers, 'x-actor-id': 'max@example.org' })
      .send(CALCULATION)
      .expect(200);
    // two calculations by one credential: one actor
    expect(await funnel(tenant.headers, { steps: 'calculation.created,application.started' })).toEqual([
      1, 0,
    ]);
  });

  it('a tenant that opts out has no server-side events recorded; its setting is its own', async () => {
    const tenant = await t.tenants.create();
    const url = '/api/v2/analytics/settings';
    expect((await request(t.http).get(url).set(tenant.headers).expect(200)).body).toEqual({
      serverEvents: true,
    });
    await request(t.http).put(url).set(tenant.headers).send({ serverEvents: 'nein' }).expect(400);
    // the tenant's administrator decides, not an ordinary key (nor a sandbox token, which holds only `api`)
    const ordinary = await t.tenants.issueKey(tenant.tenantId, ['api']);
    await request(t.http).put(url).set('x-api-key', ordinary.key).send({ serverEvents: false }).expect(403);
    expect((await request(t.http).get(url).set('x-api-key', ordinary.key).expect(200)).body).toEqual({
      serverEvents: true,
    });
    expect(
      (await request(t.http).put(url).set(tenant.headers).send({ serverEvents: false }).expect(200)).body,
    ).toEqual({ serverEvents: false });
    expect((await request(t.http).get(url).set(tenant.headers).expect(200)).body).toEqual({
      serverEvents: false,
    });
    expect((await request(t.http).get(url).set(t.headers).expect(200)).body).toEqual({ serverEvents: true });

    await request(t.http).post('/api/v1/calculations').set(tenant.headers).send(CALCULATION).expect(200);
    await request(t.http).get('/api/v1/programs').set(tenant.headers).expect(200);
    expect(await funnel(tenant.headers, { steps: 'program.searched,calculation.created' })).toEqual([0, 0]);
  });

  it('recording adds no statement to a warm catalogue read, and the read was recorded', async () => {
    const get = (actor: string) =>
      request(t.http)
        .get(`/api/v1/programs/${PROGRAM}`)
        .set({ ...t.headers, 'x-actor-id': actor })
        .expect(200);
    await get('nutzer-1');
    await buffer.flush();
    const before = await recorded();
    expect(await statementsOf(() => get('nutzer-2'))).toEqual([]);
    expect((await recorded()) - before).toBe(1);
  });

  it('records a view repeated unchanged by the same actor within a minute once, a calculation every time', async () => {
    await buffer.flush();
    const before = await recorded();
    const headers = { ...t.headers, 'x-actor-id': 'nutzer-3' };
    for (let i = 0; i < 3; i++)
      await request(t.http).get(`/api/v1/programs/${PROGRAM}`).set(headers).expect(200);
    expect((await recorded()) - before).toBe(1);
    // another actor's view is its own
    await request(t.http)
      .get(`/api/v1/programs/${PROGRAM}`)
      .set({ ...t.headers, 'x-actor-id': 'nutzer-4' })
      .expect(200);
    expect((await recorded()) - before).toBe(2);
    for (let i = 0; i < 2; i++)
      await request(t.http).post('/api/v1/calculations').set(headers).send(CALCULATION).expect(200);
    expect((await recorded()) - before).toBe(4);
  });
});
