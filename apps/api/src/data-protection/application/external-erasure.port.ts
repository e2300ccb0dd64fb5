import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { ExternalErasureAction } from '../domain/erasure-actions';
import type { SubjectRef, SubjectScope } from './subject-data.port';

export type { ExternalErasureAction };

/**
 * One external system's part of an erasure, registered by the module that syncs to it (ADR 0017). It runs in
 * the erasure's unit of work, before the inventory erases the module's own rows (its mapping table is still
 * there to be read), and queues its deletion in that transaction, so the job exists exactly when the receipt
 * does. It must never reach another tenant's data (the transaction carries the tenant's row-level security).
 */
export interface ExternalErasureProvider {
  queueErasure(
    tx: Transaction,
    scope: SubjectScope,
    subject: SubjectRef,
    requestId: string,
    now: Date,
  ): Promise<ExternalErasureAction[]>;
}

/**
 * The providers of all modules, one instance per app. Modules add theirs in `onModuleInit` through the
 * data-protection module's `index.ts`; data-protection itself knows none of them.
 */
export class ExternalErasures {
  private readonly providers: ExternalErasureProvider[] = [];
  private readonly pendingWrites: (() => Promise<void>)[] = [];

  register(provider: ExternalErasureProvider): void {
    this.providers.push(provider);
  }

  /**
   * Writes a module still holds in this process (analytics' server-event buffer, written about once a
   * second): written out before an erasure reads the tables, so that they are erased with the rest instead of
   * landing after it. Another instance's buffer is written within its own second; see ADR 0017.
   */
  registerPendingWrites(flush: () => Promise<void>): void {
    this.pendingWrites.push(flush);
  }

  async flushPendingWrites(): Promise<void> {
    for (const flush of this.pendingWrites) await flush();
  }

  async queue(
    tx: Transaction,
    scope: SubjectScope,
    subject: SubjectRef,
    requestId: string,
    now: Date,
  ): Promise<ExternalErasureAction[]> {
    const actions: ExternalErasureAction[] = [];
    for (const p of this.providers)
      actions.push(...(await p.queueErasure(tx, scope, subject, requestId, now)));
    return actions;
  }
}
