import { LoopbackServer, type Answer, type RecordedRequest } from './loopback-server';

const JSON_TYPE = { 'content-type': 'application/json;charset=utf-8' };
const UPSERT = /^\/crm\/(?:v3|objects\/2026-03)\/objects\/(companies|deals)\/batch\/upsert$/;
const ARCHIVE = /^\/crm\/v3\/objects\/(companies|deals)\/([^/?]+)$/;
const ASSOCIATE = '/crm/v4/associations/deals/companies/batch/associate/default';
const UNIQUE = { companies: 'fm_company_ref', deals: 'fm_calculation_id' } as const;
const STAGES = [
  'appointmentscheduled',
  'qualifiedtobuy',
  'presentationscheduled',
  'decisionmakerboughtin',
  'contractsent',
  'closedwon',
  'closedlost',
];

interface Stored {
  id: string;
  properties: Record<string, string>;
}

const error = (status: number, category: string, message: string, extra: object = {}): Answer => ({
  status,
  headers: JSON_TYPE,
  body: JSON.stringify({ status: 'error', message, category, correlationId: 'fake', ...extra }),
});

/**
 * HubSpot's CRM API on loopback as its documentation describes it: Bearer token (401 otherwise), batch upsert
 * of companies and deals by a unique-value property (400 for another property or more than 100 inputs; 200
 * with `new` per record; 207 with per-record `errors` when some records are invalid), default association
 * deal → company (v4), archive of one object (`DELETE`, 204; 404 when unknown), and a rolling request window per token answered with 429 `TEN_SECONDLY_ROLLING` and
 * the `X-HubSpot-RateLimit-*` headers. It remembers the most requests it ever saw inside one window.
 */
export class HubspotFake extends LoopbackServer {
  readonly objects = { companies: new Map<string, Stored>(), deals: new Map<string, Stored>() };
  readonly associations: { dealId: string; companyId: string }[] = [];
  /** Objects archived by `DELETE /crm/v3/objects/{type}/{id}`, in order. */
  readonly archived: { objectType: 'companies' | 'deals'; id: string }[] = [];
  /** The largest number of requests seen within any one window, and how many were answered 429 for it. */
  maxInWindow = 0;
  rateLimited = 0;
  private nextId = 1000;

