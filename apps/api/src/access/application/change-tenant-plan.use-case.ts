import type { TenantId } from '@libs/shared';
import type { PlanName } from '../domain/plan';
import { TenantNotFoundError } from '../domain/tenant-errors';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import type { TenantRepository } from './tenant-repository.port';

/**
 * The operator moves a tenant to another plan. The change and `tenant.plan_changed` commit together in the
 * tenant's unit of work (its audit log hears the event); the database's principal notification drops what
 * every instance cached of the tenant's credentials, so the new limits hold on the next request.
 */
export class ChangeTenantPlan {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly uow: UnitOfWork,
    // Absent where the app runs without an outbox (the bench's and tools' bare modules): no event then.
    private readonly events?: OutboundEvents,
  ) {}

  /** The plan before; the same plan again changes nothing and tells no one. */
  execute(tenantId: TenantId, plan: PlanName): Promise<{ previousPlan: PlanName; plan: PlanName }> {
    return this.uow.run(tenantId, async (tx) => {
      const previousPlan = await this.tenants.changePlan(tx, plan);
      if (previousPlan === null) throw new TenantNotFoundError(tenantId);
      if (previousPlan !== plan)
        await this.events?.publish(
          tenantId,
          { type: 'tenant.plan_changed', sandbox: false, data: { previousPlan, plan } },
          tx,
        );
      return { previousPlan, plan };
    });
  }
}
