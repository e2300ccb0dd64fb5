/** Who asked for a run: the schedule on time, an HTTP trigger, or the start-up after missed slots. */
export type JobTrigger = 'schedule' | 'http' | 'catch-up';

export type JobRunStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** One run of a scheduled job for one slot (at most one per job and slot, across all instances). */
export interface JobRun {
  id: string;
  job: string;
  /** The scheduled time the run belongs to. */
  slot: Date;
  trigger: JobTrigger;
  status: JobRunStatus;
  queuedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** How often a worker started it (more than 1 after a worker died mid-run). */
  attempts: number;
  /** What the job reports it did, e.g. `{ deleted: 12 }`. */
  counts: Record<string, number>;
  error: string | null;
}
