import type { TenantId } from '@libs/shared';
import type { FeedEvent } from '../domain/feed-event';

export interface FeedScope {
  tenantId: TenantId;
  sandbox: boolean;
}

/** Where the feed stands: the newest id, and the newest id that retention removed (0: none yet). */
export interface FeedHead {
  lastId: number;
  prunedThrough: number;
}

/** The per-tenant feed: the one source of the stream, pushes and digests (ADR 0014). */
export abstract class NotificationFeed {
  /** Events after `afterId` in id order, of the scope's mode, optionally only some types. */
  abstract after(
    scope: FeedScope,
    afterId: number,
    types: string[] | null,
    limit: number,
  ): Promise<FeedEvent[]>;
  abstract head(tenantId: TenantId): Promise<FeedHead>;
  /** Removes what is older than `cutoff` and remembers the newest removed id (for `reset`). */
  abstract prune(tenantId: TenantId, cutoff: Date): Promise<number>;
}
