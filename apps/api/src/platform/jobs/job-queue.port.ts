import type { Transaction } from '../tenancy/unit-of-work.port';

export interface EnqueueOptions {
  /** Not before this many seconds from now (retries, back-off). */
  startAfterSeconds?: number;
  /** Enqueue inside this open transaction: the job exists exactly when the transaction commits (outbox). */
  transaction?: Transaction;
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
}
