import type { PlatformTransaction, Transaction } from '../tenancy/unit-of-work.port';

export interface EnqueueOptions {
  /** Not before this many seconds from now (retries, back-off). */
  startAfterSeconds?: number;
  /** Enqueue inside this open transaction: the job exists exactly when the transaction commits (outbox). */
  transaction?: Transaction | PlatformTransaction;
  /** A name for the job that says what it stands for (e.g. `data-retention:2026-11-23T02:00:00.000Z`). */
  singletonKey?: string;
  /** After this long a job whose worker went silent is handed out again (default 120 s); long jobs say more. */
  expireInSeconds?: number;
}

/**
 * An INSERT of jobs whose data a statement computes: one job per row of `{{source}}` (a CTE the caller names;
 * its column `data` is the job's jsonb data), as a deferred write's SQL (`$n` its own parameters).
 */
export interface JobInsertSql {
  sql: string;
  parameters: unknown[];
}

/** Handles one job; throwing makes the queue retry it (crash and bug recovery, not business retries). */
export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * A durable job queue on the app's own PostgreSQL, shared by all instances: every job is handed to one
 * worker at a time, and a job whose worker died is handed out again (at least once).
 */
export abstract class JobQueue {
  /** Declares a queue and, when this instance runs workers, who works it. Call before the app bootstraps. */
  abstract register<T extends object>(queue: string, handler: JobHandler<T>): void;
  abstract enqueue<T extends object>(queue: string, data: T, options?: EnqueueOptions): Promise<void>;

  /**
   * Resolves once the queue can take jobs. Await it before opening a transaction to enqueue into: on the
   * embedded database (one session) the queue's own start-up cannot run while that transaction holds it.
   */
  async ready(): Promise<void> {}

  /**
   * The SQL with which `enqueue` would insert jobs of `queue` (no start delay, no singleton key), for an
   * adapter that must decide in SQL what to enqueue, in the same statement as its other writes (the outbox,
   * ADR 0012). Null when this queue cannot, or not yet (before it is ready): such an adapter then enqueues
   * as usual.
   */
  insertSql(_queue: string, _options?: Pick<EnqueueOptions, 'expireInSeconds'>): JobInsertSql | null {
    return null;
  }
}
