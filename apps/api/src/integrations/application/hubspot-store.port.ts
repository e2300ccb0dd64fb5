import type { TenantId, TenantScope } from '@libs/shared';
import type { DealStages, SyncCompany } from '../domain/hubspot-sync-plan';

export interface HubspotConnection {
  tokenHint: string;
  dealStages: DealStages;
  createdAt: Date;
}

export interface SyncRequest {
  companies: SyncCompany[];
  dryRun: boolean;
  since: string | null;
}

export type SyncOutcome = 'created' | 'updated' | 'associated' | 'would_upsert' | 'skipped' | 'failed';

/** One line of a run's log: what happened to one object at HubSpot. */
export interface SyncResult {
  objectType: 'company' | 'deal' | 'association';
  /** Our key: the company's ref, or the calculation id of a deal and of its association. */
  key: string;
  hubspotId: string | null;
  outcome: SyncOutcome;
  message: string | null;
}

export type SyncStatus = 'queued' | 'running' | 'succeeded' | 'partial' | 'failed';

export interface SyncRun {
  id: string;
  tenantId: TenantId;
  sandbox: boolean;
  status: SyncStatus;
  request: SyncRequest;
  results: SyncResult[];
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** One object at HubSpot and whose it is: the company's ref, also for a deal (an erasure finds both by it). */
export interface SyncedObject {
  objectType: 'companies' | 'deals';
  /** Our key: the company's ref, or the deal's calculation id. */
  key: string;
  companyRef: string;
  hubspotId: string;
}

/** The tenant's HubSpot connection (token encrypted) and its sync runs. */
export abstract class HubspotStore {
  abstract connect(
    scope: TenantScope,
    token: string,
    dealStages: DealStages,
    now: Date,
  ): Promise<HubspotConnection>;
  abstract disconnect(scope: TenantScope): Promise<boolean>;
  abstract connection(scope: TenantScope): Promise<HubspotConnection | null>;
  abstract token(scope: TenantScope): Promise<string | null>;
  /** Stores the run and enqueues its job in one transaction. */
  abstract startRun(run: SyncRun): Promise<void>;
  abstract run(scope: TenantScope, id: string): Promise<SyncRun | null>;
  abstract finishRun(run: SyncRun): Promise<void>;
  /** Remembers (or updates) which HubSpot id each synced object has, for as long as the tenant exists. */
  abstract recordObjects(scope: TenantScope, objects: SyncedObject[], now: Date): Promise<void>;
}
