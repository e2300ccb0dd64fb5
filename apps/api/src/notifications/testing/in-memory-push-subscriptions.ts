import type { TenantId } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import type { FeedScope } from '../application/notification-feed.port';
import {
  PushSubscriptions,
  type NewPushSubscription,
  type PushKeys,
  type PushSubscriptionRecord,
  type PushTarget,
} from '../application/push-subscriptions.port';

type Stored = PushSubscriptionRecord & { tenantId: TenantId; keys: PushKeys };

/** The subscriptions port in memory, with the adapter's rules (same endpoint keeps its id, scope filters). */
export class InMemoryPushSubscriptions extends PushSubscriptions {
  readonly rows: Stored[] = [];

  private inScope = (scope: FeedScope) => (r: Stored) =>
    r.tenantId === scope.tenantId && r.sandbox === scope.sandbox;

  count(tenantId: TenantId): Promise<number> {
    return Promise.resolve(this.rows.filter((r) => r.tenantId === tenantId).length);
  }

  save(scope: FeedScope, input: NewPushSubscription, now: Date): Promise<PushSubscriptionRecord> {
    const existing = this.rows.find((r) => this.inScope(scope)(r) && r.endpoint === input.endpoint);
    if (existing) {
      Object.assign(existing, input);
      return Promise.resolve(existing);
    }
    const row: Stored = {
      ...input,
      id: randomUUID(),
      tenantId: scope.tenantId,
      sandbox: scope.sandbox,
      createdAt: now,
      sandboxDeliveries: 0,
      lastSandboxDeliveryAt: null,
    };
    this.rows.push(row);
    return Promise.resolve(row);
  }

  list(scope: FeedScope): Promise<PushSubscriptionRecord[]> {
    return Promise.resolve(this.rows.filter(this.inScope(scope)));
  }

  delete(scope: FeedScope, id: string): Promise<boolean> {
    const index = this.rows.findIndex((r) => this.inScope(scope)(r) && r.id === id);
    if (index >= 0) this.rows.splice(index, 1);
    return Promise.resolve(index >= 0);
  }

  idsFor(scope: FeedScope, target: PushTarget): Promise<string[]> {
    return Promise.resolve(
      this.rows
        .filter(this.inScope(scope))
        .filter((r) =>
          target.to === 'subscription'
            ? r.id === target.id
            : target.to === 'user'
              ? r.userRef === target.userRef
              : true,
        )
        .map((r) => r.id),
    );
  }

  idsForEvent(scope: FeedScope, type: string): Promise<string[]> {
    return Promise.resolve(
      this.rows
        .filter(this.inScope(scope))
        .filter((r) => r.eventTypes.includes(type))
        .map((r) => r.id),
    );
  }

  forDelivery(
    tenantId: TenantId,
    id: string,
  ): Promise<{ endpoint: string; keys: PushKeys; sandbox: boolean } | null> {
    const row = this.rows.find((r) => r.tenantId === tenantId && r.id === id);
    return Promise.resolve(row ? { endpoint: row.endpoint, keys: row.keys, sandbox: row.sandbox } : null);
  }

  recordSandboxDelivery(tenantId: TenantId, id: string, now: Date): Promise<void> {
    const row = this.rows.find((r) => r.tenantId === tenantId && r.id === id && r.sandbox);
    if (row) Object.assign(row, { sandboxDeliveries: row.sandboxDeliveries + 1, lastSandboxDeliveryAt: now });
    return Promise.resolve();
  }

  remove(tenantId: TenantId, id: string): Promise<void> {
    const index = this.rows.findIndex((r) => r.tenantId === tenantId && r.id === id);
    if (index >= 0) this.rows.splice(index, 1);
    return Promise.resolve();
  }

  removeExpired(tenantId: TenantId, now: Date): Promise<number> {
    const before = this.rows.length;
    const kept = this.rows.filter((r) => r.tenantId !== tenantId || !r.expiresAt || r.expiresAt > now);
    this.rows.splice(0, this.rows.length, ...kept);
    return Promise.resolve(before - kept.length);
  }
}
