import type { UpsertInput } from '../domain/hubspot-sync-plan';
import {
  HubspotClient,
  type HubspotRateLimiter,
  type UpsertOutcome,
} from '../application/hubspot-client.port';

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
 * HubSpot's CRM v3/v4 endpoints over fetch. Every request first takes a slot of the account's shared window;
 * a 429 (whose `policyName` says which limit) waits `Retry-After`, else the interval HubSpot names, and is
 * sent again; a 5xx too, because an upsert by a unique property is idempotent. Other 4xx fail the batch.
 */
export class HubspotHttpClient extends HubspotClient {
  constructor(
    private readonly baseUrl: string,
    private readonly limiter: HubspotRateLimiter,
    /** The limiter's account key: the tenant (one HubSpot connection per tenant and mode). */
    private readonly account: string,
    private readonly timeoutMs: number,
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

  private async send(token: string, path: string, payload: unknown): Promise<Answer> {
    let last: Answer = { status: 0, body: { message: 'keine Antwort' } };
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      await this.limiter.acquire(this.account);
      let res: Response;
      try {
        res = await fetch(`${this.baseUrl}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          redirect: 'manual',
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch {
        last = {
          status: 0,
          body: { message: 'HubSpot nicht erreichbar (Zeitüberschreitung oder Netzwerk)' },
        };
        await this.sleep(500 * attempt);
        continue;
      }
      const body = (await res.json().catch(() => ({}))) as Answer['body'];
      last = { status: res.status, body };
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

/** `Retry-After` (seconds), else the window HubSpot names, else one second. */
function retryDelayMs(headers: Headers): number {
  const after = Number(headers.get('retry-after'));
  if (Number.isFinite(after) && after > 0) return after * 1000;
  const interval = Number(headers.get('x-hubspot-ratelimit-interval-milliseconds'));
  return Number.isFinite(interval) && interval > 0 ? Math.min(interval, 10_000) : 1000;
}
