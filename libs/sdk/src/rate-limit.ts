/**
 * The API announces its limits in the IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers):
 * `RateLimit-Policy: "burst";q=10;w=1, "monthly";q=10000` and `RateLimit: "burst";r=7;t=1, ...`, plus
 * `Retry-After` (seconds) on 429.
 */
export interface RateLimitPolicy {
  name: string;
  /** Quota: requests allowed per window. */
  quota?: number;
  /** Remaining requests in the current window. */
  remaining?: number;
  /** Seconds until the window resets. */
  resetSeconds?: number;
  /** Window length in seconds. */
  windowSeconds?: number;
}

export interface RateLimitInfo {
  /** The raw headers, as sent. */
  rateLimit?: string;
  rateLimitPolicy?: string;
  /** `Retry-After` in seconds, when sent. */
  retryAfterSeconds?: number;
  /** Policies parsed from both headers, by name. */
  policies: RateLimitPolicy[];
}

function parseList(header: string | null): Map<string, Record<string, number>> {
  const items = new Map<string, Record<string, number>>();
  if (!header) return items;
  for (const item of header.split(',')) {
    const [rawName, ...params] = item.trim().split(';');
    const name = rawName?.trim().replace(/^"|"$/g, '');
    if (!name) continue;
    const values: Record<string, number> = {};
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key && value !== undefined && Number.isFinite(Number(value))) values[key.trim()] = Number(value);
    }
    items.set(name, values);
  }
  return items;
}

/** Seconds to wait from a `Retry-After` value: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

export function parseRateLimit(headers: Headers): RateLimitInfo {
  const rateLimit = headers.get('ratelimit');
  const rateLimitPolicy = headers.get('ratelimit-policy');
  const state = parseList(rateLimit);
  const policy = parseList(rateLimitPolicy);
  const names = [...new Set([...policy.keys(), ...state.keys()])];
  return {
    ...(rateLimit !== null && { rateLimit }),
    ...(rateLimitPolicy !== null && { rateLimitPolicy }),
    ...(headers.has('retry-after') && { retryAfterSeconds: parseRetryAfter(headers.get('retry-after')) }),
    policies: names.map((name) => ({
      name,
      quota: policy.get(name)?.q,
      windowSeconds: policy.get(name)?.w,
      remaining: state.get(name)?.r,
      resetSeconds: state.get(name)?.t,
    })),
  };
}
