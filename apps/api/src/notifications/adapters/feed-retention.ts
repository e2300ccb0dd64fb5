import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock, parseTenantId } from '@libs/shared';
import { DataSource } from 'typeorm';
import { AppConfigToken, type AppConfig } from '../../platform/config/app-config';
import { ScheduledJobs, type JobRunResult } from '../../platform/jobs/scheduled-jobs.port';
import { NotificationFeed } from '../application/notification-feed.port';
import { PushSubscriptions } from '../application/push-subscriptions.port';
import { notificationSettings } from '../application/notification-settings';

export const FEED_RETENTION_JOB = 'notifications-feed-retention';
const TENANT_PAGE = 500;

/**
 * Once a day: removes feed events older than the retention (`NOTIFICATIONS_FEED_RETENTION_HOURS`, default
 * 7 days) for every tenant with a feed (a stream whose `Last-Event-ID` predates them gets `reset`), and the
 * push subscriptions past the `expirationTime` their browser gave, for every tenant.
 */
@Injectable()
export class FeedRetention implements OnModuleInit {
  private readonly retentionMs: number;

  constructor(
    private readonly schedules: ScheduledJobs,
    private readonly feed: NotificationFeed,
    private readonly subscriptions: PushSubscriptions,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(AppConfigToken) config: AppConfig,
  ) {
    this.retentionMs = notificationSettings(config).feedRetentionHours * 3_600_000;
  }

  onModuleInit(): void {
    this.schedules.schedule(FEED_RETENTION_JOB, '30 3 * * *', 'Europe/Berlin', () => this.run());
  }

  async run(): Promise<JobRunResult> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - this.retentionMs);
    const tenants: { tenant_id: string }[] = await this.dataSource.query(
      `SELECT tenant_id FROM notification_feed_heads ORDER BY tenant_id`,
    );
    let removed = 0;
    for (const row of tenants) {
      const tenantId = parseTenantId(row.tenant_id);
      if (tenantId) removed += await this.feed.prune(tenantId, cutoff);
    }
    return {
      counts: { tenants: tenants.length, removed, expiredSubscriptions: await this.removeExpired(now) },
    };
  }

  /**
   * Subscriptions are read under row-level security only, so every tenant is visited (the ids from the
   * access module's `tenants` table, paged like the catalogue's fan-out): one small DELETE per tenant a day.
   */
  private async removeExpired(now: Date): Promise<number> {
    let removed = 0;
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      const page: { id: string }[] = await this.dataSource.query(
        `SELECT id FROM tenants WHERE id > $1 ORDER BY id LIMIT $2`,
        [after, TENANT_PAGE],
      );
      for (const { id } of page) {
        const tenantId = parseTenantId(id);
        if (tenantId) removed += await this.subscriptions.removeExpired(tenantId, now);
      }
      if (page.length < TENANT_PAGE) return removed;
      after = page[page.length - 1]!.id;
    }
  }
}
