import type { TenantId } from '@libs/shared';

/**
 * An open transaction of one tenant, opaque to use cases: they pass it on to the ports that should join it
 * (a repository's write, an outbound event, a job), and only adapters open it (`entityManagerOf`).
 */
export interface Transaction {
  readonly tenantId: TenantId;
}

/**
 * An open transaction of the platform itself, on kernel tables that belong to no tenant (the runs of
 * scheduled jobs): no tenant setting, no row-level security. Only kernel adapters open one.
 */
export interface PlatformTransaction {
  readonly platform: true;
}

/**
 * Runs a use case's writes as one unit under the tenant's row-level security: everything done with `tx`
 * (rows, outbox events, jobs) commits together or not at all, so nothing committed loses its event.
 */
export abstract class UnitOfWork {
  abstract run<T>(tenantId: TenantId, work: (tx: Transaction) => Promise<T>): Promise<T>;
}
