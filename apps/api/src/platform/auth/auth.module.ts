import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Clock } from '@libs/shared';
import { TenantRepository } from '../../tenants/ports/tenant-repository.port';
import { TenantsModule } from '../../tenants/tenants.module';
import { AppConfigToken, type AppConfig } from '../config/app-config';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { OAuthClientRepository } from '../../tenants/ports/oauth-client-repository.port';
import { SecretDigester } from '../../tenants/ports/secret-digester.port';
import { CredentialGuard } from './credential.guard';
import { IssueAccessToken } from './jwt/issue-access-token.use-case';
import { OAuthController } from './oauth.controller';
import { AccessTokenSigner } from './jwt/access-token-signer';
import { AccessTokenVerifier } from './jwt/access-token-verifier';
import { JwtKeySet } from './jwt/jwt-key-set';

/**
 * Authentication for the whole app: the global credential guard (routes opt out with `@Public()`) followed
 * by the rate limiter, and the JWT keys, signer and verifier shared by the token endpoint and the guard.
 */
@Module({
  imports: [TenantsModule, RateLimitModule],
  controllers: [OAuthController],
  providers: [
    {
      provide: JwtKeySet,
      inject: [AppConfigToken],
      useFactory: (c: AppConfig) => JwtKeySet.create(c.auth.jwtSigningKeys),
    },
    {
      provide: AccessTokenSigner,
      inject: [JwtKeySet, AppConfigToken, Clock],
      useFactory: (k: JwtKeySet, c: AppConfig, clock: Clock) => new AccessTokenSigner(k, c.auth, clock),
    },
    {
      provide: AccessTokenVerifier,
      inject: [JwtKeySet, AppConfigToken, TenantRepository, Clock],
      useFactory: (k: JwtKeySet, c: AppConfig, t: TenantRepository, clock: Clock) =>
        new AccessTokenVerifier(k, c.auth, t, clock),
    },
    {
      provide: IssueAccessToken,
      inject: [OAuthClientRepository, SecretDigester, AccessTokenSigner],
      useFactory: (o: OAuthClientRepository, d: SecretDigester, s: AccessTokenSigner) =>
        new IssueAccessToken(o, d, s),
    },
    // Order matters: the rate limiter needs the principal the credential guard establishes.
    { provide: APP_GUARD, useClass: CredentialGuard },
    { provide: APP_GUARD, useExisting: RateLimitGuard },
  ],
  exports: [JwtKeySet, AccessTokenSigner, AccessTokenVerifier, TenantsModule, RateLimitModule],
})
export class AuthModule {}
