import { createHmac, randomBytes } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { SECRET_LOCATIONS } from './secret-locations';

/** Header and body fields that carry credentials: never written to logs. */
export const REDACTED_PATHS = [
  ...SECRET_LOCATIONS.headers.map((h) => `req.headers["${h}"]`),
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

const REDACTED = '[redacted]';

const SECRET_KEY_NAMES = new Set<string>(SECRET_LOCATIONS.parameters);
/** Variants of those names (`stream_token`, `X-Amz-Signature`, `webhookSecret`) are credentials too. */
const SECRET_SUFFIX = /[_.-](?:token|secret|signature|sig|password|api_?key)$/;
const SECRET_CAMEL_SUFFIX = /[a-z0-9](?:Token|Secret|Signature|Password|ApiKey)$/;
const PATH_TEMPLATES = SECRET_LOCATIONS.pathSegments.map((t) => t.toLowerCase().split('/').filter(Boolean));

function withoutSecretText(text: string): string {
  return SECRET_LOCATIONS.textPatterns.reduce((out, pattern) => out.replace(pattern, REDACTED), text);
}

/** Blanks the segment of a path that a template of `SECRET_LOCATIONS.pathSegments` marks as a credential. */
export function redactPath(path: string): string {
  const segments = path.split('/');
  const named = segments.map((s, i) => ({ s, i })).filter(({ s }) => s !== '');
  for (const template of PATH_TEMPLATES) {
    if (named.length < template.length) continue;
    const fits = template.every((t, n) => t === '*' || decodedKey(named[n]!.s).toLowerCase() === t);
    if (!fits) continue;
    template.forEach((t, n) => {
      if (t === '*') segments[named[n]!.i] = REDACTED;
    });
  }
  return segments.join('/');
}

export function isSecretQueryKey(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_KEY_NAMES.has(lower) || SECRET_SUFFIX.test(lower) || SECRET_CAMEL_SUFFIX.test(name);
}

/** The name as the server decodes it: `%74oken=` and `to+ken` must not slip past the list above. */
function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

function redactPair(pair: string): string {
  const eq = pair.indexOf('=');
  if (eq < 0 || !isSecretQueryKey(decodedKey(pair.slice(0, eq)))) return pair;
  return `${pair.slice(0, eq)}=${REDACTED}`;
}

/** Blanks the value of every secret-named parameter of a URL's query, keeping path, order and other values. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = redactPath(q < 0 ? url : url.slice(0, q));
  const redacted =
    q < 0
      ? path
      : `${path}?${url
          .slice(q + 1)
          .split('&')
          .map(redactPair)
          .join('&')}`;
  return withoutSecretText(redacted);
}

/**
 * Headers that carry a person's identifier: logged as a keyed digest, so that one user's requests
 * can still be followed in one process's log without the log holding who it was. The key is random per
 * process and kept nowhere: after a restart (or an erasure) the digest links to nobody.
 */
const PERSONAL_HEADERS = ['x-actor-id'];
const LOG_DIGEST_KEY = randomBytes(32);
export const logDigest = (value: string): string =>
  `hmac:${createHmac('sha256', LOG_DIGEST_KEY).update(value).digest('hex').slice(0, 16)}`;

/** Paths whose query names a data subject (the deprecated `GET /api/v2/dsgvo/portability`): values redacted. */
const PERSONAL_QUERY_PATHS = ['/api/v2/dsgvo/'];
const isPersonalQuery = (url: string) => PERSONAL_QUERY_PATHS.some((p) => url.startsWith(p));

function redactQueryValue(key: string, value: unknown): unknown {
  if (isSecretQueryKey(key)) return REDACTED;
  if (typeof value === 'string') return withoutSecretText(value);
  if (Array.isArray(value)) return value.map((v) => redactQueryValue(key, v));
  return value;
}

/** Request lines keep their path but lose anything that looks like a credential (a key sent in the URL). */
export function redactRequest(req: { method?: string; url?: string; [k: string]: unknown }): unknown {
  const serialized = pino.stdSerializers.req(req as never) as unknown as Record<string, unknown>;
  const personalQuery = typeof serialized.url === 'string' && isPersonalQuery(serialized.url);
  if (typeof serialized.url === 'string')
    serialized.url = personalQuery
      ? redactPath(serialized.url.replace(/\?.*$/, `?${REDACTED}`))
      : redactUrl(serialized.url);
  // Route parameters too: `/video/downloads/:token` logs its token as `params.token`, and an unknown route
  // logs its whole path as `params['*']`. A query that names a data subject loses every value.
  for (const part of ['query', 'params'] as const) {
    const value = serialized[part];
    if (value && typeof value === 'object')
      serialized[part] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          part === 'query' && personalQuery
            ? REDACTED
            : redactQueryValue(k, part === 'params' && typeof v === 'string' ? redactPath(v) : v),
        ]),
      );
  }
  const headers = serialized.headers as Record<string, unknown> | undefined;
  if (headers && PERSONAL_HEADERS.some((h) => h in headers)) {
    // A copy: the serializer's headers are the request's own object.
    const copy = { ...headers };
    for (const h of PERSONAL_HEADERS)
      if (typeof copy[h] === 'string') copy[h] = logDigest(copy[h]);
      else if (h in copy) copy[h] = REDACTED;
    serialized.headers = copy;
  }
  return serialized;
}
