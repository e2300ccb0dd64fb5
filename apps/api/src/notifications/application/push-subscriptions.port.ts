import type { TenantId } from '@libs/shared';
import type { FeedScope } from './notification-feed.port';

export interface PushKeys {
  p256dh: string;
  auth: string;
}

export interface PushSubscriptionRecord {
  id: string;
  sandbox: boolean;
  userRef: string | null;
  endpoint: string;
  /** Preferences: event types of the feed pushed to this browser as they happen (empty: none). */
  eventTypes: string[];
  expiresAt: Date | null;
  createdAt: Date;
  /** Pushes of a sandbox subscription, recorded instead of sent (ADR 0009). */
  sandboxDeliveries: number;
  lastSandboxDeliveryAt: Date | null;
}

export interface NewPushSubscription {
  endpoint: string;
  keys: PushKeys;
  userRef: string | null;
  eventTypes: string[];
  expiresAt: Date | null;
}

export type PushTarget = { to: 'subscription'; id: string } | { to: 'user'; userRef: string } | { to: 'all' };

/** A tenant's browsers; the keys are stored encrypted and only the delivery reads them. */
export abstract class PushSubscriptions {
  abstract count(tenantId: TenantId): Promise<number>;
  /** The same endpoint subscribed again (a browser renewing its keys) keeps its id. */
  abstract save(scope: FeedScope, input: NewPushSubscription, now: Date): Promise<PushSubscriptionRecord>;
  abstract list(scope: FeedScope): Promise<PushSubscriptionRecord[]>;
  abstract delete(scope: FeedScope, id: string): Promise<boolean>;
  abstract idsFor(scope: FeedScope, target: PushTarget): Promise<string[]>;
  /** Subscriptions of the scope that asked for events of `type`. */
  abstract idsForEvent(scope: FeedScope, type: string): Promise<string[]>;
  abstract forDelivery(
    tenantId: TenantId,
    id: string,
  ): Promise<{ endpoint: string; keys: PushKeys; sandbox: boolean } | null>;
  /** A sandbox subscription's push, recorded in place of a send. */
  abstract recordSandboxDelivery(tenantId: TenantId, id: string, now: Date): Promise<void>;
  /** The push service said the browser is gone (404/410). */
  abstract remove(tenantId: TenantId, id: string): Promise<void>;
  /**
   * Deletes the tenant's subscriptions whose `expirationTime` (from the browser) is not after `now`: the push
   * service no longer accepts them, and the browser subscribes anew with another endpoint.
   */
  abstract removeExpired(tenantId: TenantId, now: Date): Promise<number>;
}
