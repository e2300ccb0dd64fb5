import { Logger } from '@nestjs/common';
import { parseTenantId, type TenantId } from '@libs/shared';
import type { EnqueueOptions, JobQueue } from './job-queue.port';

/** The envelope of every job that acts on one tenant's data: the tenant travels with the job. */
export interface TenantJobData {
  tenantId: TenantId;
}

/** A tenant job's queue name with its payload type, defined once by the module that owns it. */
export interface TenantJobType<T extends TenantJobData> {
  readonly queue: string;
  /** Phantom: carries `T` so that enqueue and handler agree at compile time. */
  readonly payload?: T;
}

export function defineTenantJob<T extends TenantJobData>(queue: string): TenantJobType<T> {
  return { queue };
}

/**
 * Jobs on one tenant's data, on the kernel's queue. A job cannot be enqueued without its tenant (the type
 * says so), and its handler runs only for a job whose tenant is a well-formed id: it reaches the tenant's
 * rows through `TenantTransaction`/`UnitOfWork` under that tenant's row-level security, and nothing else.
 * Modules register their handlers from their own code (`onModuleInit`), not inside provider factories.
 */
export class TenantJobs {
  private readonly log = new Logger('Jobs');

  constructor(private readonly queue: JobQueue) {}

  register<T extends TenantJobData>(job: TenantJobType<T>, handler: (data: T) => Promise<void>): void {
    this.queue.register<T>(job.queue, async (data) => {
      const tenantId = typeof data?.tenantId === 'string' ? parseTenantId(data.tenantId) : null;
      if (!tenantId) {
        // Not retried: a job without its tenant can never be read under row-level security.
        this.log.error(`${job.queue}: job without a valid tenant dropped`);
        return;
      }
      await handler({ ...data, tenantId });
    });
  }

  enqueue<T extends TenantJobData>(job: TenantJobType<T>, data: T, options?: EnqueueOptions): Promise<void> {
    return this.queue.enqueue(job.queue, data, options);
  }

  /** Several jobs of one type in one statement (`JobQueue#enqueueMany`). */
  enqueueMany<T extends TenantJobData>(
    job: TenantJobType<T>,
    data: T[],
    options?: Pick<EnqueueOptions, 'transaction' | 'expireInSeconds'>,
  ): Promise<void> {
    return this.queue.enqueueMany(job.queue, data, options);
  }

  /** `JobQueue#isReady`. */
  get isReady(): boolean {
    return this.queue.isReady;
  }
}
