import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { DataSource } from 'typeorm';
import { ScheduledJobs, type JobRunResult } from '../../platform/jobs/scheduled-jobs.port';
import { enableTenantRowLevelSecurity } from '../../platform/tenancy/row-level-security';
import { partitionName } from '../persistence/migrations/1763718000000-create-analytics-events';

export const PARTITION_JOB = 'analytics-partitions';
/** Months created ahead of the current one, so that no event of a coming month lands in the default partition. */
export const MONTHS_AHEAD = 3;
/**
 * Complete months kept before the month in progress: the forecast's 24 months of history. A month is dropped
 * whole once it lies before them, i.e. when its events are 24 to 25 months old, never later than the
 * inventory's 762 days (ADR 0033).
 */
export const MONTHS_KEPT = 24;
/** DDL on a partition locks the parent: wait this long for running queries, else try again tomorrow. */
const LOCK_TIMEOUT = '5s';

const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
const fromIndex = (i: number) => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });
const isoMonth = (i: number) => {
  const { year, month } = fromIndex(i);
  return `${year}-${String(month).padStart(2, '0')}-01`;
};
const PARTITION = /^analytics_events_(\d{4})_(\d{2})$/;

/**
 * Keeps `analytics_events` partitioned by month as time goes on (daily job `analytics-partitions`): creates
 * the coming months' partitions (with their row-level security) and drops whole months past retention, so
 * that retention of a million-row month costs one `DROP TABLE` rather than a million row deletions and the
 * vacuuming after them. Runs as the owner of the tables, outside any tenant: a month's partition holds every
 * tenant's events, and every tenant's events of that month are past retention alike (one rule for all). The
 * data-retention job's row deletions by the inventory (`occurred_at` older than 762 days) stay as the safety
 * net for the default partition; with this job they find nothing in the monthly ones.
 */
@Injectable()
export class PartitionMaintenance implements OnModuleInit {
  private readonly log = new Logger('PartitionMaintenance');

  constructor(
    private readonly schedules: ScheduledJobs,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.schedules.schedule(PARTITION_JOB, '15 2 * * *', 'UTC', () => this.run(this.clock.now()));
  }

  async run(now: Date): Promise<JobRunResult & { counts: Record<string, number> }> {
    const counts = { created: 0, dropped: 0, blocked: 0 };
    const current = monthIndex(now);
    const existing = await this.monthlyPartitions();
    for (let i = current - 1; i <= current + MONTHS_AHEAD; i++) {
      if (existing.has(i)) continue;
      const ok = await this.ddl(async (run) => {
        const table = partitionName(fromIndex(i).year, fromIndex(i).month);
        await run(
          `CREATE TABLE ${table} PARTITION OF analytics_events FOR VALUES FROM ('${isoMonth(i)}') TO ('${isoMonth(i + 1)}')`,
        );
        return table;
      });
      counts[ok ? 'created' : 'blocked']++;
    }
    for (const i of [...existing].filter((m) => m < current - MONTHS_KEPT).sort((a, b) => a - b)) {
      const table = partitionName(fromIndex(i).year, fromIndex(i).month);
      const ok = await this.ddl(async (run) => {
        await run(`DROP TABLE ${table}`);
        return null;
      });
      counts[ok ? 'dropped' : 'blocked']++;
    }
    return { counts };
  }

  /** The monthly partitions there are, by month index. */
  private async monthlyPartitions(): Promise<Set<number>> {
    const rows: { name: string }[] = await this.dataSource.query(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'analytics_events'::regclass`,
    );
    const months = new Set<number>();
    for (const { name } of rows) {
      const m = PARTITION.exec(name);
      if (m) months.add(Number(m[1]) * 12 + Number(m[2]) - 1);
    }
    return months;
  }

  /**
   * One DDL change in its own transaction with a lock timeout. A new partition gets the row-level security
   * every tenant table has. False when it failed (a lock not granted in time, or, for a new month, rows of
   * that month already in the default partition, which an operator must move first): logged, and the next
   * run tries again.
   */
  private async ddl(
    work: (run: (sql: string) => Promise<unknown>) => Promise<string | null>,
  ): Promise<boolean> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`SELECT set_config('lock_timeout', '${LOCK_TIMEOUT}', true)`);
      const created = await work((sql) => runner.query(sql));
      if (created) await enableTenantRowLevelSecurity(runner, created, 'SELECT, INSERT, DELETE');
      await runner.commitTransaction();
      return true;
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      this.log.warn(`partition maintenance: ${String(error)}`);
      return false;
    } finally {
      await runner.release();
    }
  }
}
