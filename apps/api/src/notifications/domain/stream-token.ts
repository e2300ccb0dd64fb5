import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a stream token grants: reading one tenant's feed in one mode until `exp` (seconds), nothing else, for
 * as long as the credential that asked for it stands (it outlived its key's revocation).
 */
export interface StreamGrant {
  tenantId: string;
  sandbox: boolean;
  exp: number;
  credentialKind: 'api_key' | 'oauth_client';
  credentialId: string;
}

const KINDS: readonly unknown[] = ['api_key', 'oauth_client'];

const PREFIX = 'fmst1.';

/**
 * A short-lived, single-purpose token for `EventSource` (which cannot send headers): HMAC-SHA256 over the
 * grant with a key used for nothing else, so it is never an API credential, and it expires in minutes.
 */
export function signStreamToken(grant: StreamGrant, key: Buffer): string {
  const fields = [grant.tenantId, grant.sandbox, grant.exp, grant.credentialKind, grant.credentialId];
  const body = Buffer.from(JSON.stringify(fields)).toString('base64url');
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
    const fields = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown[];
    const [tenantId, sandbox, exp, credentialKind, credentialId] = fields;
    if (
      typeof tenantId !== 'string' ||
      typeof sandbox !== 'boolean' ||
      typeof exp !== 'number' ||
      !KINDS.includes(credentialKind) ||
      typeof credentialId !== 'string'
    )
      return null;
    const kind = credentialKind as StreamGrant['credentialKind'];
    return exp > nowSeconds ? { tenantId, sandbox, exp, credentialKind: kind, credentialId } : null;
  } catch {
    return null;
  }
}

function mac(body: string, key: Buffer): string {
  return createHmac('sha256', key).update(`stream:${body}`).digest('base64url');
}
