import type { Clock, TenantId } from '@libs/shared';
import type { CalculationSummaries, CalculationSummary } from '../../calculations';
import {
  batches,
  companyInput,
  dealInput,
  type SyncCompany,
  type UpsertInput,
} from '../domain/hubspot-sync-plan';
import type { HubspotClient } from './hubspot-client.port';
import type { HubspotStore, SyncedObject, SyncResult, SyncRun } from './hubspot-store.port';

/**
 * Works one sync run: companies first (a deal needs its company's HubSpot id), then the deals of the
 * calculations named for them (computed since `since`, when given), then each deal's association to its
 * company. Every object gets a line in the run's log; a dry run computes the same lines without a request.
 */
export class RunHubspotSync {
  constructor(
    private readonly store: HubspotStore,
    private readonly calculations: CalculationSummaries,
    private readonly clientFor: (account: TenantId) => HubspotClient,
    private readonly clock: Clock,
  ) {}

  async execute(tenantId: TenantId, runId: string, sandbox: boolean): Promise<void> {
    const scope = { tenantId, sandbox };
    const run = await this.store.run(scope, runId);
    if (!run || run.status !== 'queued') return; // a replayed job
    const [token, connection] = await Promise.all([this.store.token(scope), this.store.connection(scope)]);
    if (!token || !connection)
      return this.finish(run, [], 'Keine HubSpot-Verbindung (POST /api/v2/integrations/hubspot).');
    const { companies, dryRun, since } = run.request;
    const found = await this.calculations.find(
      scope,
      companies.flatMap((c) => c.calculationIds),
      since ? new Date(since) : null,
    );
    const byId = new Map(found.map((c) => [c.id, c]));
    const results: SyncResult[] = [];
    const owner = new Map<string, SyncCompany>();
    const deals: { calc: CalculationSummary; company: SyncCompany }[] = [];
    for (const company of companies) {
      for (const id of company.calculationIds) {
        const calc = byId.get(id);
        if (!calc)
          results.push(
            line('deal', id, null, 'skipped', 'Berechnung nicht gefunden oder vor `since` berechnet.'),
          );
        else if (owner.has(id))
          results.push(
            line('deal', id, null, 'skipped', `Bereits Unternehmen ${owner.get(id)!.ref} zugeordnet.`),
          );
        else {
          owner.set(id, company);
          deals.push({ calc, company });
        }
      }
    }
    if (dryRun) {
      for (const c of companies) results.push(line('company', c.ref, null, 'would_upsert', null));
      for (const d of deals) results.push(line('deal', d.calc.id, null, 'would_upsert', null));
      return this.finish(run, results, null);
    }
    const client = this.clientFor(tenantId);
    const companyIds = await this.upsertAll(client, token, 'company', companies.map(companyInput), results);
    const dealInputs: UpsertInput[] = [];
    for (const d of deals) {
      if (companyIds.has(d.company.ref)) dealInputs.push(dealInput(d.calc, d.company, connection.dealStages));
      else
        results.push(
          line('deal', d.calc.id, null, 'skipped', `Unternehmen ${d.company.ref} wurde nicht übertragen.`),
        );
    }
    const dealIds = await this.upsertAll(client, token, 'deal', dealInputs, results);
    // Kept beyond the run's log: an erasure by the company's ref must find these objects years later.
    await this.store.recordObjects(
      scope,
      [
        ...[...companyIds].map(([ref, id]) => synced('companies', ref, ref, id)),
        ...[...dealIds].map(([calcId, id]) => synced('deals', calcId, owner.get(calcId)!.ref, id)),
      ],
      this.clock.now(),
    );
    const pairs = [...dealIds].map(([calcId, dealId]) => ({
      calcId,
      dealId,
      companyId: companyIds.get(owner.get(calcId)!.ref)!,
    }));
    for (const batch of batches(pairs)) {
      const refused = await client.associateDealsToCompanies(token, batch);
      for (const p of batch) {
        const why = refused.get(p.dealId);
        results.push(line('association', p.calcId, p.dealId, why ? 'failed' : 'associated', why ?? null));
      }
    }
    return this.finish(run, results, null);
  }

  private async upsertAll(
    client: HubspotClient,
    token: string,
    kind: 'company' | 'deal',
    inputs: UpsertInput[],
    results: SyncResult[],
  ): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    for (const batch of batches(inputs)) {
      const outcome = await client.upsert(token, kind === 'company' ? 'companies' : 'deals', batch);
      for (const input of batch) {
        const done = outcome.done.get(input.id);
        if (done) {
          ids.set(input.id, done.hubspotId);
          results.push(line(kind, input.id, done.hubspotId, done.created ? 'created' : 'updated', null));
        } else {
          results.push(line(kind, input.id, null, 'failed', outcome.failed.get(input.id) ?? 'Fehler'));
        }
      }
    }
    return ids;
  }

  private finish(run: SyncRun, results: SyncResult[], error: string | null): Promise<void> {
    // `partial` needs something done and something not; a run where every record failed or was skipped
    // because of a failure (a deal whose company was refused) sent nothing, so it failed.
    const done = results.filter((r) => DONE.has(r.outcome)).length;
    const failed = results.some((r) => r.outcome === 'failed');
    const status = error || (failed && done === 0) ? 'failed' : failed ? 'partial' : 'succeeded';
    return this.store.finishRun({ ...run, status, results, error, finishedAt: this.clock.now() });
  }
}

const DONE = new Set<SyncResult['outcome']>(['created', 'updated', 'associated', 'would_upsert']);

function line(
  objectType: SyncResult['objectType'],
  key: string,
  hubspotId: string | null,
  outcome: SyncResult['outcome'],
  message: string | null,
): SyncResult {
  return { objectType, key, hubspotId, outcome, message };
}

function synced(
  objectType: SyncedObject['objectType'],
  key: string,
  companyRef: string,
  hubspotId: string,
): SyncedObject {
  return { objectType, key, companyRef, hubspotId };
}
