import { FoerdermittelV2Api } from './client-v2.js';
import { FoerdermittelApiError, FoerdermittelNetworkError, type ValidationIssue } from './errors.js';
import { parseRateLimit, parseRetryAfter } from './rate-limit.js';
import type {
  CalculationRequest,
  CalculationResponse,
  ListProgramsQuery,
  ListProgramsResponse,
  MatchRequest,
  MatchResponse,
  Program,
  StoredCalculation,
} from './types.js';

/** How the client authenticates (spec 5): an API key in either header, or a JWT access token. */
export type Credentials =
  | {
      apiKey: string;
      /** `bearer` (default): `Authorization: Bearer`; `header`: `X-API-Key`. */ apiKeyIn?:
        'bearer' | 'header';
    }
  | { accessToken: string | (() => string | Promise<string>) };

export interface RetryOptions {
  /** Attempts in all, the first included (default 3; 1 turns retries off). */
  maxAttempts?: number;
  /** Longest wait between attempts in ms; a longer `Retry-After` is not waited for (default 30 000). */
  maxDelayMs?: number;
  /** Wait when the 429 carries no `Retry-After` (default 1 000 ms, doubled per attempt). */
  baseDelayMs?: number;
}

export interface ClientOptions {
  /** Where the API runs, without the version path: `https://api.example.de` or `http://localhost:3000`. */
  baseUrl: string;
  credentials: Credentials;
  /** Sent as `X-Tenant-Id` on every request (optional; spec 5.5). */
  tenantId?: string;
  retry?: RetryOptions;
  /** Another fetch (tests, proxies); default the global one. */
  fetch?: typeof fetch;
  /** Extra headers for every request. */
  headers?: Record<string, string>;
  /** Waits between retries; replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
}

/** Options of a creating call (`createCalculation`, or `request` for any POST that accepts a key). */
export interface CreateOptions {
  signal?: AbortSignal;
  /**
   * Sent as `Idempotency-Key`: the API runs the call once and replays its answer to every retry for 24 h.
   * Creating methods generate one per call when none is given; pass your own to retry across processes.
   */
  idempotencyKey?: string;
}

/** How a success body is read: JSON (text when it is not JSON), text, or a `Blob` (archives, videos). */
export type ResponseKind = 'json' | 'text' | 'blob';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions extends CreateOptions {
  /** An array is sent as the parameter repeated (OpenAPI's default `form`, `explode: true`). */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  /** Headers of this call (`If-Match`, `Accept`, …), over the client's own. */
  headers?: Record<string, string>;
  response?: ResponseKind;
}

const V1 = '/api/v1';
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A small client of the Fördermittel API over `fetch`. Errors are `FoerdermittelApiError` with `status`, `code`,
 * `issues` and the rate-limit headers; 429 answers are retried after `Retry-After`, a bounded number of times.
 * Calls with an idempotency key are also retried after a network error and while the API answers 409
 * `IDEMPOTENCY_KEY_IN_FLIGHT`: the API then replays the first answer instead of running the call twice.
 */
export class FoerdermittelClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly retry: Required<RetryOptions>;
  /** The v2 operations (developer portal, webhooks), typed from the v2 document. */
  readonly v2: FoerdermittelV2Api;

  constructor(private readonly options: ClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    const fetchImpl = options.fetch ?? globalThis.fetch;
    if (!fetchImpl) throw new Error('No fetch available: use Node 20+ or pass options.fetch');
    this.fetchImpl = fetchImpl;
    this.sleep = options.sleep ?? defaultSleep;
    this.retry = {
      maxAttempts: Math.max(1, options.retry?.maxAttempts ?? 3),
      maxDelayMs: options.retry?.maxDelayMs ?? 30_000,
      baseDelayMs: options.retry?.baseDelayMs ?? 1_000,
    };
    this.v2 = new FoerdermittelV2Api((method, path, requestOptions) =>
      this.request(method, path, requestOptions),
    );
  }

  /** GET /api/v1/programs (listPrograms). */
  listPrograms(query: ListProgramsQuery = {}, signal?: AbortSignal): Promise<ListProgramsResponse> {
    return this.request('GET', `${V1}/programs`, { query: { ...query }, signal });
  }

  /** GET /api/v1/programs/{id} (getProgramById). */
  getProgram(id: string, signal?: AbortSignal): Promise<Program> {
    return this.request('GET', `${V1}/programs/${encodeURIComponent(id)}`, { signal });
  }

