import { randomUUID } from 'node:crypto';
import type { Clock, TenantScope } from '@libs/shared';
import type { TenantEntitlements } from '../../access';
import type { HubspotStore, SyncRequest, SyncRun } from './hubspot-store.port';
import { CrmSyncNotInPlanError, CrmSyncTooLargeError, HubspotNotConnectedError } from './integration.errors';

/** Queues a sync run within the plan's size per run; the job does the work (202, then poll the run). */
export class StartHubspotSync {
  constructor(
    private readonly store: HubspotStore,
    private readonly plans: TenantEntitlements,
    private readonly clock: Clock,
  ) {}

  async execute(scope: TenantScope, request: SyncRequest): Promise<SyncRun> {
    const { plan, entitlements } = await this.plans.of(scope.tenantId);
    const limit = entitlements.crmSyncRecordsPerRun;
    if (limit === 0) throw new CrmSyncNotInPlanError(plan);
    const records = request.companies.reduce((n, c) => n + 1 + c.calculationIds.length, 0);
    if (limit !== null && records > limit) throw new CrmSyncTooLargeError(records, limit);
    if (!(await this.store.connection(scope))) throw new HubspotNotConnectedError();
    const run: SyncRun = {
      id: randomUUID(),
      tenantId: scope.tenantId,
      sandbox: scope.sandbox,
      status: 'queued',
      request,
      results: [],
      error: null,
      createdAt: this.clock.now(),
      finishedAt: null,
    };
    await this.store.startRun(run);
    return run;
  }
}
