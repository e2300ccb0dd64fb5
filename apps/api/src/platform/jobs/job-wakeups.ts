import type { ChangeNotifications } from '../database/change-notifications.port';

/** The channel on which the database announces a new job: `<queue>|<start_after in epoch ms>`. */
export const JOBS_CHANNEL = 'fm_jobs';
/** The advisory lock under which instances change the pgboss schema's grants and trigger, one at a time. */
export const PGBOSS_SETUP_LOCK = 'fm_pgboss_setup';
/** A delayed job's wake-up comes this late, so that the database's `start_after < now()` holds by then. */
const DELAYED_SLACK_MS = 250;

/**
 * The trigger that announces every new job, in the sender's transaction (so only committed jobs are
 * announced, whoever sent them: this instance, another one, pg-boss itself). pg-boss creates its schema at
 * start, after the app's migrations, so this runs at the queue's start; under an advisory lock and only when
 * missing, because instances start at the same time. A row trigger on the partitioned `pgboss.job` is
 * cloned to every queue's partition, also to those `create_queue` attaches later. Identical payloads of
 * one transaction are delivered once (PostgreSQL folds them): a batch of jobs is one wake-up per queue.
 */
export const INSTALL_JOB_WAKEUP_TRIGGER = `
  DO $$ BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('${PGBOSS_SETUP_LOCK}'));
    IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'fm_job_wakeup'
                   AND tgrelid = 'pgboss.job'::regclass AND NOT tgisinternal) THEN
      CREATE OR REPLACE FUNCTION pgboss.fm_job_wakeup() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        PERFORM pg_notify('${JOBS_CHANNEL}',
          NEW.name || '|' || floor(extract(epoch FROM NEW.start_after) * 1000)::bigint);
        RETURN NULL;
      END $f$;
      CREATE TRIGGER fm_job_wakeup AFTER INSERT ON pgboss.job
        FOR EACH ROW EXECUTE FUNCTION pgboss.fm_job_wakeup();
    END IF;
  END $$`;

/**
 * Wakes this instance's idle workers of a queue when a job for it is committed, instead of each worker
 * polling (pg-boss 10 has no LISTEN of its own): 32 workers polling every 2 s were 16 statements a second
 * on an idle app, ~30 ms of CPU per second on the embedded database, in the app's own thread (ADR 0007
 * addendum). A job that starts later wakes them when it is due (a timer per queue and due time). What no
 * insert announces — a job pg-boss retries after a failure or hands out again after its worker died — is
 * found by the workers' remaining polling, now a fallback (`JOB_POLLING_INTERVAL_SECONDS`).
 */
export class JobWakeups {
  private readonly due = new Map<string, NodeJS.Timeout>();
  private stop: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly notifications: ChangeNotifications,
    /** Wakes the idle workers of a queue, or of every queue (null: notifications may have been missed). */
    private readonly wake: (queue: string | null) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    this.stop = await this.notifications.subscribe(JOBS_CHANNEL, (payload) => this.heard(payload));
  }

  close(): void {
    this.closed = true;
    this.stop?.();
    for (const timer of this.due.values()) clearTimeout(timer);
    this.due.clear();
  }

  heard(payload: string | null): void {
    if (this.closed) return;
    if (payload === null) return this.wake(null);
    const bar = payload.lastIndexOf('|');
    const queue = bar > 0 ? payload.slice(0, bar) : payload;
    const startsAt = Number(payload.slice(bar + 1));
    const wait = Number.isFinite(startsAt) ? startsAt - this.now() : 0;
    if (bar <= 0 || wait <= 0) return this.wake(queue);
    const key = `${queue}|${startsAt}`;
    if (this.due.has(key)) return;
    const timer = setTimeout(() => {
      this.due.delete(key);
      if (!this.closed) this.wake(queue);
    }, wait + DELAYED_SLACK_MS);
    timer.unref();
    this.due.set(key, timer);
  }
}
