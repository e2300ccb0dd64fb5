import type { TenantId } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { DigestSchedule } from '../domain/digest';
import type { FeedEvent } from '../domain/feed-event';
import type { FeedScope } from './notification-feed.port';

export interface DueDigest {
  tenantId: TenantId;
  scheduleId: string;
}

/** A schedule locked for producing its digest, with where it stands. */
export interface LockedDigest {
  schedule: DigestSchedule;
  watermark: number;
  nextDueAt: Date;
}

export interface DigestRun {
  scheduleId: string;
  period: string;
  status: 'sent' | 'skipped';
  eventCount: number;
  fromId: number;
  throughId: number;
  summary: string;
}

export abstract class DigestRepository {
  abstract count(tenantId: TenantId): Promise<number>;
  /** Stores a schedule that starts after the feed's current head, first due at `nextDueAt`. */
  abstract create(scope: FeedScope, schedule: DigestSchedule, nextDueAt: Date): Promise<void>;
  abstract list(scope: FeedScope): Promise<(DigestSchedule & { nextDueAt: Date })[]>;
  abstract delete(scope: FeedScope, id: string): Promise<boolean>;
  /** Due schedules of every tenant (the sweep's only cross-tenant read). */
  abstract due(now: Date, limit: number): Promise<DueDigest[]>;
  /** Locks the schedule for this transaction: a second producer waits, then sees the advanced state. */
  abstract lock(tx: Transaction, scheduleId: string): Promise<LockedDigest | null>;
  abstract eventsAfter(
    tx: Transaction,
    scope: FeedScope,
    afterId: number,
    limit: number,
  ): Promise<FeedEvent[]>;
  /** Records the period's run; false when it exists already (the digest went out before). */
  abstract recordRun(tx: Transaction, run: DigestRun, now: Date): Promise<boolean>;
  abstract advance(tx: Transaction, scheduleId: string, watermark: number, nextDueAt: Date): Promise<void>;
  /** The scope's push subscriptions, read in the digest's own transaction. */
  abstract pushSubscriptionIds(tx: Transaction, scope: FeedScope): Promise<string[]>;
  abstract runs(scope: FeedScope, scheduleId: string): Promise<DigestRun[]>;
}
