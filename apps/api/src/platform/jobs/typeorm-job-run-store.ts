import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { platformTransactionOf } from '../tenancy/typeorm-unit-of-work';
import type { PlatformTransaction } from '../tenancy/unit-of-work.port';
import type { JobRun, JobRunStatus, JobTrigger } from './job-run';
import { UUID_PATTERN as UUID } from '@libs/shared';

interface JobRunRow {
  id: string;
  job: string;
  slot: Date;
  trigger: JobTrigger;
  status: JobRunStatus;
  queued_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  attempts: number;
  counts: Record<string, number>;
  error: string | null;
}

const toRun = (r: JobRunRow): JobRun => ({
  id: r.id,
  job: r.job,
  slot: new Date(r.slot),
  trigger: r.trigger,
  status: r.status,
  queuedAt: new Date(r.queued_at),
  startedAt: r.started_at && new Date(r.started_at),
  finishedAt: r.finished_at && new Date(r.finished_at),
  attempts: r.attempts,
  counts: r.counts,
  error: r.error,
});

/** A stored error says what failed, not a whole stack: the run detail is an operator's overview. */
const ERROR_MAX_CHARS = 2000;

/** The kernel table `job_runs` (platform-wide, no tenant): one row per job and slot. */
export class TypeormJobRunStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Claims the slot: inserts its run and, in the same transaction, lets `enqueue` queue the job. The unique
   * (job, slot) makes concurrent claims from any number of instances wait for the first and then find its
   * row, so exactly one run (and one queued job) exists per slot, and never a run without its job.
   */
  claim(
    job: string,
    slot: Date,
    trigger: JobTrigger,
    now: Date,
    enqueue: (run: JobRun, tx: PlatformTransaction) => Promise<void>,
  ): Promise<{ run: JobRun; created: boolean }> {
    return this.dataSource.transaction(async (em) => {
      const inserted: JobRunRow[] = await em.query(
        `INSERT INTO job_runs (id, job, slot, trigger, status, queued_at) VALUES ($1, $2, $3, $4, 'queued', $5)
         ON CONFLICT (job, slot) DO NOTHING RETURNING *`,
        [randomUUID(), job, slot, trigger, now],
      );
      if (inserted[0]) {
        const run = toRun(inserted[0]);
        await enqueue(run, platformTransactionOf(em));
        return { run, created: true };
      }
      const existing: JobRunRow[] = await em.query(`SELECT * FROM job_runs WHERE job = $1 AND slot = $2`, [
        job,
        slot,
      ]);
      if (!existing[0]) throw new Error(`run of ${job} at ${slot.toISOString()} vanished`);
      return { run: toRun(existing[0]), created: false };
    });
  }

  async find(id: string): Promise<JobRun | null> {
    if (!UUID.test(id)) return null; // any other text is simply no run (not a database error)
    const rows: JobRunRow[] = await this.dataSource.query(`SELECT * FROM job_runs WHERE id = $1`, [id]);
    return rows[0] ? toRun(rows[0]) : null;
  }

  /** The latest slot the job has a run for (any trigger), or null if it never ran. */
  async lastSlot(job: string): Promise<Date | null> {
    const rows: { slot: Date | null }[] = await this.dataSource.query(
      `SELECT max(slot) AS slot FROM job_runs WHERE job = $1`,
      [job],
    );
    return rows[0]?.slot ? new Date(rows[0].slot) : null;
  }

  /** Marks a run started; null when it is finished already (a replayed job) or unknown. */
  async start(id: string, now: Date): Promise<JobRun | null> {
    const [rows] = (await this.dataSource.query(
      `UPDATE job_runs SET status = 'running', started_at = $2, attempts = attempts + 1
       WHERE id = $1 AND status IN ('queued', 'running') RETURNING *`,
      [id, now],
    )) as [JobRunRow[], number];
    return rows[0] ? toRun(rows[0]) : null;
  }

  async finish(
    id: string,
    outcome: { status: 'succeeded' | 'failed'; counts: Record<string, number>; error: string | null },
    now: Date,
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE job_runs SET status = $2, finished_at = $3, counts = $4, error = $5 WHERE id = $1`,
      [
        id,
        outcome.status,
        now,
        JSON.stringify(outcome.counts),
        outcome.error?.slice(0, ERROR_MAX_CHARS) ?? null,
      ],
    );
  }
}
