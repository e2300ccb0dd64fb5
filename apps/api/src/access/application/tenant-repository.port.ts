import type { Tenant } from '../domain/tenant';

/** Tenants themselves: not tenant-scoped (the id is the tenant), read by authentication and the CLI. */
export abstract class TenantRepository {
  abstract add(tenant: Tenant): Promise<void>;
  abstract findById(id: string): Promise<Tenant | null>;
  abstract findByName(name: string): Promise<Tenant | null>;
}
