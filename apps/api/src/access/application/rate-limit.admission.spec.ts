import { FixedClock, tenantIdOf } from '@libs/shared';
import { RecordingOutboundEvents } from '../../platform/testing';
import { outboundEventProblem } from '../../platform/events/outbound-event-check';
import '../access.event-types';
import type { Principal } from '../../platform/auth/principal';
import { InMemoryRateLimitStore } from '../adapters/in-memory-rate-limit.store';
import { CallRefusedError } from '../domain/call-refused.error';
import { RateLimitAdmission } from './rate-limit.admission';
import { InMemoryUsageLedger } from '../testing/in-memory-usage-ledger';
import { thresholdReached } from '../domain/quota-thresholds';

const TENANT = tenantIdOf('00000000-0000-4000-8000-000000000001');
const principal: Principal = {
  tenantId: TENANT,
  plan: 'free',
  scopes: ['api'],
  sandbox: false,
  credentialId: 'k-1',
  credentialKind: 'api_key',
  kind: 'api_key',
};

const reply = { header: () => reply };

describe('quota thresholds', () => {
  it.each([
    [79, 100, null],
    [80, 100, 80],
    [81, 100, null],
    [100, 100, 100],
    [8, 10, 80],
    [9, 10, null],
    [8000, 10_000, 80],
  ])('used %i of %i reaches %s', (used, quota, expected) => {
    expect(thresholdReached(used, quota)).toBe(expected);
  });

  it('publishes quota.threshold_reached at 80 % and 100 % of the free plan, once each per month', async () => {
    const clock = new FixedClock(new Date('2026-11-10T12:00:00Z'));
    const events = new RecordingOutboundEvents();
    const guard = new RateLimitAdmission(
      new InMemoryRateLimitStore(),
      new InMemoryUsageLedger(),
      clock,
      events,
    );
    for (let call = 1; call <= 100; call++) {
      // One call per second: the burst limit (5/s on free) stays out of the way.
      clock.set(new Date(Date.parse('2026-11-10T12:00:00Z') + call * 1000));
      await guard.admit(principal, reply);
    }
    await expect(guard.admit(principal, reply)).rejects.toBeInstanceOf(CallRefusedError);
    expect(events.published.map((p) => p.event.data.thresholdPercent)).toEqual([80, 100]);
    expect(events.published[0]).toEqual({
      tenantId: TENANT,
      event: {
        type: 'quota.threshold_reached',
        sandbox: false,
        data: { period: '2026-11', thresholdPercent: 80, used: 80, quota: 100 },
        idempotencyKey: 'quota.threshold_reached:2026-11:80',
      },
    });
    // What the outbox would check: a registered type, data as its payload class (and the v2 document) says.
    expect(events.published.map((p) => outboundEventProblem(p.event))).toEqual([undefined, undefined]);
  });
});

class RecordingHeaders {
  readonly headers = new Map<string, string>();
  header(name: string, value: string): this {
    this.headers.set(name, value);
    return this;
  }
}

