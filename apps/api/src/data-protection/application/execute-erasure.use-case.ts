import type { Clock, TenantId } from '@libs/shared';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { canonicalJson, sha256Hex } from '../domain/canonical-json';
import type { ErasureReceipt } from '../domain/dsgvo-request';
import type { AuditTrail } from './audit-trail.port';
import type { DsgvoRequestRepository } from './dsgvo-request-repository.port';
import { ExternalErasures } from './external-erasure.port';
import type { SubjectData } from './subject-data.port';

/**
 * Carries out an erasure request in one unit of work: every table of the inventory that knows the subject is
 * erased by its rule (delete, pseudonymise, or restrict until its retention end, § 35(3) BDSG); the receipt
 * says what was erased and what was kept and why, with its SHA-256; the identifier is dropped from the
 * request. Deletions in external systems (a CRM) are queued by their modules' providers and listed in the
 * receipt. Runs at least once: a request already done is left as it is.
 */
export class ExecuteErasure {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly requests: DsgvoRequestRepository,
    private readonly subjects: SubjectData,
    private readonly audit: AuditTrail,
    private readonly events: OutboundEvents,
    private readonly clock: Clock,
    private readonly external: ExternalErasures = new ExternalErasures(),
  ) {}

  async execute(tenantId: TenantId, requestId: string): Promise<void> {
    // Outside the unit of work: a buffer writes in its own transaction (one connection on PGlite).
    await this.external.flushPendingWrites();
    return this.uow.run(tenantId, async (tx) => {
      const request = await this.requests.findForUpdate(tx, requestId);
      if (!request || request.kind !== 'erasure' || request.subjectValue === null) return;
      const now = this.clock.now();
      const subject = { identifier: request.subjectIdentifier, value: request.subjectValue };
      const scope = { sandboxOnly: request.sandbox };
      // External systems first: their modules find the subject's objects through rows the inventory erases next.
      const external = await this.external.queue(tx, scope, subject, request.id, now);
      const actions = await this.subjects.erase(tx, scope, subject, request.id, now);
      // What was handed out already: the subject's earlier export archives go too (their links answer 410).
      const archivesDeleted = await this.requests.eraseArchivesOf(
        tx,
        request.sandbox,
        request.subjectDigest,
        request.id,
      );
      const receipt: ErasureReceipt = {
        requestId: request.id,
        subject: { identifier: request.subjectIdentifier, digest: request.subjectDigest },
        receivedAt: request.receivedAt.toISOString(),
        executedAt: now.toISOString(),
        erased: actions.filter((a) => a.action !== 'restrict'),
        kept: actions.filter((a) => a.action === 'restrict'),
        external,
        archivesDeleted,
      };
      // Kept rows, or copies in an external system that the service could not have deleted: partial.
      const partial = receipt.kept.length > 0 || external.some((e) => e.action === 'not_possible');
      const status = partial ? 'partially_completed' : 'completed';
      const receiptHash = sha256Hex(canonicalJson(receipt));
      await this.requests.save(tx, {
        ...request,
        status,
        subjectValue: null,
        completedAt: now,
        receipt,
        receiptHash,
      });
      await this.audit.append(
        tx,
        {
          action: 'dsgvo.erasure_completed',
          entityType: 'dsgvo_request',
          entityId: request.id,
          details: {
            status,
            receiptHash,
            rowsErased: receipt.erased.reduce((n, a) => n + a.rows, 0),
            rowsRestricted: receipt.kept.reduce((n, a) => n + a.rows, 0),
            externalDeletionsQueued: external
              .filter((e) => e.action === 'deletion_queued')
              .reduce((n, e) => n + e.objects, 0),
          },
        },
        now,
      );
      await this.events.publish(
        tenantId,
        {
          type: 'dsgvo.request_completed',
          sandbox: request.sandbox,
          data: { requestId: request.id, kind: 'erasure', status },
        },
        tx,
      );
    });
  }
}
