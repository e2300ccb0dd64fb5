import type { Clock, TenantId } from '@libs/shared';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { canonicalJson, sha256Hex } from '../domain/canonical-json';
import type { PortabilityReceipt } from '../domain/dsgvo-request';
import type { AuditTrail } from './audit-trail.port';
import type { DsgvoRequestRepository } from './dsgvo-request-repository.port';
import type { PortabilityPackager } from './portability-packager.port';
import type { SubjectData } from './subject-data.port';

/**
 * Builds the Art. 20 archive of a portability request from every portable table of the inventory and keeps
 * it for a short time (the download link's lifetime); the data-retention job drops it afterwards.
 */
export class BuildPortabilityArchive {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly requests: DsgvoRequestRepository,
    private readonly subjects: SubjectData,
    private readonly packager: PortabilityPackager,
    private readonly audit: AuditTrail,
    private readonly events: OutboundEvents,
    private readonly clock: Clock,
    private readonly archiveTtlSeconds: number,
  ) {}

  execute(tenantId: TenantId, requestId: string): Promise<void> {
    return this.uow.run(tenantId, async (tx) => {
      const request = await this.requests.findForUpdate(tx, requestId);
      if (!request || request.kind !== 'portability' || request.subjectValue === null) return;
      const now = this.clock.now();
      const subject = { identifier: request.subjectIdentifier, digest: request.subjectDigest };
      const tables = await this.subjects.export(
        tx,
        { sandboxOnly: request.sandbox },
        { identifier: request.subjectIdentifier, value: request.subjectValue },
      );
      const { archive, files } = this.packager.pack(tables, { requestId, createdAt: now, subject });
      const receipt: PortabilityReceipt = { requestId, subject, createdAt: now.toISOString(), files };
      const receiptHash = sha256Hex(canonicalJson(receipt));
      await this.requests.save(tx, {
        ...request,
        status: 'completed',
        subjectValue: null,
        completedAt: now,
        receipt,
        receiptHash,
      });
      await this.requests.saveArchive(
        tx,
        requestId,
        archive,
        new Date(now.getTime() + this.archiveTtlSeconds * 1000),
      );
      await this.audit.append(
        tx,
        {
          action: 'dsgvo.portability_exported',
          entityType: 'dsgvo_request',
          entityId: requestId,
          details: { files: files.length, archiveSha256: sha256Hex(archive), receiptHash },
        },
        now,
      );
      await this.events.publish(
        tenantId,
        {
          type: 'dsgvo.request_completed',
          sandbox: request.sandbox,
          data: { requestId, kind: 'portability', status: 'completed' },
        },
        tx,
      );
    });
  }
}
