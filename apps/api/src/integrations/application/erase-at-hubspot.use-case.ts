import type { OperatorLog, TenantId } from '@libs/shared';
import type { HubspotClient } from './hubspot-client.port';
import type { HubspotErasureJob } from './hubspot-erasure-job';
import type { HubspotStore } from './hubspot-store.port';

/**
 * Works one queued HubSpot erasure: deals first (they name their company), then the companies, each archived
 * by `DELETE /crm/v3/objects/{type}/{id}`. An object HubSpot no longer knows counts as deleted, so a retried
 * job repeats nothing harmful; one HubSpot refused fails the job, and the queue tries it again.
 */
export class EraseAtHubspot {
  constructor(
    private readonly store: HubspotStore,
    private readonly clientFor: (account: TenantId) => HubspotClient,
    private readonly log: OperatorLog,
  ) {}

  async execute(job: HubspotErasureJob): Promise<void> {
    const token = await this.store.token({ tenantId: job.tenantId, sandbox: job.sandbox });
    if (!token) {
      // Disconnected after the request was received: nothing left to call HubSpot with. The receipt
      // already said "queued"; the log (no personal data: ids and counts) is what remains for the operator.
      this.log.warn(
        `Erasure ${job.requestId}: HubSpot disconnected, ${job.objects.length} objects not deleted there`,
      );
      return;
    }
    const client = this.clientFor(job.tenantId);
    const ordered = [...job.objects].sort((a, b) =>
      a.objectType === b.objectType ? 0 : a.objectType === 'deals' ? -1 : 1,
    );
    const refused: string[] = [];
    for (const o of ordered) {
      const why = await client.archive(token, o.objectType, o.hubspotId);
      if (why) refused.push(`${o.objectType}/${o.hubspotId}: ${why}`);
    }
    if (refused.length > 0)
      throw new Error(
        `HubSpot refused ${refused.length} deletions of erasure ${job.requestId}: ${refused[0]}`,
      );
  }
}
