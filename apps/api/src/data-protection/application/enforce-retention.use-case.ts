import type { Clock } from '@libs/shared';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { addCalendarMonths, berlinDate } from '../domain/deadlines';
import type { AuditTrail } from './audit-trail.port';
import type { DsgvoRequestRepository } from './dsgvo-request-repository.port';
import type { RetentionStore } from './retention-store.port';

export interface RetentionSettings {
  /** Warn this many days before an open request's due date. */
  dueSoonDays: number;
  /** Finished requests are kept as evidence this many months (§ 195 BGB limitation: three years). */
  requestEvidenceMonths: number;
}

/**
 * The `data-retention` job (spec 4.3): per tenant, ends restrictions whose retention has run out (the rows
 * go), deletes rows past the inventory's retention rules, drops expired export archives and old evidence,
 * announces requests close to their due date, and writes what it did to the tenant's audit log.
 */
export class EnforceRetention {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: RetentionStore,
    private readonly requests: DsgvoRequestRepository,
    private readonly audit: AuditTrail,
    private readonly events: OutboundEvents,
    private readonly clock: Clock,
    private readonly settings: RetentionSettings,
  ) {}

  async execute(): Promise<Record<string, number>> {
    const counts = {
      tenants: 0,
      rowsDeleted: 0,
      restrictionsLifted: 0,
      archivesDropped: 0,
      requestsDueSoon: 0,
      rulesBlocked: 0,
    };
    for (const tenantId of await this.store.tenants()) {
      counts.tenants++;
      await this.uow.run(tenantId, async (tx) => {
        const now = this.clock.now();
        const today = berlinDate(now);
        const lifted = await this.store.liftEndedRestrictions(tx, today, now);
        const applied = await this.store.applyRules(tx, now);
        const deleted = applied.filter((o) => !o.blocked);
        counts.rulesBlocked += applied.length - deleted.length;
        const evidenceBefore = new Date(
          `${addCalendarMonths(today, -this.settings.requestEvidenceMonths)}T00:00:00Z`,
        );
        const pruned = await this.requests.prune(tx, now, evidenceBefore);
        const warnUntil = berlinDate(new Date(now.getTime() + this.settings.dueSoonDays * 86_400_000));
        const dueSoon = await this.requests.claimDueSoon(tx, warnUntil, now);
        for (const r of dueSoon)
          await this.events.publish(
            tenantId,
            {
              type: 'dsgvo.request_due_soon',
              sandbox: r.sandbox,
              data: { requestId: r.id, kind: r.kind, dueDate: r.dueDate },
              idempotencyKey: `dsgvo.request_due_soon:${r.id}`,
            },
            tx,
          );
        const rowsLifted = lifted.reduce((n, o) => n + o.rows, 0);
        const rowsDeleted = deleted.reduce((n, o) => n + o.rows, 0);
        counts.restrictionsLifted += rowsLifted;
        counts.rowsDeleted += rowsDeleted;
        counts.archivesDropped += pruned.archives;
        counts.requestsDueSoon += dueSoon.length;
        if (rowsLifted + rowsDeleted + pruned.archives + pruned.requests + dueSoon.length === 0) return;
        await this.audit.append(
          tx,
          {
            action: 'retention.applied',
            entityType: 'retention_run',
            entityId: today,
            details: {
              rowsDeleted,
              restrictionsLifted: rowsLifted,
              archivesDropped: pruned.archives,
              requestsPruned: pruned.requests,
              requestsDueSoon: dueSoon.length,
              tables: [...lifted, ...deleted].map((o) => `${o.table}:${o.rule}:${o.rows}`).join(' '),
            },
          },
          now,
        );
      });
    }
    return counts;
  }
}
