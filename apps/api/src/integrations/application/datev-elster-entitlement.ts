import type { TenantId } from '@libs/shared';
import type { TenantEntitlements } from '../../access';
import { TaxAndAccountingNotInPlanError } from './integration.errors';

/**
 * The plan gate of the DATEV export, its settings and the ELSTER filing package (`taxAndAccountingExports`).
 * The export and the package call no vendor and store nothing, so the ordinary `api` scope suffices for them;
 * what they cost is the plan's to grant.
 */
export async function requireTaxAndAccountingExports(
  plans: TenantEntitlements,
  tenantId: TenantId,
): Promise<void> {
  const { plan, entitlements } = await plans.of(tenantId);
  if (!entitlements.taxAndAccountingExports) throw new TaxAndAccountingNotInPlanError(plan);
}
