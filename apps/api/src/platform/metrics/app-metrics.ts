import { timingSafeEqual } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One series of a scrape-time gauge: its labels and value. */
export interface GaugeSample {
  labels?: Record<string, string>;
  value: number;
}

/**
 * The instance's Prometheus metrics (ADR 0024): one registry per app (tests run several apps in one
 * process), exposed at `GET /metrics` only when `METRICS_TOKEN` is set; otherwise no HTTP hook runs and the
 * counters features bump are never read. Labels never carry a tenant id or anything a caller chose: route
 * templates, methods, statuses, plans, queues, outcomes.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly refusals: Counter<'code'>;
  readonly calls: Counter<'plan' | 'mode'>;
  /** Scrape-time gauges whose reading failed: their series are left out, so the failure must show here. */
  readonly collectionFailures: Counter<'gauge'>;
  private readonly token: Buffer | null;
  private readonly log = new Logger('Metrics');

  constructor(token: string | null) {
    this.token = token ? Buffer.from(token) : null;
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route template, method and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the last byte of the answer, by route template, method and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.refusals = new Counter({
      name: 'api_limit_refusals_total',
      help: 'Calls refused by a limit (429), by error code (RATE_LIMITED, QUOTA_EXCEEDED, ...).',
      labelNames: ['code'],
      registers,
    });
    this.calls = new Counter({
      name: 'api_authenticated_calls_total',
      help: 'Authenticated calls answered, by plan and mode (live or sandbox): quota use per plan.',
      labelNames: ['plan', 'mode'],
      registers,
    });
    this.collectionFailures = new Counter({
      name: 'metrics_collection_failures_total',
      help: 'Scrape-time gauges that could not be read (their series are missing from that scrape), by gauge.',
      labelNames: ['gauge'],
      registers,
    });
    // Event-loop lag, heap, GC, handles, CPU and memory of the process: only where someone scrapes them.
    if (this.enabled) collectDefaultMetrics({ register: this.registry });
  }

  get enabled(): boolean {
    return this.token !== null;
  }

  /** Whether `authorization` is `Bearer <METRICS_TOKEN>` (compared in constant time). */
  authorizes(authorization: string | undefined): boolean {
    if (!this.token || !authorization?.startsWith('Bearer ')) return false;
    const given = Buffer.from(authorization.slice('Bearer '.length));
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }

  /** A counter a feature bumps (webhook deliveries by outcome, ...). */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /**
   * A gauge read at scrape time (queue depth, open streams, pool use); `collect` is never called unless scraped.
   * A reading that fails leaves the gauge without series for that scrape (never a made-up 0: "nothing
   * waiting" and "not measured" must differ), counts `metrics_collection_failures_total` and is logged; the
   * rest of the scrape is answered.
   */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    collect: () => Promise<GaugeSample[]> | GaugeSample[],
  ): void {
    const failed = (error: unknown) => {
      this.collectionFailures.inc({ gauge: name });
      this.log.warn(`${name} not collected: ${error instanceof Error ? error.message : String(error)}`);
    };
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        let samples: GaugeSample[];
        try {
          samples = await collect();
        } catch (error) {
          failed(error);
          return;
        }
        for (const { labels, value } of samples) {
          if (labels) this.set(labels as Partial<Record<L, string>>, value);
          else this.set(value);
        }
      },
    });
  }
}
