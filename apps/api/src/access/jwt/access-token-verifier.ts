import { createLocalJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Clock } from '@libs/shared';
import type { AuthConfig } from '../../platform/config/app-config';
import type { Principal } from '../../platform/auth/principal';
import { isScope } from '../../platform/auth/scopes';
import type { TenantRepository } from '../application/tenant-repository.port';
import { JWT_ALGORITHM, type JwtKeySet } from './jwt-key-set';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Verifies our own access tokens (RFC 8725): the algorithm is pinned (no `none`, no HS256 with the public
 * key), `typ`, iss, aud, exp and nbf are checked against the injected clock, and the tenant claim must name
 * an existing tenant. Any failure is null, which the guard answers with the one 401.
 */
export class AccessTokenVerifier {
  private readonly jwks: JWTVerifyGetKey;

  constructor(
    keys: JwtKeySet,
    private readonly config: Pick<AuthConfig, 'jwtIssuer' | 'jwtAudience'>,
    private readonly tenants: TenantRepository,
    private readonly clock: Clock,
  ) {
    this.jwks = createLocalJWKSet({ keys: keys.publicJwks });
  }

  async verify(token: string): Promise<Principal | null> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.jwks, {
        algorithms: [JWT_ALGORITHM],
        typ: 'at+jwt',
        issuer: this.config.jwtIssuer,
        audience: this.config.jwtAudience,
        requiredClaims: ['exp', 'nbf', 'iat', 'sub', 'tid', 'scope'],
        currentDate: this.clock.now(),
        clockTolerance: 5,
      }));
    } catch {
      return null;
    }
    const { tid, scope, sbx, sub } = payload;
    if (typeof tid !== 'string' || !UUID.test(tid) || typeof scope !== 'string' || typeof sub !== 'string')
      return null;
    const tenant = await this.tenants.findById(tid);
    if (!tenant) return null;
    return {
      tenantId: tenant.id,
      plan: tenant.plan,
      scopes: scope.split(' ').filter(isScope),
      sandbox: sbx === true,
      credentialId: sub,
      kind: 'jwt',
    };
  }
}
