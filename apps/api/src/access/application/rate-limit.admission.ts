import type { Clock, OperatorLog, TenantId } from '@libs/shared';
import {
  CallAdmission,
  type AdmissionHeaders,
  type AdmissionLane,
} from '../../platform/auth/call-admission.port';
import type { Principal } from '../../platform/auth/principal';
import { entitlementsOf } from '../domain/plan';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { QuotaThresholdReachedPayload } from '../access.event-types';
import { CallRefusedError } from '../domain/call-refused.error';
import { quotaPeriodOf, quotaResetOf, secondsUntil, usagePeriodOf } from '../domain/quota-period';
import { thresholdCrossed } from '../domain/quota-thresholds';
import type { RateLimitStore } from './rate-limit-store.port';
import type { UsageLedger } from './usage-ledger.port';

const BURST_WINDOW_MS = 1000;

/**
 * The kernel's `CallAdmission`: runs after authentication (public routes have no principal and are not
 * limited). Three policies, announced on every authenticated response (draft-ietf-httpapi-ratelimit-headers):
 * `burst` per credential and second, `tenant-burst` per tenant and second over all its credentials (more
 * OAuth clients or keys do not multiply it), and `monthly` per tenant and UTC calendar month. Sandbox calls
 * (ADR 0009) count apart from live ones in all three: their own burst counters and their own monthly budget
 * (`sandboxMonthlyQuota`), so trying things out never eats the live quota. A refused call is not counted
 * against the monthly budget; failed authentication never reaches this guard.
 */
export class RateLimitAdmission extends CallAdmission {
  /** The highest threshold this instance announced per tenant and period (bounded; a repeat is one event). */
  private readonly announced = new Map<string, number>();

  constructor(
    private readonly store: RateLimitStore,
    private readonly ledger: UsageLedger,
    private readonly clock: Clock,
    private readonly events?: OutboundEvents,
    // A quota event that could not be published is the operator's to see; the call still succeeds.
    private readonly log: OperatorLog = console,
  ) {
    super();
  }

  async admit(principal: Principal, reply: AdmissionHeaders, lane: AdmissionLane = 'api'): Promise<void> {
    if (lane === 'flag-evaluation') return this.admitFlagEvaluation(principal, reply);
    const plan = entitlementsOf(principal.plan);
    const mode = principal.sandbox ? 'sandbox' : 'live';
    const quota = principal.sandbox ? plan.sandboxMonthlyQuota : plan.monthlyQuota;
    const now = this.clock.now();
    const period = usagePeriodOf(now, principal.sandbox);
    const windowStart = Math.floor(now.getTime() / BURST_WINDOW_MS) * BURST_WINDOW_MS;
    const burstReset = secondsUntil(new Date(windowStart + BURST_WINDOW_MS), now);
    const credentialHits = await this.store.hit(
      `burst:${mode}:${principal.credentialKind}:${principal.credentialId}:${windowStart}`,
      2 * BURST_WINDOW_MS,
      plan.burstPerSecond,
    );
    // The tenant's counter only sees calls its credential let through: one credential flooding its own
    // budget does not use up its siblings' share.
    const tenantHits =
      credentialHits > plan.burstPerSecond
        ? null
        : await this.store.hit(
            `burst-tenant:${mode}:${principal.tenantId}:${windowStart}`,
            2 * BURST_WINDOW_MS,
            plan.tenantBurstPerSecond,
          );
    const policies = [
      `"burst";q=${plan.burstPerSecond};w=1`,
      `"tenant-burst";q=${plan.tenantBurstPerSecond};w=1`,
    ];
    if (quota !== null) policies.push(`"monthly";q=${quota}`);
    reply.header('ratelimit-policy', policies.join(', '));

    let burst = `"burst";r=${Math.max(0, plan.burstPerSecond - credentialHits)};t=${burstReset}`;
    if (tenantHits !== null)
      burst += `, "tenant-burst";r=${Math.max(0, plan.tenantBurstPerSecond - tenantHits)};t=${burstReset}`;
    const monthReset = secondsUntil(quotaResetOf(now), now);
    const monthly = (used: number) =>
      quota === null ? '' : `, "monthly";r=${Math.max(0, quota - used)};t=${monthReset}`;
    const burstRefused =
      tenantHits === null ? 'burst' : tenantHits > plan.tenantBurstPerSecond ? 'tenant-burst' : null;
    if (burstRefused) {
      // The monthly count is read, not consumed: a refused call does not count.
      const used = quota === null ? 0 : await this.ledger.used(principal.tenantId, period);
      this.refuse(reply, `${burst}${monthly(used)}`, burstReset, 'RATE_LIMITED', burstRefused);
    }
    const used = await this.ledger.consume(principal.tenantId, period, quota, now);
    if (used === null)
      this.refuse(reply, `${burst}${monthly(quota ?? 0)}`, monthReset, 'QUOTA_EXCEEDED', 'monthly');
    reply.header('ratelimit', `${burst}${monthly(used)}`);
    // Quota events concern the live quota; the sandbox budget is announced in headers and /developer/quota.
    if (plan.monthlyQuota !== null && !principal.sandbox)
      await this.announceThreshold(principal.tenantId, quotaPeriodOf(now), used, plan.monthlyQuota);
  }

  /**
   * Flag evaluations: one policy of their own, `flag-evaluation` per credential and second (live and
   * sandbox apart), not the API's burst and never the monthly quota, so that an app checking a flag per request
   * or a provider polling neither spends its calls nor trips the API limit.
   */
  private async admitFlagEvaluation(principal: Principal, reply: AdmissionHeaders): Promise<void> {
    const limit = entitlementsOf(principal.plan).flagEvaluationsPerSecond;
    const mode = principal.sandbox ? 'sandbox' : 'live';
    const now = this.clock.now();
    const windowStart = Math.floor(now.getTime() / BURST_WINDOW_MS) * BURST_WINDOW_MS;
    const reset = secondsUntil(new Date(windowStart + BURST_WINDOW_MS), now);
    const hits = await this.store.hit(
      `flags:${mode}:${principal.credentialKind}:${principal.credentialId}:${windowStart}`,
      2 * BURST_WINDOW_MS,
      limit,
    );
    reply.header('ratelimit-policy', `"flag-evaluation";q=${limit};w=1`);
    const state = `"flag-evaluation";r=${Math.max(0, limit - hits)};t=${reset}`;
    if (hits > limit) this.refuse(reply, state, reset, 'RATE_LIMITED', 'flag-evaluation');
    reply.header('ratelimit', state);
  }

  /**
   * `quota.threshold_reached` at 80 % and 100 %, once per period (idempotency key). Published after the
   * usage is committed and outside any tenant transaction; a failure to publish never fails the call. Each
   * instance announces a threshold once, when a call's number first reaches it (ADR 0026).
   */
  private async announceThreshold(
    tenantId: TenantId,
    period: string,
    used: number,
    quota: number,
  ): Promise<void> {
    const thresholdPercent = thresholdCrossed(used, quota);
    const memo = `${tenantId}:${period}`;
    if (thresholdPercent === null || !this.events || (this.announced.get(memo) ?? 0) >= thresholdPercent)
      return;
    if (this.announced.size >= 100_000) this.announced.clear();
    this.announced.set(memo, thresholdPercent);
    try {
      await this.events.publish(tenantId, {
        type: 'quota.threshold_reached',
        // The live monthly quota: live endpoints hear of it.
        sandbox: false,
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
    throw new CallRefusedError(code, { policy, retryAfterSeconds: retryAfter });
  }
}
