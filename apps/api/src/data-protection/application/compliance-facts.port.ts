import type { TenantId } from '@libs/shared';

/** Figures about the tenant and the platform that the compliance answers rest on, collected by the service. */
export abstract class ComplianceFacts {
  abstract lastSucceededRun(job: string): Promise<Date | null>;
  abstract calculationCount(tenantId: TenantId): Promise<number>;
  /** The tenant's live credentials with the administrator scope: how many, how many without expiry. */
  abstract adminCredentials(tenantId: TenantId): Promise<{ active: number; withoutExpiry: number }>;
}
