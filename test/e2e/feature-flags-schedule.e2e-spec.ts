import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

const ADMIN = '/api/v2/admin/feature-flags';

/** Schedules switch at the instant (evaluated, no job), and the ETag follows the answer across the switch. */
describe('feature flags: schedules and sandbox credentials', () => {
  const clock = new FixedClock(new Date('2026-11-30T22:00:00Z'));
  let t: TestApp;
  let operator: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    operator = await t.tenants.create({ plan: 'unlimited', scopes: ['api', 'admin', 'operator'] });
  });
  afterAll(async () => t?.close());

  const launch = async () =>
    (await request(t.http).get('/api/v2/feature-flags').set(t.headers).expect(200)) as request.Response;

  it('switches on at enableAt and off at disableAt, with a new ETag at each switch', async () => {
    await request(t.http)
      .post(ADMIN)
      .set(operator.headers)
      .send({
        key: 'advent-banner',
        type: 'boolean',
        enabled: true,
        strategies: [{ constraints: [], rollout: 100 }],
        schedule: { enableAt: '2026-12-01T00:00:00+01:00', disableAt: '2026-12-24T00:00:00+01:00' },
      })
      .expect(201);
    const before = await launch();
    const flag = (r: request.Response) =>
      r.body.flags.find((f: { key: string }) => f.key === 'advent-banner');
    expect(flag(before)).toMatchObject({
      value: false,
      reason: 'DISABLED',
      metadata: { state: 'pending' },
    });
    const list = await request(t.http).get(ADMIN).set(operator.headers).expect(200);
    expect(list.body.items.find((f: { key: string }) => f.key === 'advent-banner').state).toBe('pending');

    clock.set(new Date('2026-11-30T23:00:00Z'));
    const during = await launch();
    expect(flag(during)).toMatchObject({ value: true, reason: 'TARGETING_MATCH' });
    expect(during.headers.etag).not.toBe(before.headers.etag);
    await request(t.http)
      .get('/api/v2/feature-flags')
      .set({ ...t.headers, 'if-none-match': before.headers.etag as string })
      .expect(200);

    clock.set(new Date('2026-12-23T23:00:00Z'));
    expect(flag(await launch())).toMatchObject({
      value: false,
      reason: 'DISABLED',
      metadata: { state: 'expired' },
    });
  });

  it('lets a sandbox credential of the operator read but not change flags', async () => {
    const sandbox = await t.tenants.create({
      plan: 'unlimited',
      scopes: ['api', 'admin', 'operator'],
      sandbox: true,
    });
    await request(t.http).get(ADMIN).set(sandbox.headers).expect(200);
    const res = await request(t.http)
      .post(ADMIN)
      .set(sandbox.headers)
      .send({ key: 'sandbox-try', type: 'boolean' })
      .expect(403);
    expect(res.body.code).toBe('FEATURE_FLAG_SANDBOX_READ_ONLY');
  });
});
