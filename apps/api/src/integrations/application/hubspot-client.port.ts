import type { UpsertInput } from '../domain/hubspot-sync-plan';

export interface UpsertOutcome {
  /** Our key (`id` of the input) → HubSpot's object id and whether HubSpot created it. */
  done: Map<string, { hubspotId: string; created: boolean }>;
  /** Our key → HubSpot's message, for the records of a partial failure (207) or a refused batch. */
  failed: Map<string, string>;
}

/** HubSpot's CRM API for one account (private-app token); rate limits and 429 are the adapter's business. */
export abstract class HubspotClient {
  abstract upsert(
    token: string,
    objectType: 'companies' | 'deals',
    inputs: UpsertInput[],
  ): Promise<UpsertOutcome>;
  /** Default association deal → company for each pair; returns the deal ids HubSpot refused, with why. */
  abstract associateDealsToCompanies(
    token: string,
    pairs: { dealId: string; companyId: string }[],
  ): Promise<Map<string, string>>;
  /** Archives one object (an erasure request); null when it is gone at HubSpot, else why not. */
  abstract archive(
    token: string,
    objectType: 'companies' | 'deals',
    hubspotId: string,
  ): Promise<string | null>;
}

/** Paces requests to one HubSpot account across all instances (a rolling window). */
export abstract class HubspotRateLimiter {
  /** Resolves when one more request fits into the window of `account`. */
  abstract acquire(account: string): Promise<void>;
}
