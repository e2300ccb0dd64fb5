import { FixedClock, parseTenantId } from '@libs/shared';
import { FixedEntitlements } from '../../access/testing';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { InMemoryPushSubscriptions } from '../testing/in-memory-push-subscriptions';
import { SendPush } from './send-push.use-case';
import { SubscribePush } from './subscribe-push.use-case';

const tenantId = parseTenantId('7b0c2f4e-5d6a-4b8c-9e1f-2a3b4c5d6e7f')!;
const scope = { tenantId, sandbox: false };
const keys = { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) };
const entitlements = (pushSubscriptions: number | null) => new FixedEntitlements({ pushSubscriptions });
const sub = (endpoint: string, userRef: string | null = null) => ({
  endpoint,
  keys,
  userRef,
  eventTypes: [],
  expiresAt: null,
});

describe('SubscribePush', () => {
  const clock = new FixedClock(new Date('2026-11-23T10:00:00Z'));

  it('refuses what the endpoint policy refuses, with its reason', async () => {
    const use = new SubscribePush(
      new InMemoryPushSubscriptions(),
      entitlements(null),
      () => 'unknown_push_service',
      clock,
    );
    await expect(use.execute(scope, sub('https://x.example/1'))).rejects.toMatchObject({
      code: 'PUSH_ENDPOINT_REJECTED',
      details: { reason: 'unknown_push_service' },
    });
  });

  it('counts against the plan, but a renewal of a stored endpoint is no new subscription', async () => {
    const store = new InMemoryPushSubscriptions();
    const use = new SubscribePush(store, entitlements(2), () => null, clock);
    const first = await use.execute(scope, sub('https://push/1'));
    await use.execute(scope, sub('https://push/2'));
    await expect(use.execute(scope, sub('https://push/3'))).rejects.toMatchObject({
      code: 'PUSH_SUBSCRIPTION_LIMIT_REACHED',
    });
    expect((await use.execute(scope, sub('https://push/1'))).id).toBe(first.id);
    // Sandbox subscriptions are counted with live ones: the plan sells browsers, not modes.
    await expect(use.execute({ tenantId, sandbox: true }, sub('https://push/4'))).rejects.toMatchObject({
      code: 'PUSH_SUBSCRIPTION_LIMIT_REACHED',
    });
  });
});

describe('SendPush', () => {
  it('enqueues one job per addressed subscription and never sends itself', async () => {
    const store = new InMemoryPushSubscriptions();
    const now = new Date();
    await store.save(scope, sub('https://push/a', 'anna'), now);
    await store.save(scope, sub('https://push/b', 'anna'), now);
    await store.save(scope, sub('https://push/c', 'ben'), now);
    const enqueued: unknown[] = [];
    const jobs = {
      enqueue: async (_: unknown, data: unknown) => void enqueued.push(data),
    } as unknown as TenantJobs;
    const use = new SendPush(store, jobs);
    const message = { title: 'Hallo' };
    expect(
      await use.execute(scope, { target: { to: 'user', userRef: 'anna' }, message, ttlSeconds: 60 }),
    ).toEqual({ queued: 2 });
    expect(enqueued).toHaveLength(2);
    expect(enqueued[0]).toMatchObject({ tenantId, message, ttlSeconds: 60, attempt: 1 });
    await expect(
      use.execute(scope, { target: { to: 'user', userRef: 'nobody' }, message, ttlSeconds: 60 }),
    ).rejects.toMatchObject({
      code: 'PUSH_NO_RECIPIENT',
    });
    await expect(
      use.execute({ tenantId, sandbox: true }, { target: { to: 'all' }, message, ttlSeconds: 60 }),
    ).rejects.toMatchObject({ code: 'PUSH_NO_RECIPIENT' });
  });
});
