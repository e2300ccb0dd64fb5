import { Global, Module } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { Authenticator } from '../platform/auth/authenticator.port';
import { CallAdmission } from '../platform/auth/call-admission.port';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { AuthenticateApiKey } from './application/authenticate-api-key.use-case';
import { ApiKeyRepository } from './application/api-key-repository.port';
import { CreateOAuthClient } from './application/create-oauth-client.use-case';
import { CreateTenant } from './application/create-tenant.use-case';
import { IssueAccessToken } from './application/issue-access-token.use-case';
import { IssueApiKey } from './application/issue-api-key.use-case';
import { OAuthClientRepository } from './application/oauth-client-repository.port';
import { RevokeApiKey } from './application/revoke-api-key.use-case';
import { SecretDigester } from './application/secret-digester.port';
import { TenantEntitlements } from './application/tenant-entitlements.port';
import { TenantRepository } from './application/tenant-repository.port';
import { CredentialAuthenticator } from './credential-authenticator';
import { DemoTenant } from './demo-tenant';
import { DeveloperController } from './developer.controller';
import { AccessTokenSigner } from './jwt/access-token-signer';
import { AccessTokenVerifier } from './jwt/access-token-verifier';
import { JwtKeySet } from './jwt/jwt-key-set';
import { OAuthController } from './oauth.controller';
import { HmacSecretDigester } from './persistence/hmac-secret-digester';
import { RepositoryTenantEntitlements } from './persistence/repository-tenant-entitlements';
import { TypeormApiKeyRepository } from './persistence/typeorm-api-key.repository';
import { TypeormOAuthClientRepository } from './persistence/typeorm-oauth-client.repository';
import { TypeormTenantRepository } from './persistence/typeorm-tenant.repository';
import { RateLimitAdmission } from './rate-limit/rate-limit.admission';
import { RateLimitModule } from './rate-limit/rate-limit.module';
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
      provide: CreateOAuthClient,
      inject: [OAuthClientRepository, SecretDigester, Clock],
      useFactory: (o: OAuthClientRepository, d: SecretDigester, c: Clock) => new CreateOAuthClient(o, d, c),
    },
    {
      provide: RevokeApiKey,
      inject: [ApiKeyRepository, Clock],
      useFactory: (k: ApiKeyRepository, c: Clock) => new RevokeApiKey(k, c),
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
    {
      provide: Authenticator,
      inject: [AuthenticateApiKey, AccessTokenVerifier],
      useFactory: (k: AuthenticateApiKey, v: AccessTokenVerifier) => new CredentialAuthenticator(k, v),
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
