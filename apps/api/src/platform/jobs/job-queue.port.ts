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
   * Several jobs of one queue in one statement (no start delay, no singleton key), e.g. inside the
   * transaction that wrote what they act on (`transaction`).
   */
  abstract enqueueMany<T extends object>(
    queue: string,
    data: T[],
    options?: Pick<EnqueueOptions, 'transaction' | 'expireInSeconds'>,
  ): Promise<void>;

  /**
   * Whether the queue has started and takes jobs at once. An adapter that enqueues inside a transaction that
   * holds the embedded database's only session checks it first: the queue's start-up could not run then.
   */
  get isReady(): boolean {
    return true;
  }
}
