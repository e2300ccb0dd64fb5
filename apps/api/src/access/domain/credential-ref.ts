/** The credentials that can stand behind a principal; access tokens are issued by one of them. */
export type CredentialKind = 'api_key' | 'oauth_client';

/** A credential by its row id: what an access token names as its issuer (claim `crd`). */
export interface CredentialRef {
  kind: CredentialKind;
  id: string;
}

const PREFIX: Record<CredentialKind, string> = { api_key: 'key', oauth_client: 'client' };
const FORMAT = /^(key|client):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** `key:<uuid>` or `client:<uuid>`. */
export function formatCredentialRef(ref: CredentialRef): string {
  return `${PREFIX[ref.kind]}:${ref.id}`;
}

/** The reference in a claim, or null for anything else (the token is then refused). */
export function parseCredentialRef(value: unknown): CredentialRef | null {
  const match = typeof value === 'string' ? FORMAT.exec(value) : null;
  if (!match) return null;
  return { kind: match[1] === 'key' ? 'api_key' : 'oauth_client', id: match[2]! };
}
