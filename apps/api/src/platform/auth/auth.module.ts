import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Clock } from '@libs/shared';
import { TenantRepository } from '../../tenants/ports/tenant-repository.port';
import { TenantsModule } from '../../tenants/tenants.module';
import { AppConfigToken, type AppConfig } from '../config/app-config';
import { CredentialGuard } from './credential.guard';
import { AccessTokenSigner } from './jwt/access-token-signer';
import { AccessTokenVerifier } from './jwt/access-token-verifier';
import { JwtKeySet } from './jwt/jwt-key-set';

/**
 * Authentication for the whole app: the global credential guard (routes opt out with `@Public()`), and the
 * JWT keys, signer and verifier shared by the token endpoint and the guard.
 */
@Module({
  imports: [TenantsModule],
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
    { provide: APP_GUARD, useClass: CredentialGuard },
  ],
  exports: [JwtKeySet, AccessTokenSigner, AccessTokenVerifier, TenantsModule],
})
export class AuthModule {}
