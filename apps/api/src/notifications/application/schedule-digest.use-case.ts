import type { Clock } from '@libs/shared';
import { randomUUID } from 'node:crypto';
import type { TenantEntitlements } from '../../access';
import { nextDigestAt, type DigestSchedule } from '../domain/digest';
import type { DigestRepository } from './digest-repository.port';
import type { FeedScope } from './notification-feed.port';
import { DigestScheduleLimitReachedError } from './notification.errors';

export type NewDigestSchedule = Omit<DigestSchedule, 'id' | 'sandbox' | 'createdAt'>;

/** Stores a digest schedule within the plan's limit; its first digest covers events from now on. */
export class ScheduleDigest {
  constructor(
    private readonly digests: DigestRepository,
    private readonly entitlements: TenantEntitlements,
    private readonly clock: Clock,
  ) {}

  async execute(scope: FeedScope, input: NewDigestSchedule): Promise<DigestSchedule & { nextDueAt: Date }> {
    const limit = (await this.entitlements.of(scope.tenantId)).entitlements.digestSchedules;
    if (limit !== null && (await this.digests.count(scope.tenantId)) >= limit)
      throw new DigestScheduleLimitReachedError(limit);
    const now = this.clock.now();
    const schedule: DigestSchedule = { ...input, id: randomUUID(), sandbox: scope.sandbox, createdAt: now };
    const nextDueAt = nextDigestAt(schedule, now);
    await this.digests.create(scope, schedule, nextDueAt);
    return { ...schedule, nextDueAt };
  }
}
