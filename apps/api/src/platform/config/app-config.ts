/** Where the data lives: a PostgreSQL server, or the embedded PGlite in a directory (or `memory://`). */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'embedded'; dataDir: string; loadDataDir?: Blob };

/** The validated configuration the app runs with. Built from the environment by `loadConfig`, or by tests. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
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
  /** Zero-setup start: create a demo tenant once and print its key (never in production). */
  createDemoTenant: boolean;
}

/** Injection token for the config: the interface is erased at runtime, so a class stands in for it. */
export abstract class AppConfigToken {}
