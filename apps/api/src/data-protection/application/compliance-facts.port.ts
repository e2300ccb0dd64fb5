import type { TenantId } from '@libs/shared';
import type { AdminCredential, StoredSecrets } from '../domain/nis2-assessment';

/** Figures about the tenant and the platform that the compliance answers rest on, collected by the service. */
export abstract class ComplianceFacts {
  abstract lastSucceededRun(job: string): Promise<Date | null>;
  abstract calculationCount(tenantId: TenantId): Promise<number>;
  /** The tenant's live credentials with the administrator scope, with when they were issued and expire. */
  abstract adminCredentials(tenantId: TenantId): Promise<AdminCredential[]>;
  /** The tenant's stored secrets (every `*_ciphertext` column) and how many are not sealed. */
  abstract storedSecrets(tenantId: TenantId): Promise<StoredSecrets>;
}
