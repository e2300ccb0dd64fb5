import { FixedClock, tenantIdOf } from '@libs/shared';
import type { OutboundEvent } from '../../platform/events/outbound-events.port';
import { OutboundEvents } from '../../platform/events/outbound-events.port';
import { outboundEventProblem } from '../../platform/events/outbound-event-check';
import '../access.event-types';
import type { Principal } from '../../platform/auth/principal';
import { InMemoryRateLimitStore } from './in-memory-rate-limit.store';
import { RateLimitAdmission } from './rate-limit.admission';
import { UsageLedger } from './usage-ledger.port';
import { thresholdReached } from './quota-thresholds';

class InMemoryUsageLedger extends UsageLedger {
  readonly counts = new Map<string, number>();
  async consume(tenantId: string, period: string, quota: number | null): Promise<number | null> {
    const used = (this.counts.get(`${tenantId}/${period}`) ?? 0) + 1;
    if (quota !== null && used > quota) return null;
    this.counts.set(`${tenantId}/${period}`, used);
    return used;
  }
  async used(tenantId: string, period: string): Promise<number> {
    return this.counts.get(`${tenantId}/${period}`) ?? 0;
  }
}

class RecordingOutboundEvents extends OutboundEvents {
  readonly published: { tenantId: string; event: OutboundEvent }[] = [];
  async publish(tenantId: string, event: OutboundEvent): Promise<void> {
    this.published.push({ tenantId, event });
  }
}

const TENANT = tenantIdOf('00000000-0000-4000-8000-000000000001');
const principal: Principal = {
  tenantId: TENANT,
  plan: 'free',
  scopes: ['api'],
  sandbox: false,
  credentialId: 'k-1',
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
    await expect(guard.admit(principal, reply)).rejects.toMatchObject({ status: 429 });
    expect(events.published.map((p) => p.event.data.thresholdPercent)).toEqual([80, 100]);
    expect(events.published[0]).toEqual({
      tenantId: TENANT,
      event: {
        type: 'quota.threshold_reached',
        data: { period: '2026-11', thresholdPercent: 80, used: 80, quota: 100 },
        idempotencyKey: 'quota.threshold_reached:2026-11:80',
      },
    });
    // What the outbox would check: a registered type, data as its payload class (and the v2 document) says.
    expect(events.published.map((p) => outboundEventProblem(p.event))).toEqual([undefined, undefined]);
  });
});
