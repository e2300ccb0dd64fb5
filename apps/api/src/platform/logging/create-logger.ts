import pino, { type DestinationStream, type Logger } from 'pino';
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
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: redactRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}

const TOKEN_IN_TEXT = /fm_(?:live|test|cs)_[0-9A-Za-z]+/g;
const QUERY_SECRET =
  /([?&](?:api_key|apikey|api-key|x-api-key|access_token|token|key|client_secret)=)[^&]*/gi;

/** Request lines keep their path but lose anything that looks like a credential (a key sent in the URL). */
function redactRequest(req: { method?: string; url?: string; [k: string]: unknown }): unknown {
  const serialized = pino.stdSerializers.req(req as never) as unknown as Record<string, unknown>;
  if (typeof serialized.url === 'string') {
    serialized.url = serialized.url
      .replace(QUERY_SECRET, '$1[redacted]')
      .replace(TOKEN_IN_TEXT, '[redacted]');
  }
  if (serialized.query && typeof serialized.query === 'object') {
    serialized.query = Object.fromEntries(
      Object.entries(serialized.query).map(([k, v]) => [
        k,
        typeof v === 'string' ? v.replace(TOKEN_IN_TEXT, '[redacted]') : v,
      ]),
    );
  }
  return serialized;
}
