import request from 'supertest';
import { FixedClock, type TenantId } from '@libs/shared';
import { UsageLedger } from '../../apps/api/src/access/application/usage-ledger.port';
import { ApiKeyRepository } from '../../apps/api/src/access/application/api-key-repository.port';
import { SecretDigester } from '../../apps/api/src/access/application/secret-digester.port';
import { TenantRepository } from '../../apps/api/src/access/application/tenant-repository.port';
import { createTestApp, type TestApp } from '../support/test-app';
import { callsOverTwoInstances } from '../support/two-instance-calls';
import { tamperedCredential } from '../support/test-tenants';

const PROGRAMS = '/api/v1/programs?limit=1';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('monthly quota and burst limit (fake clock)', () => {
  const clock = new FixedClock(new Date('2026-01-31T23:59:00Z'));
  let t: TestApp;
  let free: { tenantId: TenantId; key: string; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp({ clock });
    free = await t.tenants.create({ plan: 'free' });
  });
  afterAll(async () => t?.close());
  const tick = () => clock.set(new Date(clock.now().getTime() + 1000));
  const used = () => t.app.get(UsageLedger).used(free.tenantId, '2026-01');

  it('announces the three policies and counts the month down on every response', async () => {
    const first = await request(t.http).get(PROGRAMS).set(free.headers).expect(200);
    expect(first.headers['ratelimit-policy']).toBe(
      '"burst";q=5;w=1, "tenant-burst";q=10;w=1, "monthly";q=100',
    );
    expect(first.headers['ratelimit']).toBe('"burst";r=4;t=1, "tenant-burst";r=9;t=1, "monthly";r=99;t=60');
    const second = await request(t.http).get(PROGRAMS).set(free.headers).expect(200);
    expect(second.headers['ratelimit']).toBe('"burst";r=3;t=1, "tenant-burst";r=8;t=1, "monthly";r=98;t=60');
    expect(await used()).toBe(2);
  });

  it('answers the 6th call in a second with 429 RATE_LIMITED, not counted against the month', async () => {
    tick();
    for (let i = 0; i < 5; i++) await request(t.http).get(PROGRAMS).set(free.headers).expect(200);
    const limited = await request(t.http).get(PROGRAMS).set(free.headers).expect(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.body).toEqual({
      error: 'Zu viele Anfragen: Ratenlimit überschritten.',
      code: 'RATE_LIMITED',
      details: { policy: 'burst', retryAfterSeconds: 1 },
    });
    expect(limited.headers['ratelimit']).toBe('"burst";r=0;t=1, "monthly";r=93;t=59');
    expect(await used()).toBe(7);
    // Another key of the same tenant has its own burst budget.
    const second = await t.tenants.issueKey(free.tenantId);
    await request(t.http).get(PROGRAMS).set('x-api-key', second.key).expect(200);
  });

  it('does not count failed authentication', async () => {
    const before = await used();
    await request(t.http).get(PROGRAMS).set('x-api-key', tamperedCredential(free.key)).expect(401);
    expect(await used()).toBe(before);
  });

  it('refuses with 429 QUOTA_EXCEEDED and Retry-After at exhaustion, and resets at the month boundary', async () => {
    tick();
    let remaining = 100 - (await used());
    while (remaining > 0) {
      tick();
      for (let i = 0; i < Math.min(5, remaining); i++)
        await request(t.http).get(PROGRAMS).set(free.headers).expect(200);
      remaining -= Math.min(5, remaining);
    }
    tick();
    const exhausted = await request(t.http).get(PROGRAMS).set(free.headers).expect(429);
    const secondsToFebruary = Math.ceil((Date.parse('2026-02-01T00:00:00Z') - clock.now().getTime()) / 1000);
    expect(exhausted.body.code).toBe('QUOTA_EXCEEDED');
    expect(exhausted.body.details).toEqual({ policy: 'monthly', retryAfterSeconds: secondsToFebruary });
    expect(exhausted.headers['retry-after']).toBe(String(secondsToFebruary));
    expect(exhausted.headers['ratelimit']).toMatch(/"monthly";r=0;t=\d+$/);
    expect(await used()).toBe(100);

    clock.set(new Date('2026-02-01T00:00:00Z'));
    const fresh = await request(t.http).get(PROGRAMS).set(free.headers).expect(200);
    expect(fresh.headers['ratelimit']).toBe(
      `"burst";r=4;t=1, "tenant-burst";r=9;t=1, "monthly";r=99;t=${28 * 86400}`,
    );
    const quota = await request(t.http).get('/api/v2/developer/quota').set(free.headers).expect(200);
    expect(quota.body).toMatchObject({
      period: '2026-02',
      used: 2,
      remaining: 98,
      resetAt: '2026-03-01T00:00:00.000Z',
    });
  });
});

describe('one burst limit across two instances on one Redis', () => {
  const clock = new FixedClock(new Date('2026-05-05T10:00:00Z'));
  let a: TestApp;
  let b: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    a = await createTestApp({ clock, redisUrl: REDIS_URL });
    b = await createTestApp({ clock, redisUrl: REDIS_URL });
    const tenant = await a.tenants.create({ plan: 'free' });
    headers = tenant.headers;
    // The same tenant and key in B's database (each test app has its own copy of the database).
    const key = await a.app.get(ApiKeyRepository).findByDigest(a.app.get(SecretDigester).digest(tenant.key));
    await b.app.get(TenantRepository).add((await a.app.get(TenantRepository).findById(tenant.tenantId))!);
    await b.app.get(ApiKeyRepository).add(key!);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts calls to both instances against one budget', async () => {
    for (const app of [a, b, a, b, a]) await request(app.http).get(PROGRAMS).set(headers).expect(200);
    const onB = await request(b.http).get(PROGRAMS).set(headers).expect(429);
    expect(onB.body.code).toBe('RATE_LIMITED');
    await request(a.http).get(PROGRAMS).set(headers).expect(429);
  });
});

describe('one monthly quota across two instances on one Redis (100 never becomes 101)', () => {
  const clock = new FixedClock(new Date('2026-06-10T08:00:00Z'));
  let a: TestApp;
  let b: TestApp;
  let tenantId: TenantId;
  const keys: string[] = [];
  beforeAll(async () => {
    a = await createTestApp({ clock, redisUrl: REDIS_URL });
    b = await createTestApp({ clock, redisUrl: REDIS_URL });
    const tenant = await a.tenants.create({ plan: 'free' });
    tenantId = tenant.tenantId;
    keys.push(tenant.key, (await a.tenants.issueKey(tenantId)).key);
    // The same tenant and keys in B's database (each test app has its own copy of the database).
    await b.app.get(TenantRepository).add((await a.app.get(TenantRepository).findById(tenantId))!);
    for (const key of keys)
      await b.app
        .get(ApiKeyRepository)
        .add((await a.app.get(ApiKeyRepository).findByDigest(a.app.get(SecretDigester).digest(key)))!);
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('admits exactly 100 of 120 concurrent calls spread over both instances, then refuses on both', async () => {
    const statuses = await callsOverTwoInstances(a, b, keys, clock, PROGRAMS);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await a.app.get(UsageLedger).used(tenantId, '2026-06')).toBe(100);
    expect(await b.app.get(UsageLedger).used(tenantId, '2026-06')).toBe(100);
  });
});