  private constructor(
    readonly token: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {
    super((r) => this.answer(r));
  }

  static async start(
    token: string,
    options: { max: number; windowMs: number } = { max: 100, windowMs: 10_000 },
  ): Promise<HubspotFake> {
    const fake = new HubspotFake(token, options.max, options.windowMs);
    await fake.listen();
    return fake;
  }

  /** 429 for the secondly limit; with `retryAfter` (seconds or an HTTP date) in a `Retry-After` header. */
  static secondlyLimit(retryAfter?: string): Answer {
    const answer = error(429, 'RATE_LIMITS', 'You have reached your secondly limit.', {
      errorType: 'RATE_LIMIT',
      policyName: 'SECONDLY',
    });
    return retryAfter === undefined
      ? answer
      : { ...answer, headers: { ...JSON_TYPE, 'retry-after': retryAfter } };
  }

  private answer(r: RecordedRequest): Answer {
    if (r.headers.authorization !== `Bearer ${this.token}`) {
      return error(401, 'INVALID_AUTHENTICATION', 'Authentication credentials not found.');
    }
    const inWindow = this.requests.filter((q) => q.at > r.at - this.windowMs && q.status !== 429).length;
    this.maxInWindow = Math.max(this.maxInWindow, inWindow);
    if (inWindow > this.max) {
      this.rateLimited += 1;
      return {
        ...error(429, 'RATE_LIMITS', 'You have reached your ten_secondly_rolling limit.', {
          errorType: 'RATE_LIMIT',
          policyName: 'TEN_SECONDLY_ROLLING',
        }),
        headers: {
          ...JSON_TYPE,
          'x-hubspot-ratelimit-max': String(this.max),
          'x-hubspot-ratelimit-remaining': '0',
          'x-hubspot-ratelimit-interval-milliseconds': String(this.windowMs),
        },
      };
    }
    const archive = ARCHIVE.exec(r.url);
    if (r.method === 'DELETE' && archive)
      return this.archive(archive[1] as 'companies' | 'deals', archive[2]!);
    if (r.method !== 'POST') return error(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
    let body: { inputs?: unknown };
    try {
      body = JSON.parse(r.body);
    } catch {
      return error(400, 'VALIDATION_ERROR', 'Invalid input JSON');
    }
    const inputs = body.inputs;
    if (!Array.isArray(inputs)) return error(400, 'VALIDATION_ERROR', 'inputs missing');
    if (inputs.length > 100) return error(400, 'VALIDATION_ERROR', 'Batch size cannot exceed 100.');
    const upsert = UPSERT.exec(r.url);
    if (upsert) return this.upsert(upsert[1] as 'companies' | 'deals', inputs);
    if (r.url === ASSOCIATE) return this.associate(inputs);
    return error(404, 'OBJECT_NOT_FOUND', 'Not found');
  }

  /** Archive (basic API): 204 without a body; 404 for an id this portal does not know (any more). */
  private archive(type: 'companies' | 'deals', id: string): Answer {
    const entry = [...this.objects[type].entries()].find(([, o]) => o.id === id);
    if (!entry) return error(404, 'OBJECT_NOT_FOUND', `Object not found. objectId are usually numeric.`);
    this.objects[type].delete(entry[0]);
    if (type === 'deals')
      this.associations.splice(
        0,
        this.associations.length,
        ...this.associations.filter((a) => a.dealId !== id),
      );
    this.archived.push({ objectType: type, id });
    return { status: 204 };
  }

  private upsert(
    type: 'companies' | 'deals',
    inputs: { idProperty?: string; id?: string; properties?: Record<string, string> }[],
  ): Answer {
    const results: object[] = [];
    const errors: object[] = [];
    for (const input of inputs) {
      if (input.idProperty !== UNIQUE[type]) {
        return error(
          400,
          'VALIDATION_ERROR',
          `Property ${input.idProperty} is not a unique identifier property.`,
        );
      }
      const problem = this.invalid(type, input.properties ?? {});
      if (problem || !input.id) {
        errors.push({
          status: 'error',
          category: 'VALIDATION_ERROR',
          message: problem ?? 'id missing',
          context: { ids: [input.id] },
        });
        continue;
      }
      const known = this.objects[type].get(input.id);
      const stored: Stored = {
        id: known?.id ?? String(this.nextId++),
        properties: { ...known?.properties, ...input.properties },
      };
      this.objects[type].set(input.id, stored);
      results.push({ id: stored.id, properties: stored.properties, new: !known });
    }
    const status = errors.length > 0 ? 207 : 200;
    return {
      status,
      headers: JSON_TYPE,
      body: JSON.stringify({
        status: 'COMPLETE',
        results,
        ...(errors.length ? { numErrors: errors.length, errors } : {}),
      }),
    };
  }

  private invalid(type: 'companies' | 'deals', p: Record<string, string>): string | null {
    if (type === 'companies') {
      if (p.domain?.endsWith('.invalid')) return `Property values were not valid: domain ${p.domain}`;
      return p.name ? null : 'Property values were not valid: name';
    }
    if (!STAGES.includes(p.dealstage ?? ''))
      return `${p.dealstage} is not a valid deal stage of pipeline default`;
    return /^\d+(\.\d+)?$/.test(p.amount ?? '') ? null : 'amount must be a number';
  }

  private associate(inputs: { from?: { id?: string }; to?: { id?: string } }[]): Answer {
    const dealIds = new Set([...this.objects.deals.values()].map((d) => d.id));
    const companyIds = new Set([...this.objects.companies.values()].map((c) => c.id));
    const errors: object[] = [];
    for (const i of inputs) {
      const dealId = i.from?.id ?? '';
      const companyId = i.to?.id ?? '';
      if (!dealIds.has(dealId) || !companyIds.has(companyId)) {
        errors.push({
          status: 'error',
          category: 'OBJECT_NOT_FOUND',
          message: 'object not found',
          context: { ids: [dealId] },
        });
      } else if (!this.associations.some((a) => a.dealId === dealId && a.companyId === companyId)) {
        this.associations.push({ dealId, companyId });
      }
    }
    return {
      status: errors.length ? 207 : 200,
      headers: JSON_TYPE,
      body: JSON.stringify({ status: 'COMPLETE', results: [], ...(errors.length ? { errors } : {}) }),
    };
  }
}
