import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock, parseTenantId } from '@libs/shared';
import { DataSource } from 'typeorm';
import { AppConfigToken, type AppConfig } from '../../platform/config/app-config';
import { ScheduledJobs, type JobRunResult } from '../../platform/jobs/scheduled-jobs.port';
import { NotificationFeed } from '../application/notification-feed.port';
import { notificationSettings } from '../application/notification-settings';

export const FEED_RETENTION_JOB = 'notifications-feed-retention';

/**
 * Removes feed events older than the retention (`NOTIFICATIONS_FEED_RETENTION_HOURS`, default 7 days), once
 * a day for every tenant with a feed. A stream whose `Last-Event-ID` predates what was removed gets `reset`.
 */
@Injectable()
export class FeedRetention implements OnModuleInit {
  private readonly retentionMs: number;

  constructor(
    private readonly schedules: ScheduledJobs,
    private readonly feed: NotificationFeed,
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
    const cutoff = new Date(this.clock.now().getTime() - this.retentionMs);
    const tenants: { tenant_id: string }[] = await this.dataSource.query(
      `SELECT tenant_id FROM notification_feed_heads ORDER BY tenant_id`,
    );
    let removed = 0;
    for (const row of tenants) {
      const tenantId = parseTenantId(row.tenant_id);
      if (tenantId) removed += await this.feed.prune(tenantId, cutoff);
    }
    return { counts: { tenants: tenants.length, removed } };
  }
}
