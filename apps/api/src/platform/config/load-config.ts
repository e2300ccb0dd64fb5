import { readFileSync } from 'node:fs';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { DEFAULT_REVOCATION_CACHE_SECONDS, type AppConfig } from './app-config';
import { ConfigError, validateEnvironment, type ConfigSection } from './config-section';
import { toBool, toInt } from './env-transforms';

export { ConfigError };

/** The environment variables the app reads (documented in README.md and docker/compose.yaml). */
class Environment {
  @IsOptional() @IsIn(['development', 'production', 'test']) NODE_ENV?: AppConfig['nodeEnv'];
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(65535) PORT?: number;
  @IsOptional() @IsString() HOST?: string;
  @IsOptional() @IsString() TLS_CERT_FILE?: string;
  @IsOptional() @IsString() TLS_KEY_FILE?: string;
  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL?: AppConfig['logLevel'];
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// URL' })
  DATABASE_URL?: string;
  @IsOptional() @IsString() PGLITE_DATA_DIR?: string;
  @IsOptional()
  @Matches(/^\d+(kB|MB|GB)$/, { message: 'must be a size such as 32MB' })
  PGLITE_SHARED_BUFFERS?: string;
  @IsOptional() @Transform(toBool) @IsBoolean() MIGRATE_ON_START?: boolean;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1024) @Max(10_485_760) BODY_LIMIT_BYTES?: number;
  @IsOptional() @IsString() CORS_ORIGINS?: string;
  @IsOptional() @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' }) REDIS_URL?: string;
  @IsOptional() @IsString() @MinLength(32) API_KEY_PEPPER?: string;
  @IsOptional()
  @IsString()
  @Matches(/^\S{32,200}$/, { message: 'must be 32 to 200 characters without spaces' })
  METRICS_TOKEN?: string;
  @IsOptional() @IsString() JWT_SIGNING_KEYS?: string;
  @IsOptional() @IsString() JWT_ISSUER?: string;
  @IsOptional() @IsString() JWT_AUDIENCE?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(60) @Max(3600) JWT_TTL_SECONDS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(60) REVOCATION_CACHE_SECONDS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(300) PRINCIPAL_CACHE_SECONDS?: number;
  @IsOptional() @IsIn(['process', 'database']) USAGE_COUNTER?: 'process' | 'database';
  @IsOptional() @Transform(toBool) @IsBoolean() DEMO_TENANT?: boolean;
  @IsOptional() @Transform(toBool) @IsBoolean() FAST_LANE?: boolean;
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(400) HEAP_GROWING_PERCENT?: number;
  @IsOptional() @Transform(toBool) @IsBoolean() JOB_WORKERS?: boolean;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(60) JOB_POLLING_INTERVAL_SECONDS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(600) JOB_SWEEP_INTERVAL_SECONDS?: number;
}

/** Only for development and tests: production refuses to start without its own pepper. */
const DEVELOPMENT_PEPPER = 'development-only-pepper-do-not-use-in-production';

/**
 * Reads and validates the environment once at start-up; a wrong value stops the start with a clear message.
 * The kernel's variables are read here, each feature's by its own `ConfigSection` (from `FEATURES`).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  sections: readonly ConfigSection[] = [],
): AppConfig {
  const parsed = validateEnvironment(Environment, env);
  const nodeEnv = parsed.NODE_ENV ?? 'development';
  if (nodeEnv === 'production' && (!parsed.API_KEY_PEPPER || !parsed.JWT_SIGNING_KEYS)) {
    throw new ConfigError(
      'Invalid configuration:\n  API_KEY_PEPPER and JWT_SIGNING_KEYS are required in production',
    );
  }
  if (nodeEnv === 'production' && parsed.DEMO_TENANT) {
    throw new ConfigError('Invalid configuration:\n  DEMO_TENANT is never allowed in production');
  }
  const tls = readTls(parsed.TLS_CERT_FILE, parsed.TLS_KEY_FILE);
  return {
    nodeEnv,
    port: parsed.PORT ?? 3000,
    host: parsed.HOST ?? '0.0.0.0',
    ...(tls ? { tls } : {}),
    logLevel: parsed.LOG_LEVEL ?? 'info',
    database: parsed.DATABASE_URL
      ? { kind: 'postgres', url: parsed.DATABASE_URL }
      : {
          kind: 'embedded',
          dataDir: parsed.PGLITE_DATA_DIR ?? './.data/pglite',
          ...(parsed.PGLITE_SHARED_BUFFERS ? { sharedBuffers: parsed.PGLITE_SHARED_BUFFERS } : {}),
        },
    migrateOnStart: parsed.MIGRATE_ON_START ?? true,
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES ?? 100_000,
    corsOrigins: (parsed.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    redisUrl: parsed.REDIS_URL ?? null,
    metricsToken: parsed.METRICS_TOKEN ?? null,
    usageCounter: parsed.USAGE_COUNTER ?? 'process',
    fastLane: parsed.FAST_LANE ?? true,
    heapGrowingPercent: parsed.HEAP_GROWING_PERCENT ?? 50,
    jobs: {
      workers: parsed.JOB_WORKERS ?? true,
      // Committed jobs wake the workers (job-wakeups.ts); polling only finds retries and recovered jobs.
      pollingIntervalSeconds: parsed.JOB_POLLING_INTERVAL_SECONDS ?? 30,
      sweepIntervalSeconds: parsed.JOB_SWEEP_INTERVAL_SECONDS ?? 60,
    },
    features: Object.fromEntries(sections.map((section) => [section.key, section.load(env, nodeEnv)])),
    auth: {
      apiKeyPepper: parsed.API_KEY_PEPPER ?? DEVELOPMENT_PEPPER,
      jwtSigningKeys: parseSigningKeys(parsed.JWT_SIGNING_KEYS),
      jwtIssuer: parsed.JWT_ISSUER ?? 'urn:foerdermittel-api',
      jwtAudience: parsed.JWT_AUDIENCE ?? 'urn:foerdermittel-api:v1',
      jwtTtlSeconds: parsed.JWT_TTL_SECONDS ?? 900,
      revocationCacheSeconds: parsed.REVOCATION_CACHE_SECONDS ?? DEFAULT_REVOCATION_CACHE_SECONDS,
      principalCacheSeconds: parsed.PRINCIPAL_CACHE_SECONDS ?? 60,
      // The zero-setup start is the embedded database outside production; a server database opts in.
      createDemoTenant: parsed.DEMO_TENANT ?? (nodeEnv !== 'production' && !parsed.DATABASE_URL),
    },
  };
}

/** `TLS_CERT_FILE` and `TLS_KEY_FILE` together (PEM files), or neither; read once, at start. */
function readTls(certFile: string | undefined, keyFile: string | undefined): AppConfig['tls'] {
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new ConfigError('Invalid configuration:\n  TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch (err) {
      throw new ConfigError(
        `Invalid configuration:\n  ${name}: cannot read ${file} (${err instanceof Error ? err.message : String(err)})`,
      );
    }
  };
  return { cert: read('TLS_CERT_FILE', certFile), key: read('TLS_KEY_FILE', keyFile) };
}

/** `JWT_SIGNING_KEYS`: one private JWK or a JSON array of them, newest first. */
function parseSigningKeys(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    const keys = Array.isArray(parsed) ? parsed : [parsed];
    if (keys.length === 0 || !keys.every((k) => typeof k === 'object' && k !== null && 'd' in k))
      throw new Error();
    return keys.map((k) => JSON.stringify(k));
  } catch {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SIGNING_KEYS: must be a private JWK or a JSON array of them',
    );
  }
}