  /** POST /api/v1/calculations (createCalculation): stored, hence sent with an idempotency key. */
  createCalculation(
    body: CalculationRequest,
    options?: AbortSignal | CreateOptions,
  ): Promise<CalculationResponse> {
    const { signal, idempotencyKey } = options instanceof AbortSignal ? { signal: options } : (options ?? {});
    return this.request('POST', `${V1}/calculations`, {
      body,
      signal,
      idempotencyKey: idempotencyKey ?? globalThis.crypto.randomUUID(),
    });
  }

  /** GET /api/v1/calculations/{id}: a stored calculation of the own tenant. */
  getCalculation(id: string, signal?: AbortSignal): Promise<StoredCalculation> {
    return this.request('GET', `${V1}/calculations/${encodeURIComponent(id)}`, { signal });
  }

  /** POST /api/v1/matches (findMatches). */
  findMatches(body: MatchRequest, signal?: AbortSignal): Promise<MatchResponse> {
    return this.request('POST', `${V1}/matches`, { body, signal });
  }

  /** Any operation of the API, with auth, tenant, errors and retries; `path` includes the version. */
  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const url = new URL(this.baseUrl + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
      }
    }
    const retriesAreSafe = options.idempotencyKey !== undefined;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await this.send(method, url, options);
      } catch (err) {
        // The answer was lost, not necessarily the call: only a key lets the API tell a retry from a new call.
        if (!retriesAreSafe || options.signal?.aborted || attempt >= this.retry.maxAttempts) throw err;
        await this.sleep(this.retry.baseDelayMs * 2 ** (attempt - 1));
        continue;
      }
      // 304: the caller's copy (If-None-Match) is current; there is no body to read.
      if (response.ok || response.status === 304) {
        if (response.status === 204 || response.status === 304) return undefined as T;
        if (options.response === 'blob') return (await response.blob()) as T;
        if (options.response === 'text') return (await response.text()) as T;
        return (await this.readBody(response)) as T;
      }
      const error = await this.toError(response);
      const delay = this.retryDelay(error, attempt);
      if (delay === undefined) throw error;
      await this.sleep(delay);
    }
  }

  /** Wait before the next attempt, or undefined when the error is final. */
  private retryDelay(error: FoerdermittelApiError, attempt: number): number | undefined {
    // 429 comes before the call runs; 409 IDEMPOTENCY_KEY_IN_FLIGHT: the first call with this key still runs.
    const retryable = error.status === 429 || error.code === 'IDEMPOTENCY_KEY_IN_FLIGHT';
    if (!retryable || attempt >= this.retry.maxAttempts) return undefined;
    const retryAfter = error.rateLimit.retryAfterSeconds;
    const delay = retryAfter !== undefined ? retryAfter * 1000 : this.retry.baseDelayMs * 2 ** (attempt - 1);
    // A monthly quota answers with a Retry-After of days: waiting for it would hang the caller.
    return delay > this.retry.maxDelayMs ? undefined : delay;
  }

  private async send(method: string, url: URL, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...this.options.headers,
      ...options.headers,
    };
    Object.assign(headers, await this.authHeaders());
    if (this.options.tenantId !== undefined) headers['x-tenant-id'] = this.options.tenantId;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    try {
      return await this.fetchImpl(url, {
        method,
        headers,
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
        ...(options.signal && { signal: options.signal }),
      });
    } catch (cause) {
      throw new FoerdermittelNetworkError(`${method} ${url.pathname} failed: ${String(cause)}`, { cause });
    }
  }

  private async authHeaders(): Promise<Record<string, string>> {
    const credentials = this.options.credentials;
    if ('apiKey' in credentials) {
      return credentials.apiKeyIn === 'header'
        ? { 'x-api-key': credentials.apiKey }
        : { authorization: `Bearer ${credentials.apiKey}` };
    }
    const token =
      typeof credentials.accessToken === 'function'
        ? await credentials.accessToken()
        : credentials.accessToken;
    return { authorization: `Bearer ${token}` };
  }

  private async readBody(response: Response): Promise<unknown> {
    const text = await response.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  private async toError(response: Response): Promise<FoerdermittelApiError> {
    const body = await this.readBody(response);
    const json = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    return new FoerdermittelApiError(
      response.status,
      typeof json.code === 'string' ? json.code : undefined,
      typeof json.error === 'string' ? json.error : `HTTP ${response.status}`,
      Array.isArray(json.issues) ? (json.issues as ValidationIssue[]) : [],
      json.details,
      parseRateLimit(response.headers),
      response.headers.get('x-request-id') ?? undefined,
      body,
    );
  }
}
