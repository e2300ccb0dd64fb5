// This file answers with the access module's QUOTA_EXCEEDED: its table must be registered.
import '../access.error-codes';
import { HttpException, Logger } from '@nestjs/common';
import type { Clock, TenantId } from '@libs/shared';
import { CallAdmission, type AdmissionHeaders } from '../../platform/auth/call-admission.port';
import type { Principal } from '../../platform/auth/principal';
import { entitlementsOf } from '../domain/plan';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { QuotaThresholdReachedPayload } from '../access.event-types';
import { bodyOf } from '../../platform/errors/global-exception.filter';
import { quotaPeriodOf, quotaResetOf, secondsUntil } from './quota-period';
import { thresholdReached } from './quota-thresholds';
import type { RateLimitStore } from './rate-limit-store.port';
import type { UsageLedger } from './usage-ledger.port';

const BURST_WINDOW_MS = 1000;

/**
 * The kernel's `CallAdmission`: runs after authentication (public routes have no principal and are not
 * limited). Two policies,
 * announced on every authenticated response (draft-ietf-httpapi-ratelimit-headers): `burst` per credential
 * and second, `monthly` per tenant and UTC calendar month. A refused call is not counted against the
 * monthly quota; failed authentication never reaches this guard.
 */
export class RateLimitAdmission extends CallAdmission {
  private readonly log = new Logger(RateLimitAdmission.name);

  constructor(
    private readonly store: RateLimitStore,
    private readonly ledger: UsageLedger,
    private readonly clock: Clock,
    private readonly events?: OutboundEvents,
  ) {
    super();
  }

  async admit(principal: Principal, reply: AdmissionHeaders): Promise<void> {
    const plan = entitlementsOf(principal.plan);
    const now = this.clock.now();
    const windowStart = Math.floor(now.getTime() / BURST_WINDOW_MS) * BURST_WINDOW_MS;
    const burstHits = await this.store.hit(
      `burst:${principal.credentialId}:${windowStart}`,
      2 * BURST_WINDOW_MS,
    );
    const burstReset = secondsUntil(new Date(windowStart + BURST_WINDOW_MS), now);
    const burst = `"burst";r=${Math.max(0, plan.burstPerSecond - burstHits)};t=${burstReset}`;
    const policies = [`"burst";q=${plan.burstPerSecond};w=1`];
    if (plan.monthlyQuota !== null) policies.push(`"monthly";q=${plan.monthlyQuota}`);
    reply.header('ratelimit-policy', policies.join(', '));

    const monthReset = secondsUntil(quotaResetOf(now), now);
    const monthly = (used: number) =>
      plan.monthlyQuota === null
        ? ''
        : `, "monthly";r=${Math.max(0, plan.monthlyQuota - used)};t=${monthReset}`;
    if (burstHits > plan.burstPerSecond) {
      // The monthly count is read, not consumed: a refused call does not count.
      const used =
        plan.monthlyQuota === null ? 0 : await this.ledger.used(principal.tenantId, quotaPeriodOf(now));
      this.refuse(reply, `${burst}${monthly(used)}`, burstReset, 'RATE_LIMITED', 'burst');
    }
    const used = await this.ledger.consume(principal.tenantId, quotaPeriodOf(now), plan.monthlyQuota, now);
    if (used === null)
      this.refuse(
        reply,
        `${burst}${monthly(plan.monthlyQuota ?? 0)}`,
        monthReset,
        'QUOTA_EXCEEDED',
        'monthly',
      );
    reply.header('ratelimit', `${burst}${monthly(used)}`);
    if (plan.monthlyQuota !== null)
      await this.announceThreshold(principal.tenantId, quotaPeriodOf(now), used, plan.monthlyQuota);
  }

  /**
   * `quota.threshold_reached` at 80 % and 100 %, once per period (idempotency key). Published after the
   * usage is committed and outside any tenant transaction; a failure to publish never fails the call.
   */
  private async announceThreshold(
    tenantId: TenantId,
    period: string,
    used: number,
    quota: number,
  ): Promise<void> {
    const thresholdPercent = thresholdReached(used, quota);
    if (thresholdPercent === null || !this.events) return;
    try {
      await this.events.publish(tenantId, {
        type: 'quota.threshold_reached',
        data: { period, thresholdPercent, used, quota } satisfies QuotaThresholdReachedPayload,
        idempotencyKey: `quota.threshold_reached:${period}:${thresholdPercent}`,
      });
    } catch (err) {
      this.log.warn(`quota event not published: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private refuse(
    reply: AdmissionHeaders,
    state: string,
    retryAfter: number,
    code: 'RATE_LIMITED' | 'QUOTA_EXCEEDED',
    policy: string,
  ): never {
    reply.header('ratelimit', state);
    reply.header('retry-after', String(retryAfter));
    throw new HttpException(bodyOf(code, { details: { policy, retryAfterSeconds: retryAfter } }), 429);
  }
}
