import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { DigestSummary } from '../domain/digest';
import type { FeedScope } from './notification-feed.port';

/** How the named chat destinations of a schedule stand: ids the scope has none of, and disabled ones. */
export interface DigestChatCheck {
  unknown: string[];
  disabled: string[];
}

/** The digests' `chat` channel: the tenant's Slack and Teams destinations (kept by the integrations module). */
export abstract class DigestChats {
  abstract check(scope: FeedScope, ids: readonly string[]): Promise<DigestChatCheck>;
  /**
   * Queues the digest to the named destinations in the digest's own transaction: it is sent exactly when the
   * period's run commits. A destination deleted or disabled since the schedule was stored is skipped.
   */
  abstract post(
    tx: Transaction,
    scope: FeedScope,
    ids: readonly string[],
    summary: DigestSummary,
  ): Promise<void>;
}
