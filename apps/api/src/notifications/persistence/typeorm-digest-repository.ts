import type { TenantId } from '@libs/shared';
import type { DataSource } from 'typeorm';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { DigestChannel, DigestFilters, DigestSchedule } from '../domain/digest';
import type { FeedEvent } from '../domain/feed-event';
import {
  DigestRepository,
  type DigestRun,
  type DueDigest,
  type LockedDigest,
} from '../application/digest-repository.port';
import type { FeedScope } from '../application/notification-feed.port';

interface ScheduleRow {
  id: string;
  sandbox: boolean;
  cadence: 'daily' | 'weekly';
  local_time: string;
  weekday: number;
  time_zone: string;
  channels: DigestChannel[];
  chat_destination_ids: string[];
  filters: DigestFilters;
  send_empty: boolean;
  watermark: string;
  created_at: Date;
  next_due_at: Date;
}

const SELECT_SCHEDULE = `SELECT s.id, s.sandbox, s.cadence, s.local_time, s.weekday, s.time_zone, s.channels, s.chat_destination_ids, s.filters,
  s.send_empty, s.watermark, s.created_at, d.next_due_at
  FROM digest_schedules s JOIN digest_due d ON d.schedule_id = s.id`;

const toSchedule = (r: ScheduleRow): DigestSchedule => ({
  id: r.id,
  sandbox: r.sandbox,
  cadence: r.cadence,
  at: r.local_time,
  weekday: r.weekday,
  timeZone: r.time_zone,
  channels: r.channels,
  chatDestinationIds: r.chat_destination_ids,
  filters: r.filters,
  sendEmpty: r.send_empty,
  createdAt: new Date(r.created_at),
});

export class TypeormDigestRepository extends DigestRepository {
  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  async count(tenantId: TenantId): Promise<number> {
    const rows = await this.tenantTx.query<{ n: number }[]>(
      tenantId,
      `SELECT count(*)::int AS n FROM digest_schedules WHERE tenant_id = $1`,
      [tenantId],
    );
    return rows[0]?.n ?? 0;
  }

  async create(scope: FeedScope, s: DigestSchedule, nextDueAt: Date): Promise<void> {
    await this.tenantTx.run(scope.tenantId, async (em) => {
      // The first digest covers what happens from now on: the watermark starts at the feed's head.
      await em.query(
        `INSERT INTO digest_schedules (id, tenant_id, sandbox, cadence, local_time, weekday, time_zone, channels, chat_destination_ids, filters, send_empty, watermark, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $12::uuid[], $9, $10,
           COALESCE((SELECT last_id FROM notification_feed_heads WHERE tenant_id = $2), 0), $11)`,
        [
          s.id,
          scope.tenantId,
          scope.sandbox,
          s.cadence,
          s.at,
          s.weekday,
          s.timeZone,
          s.channels,
          JSON.stringify(s.filters),
          s.sendEmpty,
          s.createdAt,
          s.chatDestinationIds,
        ],
      );
      await em.query(`INSERT INTO digest_due (schedule_id, tenant_id, next_due_at) VALUES ($1, $2, $3)`, [
        s.id,
        scope.tenantId,
        nextDueAt,
      ]);
    });
  }

  async list(scope: FeedScope): Promise<(DigestSchedule & { nextDueAt: Date })[]> {
    const rows = await this.tenantTx.query<ScheduleRow[]>(
      scope.tenantId,
      `${SELECT_SCHEDULE} WHERE s.tenant_id = $1 AND s.sandbox = $2 ORDER BY s.created_at, s.id`,
      [scope.tenantId, scope.sandbox],
    );
    return rows.map((r) => ({ ...toSchedule(r), nextDueAt: new Date(r.next_due_at) }));
  }

  async delete(scope: FeedScope, id: string): Promise<boolean> {
    const rows = await this.tenantTx.query<{ id: string }[]>(
      scope.tenantId,
      `WITH gone AS (DELETE FROM digest_schedules WHERE tenant_id = $1 AND sandbox = $2 AND id = $3 RETURNING id)
       SELECT id FROM gone`,
      [scope.tenantId, scope.sandbox, id],
    );
    return rows.length > 0;
  }

