import type { Clock } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import type { TenantEntitlements } from '../../access';
import { nextDigestAt, type DigestSchedule } from '../domain/digest';
import type { DigestChats } from './digest-chats.port';
import type { DigestRepository } from './digest-repository.port';
import type { FeedScope } from './notification-feed.port';
import {
  DigestChatChannelInvalidError,
  DigestChatDestinationDisabledError,
  DigestChatDestinationNotFoundError,
  DigestScheduleLimitReachedError,
} from './notification.errors';

export type NewDigestSchedule = Omit<DigestSchedule, 'id' | 'sandbox' | 'createdAt'>;

/**
 * Stores a digest schedule within the plan's limit; its first digest covers events from now on. The `chat`
 * channel names its destinations, which must be the scope's (same tenant and mode) and enabled: a digest
 * promised to a channel that cannot receive it would be lost without a word.
 */
export class ScheduleDigest {
  constructor(
    private readonly digests: DigestRepository,
    private readonly entitlements: TenantEntitlements,
    private readonly chats: DigestChats,
    private readonly clock: Clock,
  ) {}

  async execute(scope: FeedScope, input: NewDigestSchedule): Promise<DigestSchedule & { nextDueAt: Date }> {
    await this.checkChat(scope, input);
    const limit = (await this.entitlements.of(scope.tenantId)).entitlements.digestSchedules;
    if (limit !== null && (await this.digests.count(scope.tenantId)) >= limit)
      throw new DigestScheduleLimitReachedError(limit);
    const now = this.clock.now();
    const schedule: DigestSchedule = { ...input, id: randomUUID(), sandbox: scope.sandbox, createdAt: now };
    const nextDueAt = nextDigestAt(schedule, now);
    await this.digests.create(scope, schedule, nextDueAt);
    return { ...schedule, nextDueAt };
  }

  private async checkChat(scope: FeedScope, input: NewDigestSchedule): Promise<void> {
    const ids = input.chatDestinationIds;
    if (input.channels.includes('chat') !== ids.length > 0) throw new DigestChatChannelInvalidError();
    if (ids.length === 0) return;
    const { unknown, disabled } = await this.chats.check(scope, ids);
    if (unknown.length > 0) throw new DigestChatDestinationNotFoundError(unknown);
    if (disabled.length > 0) throw new DigestChatDestinationDisabledError(disabled);
  }
}
