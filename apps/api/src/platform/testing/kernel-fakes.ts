import type { TenantId } from '@libs/shared';
import { OutboundEvents, type OutboundEvent } from '../events/outbound-events.port';
import { JobQueue, type EnqueueOptions, type JobHandler } from '../jobs/job-queue.port';
import { UnitOfWork, type Transaction } from '../tenancy/unit-of-work.port';

/**
 * The kernel's ports in memory, for every feature's unit tests (five features kept their own
 * copies). Adapters are tested against a real database instead; these stand in only where a use case's
 * logic is under test.
 */

/** Runs the work at once with a transaction that only names its tenant (nothing to roll back). */
export class ImmediateUnitOfWork extends UnitOfWork {
  /** How many units ran, per tenant: a use case that must write once can be held to it. */
  readonly runs: TenantId[] = [];
  run<T>(tenantId: TenantId, work: (tx: Transaction) => Promise<T>): Promise<T> {
    this.runs.push(tenantId);
    return work({ tenantId });
  }
}

/** Collects published events with the transaction each joined (absent when published outside one). */
export class RecordingOutboundEvents extends OutboundEvents {
  readonly published: { tenantId: TenantId; event: OutboundEvent; tx?: Transaction }[] = [];
  publish(tenantId: TenantId, event: OutboundEvent, tx?: Transaction): Promise<void> {
    this.published.push({ tenantId, event, ...(tx ? { tx } : {}) });
    return Promise.resolve();
  }
  /** The event types published so far, in order. */
  types(): string[] {
    return this.published.map((p) => p.event.type);
  }
}

/** Keeps handlers and enqueued jobs; `deliver` hands a raw payload to the handler as a worker would. */
export class InMemoryJobQueue extends JobQueue {
  readonly handlers = new Map<string, JobHandler<object>>();
  readonly enqueued: { queue: string; data: object; options?: EnqueueOptions }[] = [];
  register<T extends object>(queue: string, handler: JobHandler<T>): void {
    this.handlers.set(queue, handler as JobHandler<object>);
  }
  enqueue<T extends object>(queue: string, data: T, options?: EnqueueOptions): Promise<void> {
    this.enqueued.push({ queue, data, options });
    return Promise.resolve();
  }
  enqueueMany<T extends object>(queue: string, data: T[], options?: EnqueueOptions): Promise<void> {
    for (const one of data) this.enqueued.push({ queue, data: one, options });
    return Promise.resolve();
  }
  deliver(queue: string, data: unknown): Promise<void> {
    const handler = this.handlers.get(queue);
    if (!handler) throw new Error(`no handler registered for queue ${queue}`);
    return handler(data as object);
  }
}
