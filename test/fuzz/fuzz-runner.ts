import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { contractRecorderOf } from '../support/contract-recorder';
import type { OpenApiResponseValidator, RecordedExchange } from '../support/openapi-response-validator';
import { seedOf, type FuzzSettings } from './fuzz-settings';
import type { FuzzRequest } from './fuzz-request';
import type { FuzzOperation } from './openapi-operations';
import { sendRaw } from './raw-http';
import type { FuzzFixture } from './request-parts';
import { responseProblems, type FuzzResponse } from './response-checks';
import { changes, type RowCounter, type RowCounts } from './row-counts';
import type { FuzzClass } from './value-classes';

export interface Failure {
  fuzzClass: string;
  operation: string;
  /** Reruns this case: FUZZ_SEED, FUZZ_ONLY and FUZZ_PATH. */
  replay: string;
  request: FuzzRequest;
  response: FuzzResponse | undefined;
  problems: string[];
}

const KEEP = 10_000;
const cut = (text: string) => (text.length > KEEP ? `${text.slice(0, KEEP)}…[${text.length} chars]` : text);

/** A long run collects thousands of failures: keep their texts short (the replay line has the full case). */
function trimmed(failure: Pick<Failure, 'request' | 'response' | 'problems'>): typeof failure {
  const { request, response } = failure;
  const payload =
    request.payload === undefined || request.payload.length <= KEEP
      ? request.payload
      : cut(request.payload.toString());
  return {
    ...failure,
    request: { ...request, url: cut(request.url), payload },
    response: response && { ...response, body: cut(response.body) },
  };
}

/** Sends every case, checks the answer and the row counts, and keeps the status histogram of the run. */
export class FuzzRunner {
  readonly histogram = new Map<string, Map<number, number>>();
  private counts: RowCounts | undefined;

  constructor(
    private readonly app: NestFastifyApplication,
    private readonly port: number,
    private readonly rows: RowCounter,
    private readonly validators: OpenApiResponseValidator[],
    private readonly settings: FuzzSettings,
  ) {}

  get cases(): number {
    return [...this.histogram.values()].reduce(
      (sum, h) => sum + [...h.values()].reduce((a, b) => a + b, 0),
      0,
    );
  }

  async run(fuzzClass: FuzzClass, operations: FuzzOperation[], fixture: FuzzFixture): Promise<Failure[]> {
    const failures: Failure[] = [];
    for (const op of operations) {
      const property = `${fuzzClass.name} ${op.name}`;
      if (this.settings.only && !property.includes(this.settings.only)) continue;
      let index = this.settings.path ? Number(this.settings.path.split(':')[0]) : 0;
      const replay = () => `FUZZ_SEED=${this.settings.seed} FUZZ_ONLY='${property}' FUZZ_PATH=${index}`;
      const details = await fc.check(
        fc.asyncProperty(fuzzClass.cases(op, fixture), async (request) => {
          const failure = await this.runCase(fuzzClass.name, request);
          if (failure)
            failures.push({
              ...trimmed(failure),
              fuzzClass: fuzzClass.name,
              operation: op.name,
              replay: replay(),
            });
          index++;
          return true; // every failing case is collected; none stops the run (no shrinking: cases are small)
        }),
        {
          seed: seedOf(this.settings.seed, fuzzClass.name, op.name),
          // A path replays from that case on: one run is exactly the case that was printed.
          numRuns: this.settings.path ? 1 : this.settings.runs,
          path: this.settings.path,
        },
      );
      if (details.errorInstance) throw details.errorInstance;
    }
    return failures;
  }

  private async runCase(
    className: string,
    request: FuzzRequest,
  ): Promise<Pick<Failure, 'request' | 'response' | 'problems'> | undefined> {
    this.counts ??= await this.rows.snapshot();
    let response: FuzzResponse;
    try {
      response = await this.send(request);
    } catch (err) {
      return {
        request,
        response: undefined,
        problems: [`no answer: ${err instanceof Error ? err.message : String(err)}`],
      };
    }
    const histogram = this.histogram.get(className) ?? new Map<number, number>();
    histogram.set(response.status, (histogram.get(response.status) ?? 0) + 1);
    this.histogram.set(className, histogram);

    const problems = responseProblems(request, response);
    const before = this.counts;
    this.counts = await this.rows.snapshot();
    if (response.status >= 400 && response.status < 500) {
      const changed = changes(before, this.counts);
      if (changed.length > 0) problems.push(`state changed after ${response.status}: ${changed.join(', ')}`);
    }
    problems.push(...(await this.documentProblems(response)));
    return problems.length > 0 ? { request, response, problems } : undefined;
  }

  private async send(request: FuzzRequest): Promise<FuzzResponse> {
    if (request.transport === 'raw') return sendRaw(this.port, request);
    const res = await this.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  }

  /**
   * The answer against the served document(s), as the contract recorder sees it (it knows the route Fastify
   * matched). Several documents: the answer must fit one of them.
   */
  private async documentProblems(response: FuzzResponse): Promise<string[]> {
    const id = response.headers['x-request-id'];
    if (typeof id !== 'string')
      return ['answered outside the app (no x-request-id): not through its error filter'];
    let exchange: RecordedExchange | undefined;
    for (let tick = 0; tick < 20 && !exchange; tick++) {
      const exchanges = contractRecorderOf(this.app).exchanges;
      for (let i = exchanges.length - 1; i >= Math.max(0, exchanges.length - 5) && !exchange; i--) {
        if (exchanges[i]!.headers['x-request-id'] === id) exchange = exchanges[i];
      }
      if (!exchange) await new Promise((resolve) => setImmediate(resolve));
    }
    if (!exchange) return []; // an undocumented route (the document itself, the Swagger UI)
    const found = this.validators.map((v) => v.check(exchange));
    return found.some((v) => v.length === 0)
      ? []
      : found.sort((a, b) => a.length - b.length)[0]!.map((v) => `document: ${v}`);
  }
}
