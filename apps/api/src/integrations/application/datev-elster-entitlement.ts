import type { TenantId } from '@libs/shared';
import type { TenantEntitlements } from '../../access';
import { TaxAndAccountingNotInPlanError } from './integration.errors';

/**
 * The plan gate of the DATEV export and the ELSTER filing package (`taxAndAccountingExports`). Neither calls
 * a vendor or stores anything, so the ordinary `api` scope suffices; what they cost is the plan's to grant.
 */
export async function requireTaxAndAccountingExports(
  plans: TenantEntitlements,
  tenantId: TenantId,
): Promise<void> {
  const { plan, entitlements } = await plans.of(tenantId);
  if (!entitlements.taxAndAccountingExports) throw new TaxAndAccountingNotInPlanError(plan);
}
