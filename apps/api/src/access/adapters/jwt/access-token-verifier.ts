import { createLocalJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Clock } from '@libs/shared';
import type { AuthConfig } from '../../../platform/config/app-config';
import type { Principal } from '../../../platform/auth/principal';
import { isScope } from '../../../platform/auth/scopes';
import type { ApiKeyRepository } from '../../application/api-key-repository.port';
import type { CredentialStatus } from '../../application/credential-status';
import type { TenantRepository } from '../../application/tenant-repository.port';
import { parseCredentialRef } from '../../domain/credential-ref';
import { consoleAudience } from './access-token-signer';
import { JWT_ALGORITHM, type JwtKeySet } from './jwt-key-set';

interface Verified {
  principal: Principal;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Verifies our own access tokens (RFC 8725): the algorithm is pinned (no `none`, no HS256 with the public
 * key), `typ`, iss, aud, exp and nbf are checked against the injected clock, the tenant claim must name
 * an existing tenant, and the credential that issued the token (`crd`) must still stand in that tenant: a
 * token ends with its issuer (ADR 0009). Any failure is null, which the guard answers with the one 401.
 */
export class AccessTokenVerifier {
  private readonly jwks: JWTVerifyGetKey;

  constructor(
    keys: JwtKeySet,
    private readonly config: Pick<AuthConfig, 'jwtIssuer' | 'jwtAudience'>,
    private readonly tenants: TenantRepository,
    private readonly issuers: CredentialStatus,
    private readonly clock: Clock,
    /** Where a sign-out is recorded (console sessions); without it no console session is accepted. */
    private readonly apiKeys?: ApiKeyRepository,
  ) {
    this.jwks = createLocalJWKSet({ keys: keys.publicJwks });
  }

  async verify(token: string): Promise<Principal | null> {
    return (await this.withExpiry(token))?.principal ?? null;
  }

  /** The principal and the token's expiry, for a cache (ADR 0012). A console session is refused here. */
  async withExpiry(token: string): Promise<Verified | null> {
    return (await this.verified(token, this.config.jwtAudience))?.found ?? null;
  }

  /**
   * A console session (ADR 0021): a token of the console's audience whose key has not signed out of the
   * console since the session started (a sign-out ends it on every instance, and it was an API
   * bearer for up to 30 minutes before).
   */
  async consoleSession(token: string): Promise<Verified | null> {
    const verified = await this.verified(token, consoleAudience(this.config.jwtAudience));
    if (!verified || !this.apiKeys || verified.found.principal.credentialKind !== 'api_key') return null;
    const { principal } = verified.found;
    const key = await this.apiKeys.findById(principal.tenantId, principal.credentialId);
    const ended = key?.consoleSessionsEndedAt?.getTime();
    return ended !== undefined && ended >= verified.startedAtMs ? null : verified.found;
  }

  private async verified(
    token: string,
    audience: string,
  ): Promise<{ found: Verified; startedAtMs: number } | null> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.jwks, {
        algorithms: [JWT_ALGORITHM],
        typ: 'at+jwt',
        issuer: this.config.jwtIssuer,
        audience,
        requiredClaims: ['exp', 'nbf', 'iat', 'sub', 'tid', 'scope', 'crd'],
        currentDate: this.clock.now(),
        clockTolerance: 5,
      }));
    } catch {
      return null;
    }
    const { tid, scope, sbx, sub, crd, exp, iat, sst } = payload;
    const issuer = parseCredentialRef(crd);
    if (
      typeof tid !== 'string' ||
      !UUID.test(tid) ||
      typeof scope !== 'string' ||
      typeof sub !== 'string' ||
      typeof exp !== 'number' ||
      !issuer
    )
      return null;
    const tenant = await this.tenants.findById(tid);
    if (!tenant || !(await this.issuers.isActive(tenant.id, issuer))) return null;
    const principal: Principal = {
      tenantId: tenant.id,
      plan: tenant.plan,
      scopes: scope.split(' ').filter(isScope),
      // A sandbox tenant has no live mode, whatever the token says.
      sandbox: sbx === true || tenant.sandbox,
      credentialId: issuer.id,
      credentialKind: issuer.kind,
      kind: 'jwt',
    };
    const startedAtMs = typeof sst === 'number' ? sst : (iat ?? 0) * 1000;
    return { found: { principal, expiresAt: new Date(exp * 1000) }, startedAtMs };
  }
}
