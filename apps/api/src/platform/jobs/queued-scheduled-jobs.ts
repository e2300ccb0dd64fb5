import { Logger, type OnModuleInit } from '@nestjs/common';
import type { Clock } from '@libs/shared';
import { CronSchedule } from './cron-schedule';
import type { JobRun, JobTrigger } from './job-run';
import type { JobQueue } from './job-queue.port';
import { ScheduledJobs, type ScheduleOptions, type ScheduledJobHandler } from './scheduled-jobs.port';
import type { TypeormJobRunStore } from './typeorm-job-run-store';

/** The one queue all scheduled runs go through; the job's name travels in the run. */
export const SCHEDULED_RUN_QUEUE = 'scheduled-job-run';
const DEFAULT_TIMEOUT_SECONDS = 15 * 60;

interface ScheduledRunJob {
  runId: string;
}

interface Entry {
  schedule: CronSchedule;
  handler: ScheduledJobHandler;
  timeoutSeconds: number;
}

/**
 * Scheduled jobs on the job queue: a slot is claimed in `job_runs` and its queue job sent in one transaction
 * (ADR 0010), and any instance with workers does the run. The schedule itself is driven by `ScheduleTicker`.
 */
export class QueuedScheduledJobs extends ScheduledJobs implements OnModuleInit {
  private readonly log = new Logger('ScheduledJobs');
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly store: TypeormJobRunStore,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {
    super();
  }

  onModuleInit(): void {
    this.jobs.register<ScheduledRunJob>(SCHEDULED_RUN_QUEUE, (job) => this.work(job.runId));
  }

  schedule(
    name: string,
    cron: string,
    timeZone: string,
    handler: ScheduledJobHandler,
    options: ScheduleOptions = {},
  ): void {
    if (this.entries.has(name)) throw new Error(`scheduled job ${name} is declared twice`);
    const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
    this.entries.set(name, { schedule: new CronSchedule(cron, timeZone), handler, timeoutSeconds });
  }

  isScheduled(name: string): boolean {
    return this.entries.has(name);
  }

  /** The names and schedules, for the ticker. */
  scheduled(): { name: string; schedule: CronSchedule }[] {
    return [...this.entries].map(([name, e]) => ({ name, schedule: e.schedule }));
  }

  async trigger(name: string, trigger: JobTrigger, now: Date): Promise<{ run: JobRun; created: boolean }> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`scheduled job ${name} is not declared`);
    const slot = entry.schedule.slotAt(now);
    if (!slot) throw new Error(`scheduled job ${name} has no slot before ${now.toISOString()}`);
    return this.claim(name, entry, slot, trigger, now);
  }

  /** Queues the run of one given slot (the ticker's way in; the trigger computes its slot from `now`). */
  async claimSlot(name: string, slot: Date, trigger: JobTrigger, now: Date): Promise<JobRun | null> {
    const entry = this.entries.get(name);
    if (!entry) return null;
    const { run, created } = await this.claim(name, entry, slot, trigger, now);
    return created ? run : null;
  }

  findRun(id: string): Promise<JobRun | null> {
    return this.store.find(id);
  }

  lastSlot(name: string): Promise<Date | null> {
    return this.store.lastSlot(name);
  }

  private async claim(name: string, entry: Entry, slot: Date, trigger: JobTrigger, now: Date) {
    // The queue must be up before the transaction takes the embedded database's only session.
    await this.jobs.ready();
    return this.store.claim(name, slot, trigger, now, (run, tx) =>
      this.jobs.enqueue<ScheduledRunJob>(
        SCHEDULED_RUN_QUEUE,
        { runId: run.id },
        {
          transaction: tx,
          singletonKey: `${name}:${slot.toISOString()}`,
          expireInSeconds: entry.timeoutSeconds,
        },
      ),
    );
  }

  /** Does one run on this instance's worker. A finished run (a replayed job) is left alone. */
  private async work(runId: string): Promise<void> {
    const queued = await this.store.find(runId);
    if (!queued || queued.status === 'succeeded' || queued.status === 'failed') return;
    const entry = this.entries.get(queued.job);
    // Another instance's job this one does not know (a rolling deploy): the queue retries it elsewhere.
    if (!entry) throw new Error(`scheduled job ${queued.job} is not declared on this instance`);
    const run = await this.store.start(runId, this.clock.now());
    if (!run) return;
    try {
      const result = await entry.handler({ runId, job: run.job, slot: run.slot, trigger: run.trigger });
      await this.store.finish(
        runId,
        { status: 'succeeded', counts: result?.counts ?? {}, error: null },
        this.clock.now(),
      );
    } catch (error) {
      // Recorded, not retried: jobs are idempotent, and the next slot does the work again (ADR 0010).
      const message = error instanceof Error ? error.message : String(error);
      this.log.error(`scheduled job ${run.job} (${run.slot.toISOString()}) failed: ${message}`);
      await this.store.finish(runId, { status: 'failed', counts: {}, error: message }, this.clock.now());
    }
  }
}
