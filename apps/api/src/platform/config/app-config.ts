/** Where the data lives: a PostgreSQL server, or the embedded PGlite in a directory (or `memory://`). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'embedded';
      dataDir: string;
      loadDataDir?: Blob;
      /** PostgreSQL's `shared_buffers` inside PGlite (`PGLITE_SHARED_BUFFERS`; default 32MB, ADR 0002). */
      sharedBuffers?: string;
    };

/** The validated configuration the app runs with. Built from the environment by `loadConfig`, or by tests. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * Serve HTTPS itself, TLS 1.3 only (spec section 5; `TLS_CERT_FILE`, `TLS_KEY_FILE`): the PEM contents, read
   * at start. Absent: plain HTTP, for a proxy or ingress that terminates TLS (docs/configuration.md).
   */
  tls?: { cert: string; key: string };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database: DatabaseTarget;
  /** Run pending migrations and the catalogue seed at start-up (default on; off when a deploy step does it). */
  migrateOnStart: boolean;
  bodyLimitBytes: number;
  /** Origins allowed by CORS; empty means CORS is off. `*` allows any origin. */
  corsOrigins: string[];
  auth: AuthConfig;
  /** Redis for rate-limit counters shared by all instances; null keeps them in this process. */
  redisUrl: string | null;
  /**
   * Where the monthly usage is counted without Redis (ADR 0012): `process` (default; exact for one instance,
   * written behind) or `database` (a statement per call under a quota; exact for several instances).
   */
  usageCounter?: 'process' | 'database';
  /** `METRICS_TOKEN`: `GET /metrics` for a scraper presenting it as a bearer token; null keeps metrics off. */
  metricsToken?: string | null;
  /** Answer warm catalogue reads before Nest's pipeline (ADR 0012, "Fast lane"); default on. */
  fastLane?: boolean;
  /**
   * V8's old-space growth before its next major collection, in percent (`HEAP_GROWING_PERCENT`; default 50,
   * 0 leaves V8's own factor of up to 300 %). Applied by main.ts only (ADR 0002, "Heap growth").
   */
  heapGrowingPercent?: number;
  /** The PostgreSQL job queue (pg-boss on the app's own database). Optional so that hand-built configs get defaults. */
  jobs?: Partial<JobsConfig>;
  /** Each feature's own section, by its `ConfigSection` key (absent: the feature's defaults). */
  features?: Record<string, unknown>;
}

/** The job queue: whether this instance works jobs (all instances can enqueue) and how often it polls. */
export interface JobsConfig {
  workers: boolean;
  pollingIntervalSeconds: number;
  /** Parallel workers per queue in this instance. */
  concurrency: number;
  /**
   * How often a worker instance sweeps the queue: a job still active past its expiry (its worker died) is
   * handed out again, old jobs are archived. Recovery of a dead worker's job takes expiry + up to this.
   */
  sweepIntervalSeconds?: number;
}

/** Credentials: the pepper of API-key and client-secret digests, and the JWT issuer's settings. */
export interface AuthConfig {
  /** HMAC key for credential digests; a database dump alone then cannot be used to test guessed keys. */
  apiKeyPepper: string;
  /** ES256 private keys as JWK JSON; the first signs, all are published (rotation). Empty: one per start. */
  jwtSigningKeys: string[];
  jwtIssuer: string;
  jwtAudience: string;
  jwtTtlSeconds: number;
  /**
   * How long an instance may keep its answer to "is the credential that issued this access token still
   * valid?" (ADR 0009): the most a revocation made on another instance or by the CLI takes to hold here.
   * 0 asks the database on every call. Optional so that hand-built configs get the default (5).
   */
  revocationCacheSeconds?: number;
  /**
   * How long a presented credential's principal is served from memory at most (ADR 0012); changes to the
   * tenant or its credentials drop it at once on every instance (LISTEN/NOTIFY). 0 disables the cache.
   * Optional so that hand-built configs get the default (60).
   */
  principalCacheSeconds?: number;
  /** Zero-setup start: create a demo tenant once and print its key (never in production). */
  createDemoTenant: boolean;
}

/** The bound on how late a revocation holds on another instance (ADR 0009). */
export const DEFAULT_REVOCATION_CACHE_SECONDS = 5;

/** Injection token for the config: the interface is erased at runtime, so a class stands in for it. */
export abstract class AppConfigToken {}
