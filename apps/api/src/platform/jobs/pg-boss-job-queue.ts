import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import type { JobsConfig } from '../config/app-config';
import type { ChangeNotifications } from '../database/change-notifications.port';
import { APP_ROLE } from '../tenancy/tenant-transaction';
import { entityManagerOf } from '../tenancy/typeorm-unit-of-work';
import { JobQueue, type EnqueueOptions, type JobHandler, type JobInsertSql } from './job-queue.port';
import { INSTALL_JOB_WAKEUP_TRIGGER, JobWakeups, PGBOSS_SETUP_LOCK } from './job-wakeups';
import { dataSourceExecutor, transactionExecutor } from './typeorm-sql-executor';

/**
 * Crash recovery only: a job whose worker vanished is handed out again after `EXPIRE_SECONDS` (by the sweep of
 * a worker instance, every `sweepIntervalSeconds`), up to `RETRY_LIMIT` times. pg-boss also fails a handler
 * still running after its job's expiry, in-process. Business retries (webhook schedule, Retry-After) are new
 * jobs sent by the handler.
 */
const EXPIRE_SECONDS = 120;
const RETRY_LIMIT = 5;
const RETRY_DELAY_SECONDS = 5;

/** pg-boss 10 on the app's DataSource (ADR 0007). Starts after all modules registered their queues. */
export class PgBossJobQueue extends JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('Jobs');
  private readonly handlers = new Map<string, JobHandler<object>>();
  /** This instance's pg-boss workers by queue, for the wake-ups. */
  private readonly workers = new Map<string, string[]>();
  private readonly boss: PgBoss;
  private wakeups: JobWakeups | undefined;
  private started: Promise<void> | undefined;
  /** `started` resolved: the schema, the grants and every registered queue exist. */
  private isStarted = false;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: JobsConfig,
    /** Where committed jobs are announced (job-wakeups.ts); without it the workers only poll. */
    private readonly notifications?: ChangeNotifications,
  ) {
    super();
    this.boss = new PgBoss({
      db: dataSourceExecutor(dataSource, () => this.stopping),
      schema: 'pgboss',
      migrate: true,
      // The sweep (pg-boss "maintenance") puts jobs left active by a dead worker back once they expired.
      supervise: config.workers,
      maintenanceIntervalSeconds: config.sweepIntervalSeconds ?? 60,
      schedule: false,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error: Error) => this.log.error(`job queue: ${error.message}`));
  }

  register<T extends object>(queue: string, handler: JobHandler<T>): void {
    this.handlers.set(queue, handler as JobHandler<object>);
  }

  async enqueue<T extends object>(queue: string, data: T, options: EnqueueOptions = {}): Promise<void> {
    await this.start();
    await this.boss.send(queue, data, {
      startAfter: options.startAfterSeconds ? Math.max(1, Math.round(options.startAfterSeconds)) : undefined,
      expireInSeconds: options.expireInSeconds ?? EXPIRE_SECONDS,
      retryLimit: RETRY_LIMIT,
      retryDelay: RETRY_DELAY_SECONDS,
      singletonKey: options.singletonKey,
      ...(options.transaction ? { db: transactionExecutor(entityManagerOf(options.transaction)) } : {}),
    });
  }

  override ready(): Promise<void> {
    return this.start();
  }

  /**
   * What `send` inserts for `enqueue`'s options (pg-boss 10.4's `insertJob`: the queue's dead letter,
   * retention and policy, our expiry and retries, no priority, start delay or singleton), for rows a
   * statement computes. Pinned to what `send` writes, column by column, by job-insert-sql.int-spec.ts: a
   * pg-boss upgrade that inserts differently fails that test, not a delivery.
   */
  override insertSql(
    queue: string,
    options: Pick<EnqueueOptions, 'expireInSeconds'> = {},
  ): JobInsertSql | null {
    // Before the start, the queue's row may be missing (the JOIN would drop the jobs): `enqueue` waits for it.
    if (!this.isStarted) return null;
    return {
      sql: `INSERT INTO pgboss.job (id, name, data, priority, start_after, singleton_key, singleton_on, dead_letter,
              expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy)
            SELECT gen_random_uuid(), q.name, s.data, 0, now(), NULL, NULL, q.dead_letter,
              $2::numeric * interval '1s',
              now() + CAST(COALESCE((q.retention_minutes * 60)::text, '14 days') AS interval),
              $3::int,
              CASE WHEN COALESCE(q.retry_backoff, false) THEN GREATEST($4::int, 1) ELSE $4::int END,
              COALESCE(q.retry_backoff, false),
              q.policy
            FROM {{source}} s JOIN pgboss.queue q ON q.name = $1`,
      parameters: [queue, options.expireInSeconds ?? EXPIRE_SECONDS, RETRY_LIMIT, RETRY_DELAY_SECONDS],
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
    if (!this.config.workers) return;
    for (const [queue, handler] of this.handlers) {
      const ids: string[] = [];
      this.workers.set(queue, ids);
      for (let i = 0; i < this.config.concurrency; i++) {
        // Known once `work` answers, which is before its first fetch can hand out a job (that takes I/O).
        const worker = { id: '' };
        worker.id = await this.boss.work<object>(
          queue,
          { batchSize: 1, pollingIntervalSeconds: this.config.pollingIntervalSeconds },
          async ([job]) => {
            if (!job) return;
            try {
              await handler(job.data);
            } finally {
              // A worker that found a job looks again at once: a batch drains without waiting for polls.
              if (worker.id) this.boss.notifyWorker(worker.id);
            }
          },
        );
        ids.push(worker.id);
      }
    }
    if (this.notifications) {
      this.wakeups = new JobWakeups(this.notifications, (queue) => this.wake(queue));
      await this.wakeups.start();
    }
  }

  /** Ends the idle wait of this instance's workers of a queue (null: of every queue). */
  private wake(queue: string | null): void {
    const ids = queue === null ? [...this.workers.values()].flat() : (this.workers.get(queue) ?? []);
    for (const id of ids) this.boss.notifyWorker(id);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    this.wakeups?.close();
    if (!this.started) return;
    await this.started.catch(() => undefined);
    // Graceful: running handlers finish (a delivery takes at most its timeout); close: false, the pool is TypeORM's.
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 20_000 });
  }

  /**
   * Jobs are enqueued inside tenant transactions, which run as the application role (row-level security):
   * it may insert jobs (and read back their ids, RETURNING) and read the queue definitions, nothing else.
   * pg-boss creates its schema at start, after the migrations, so the grant is made here; under the same
   * advisory lock as the wake-up trigger, since two instances granting at once fail with "tuple concurrently
   * updated" (job-queue-wakeup.int-spec.ts starts two at once).
   */
  private async grantEnqueueToAppRole(): Promise<void> {
    await this.dataSource.query(`
      DO $$ BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('${PGBOSS_SETUP_LOCK}'));
        IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
          GRANT USAGE ON SCHEMA pgboss TO ${APP_ROLE};
          GRANT SELECT ON pgboss.queue TO ${APP_ROLE};
          GRANT SELECT, INSERT ON pgboss.job TO ${APP_ROLE};
        END IF;
      END $$`);
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      await this.grantEnqueueToAppRole();
      await this.dataSource.query(INSTALL_JOB_WAKEUP_TRIGGER);
      for (const queue of this.handlers.keys()) {
        if (!(await this.boss.getQueue(queue))) await this.boss.createQueue(queue);
      }
      this.isStarted = true;
    })();
    return this.started;
  }
}
