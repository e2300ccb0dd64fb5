import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, validateSync } from 'class-validator';
import type { AppConfig } from './app-config';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
const toBool = ({ value }: { value: unknown }) =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;

/** The environment variables the app reads (documented in README.md and docker/compose.yaml). */
class Environment {
  @IsOptional() @IsIn(['development', 'production', 'test']) NODE_ENV?: AppConfig['nodeEnv'];
  @IsOptional() @Transform(toInt) @IsInt() @Min(0) @Max(65535) PORT?: number;
  @IsOptional() @IsString() HOST?: string;
  @IsOptional() @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) LOG_LEVEL?: AppConfig['logLevel'];
  @IsOptional() @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// URL' }) DATABASE_URL?: string;
  @IsOptional() @IsString() PGLITE_DATA_DIR?: string;
  @IsOptional() @Transform(toBool) @IsBoolean() MIGRATE_ON_START?: boolean;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1024) @Max(10_485_760) BODY_LIMIT_BYTES?: number;
  @IsOptional() @IsString() CORS_ORIGINS?: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once at start-up; a wrong value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = plainToInstance(Environment, { ...env }, { exposeDefaultValues: true });
  const errors = validateSync(parsed, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}=${JSON.stringify(e.value)}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    nodeEnv: parsed.NODE_ENV ?? 'development',
    port: parsed.PORT ?? 3000,
    host: parsed.HOST ?? '0.0.0.0',
    logLevel: parsed.LOG_LEVEL ?? 'info',
    database: parsed.DATABASE_URL
      ? { kind: 'postgres', url: parsed.DATABASE_URL }
      : { kind: 'embedded', dataDir: parsed.PGLITE_DATA_DIR ?? './.data/pglite' },
    migrateOnStart: parsed.MIGRATE_ON_START ?? true,
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES ?? 100_000,
    corsOrigins: (parsed.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  };
}
