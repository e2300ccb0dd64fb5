import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { AppConfig } from './app-config';

export class ConfigError extends Error {}

/**
 * A feature's own configuration keys: it reads and validates its environment variables and returns its
 * section, kept under `AppConfig.features[key]`. Listed in the feature's manifest (`Feature.config`), so a new
 * module adds its variables without touching the kernel's loader.
 */
export interface ConfigSection<T = unknown> {
  key: string;
  /** Throws `ConfigError` naming the variable; `nodeEnv` for rules such as "required in production". */
  load(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['nodeEnv']): T;
}

/** A feature's section of the configuration (undefined in hand-built configs: the feature's defaults apply). */
export function configSection<T>(config: AppConfig, key: string): T | undefined {
  return config.features?.[key] as T | undefined;
}

/** Validates `env` against a class of class-validator-decorated variables; one message for every problem. */
export function validateEnvironment<T extends object>(type: new () => T, env: NodeJS.ProcessEnv): T {
  const parsed = plainToInstance(type, { ...env }, { exposeDefaultValues: true });
  const errors = validateSync(parsed, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map(
      (e) => `  ${e.property}=${JSON.stringify(e.value)}: ${Object.values(e.constraints ?? {}).join('; ')}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed;
}
