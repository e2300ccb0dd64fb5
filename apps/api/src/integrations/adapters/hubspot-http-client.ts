import { retryDelaySeconds } from '../../platform/http/retry-after';
import { parseRetryAfter } from '../../webhooks';
import type { UpsertInput } from '../domain/hubspot-sync-plan';
import {
  HubspotClient,
  type HubspotRateLimiter,
  type UpsertOutcome,
} from '../application/hubspot-client.port';
import { HubspotUnreachable, type HubspotHttpAnswer, type HubspotTransport } from './hubspot-transport';

interface HubspotError {
  message?: string;
  context?: Record<string, string[] | undefined>;
}

interface Answer {
  status: number;
  body: {
    results?: { id: string; new?: boolean; properties?: Record<string, string> }[];
    errors?: HubspotError[];
    message?: string;
  };
}

const ATTEMPTS = 4;

/**
 * HubSpot's CRM v3/v4 endpoints over the guarded transport. Every request first takes a slot of the account's shared window;
 * a 429 (whose `policyName` says which limit) waits `Retry-After`, else the interval HubSpot names, and is
 * sent again; a 5xx too, because an upsert by a unique property and an archive are idempotent. Other 4xx
 * fail the batch.
 */
export class HubspotHttpClient extends HubspotClient {
  constructor(
    /** The guarded transport (SSRF check at connect, deadline, no redirects). */
    private readonly transport: HubspotTransport,
    private readonly limiter: HubspotRateLimiter,
    /** The limiter's account key: the tenant (one HubSpot connection per tenant and mode). */
    private readonly account: string,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    super();
  }

  async upsert(
    token: string,
    objectType: 'companies' | 'deals',
    inputs: UpsertInput[],
  ): Promise<UpsertOutcome> {
    const outcome: UpsertOutcome = { done: new Map(), failed: new Map() };
    const idProperty = inputs[0]?.idProperty;
    if (!idProperty) return outcome;
    const answer = await this.send(token, `/crm/v3/objects/${objectType}/batch/upsert`, { inputs });
    if (answer.status !== 200 && answer.status !== 201 && answer.status !== 207) {
      const why = `HubSpot ${answer.status}: ${answer.body.message ?? 'Anfrage abgelehnt'}`;
      for (const input of inputs) outcome.failed.set(input.id, why);
      return outcome;
    }
    for (const r of answer.body.results ?? []) {
      const key = r.properties?.[idProperty];
      if (key) outcome.done.set(key, { hubspotId: r.id, created: r.new === true });
    }
    for (const e of answer.body.errors ?? []) {
      for (const key of keysOf(e)) outcome.failed.set(key, e.message ?? 'Fehler');
    }
    // A record HubSpot neither confirmed nor named in an error is not silently counted as done.
    for (const input of inputs) {
      if (!outcome.done.has(input.id) && !outcome.failed.has(input.id)) {
        outcome.failed.set(input.id, 'Von HubSpot weder bestätigt noch abgelehnt.');
      }
    }
    return outcome;
  }

  async associateDealsToCompanies(
    token: string,
    pairs: { dealId: string; companyId: string }[],
  ): Promise<Map<string, string>> {
    const refused = new Map<string, string>();
    if (pairs.length === 0) return refused;
    const answer = await this.send(token, '/crm/v4/associations/deals/companies/batch/associate/default', {
      inputs: pairs.map((p) => ({ from: { id: p.dealId }, to: { id: p.companyId } })),
    });
    if (answer.status === 200 || answer.status === 201) return refused;
    if (answer.status === 207) {
      for (const e of answer.body.errors ?? [])
        for (const key of keysOf(e)) refused.set(key, e.message ?? 'Fehler');
      return refused;
    }
    for (const p of pairs)
      refused.set(p.dealId, `HubSpot ${answer.status}: ${answer.body.message ?? 'abgelehnt'}`);
    return refused;
  }

  /**
   * Archives one company or deal (`DELETE /crm/v3/objects/{type}/{id}`, answered 204). A 404 counts as done:
   * the object is gone already (a retried job, or deleted in HubSpot by hand). Returns null, or why not.
   */
  async archive(token: string, objectType: 'companies' | 'deals', hubspotId: string): Promise<string | null> {
    const answer = await this.send(token, `/crm/v3/objects/${objectType}/${encodeURIComponent(hubspotId)}`);
    if (answer.status === 204 || answer.status === 200 || answer.status === 404) return null;
    return `HubSpot ${answer.status}: ${answer.body.message ?? 'Löschung abgelehnt'}`;
  }

  /** POST with a payload, DELETE without one. */
  private async send(token: string, path: string, payload?: unknown): Promise<Answer> {
    let last: Answer = { status: 0, body: { message: 'keine Antwort' } };
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      await this.limiter.acquire(this.account);
      let res: HubspotHttpAnswer;
      try {
        res = await this.transport({
          method: payload === undefined ? 'DELETE' : 'POST',
          path,
          token,
          body: payload,
        });
      } catch (error) {
        // An address the guard refuses stays refused: no retry, and the record says so.
        if (error instanceof HubspotUnreachable && error.reason === 'address_not_allowed')
          return { status: 0, body: { message: 'HubSpot-Adresse abgelehnt (private oder interne Adresse)' } };
        last = {
          status: 0,
          body: { message: 'HubSpot nicht erreichbar (Zeitüberschreitung oder Netzwerk)' },
        };
        await this.sleep(500 * attempt);
        continue;
      }
      last = { status: res.status, body: res.body as Answer['body'] };
      if (res.status === 429) {
        await this.sleep(retryDelayMs(res.headers));
        continue;
      }
      if (res.status >= 500) {
        await this.sleep(500 * attempt);
        continue;
      }
      return last;
    }
    return last;
  }
}

function keysOf(e: HubspotError): string[] {
  return Object.values(e.context ?? {}).flatMap((v) => v ?? []);
}

/**
 * HubSpot's `Retry-After` (seconds or an HTTP date) is followed from 1 s to 10 s (its rolling window): the
 * worker sleeps in-process, so an hour named there must not hold it for an hour.
 */
export const HUBSPOT_RETRY_AFTER = { minSeconds: 1, maxSeconds: 10 };

/** `Retry-After` within bounds, else the window HubSpot names (at most 10 s), else one second. */
function retryDelayMs(headers: HubspotHttpAnswer['headers']): number {
  const raw = headers['retry-after'];
  const interval = Number(headers['x-hubspot-ratelimit-interval-milliseconds']);
  const scheduled = Number.isFinite(interval) && interval > 0 ? Math.min(interval, 10_000) / 1000 : 1;
  const after = parseRetryAfter(typeof raw === 'string' ? raw : undefined);
  return retryDelaySeconds(scheduled, after, HUBSPOT_RETRY_AFTER) * 1000;
}
