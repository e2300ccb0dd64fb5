import type { Clock } from '@libs/shared';
import type { TenantEntitlements } from '../../access';
import type { FeedScope } from './notification-feed.port';
import { PushEndpointRejectedError, PushSubscriptionLimitReachedError } from './notification.errors';
import type {
  NewPushSubscription,
  PushSubscriptionRecord,
  PushSubscriptions,
} from './push-subscriptions.port';

/** Stores a browser's `PushSubscription` after the endpoint policy (allow-list and SSRF guard) and the plan. */
export class SubscribePush {
  constructor(
    private readonly subscriptions: PushSubscriptions,
    private readonly entitlements: TenantEntitlements,
    private readonly endpointProblem: (endpoint: string) => string | null,
    private readonly clock: Clock,
  ) {}

  async execute(scope: FeedScope, input: NewPushSubscription): Promise<PushSubscriptionRecord> {
    const problem = this.endpointProblem(input.endpoint);
    if (problem) throw new PushEndpointRejectedError(problem);
    const limit = (await this.entitlements.of(scope.tenantId)).entitlements.pushSubscriptions;
    if (limit !== null) {
      const existing = await this.subscriptions.list(scope);
      const renewal = existing.some((s) => s.endpoint === input.endpoint);
      if (!renewal && (await this.subscriptions.count(scope.tenantId)) >= limit)
        throw new PushSubscriptionLimitReachedError(limit);
    }
    return this.subscriptions.save(scope, input, this.clock.now());
  }
}
