import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';

/** Header and body fields that carry credentials: never written to logs. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'req.query.api_key',
  'req.query.apiKey',
  '*.secret',
  '*.clientSecret',
  '*.apiKey',
  '*.password',
];

/** One pino logger for Fastify's request logs and Nest's application logs: JSON lines with the request id. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}
