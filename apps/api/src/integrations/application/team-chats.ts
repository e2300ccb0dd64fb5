import type { TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { ChatMessage, ChatVendor } from '../domain/chat-message';

/** A chat destination as another module sees it: no URL (a bearer secret), no delivery log. */
export interface TeamChatDestination {
  id: string;
  vendor: ChatVendor;
  enabled: boolean;
}

/**
 * What other modules may do with a tenant's Slack and Teams destinations (the digests' `chat` channel,
 * ADR 0014 and 0018): look named destinations up, and post a message to them inside the caller's
 * transaction, so that the message exists exactly when the caller's change commits. The vendor formats and
 * their limits (Block Kit parts of at most 50 blocks with a text fallback, Adaptive Card 1.4 within 28 KB)
 * stay here.
 */
export abstract class TeamChats {
  /** The scope's destinations among `ids`; an id of another tenant or mode, or of none, is absent. */
  abstract find(scope: TenantScope, ids: readonly string[]): Promise<TeamChatDestination[]>;
  /**
   * Queues `message` to the scope's enabled destinations among `ids`, in `tx`, logged under `eventType`;
   * returns the destinations it was queued for (a deleted or disabled one is skipped).
   */
  abstract post(
    scope: TenantScope,
    ids: readonly string[],
    eventType: string,
    message: ChatMessage,
    tx: Transaction,
  ): Promise<string[]>;
}
