import type { JobRun, JobTrigger } from './job-run';

/** What a handler is told about the run it does. */
export interface JobRunContext {
  runId: string;
  job: string;
  slot: Date;
  trigger: JobTrigger;
}

/** What a handler may report; the counts are stored with the run. */
export interface JobRunResult {
  counts?: Record<string, number>;
}

/**
 * Does one run. Runs are at least once (a worker that dies mid-run is replaced), so a handler is idempotent
 * in its own right (a watermark, a cut-off date). A throw records the run as failed; the next slot runs again.
 */
export type ScheduledJobHandler = (run: JobRunContext) => Promise<JobRunResult | void>;

export interface ScheduleOptions {
  /** After this long without finishing, the run counts as abandoned and is handed out again (default 15 min). */
  timeoutSeconds?: number;
}

/**
 * Recurring jobs shared by all instances: one run per slot of the schedule, whether the slot comes from the
 * schedule itself, an external trigger or the catch-up after a downtime (ADR 0010).
 */
export abstract class ScheduledJobs {
  /**
   * Declares a recurring job. Called by the module the job belongs to, from its own code (a registrar's
   * `onModuleInit`), before the app bootstraps; a second declaration of the same name is a bug.
   */
  abstract schedule(
    name: string,
    cron: string,
    timeZone: string,
    handler: ScheduledJobHandler,
    options?: ScheduleOptions,
  ): void;

  abstract isScheduled(name: string): boolean;

  /**
   * Asks for the run of the slot `now` belongs to: queues it unless it exists already (`created: false`,
   * the existing run). Refuses a job that is not scheduled.
   */
  abstract trigger(name: string, trigger: JobTrigger, now: Date): Promise<{ run: JobRun; created: boolean }>;

  abstract findRun(id: string): Promise<JobRun | null>;
}
