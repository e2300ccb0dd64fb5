import { TeamChats, type ChatMessage } from '../../integrations';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { DigestChats, type DigestChatCheck } from '../application/digest-chats.port';
import type { FeedScope } from '../application/notification-feed.port';
import type { DigestSummary } from '../domain/digest';

/**
 * The digest as a chat message: the title as heading, the total as text, one fact per event type (its
 * German description and count). The integrations module renders it as Block Kit (parts of at most 50
 * blocks with a text fallback) or as an Adaptive Card 1.4.
 */
export function digestChatMessage(summary: DigestSummary): ChatMessage {
  return {
    title: summary.title,
    text: `${summary.total.charAt(0).toUpperCase()}${summary.total.slice(1)}.`,
    facts: summary.lines.map((l) => ({ label: l.description, value: `${l.count}×` })),
    link: null,
  };
}

/** The `chat` channel over the integrations module's public port. */
export class TeamChatDigests extends DigestChats {
  constructor(private readonly chats: TeamChats) {
    super();
  }

  async check(scope: FeedScope, ids: readonly string[]): Promise<DigestChatCheck> {
    const found = new Map((await this.chats.find(scope, ids)).map((d) => [d.id, d]));
    return {
      unknown: ids.filter((id) => !found.has(id)),
      disabled: ids.filter((id) => found.get(id)?.enabled === false),
    };
  }

  async post(
    tx: Transaction,
    scope: FeedScope,
    ids: readonly string[],
    summary: DigestSummary,
  ): Promise<void> {
    await this.chats.post(scope, ids, 'digest.ready', digestChatMessage(summary), tx);
  }
}