  async due(now: Date, limit: number): Promise<DueDigest[]> {
    const rows: { schedule_id: string; tenant_id: TenantId }[] = await this.dataSource.query(
      `SELECT schedule_id, tenant_id FROM digest_due WHERE next_due_at <= $1 ORDER BY next_due_at LIMIT $2`,
      [now, limit],
    );
    return rows.map((r) => ({ tenantId: r.tenant_id, scheduleId: r.schedule_id }));
  }

  async lock(tx: Transaction, scheduleId: string): Promise<LockedDigest | null> {
    const rows: ScheduleRow[] = await entityManagerOf(tx).query(
      `${SELECT_SCHEDULE} WHERE s.tenant_id = $1 AND s.id = $2 FOR UPDATE OF s, d`,
      [tx.tenantId, scheduleId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      schedule: toSchedule(row),
      watermark: Number(row.watermark),
      nextDueAt: new Date(row.next_due_at),
    };
  }

  async eventsAfter(tx: Transaction, scope: FeedScope, afterId: number, limit: number): Promise<FeedEvent[]> {
    const rows: {
      id: string;
      type: string;
      sandbox: boolean;
      data: Record<string, unknown>;
      created_at: Date;
    }[] = await entityManagerOf(tx).query(
      `SELECT id, type, sandbox, data, created_at FROM notification_events
         WHERE tenant_id = $1 AND sandbox = $2 AND id > $3 ORDER BY id LIMIT $4`,
      [scope.tenantId, scope.sandbox, afterId, limit],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      sandbox: r.sandbox,
      data: r.data,
      createdAt: new Date(r.created_at),
    }));
  }

  async recordRun(tx: Transaction, run: DigestRun, now: Date): Promise<boolean> {
    const rows: { id: string }[] = await entityManagerOf(tx).query(
      `INSERT INTO digest_runs (id, tenant_id, schedule_id, period, status, event_count, from_id, through_id, summary, created_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (schedule_id, period) DO NOTHING RETURNING id`,
      [
        tx.tenantId,
        run.scheduleId,
        run.period,
        run.status,
        run.eventCount,
        run.fromId,
        run.throughId,
        run.summary,
        now,
      ],
    );
    return rows.length > 0;
  }

  async advance(tx: Transaction, scheduleId: string, watermark: number, nextDueAt: Date): Promise<void> {
    const em = entityManagerOf(tx);
    await em.query(`UPDATE digest_schedules SET watermark = $3 WHERE tenant_id = $1 AND id = $2`, [
      tx.tenantId,
      scheduleId,
      watermark,
    ]);
    await em.query(`UPDATE digest_due SET next_due_at = $3 WHERE tenant_id = $1 AND schedule_id = $2`, [
      tx.tenantId,
      scheduleId,
      nextDueAt,
    ]);
  }

  async pushSubscriptionIds(tx: Transaction, scope: FeedScope): Promise<string[]> {
    const rows: { id: string }[] = await entityManagerOf(tx).query(
      `SELECT id FROM push_subscriptions WHERE tenant_id = $1 AND sandbox = $2 ORDER BY created_at, id`,
      [scope.tenantId, scope.sandbox],
    );
    return rows.map((r) => r.id);
  }

  async runs(scope: FeedScope, scheduleId: string): Promise<DigestRun[]> {
    const rows = await this.tenantTx.query<
      {
        schedule_id: string;
        period: string;
        status: 'sent' | 'skipped';
        event_count: number;
        from_id: string;
        through_id: string;
        summary: string;
      }[]
    >(
      scope.tenantId,
      `SELECT r.schedule_id, r.period, r.status, r.event_count, r.from_id, r.through_id, r.summary
       FROM digest_runs r JOIN digest_schedules s ON s.id = r.schedule_id
       WHERE r.tenant_id = $1 AND s.sandbox = $2 AND r.schedule_id = $3 ORDER BY r.created_at`,
      [scope.tenantId, scope.sandbox, scheduleId],
    );
    return rows.map((r) => ({
      scheduleId: r.schedule_id,
      period: r.period,
      status: r.status,
      eventCount: r.event_count,
      fromId: Number(r.from_id),
      throughId: Number(r.through_id),
      summary: r.summary,
    }));
  }
}
