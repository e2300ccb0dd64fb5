import { Global, Module } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { Authenticator } from '../platform/auth/authenticator.port';
import { CallAdmission } from '../platform/auth/call-admission.port';
import {
  AppConfigToken,
  DEFAULT_REVOCATION_CACHE_SECONDS,
  type AppConfig,
} from '../platform/config/app-config';
import { AuthenticateApiKey } from './application/authenticate-api-key.use-case';
import { ApiKeyRepository } from './application/api-key-repository.port';
import { CreateOAuthClient } from './application/create-oauth-client.use-case';
import { CredentialStatus } from './application/credential-status';
import { CreateTenant } from './application/create-tenant.use-case';
import { IssueAccessToken } from './application/issue-access-token.use-case';
import { IssueApiKey } from './application/issue-api-key.use-case';
import { IssueSandboxToken } from './application/issue-sandbox-token.use-case';
import { OAuthClientRepository } from './application/oauth-client-repository.port';
import { RevokeApiKey } from './application/revoke-api-key.use-case';
import { RevokeOAuthClient } from './application/revoke-oauth-client.use-case';
import { SecretDigester } from './application/secret-digester.port';
import { TenantEntitlements } from './application/tenant-entitlements.port';
import { TenantRepository } from './application/tenant-repository.port';
import { CredentialAuthenticator } from './adapters/credential-authenticator';
import { DEFAULT_PRINCIPAL_CACHE_SECONDS, PrincipalCache } from './application/principal-cache';
import { PrincipalInvalidation } from './adapters/principal-invalidation';
import { DemoTenant } from './adapters/demo-tenant';
import { DeveloperController } from './developer.controller';
import { AccessTokenSigner } from './adapters/jwt/access-token-signer';
import { AccessTokenVerifier } from './adapters/jwt/access-token-verifier';
import { JwtKeySet } from './adapters/jwt/jwt-key-set';
import { OAuthController } from './oauth.controller';
import { HmacSecretDigester } from './persistence/hmac-secret-digester';
import { RepositoryTenantEntitlements } from './persistence/repository-tenant-entitlements';
import { TypeormApiKeyRepository } from './persistence/typeorm-api-key.repository';
import { TypeormOAuthClientRepository } from './persistence/typeorm-oauth-client.repository';
import { TypeormTenantRepository } from './persistence/typeorm-tenant.repository';
import { RateLimitAdmission } from './application/rate-limit.admission';
import { RateLimitModule } from './rate-limit.module';
import { TenantsAdminController } from './tenants-admin.controller';

/**
 * Access (ADR 0008): tenants, plans and their entitlements, API keys, OAuth clients and JWTs, rate limits and
 * quotas. It implements the kernel's `Authenticator` and `CallAdmission` (called by the kernel's guard) and
 * offers `TenantEntitlements` to every module; global so that they need not import it.
 */
@Global()
@Module({
  imports: [RateLimitModule],
  controllers: [OAuthController, DeveloperController, TenantsAdminController],
  providers: [
    DemoTenant,
    { provide: TenantRepository, useClass: TypeormTenantRepository },
    { provide: ApiKeyRepository, useClass: TypeormApiKeyRepository },
    { provide: OAuthClientRepository, useClass: TypeormOAuthClientRepository },
    {
      provide: TenantEntitlements,
      inject: [TenantRepository],
      useFactory: (t: TenantRepository) => new RepositoryTenantEntitlements(t),
    },
    {
      provide: SecretDigester,
      inject: [AppConfigToken],
      useFactory: (config: AppConfig) => new HmacSecretDigester(config.auth.apiKeyPepper),
    },
    {
      provide: IssueApiKey,
      inject: [ApiKeyRepository, SecretDigester, Clock],
      useFactory: (k: ApiKeyRepository, d: SecretDigester, c: Clock) => new IssueApiKey(k, d, c),
    },
    {
      provide: CreateTenant,
      inject: [TenantRepository, IssueApiKey, Clock],
      useFactory: (t: TenantRepository, i: IssueApiKey, c: Clock) => new CreateTenant(t, i, c),
    },
    {
      provide: AuthenticateApiKey,
      inject: [ApiKeyRepository, TenantRepository, SecretDigester, Clock],
      useFactory: (k: ApiKeyRepository, t: TenantRepository, d: SecretDigester, c: Clock) =>
        new AuthenticateApiKey(k, t, d, c),
    },
    {
      provide: CredentialStatus,
      inject: [ApiKeyRepository, OAuthClientRepository, Clock, AppConfigToken, PrincipalCache],
      useFactory: (
        k: ApiKeyRepository,
        o: OAuthClientRepository,
        c: Clock,
        config: AppConfig,
        p: PrincipalCache,
      ) =>
        new CredentialStatus(
          k,
          o,
          c,
          (config.auth.revocationCacheSeconds ?? DEFAULT_REVOCATION_CACHE_SECONDS) * 1000,
          p,
        ),
    },
    {
      provide: CreateOAuthClient,
      inject: [OAuthClientRepository, SecretDigester, TenantEntitlements, Clock],
      useFactory: (o: OAuthClientRepository, d: SecretDigester, p: TenantEntitlements, c: Clock) =>
        new CreateOAuthClient(o, d, p, c),
    },
    {
      provide: RevokeOAuthClient,
      inject: [OAuthClientRepository, CredentialStatus, Clock],
      useFactory: (o: OAuthClientRepository, s: CredentialStatus, c: Clock) => new RevokeOAuthClient(o, s, c),
    },
    {
      provide: RevokeApiKey,
      inject: [ApiKeyRepository, Clock, CredentialStatus],
      useFactory: (k: ApiKeyRepository, c: Clock, s: CredentialStatus) => new RevokeApiKey(k, c, s),
    },
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
      inject: [JwtKeySet, AppConfigToken, TenantRepository, CredentialStatus, Clock],
      useFactory: (k: JwtKeySet, c: AppConfig, t: TenantRepository, s: CredentialStatus, clock: Clock) =>
        new AccessTokenVerifier(k, c.auth, t, s, clock),
    },
    {
      provide: IssueSandboxToken,
      inject: [AccessTokenSigner],
      useFactory: (s: AccessTokenSigner) => new IssueSandboxToken(s),
    },
    {
      provide: IssueAccessToken,
      inject: [OAuthClientRepository, SecretDigester, AccessTokenSigner],
      useFactory: (o: OAuthClientRepository, d: SecretDigester, s: AccessTokenSigner) =>
        new IssueAccessToken(o, d, s),
    },
    {
      provide: PrincipalCache,
      inject: [Clock, AppConfigToken],
      useFactory: (c: Clock, config: AppConfig) =>
        new PrincipalCache(c, (config.auth.principalCacheSeconds ?? DEFAULT_PRINCIPAL_CACHE_SECONDS) * 1000),
    },
    PrincipalInvalidation,
    {
      provide: Authenticator,
      inject: [AuthenticateApiKey, AccessTokenVerifier, PrincipalCache],
      useFactory: (k: AuthenticateApiKey, v: AccessTokenVerifier, p: PrincipalCache) =>
        new CredentialAuthenticator(k, v, p),
    },
    { provide: CallAdmission, useExisting: RateLimitAdmission },
  ],
  exports: [
    Authenticator,
    CallAdmission,
    TenantEntitlements,
    // The tenant CLI and the bench create tenants and keys through the same use cases.
    CreateTenant,
    IssueApiKey,
    RevokeApiKey,
    JwtKeySet,
  ],
})
export class AccessModule {}
