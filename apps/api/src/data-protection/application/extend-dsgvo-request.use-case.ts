import type { Clock, TenantScope } from '@libs/shared';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { berlinDate, extendedDueDate } from '../domain/deadlines';
import type { DsgvoRequest } from '../domain/dsgvo-request';
import type { AuditTrail } from './audit-trail.port';
import {
  DsgvoExtensionTooLateError,
  DsgvoRequestAlreadyExtendedError,
  DsgvoRequestClosedError,
  DsgvoRequestNotFoundError,
} from './data-protection.errors';
import type { DsgvoRequestRepository } from './dsgvo-request-repository.port';

/**
 * Art. 12(3) sentences 2 and 3: the deadline may be extended once by two further months where necessary, and
 * the person told so with the reasons within the first month. The new due date is three calendar months after
 * receipt; the due-soon warning is armed again for it.
 */
export class ExtendDsgvoRequest {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly requests: DsgvoRequestRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  execute(scope: TenantScope, id: string, reason?: string): Promise<DsgvoRequest> {
    return this.uow.run(scope.tenantId, async (tx) => {
      const request = await this.requests.findForUpdate(tx, id);
      if (!request || request.sandbox !== scope.sandbox) throw new DsgvoRequestNotFoundError();
      if (request.status === 'completed' || request.status === 'partially_completed')
        throw new DsgvoRequestClosedError();
      if (request.extendedAt) throw new DsgvoRequestAlreadyExtendedError();
      const now = this.clock.now();
      if (berlinDate(now) > request.dueDate) throw new DsgvoExtensionTooLateError();
      const extended: DsgvoRequest = {
        ...request,
        dueDate: extendedDueDate(request.receivedAt),
        extendedAt: now,
        extensionReason: reason ?? null,
      };
      await this.requests.save(tx, extended);
      await this.audit.append(
        tx,
        {
          action: 'dsgvo.request_extended',
          entityType: 'dsgvo_request',
          entityId: id,
          details: { dueDate: extended.dueDate },
        },
        now,
      );
      return extended;
    });
  }
}
