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

/** How a unit may be run. */
export interface UnitOfWorkOptions {
  /**
   * Group commit (ADR 0027): units of the same tenant with the same name that arrive while an
   * earlier one of them is being written share one transaction and one COMMIT, each answering only after it.
   * Only for units that are independent of each other (none reads what another writes) and that may run
   * again: when the shared transaction fails, each unit runs once more alone, so one bad unit fails only
   * itself. Put into the name whatever must never share a transaction besides the tenant (e.g. the mode).
   */
  groupCommit?: string;
}

/**
 * Runs a use case's writes as one unit under the tenant's row-level security: everything done with `tx`
 * (rows, outbox events, jobs) commits together or not at all, so nothing committed loses its event.
 */
export abstract class UnitOfWork {
  abstract run<T>(
    tenantId: TenantId,
    work: (tx: Transaction) => Promise<T>,
    options?: UnitOfWorkOptions,
  ): Promise<T>;
}
