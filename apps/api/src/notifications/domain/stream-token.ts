import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a stream token grants: reading one tenant's feed in one mode until `exp` (seconds), nothing else. */
export interface StreamGrant {
  tenantId: string;
  sandbox: boolean;
  exp: number;
}

const PREFIX = 'fmst1.';

/**
 * A short-lived, single-purpose token for `EventSource` (which cannot send headers): HMAC-SHA256 over the
 * grant with a key used for nothing else, so it is never an API credential, and it expires in minutes.
 */
export function signStreamToken(grant: StreamGrant, key: Buffer): string {
  const body = Buffer.from(JSON.stringify([grant.tenantId, grant.sandbox, grant.exp])).toString('base64url');
  return `${PREFIX}${body}.${mac(body, key)}`;
}

export function verifyStreamToken(token: string, key: Buffer, nowSeconds: number): StreamGrant | null {
  if (!token.startsWith(PREFIX) || token.length > 300) return null;
  const [body, signature] = token.slice(PREFIX.length).split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(mac(body, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [tenantId, sandbox, exp] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown[];
    if (typeof tenantId !== 'string' || typeof sandbox !== 'boolean' || typeof exp !== 'number') return null;
    return exp > nowSeconds ? { tenantId, sandbox, exp } : null;
  } catch {
    return null;
  }
}

function mac(body: string, key: Buffer): string {
  return createHmac('sha256', key).update(`stream:${body}`).digest('base64url');
}