describe('burst per tenant and the sandbox budget', () => {
  const clock = new FixedClock(new Date('2026-11-10T12:00:00Z'));
  const credential = (id: string, over: Partial<Principal> = {}): Principal => ({
    ...principal,
    credentialId: id,
    credentialKind: 'oauth_client',
    kind: 'jwt',
    ...over,
  });

  it('holds the tenant burst (free: 10/s) however many credentials share it', async () => {
    const guard = new RateLimitAdmission(new InMemoryRateLimitStore(), new InMemoryUsageLedger(), clock);
    // Four clients at 3 calls each stay under their own burst (5/s) but not under the tenant's.
    const outcomes: number[] = [];
    for (const id of ['c-1', 'c-2', 'c-3', 'c-4'])
      for (let call = 0; call < 3; call++)
        outcomes.push(
          await guard.admit(credential(id), reply).then(
            () => 200,
            (e: { status: number }) => e.status,
          ),
        );
    expect(outcomes.filter((s) => s === 200)).toHaveLength(10);
    const refused = new RecordingHeaders();
    await expect(guard.admit(credential('c-5'), refused)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { policy: 'tenant-burst', retryAfterSeconds: 1 },
    });
    expect(refused.headers.get('ratelimit')).toBe(
      '"burst";r=4;t=1, "tenant-burst";r=0;t=1, "monthly";r=90;t=1771200',
    );
    // Another tenant has its own budget; the next second starts afresh.
    await guard.admit(
      credential('c-9', { tenantId: tenantIdOf('00000000-0000-4000-8000-000000000002') }),
      reply,
    );
    clock.set(new Date('2026-11-10T12:00:01Z'));
    await guard.admit(credential('c-5'), reply);
  });

  it('does not let a credential that floods its own burst use up the tenant burst of the others', async () => {
    const guard = new RateLimitAdmission(new InMemoryRateLimitStore(), new InMemoryUsageLedger(), clock);
    clock.set(new Date('2026-11-10T13:00:00Z'));
    for (let call = 0; call < 50; call++)
      await guard.admit(credential('greedy'), reply).catch(() => undefined);
    for (let call = 0; call < 5; call++) await guard.admit(credential('polite'), reply);
  });

  it('counts sandbox calls on their own budget and burst, never on the live quota', async () => {
    const ledger = new InMemoryUsageLedger();
    const events = new RecordingOutboundEvents();
    const guard = new RateLimitAdmission(new InMemoryRateLimitStore(), ledger, clock, events);
    clock.set(new Date('2026-11-10T14:00:00Z'));
    const sandbox = credential('k-1', { sandbox: true, credentialKind: 'api_key', kind: 'api_key' });
    const headers = new RecordingHeaders();
    await guard.admit(sandbox, headers);
    expect(headers.headers.get('ratelimit-policy')).toBe(
      '"burst";q=5;w=1, "tenant-burst";q=10;w=1, "monthly";q=1000',
    );
    expect(headers.headers.get('ratelimit')).toMatch(/"monthly";r=999;t=\d+$/);
    // The same key's live calls have their own burst this second, and the live quota is untouched.
    for (let call = 0; call < 4; call++) await guard.admit(sandbox, reply);
    await expect(guard.admit(sandbox, reply)).rejects.toBeInstanceOf(CallRefusedError);
    await guard.admit({ ...sandbox, sandbox: false }, reply);
    expect(await ledger.used(TENANT, 'sandbox:2026-11')).toBe(5);
    expect(await ledger.used(TENANT, '2026-11')).toBe(1);
  });

  it('refuses the call past the sandbox budget with QUOTA_EXCEEDED, and publishes no quota event for it', async () => {
    const ledger = new InMemoryUsageLedger();
    const events = new RecordingOutboundEvents();
    const guard = new RateLimitAdmission(new InMemoryRateLimitStore(), ledger, clock, events);
    ledger.counts.set(`${TENANT}/sandbox:2026-11`, 999);
    const sandbox = credential('k-2', { sandbox: true });
    clock.set(new Date('2026-11-10T15:00:00Z'));
    await guard.admit(sandbox, reply);
    await expect(guard.admit(sandbox, reply)).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { policy: 'monthly' },
    });
    expect(events.published).toEqual([]);
    // Live calls go on: the budgets are apart.
    await guard.admit({ ...sandbox, sandbox: false }, reply);
  });
});

describe('the flag-evaluation lane', () => {
  it('admits a plan’s flag evaluations per second apart from the API burst and without using the quota', async () => {
    const clock = new FixedClock(new Date('2026-11-10T12:00:00.100Z'));
    const ledger = new InMemoryUsageLedger();
    const guard = new RateLimitAdmission(new InMemoryRateLimitStore(), ledger, clock);
    const headers = new Map<string, string>();
    const recording = { header: (name: string, value: string) => headers.set(name, value) };
    // Free: 5 API calls per second, 100 quota a month, 100 flag evaluations per second.
    for (let i = 0; i < 100; i++) await guard.admit(principal, recording, 'flag-evaluation');
    expect(headers.get('ratelimit-policy')).toBe('"flag-evaluation";q=100;w=1');
    expect(headers.get('ratelimit')).toBe('"flag-evaluation";r=0;t=1');
    await expect(guard.admit(principal, recording, 'flag-evaluation')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { policy: 'flag-evaluation', retryAfterSeconds: 1 },
    });
    expect(headers.get('retry-after')).toBe('1');
    expect(await ledger.used(TENANT, '2026-11')).toBe(0);
    // The API's own burst is untouched: five calls in the same second still pass.
    for (let i = 0; i < 5; i++) await guard.admit(principal, reply);
    expect(await ledger.used(TENANT, '2026-11')).toBe(5);
    clock.set(new Date('2026-11-10T12:00:01.100Z'));
    await guard.admit(principal, recording, 'flag-evaluation');
  });
});
