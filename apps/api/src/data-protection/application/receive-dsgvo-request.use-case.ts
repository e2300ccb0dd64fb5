import { randomUUID } from 'node:crypto';
import type { Clock, TenantScope } from '@libs/shared';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import type { DsgvoRequest, DsgvoRequestKind } from '../domain/dsgvo-request';
import { requestDueDate } from '../domain/deadlines';
import type { AuditTrail } from './audit-trail.port';
import type { DsgvoRequestRepository } from './dsgvo-request-repository.port';
import { ERASURE_JOB, PORTABILITY_JOB } from './dsgvo-jobs';
import { normaliseSubjectValue, subjectDigest } from './subject-digest';
import type { SubjectData, SubjectRef } from './subject-data.port';

/**
 * Receives an erasure (Art. 17) or portability (Art. 20) request: previews what will happen per table,
 * stores it with its due date (Art. 12(3): one calendar month), queues the job that carries it out and
 * notes it in the audit log, all in one unit of work.
 */
export class ReceiveDsgvoRequest {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly requests: DsgvoRequestRepository,
    private readonly subjects: SubjectData,
    private readonly audit: AuditTrail,
    private readonly jobs: TenantJobs,
    private readonly clock: Clock,
  ) {}

  /**
   * `created: false` for a portability request answered by one still open or still downloadable for the same
   * person (the operation is a GET: asking again does not build the archive again).
   */
  execute(
    scope: TenantScope,
    kind: DsgvoRequestKind,
    subject: SubjectRef,
    reason?: string,
  ): Promise<{ request: DsgvoRequest; created: boolean }> {
    const now = this.clock.now();
    const value = normaliseSubjectValue(subject.identifier, subject.value);
    const digest = subjectDigest(scope.tenantId, subject.identifier, value);
    return this.uow.run(scope.tenantId, async (tx) => {
      if (kind === 'portability') {
        const reusable = await this.requests.findReusablePortability(tx, scope.sandbox, digest, now);
        if (reusable) return { request: reusable, created: false };
      }
      const sandboxOnly = scope.sandbox;
      const preview =
        kind === 'erasure' ? await this.subjects.preview(tx, { sandboxOnly }, { ...subject, value }) : [];
      const request: DsgvoRequest = {
        id: randomUUID(),
        sandbox: scope.sandbox,
        kind,
        subjectIdentifier: subject.identifier,
        subjectValue: value,
        subjectDigest: digest,
        reason: reason ?? null,
        status: 'received',
        receivedAt: now,
        dueDate: requestDueDate(now),
        extendedAt: null,
        extensionReason: null,
        completedAt: null,
        preview,
        receipt: null,
        receiptHash: null,
        archiveExpiresAt: null,
      };
      await this.requests.insert(tx, request);
      await this.audit.append(
        tx,
        {
          action: `dsgvo.${kind}_requested`,
          entityType: 'dsgvo_request',
          entityId: request.id,
          details: { identifier: subject.identifier, dueDate: request.dueDate, sandbox: scope.sandbox },
        },
        now,
      );
      await this.jobs.enqueue(
        kind === 'erasure' ? ERASURE_JOB : PORTABILITY_JOB,
        {
          tenantId: scope.tenantId,
          requestId: request.id,
        },
        { transaction: tx },
      );
      return { request, created: true };
    });
  }
}
