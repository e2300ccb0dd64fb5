import type {
  ExternalErasureAction,
  ExternalErasureProvider,
  SubjectRef,
  SubjectScope,
} from '../../data-protection';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { HUBSPOT_ERASURE_JOB, type HubspotErasureJob } from '../application/hubspot-erasure-job';

interface Row {
  sandbox: boolean;
  object_type: 'companies' | 'deals';
  hubspot_id: string;
  connected: boolean;
}

const NOTE = {
  companies: 'Unternehmen (Einzelunternehmen: Name und Domain der Person) werden in HubSpot gelöscht.',
  deals: 'Deals dieses Unternehmens (Name, Betrag, Phase) werden in HubSpot gelöscht.',
  disconnected:
    'Keine HubSpot-Verbindung mehr: der Mandant muss diese Objekte in HubSpot selbst löschen (HubSpot-Ids in den Synchronisationsläufen).',
} as const;

/**
 * The integrations' part of an erasure (ADR 0017/0018). HubSpot receives companies and deals, no
 * contacts; what ties them to a person is the tenant's key of its customer (`fm_company_ref`), which for a
 * sole trader is the person. So a request by that key as `external_id` finds the company and its deals in
 * `hubspot_objects` and queues their deletion per mode, in the erasure's transaction; other identifiers
 * (actor id, e-mail, push endpoint) reach nothing at HubSpot, because nothing of theirs is synced.
 */
export class HubspotErasure implements ExternalErasureProvider {
  constructor(private readonly jobs: TenantJobs) {}

  async queueErasure(
    tx: Transaction,
    scope: SubjectScope,
    subject: SubjectRef,
    requestId: string,
  ): Promise<ExternalErasureAction[]> {
    if (subject.identifier !== 'external_id') return [];
    const rows = (await entityManagerOf(tx).query(
      `SELECT o.sandbox, o.object_type, o.hubspot_id, (c.tenant_id IS NOT NULL) AS connected
       FROM hubspot_objects o
       LEFT JOIN hubspot_connections c ON c.tenant_id = o.tenant_id AND c.sandbox = o.sandbox
       WHERE o.tenant_id = $1 AND o.company_ref = $2${scope.sandboxOnly ? ' AND o.sandbox' : ''}
       ORDER BY o.sandbox, o.object_type, o.hubspot_id`,
      [tx.tenantId, subject.value],
    )) as Row[];
    for (const sandbox of [false, true]) {
      const objects = rows
        .filter((r) => r.sandbox === sandbox && r.connected)
        .map((r) => ({ objectType: r.object_type, hubspotId: r.hubspot_id }));
      if (objects.length === 0) continue;
      const job: HubspotErasureJob = { tenantId: tx.tenantId, requestId, sandbox, objects };
      await this.jobs.enqueue(HUBSPOT_ERASURE_JOB, job, { transaction: tx });
    }
    const actions: ExternalErasureAction[] = [];
    for (const objectType of ['companies', 'deals'] as const)
      for (const connected of [true, false]) {
        const n = rows.filter((r) => r.object_type === objectType && r.connected === connected).length;
        if (n > 0)
          actions.push({
            system: 'hubspot',
            objectType,
            objects: n,
            action: connected ? 'deletion_queued' : 'not_possible',
            note: connected ? NOTE[objectType] : NOTE.disconnected,
          });
      }
    return actions;
  }
}
