import { randomUUID } from 'node:crypto';
import type { Clock, TenantScope } from '@libs/shared';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { withScreening, type Dpia, type DpiaInput } from '../domain/dpia';
import { canMoveDpia, type DpiaStatus } from '../domain/dpia-screening';
import type { AuditTrail } from './audit-trail.port';
import { DpiaNotFoundError, DpiaSignedOffError, DpiaStatusTransitionError } from './data-protection.errors';
import type { DpiaRepository } from './dpia-repository.port';

/** Creates a DPIA: screens it against WP248 and the DSK list and keeps the Art. 35(7) sections. */
export class CreateDpia {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly dpias: DpiaRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  execute(scope: TenantScope, input: DpiaInput): Promise<Dpia> {
    const now = this.clock.now();
    const dpia: Dpia = {
      ...withScreening(input),
      id: randomUUID(),
      sandbox: scope.sandbox,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
      signedOffAt: null,
    };
    return this.uow.run(scope.tenantId, async (tx) => {
      await this.dpias.insert(tx, dpia);
      await this.audit.append(
        tx,
        {
          action: 'dpia.created',
          entityType: 'dpia',
          entityId: dpia.id,
          details: { outcome: dpia.screening.outcome },
        },
        now,
      );
      return dpia;
    });
  }
}

/** The credential a change came from (an API key or OAuth client id; never a name or key material). */
export interface DpiaActor {
  credentialId: string;
  credentialKind: 'api_key' | 'oauth_client';
}

/**
 * Changes a DPIA's sections or status; the screening follows the criteria; a signed-off one is final. The
 * sign-off's audit entry names the credential that gave it (Art. 5(2): who approved, in the tamper-evident log).
 */
export class UpdateDpia {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly dpias: DpiaRepository,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  execute(
    scope: TenantScope,
    id: string,
    change: Partial<DpiaInput> & { status?: DpiaStatus },
    actor: DpiaActor,
  ): Promise<Dpia> {
    return this.uow.run(scope.tenantId, async (tx) => {
      const current = await this.dpias.findForUpdate(tx, scope.sandbox, id);
      if (!current) throw new DpiaNotFoundError();
      if (current.status === 'signed_off') throw new DpiaSignedOffError();
      const { status, ...sections } = change;
      if (status && status !== current.status && !canMoveDpia(current.status, status))
        throw new DpiaStatusTransitionError(current.status, status);
      const now = this.clock.now();
      const { screening: _old, ...input } = current;
      const next: Dpia = {
        ...current,
        ...withScreening({ ...input, ...sections }),
        status: status ?? current.status,
        updatedAt: now,
        signedOffAt: status === 'signed_off' ? now : current.signedOffAt,
      };
      await this.dpias.update(tx, next);
      await this.audit.append(
        tx,
        {
          action: status && status !== current.status ? `dpia.${status}` : 'dpia.updated',
          entityType: 'dpia',
          entityId: id,
          details: {
            status: next.status,
            outcome: next.screening.outcome,
            ...(status === 'signed_off'
              ? { signedOffBy: actor.credentialId, signedOffByKind: actor.credentialKind }
              : {}),
          },
        },
        now,
      );
      return next;
    });
  }
}
