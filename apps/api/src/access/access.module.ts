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
import { ChangeTenantPlan } from './application/change-tenant-plan.use-case';
import { IssueAccessToken } from './application/issue-access-token.use-case';
import { IssueApiKey } from './application/issue-api-key.use-case';
import { ListApiKeys } from './application/list-api-keys.use-case';
import { ReadQuota } from './application/read-quota.use-case';
import { StartConsoleSession } from './application/start-console-session.use-case';
import { EndConsoleSessions } from './application/end-console-sessions.use-case';
import { CredentialChanges } from '../platform/auth/credential-changes.port';
import { UsageLedger } from './application/usage-ledger.port';
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
import { AccessTokenIssuer } from './application/access-token-issuer.port';
import { AccessTokenVerifier } from './adapters/jwt/access-token-verifier';
import { JwtKeySet } from './adapters/jwt/jwt-key-set';
import { OAuthController } from './oauth.controller';
import { HmacSecretDigester } from './persistence/hmac-secret-digester';
import { RepositoryTenantEntitlements } from './persistence/repository-tenant-entitlements';
import { TypeormApiKeyRepository } from './persistence/typeorm-api-key-repository';
import { TypeormOAuthClientRepository } from './persistence/typeorm-oauth-client-repository';
import { TypeormTenantRepository } from './persistence/typeorm-tenant-repository';
import { RateLimitAdmission } from './application/rate-limit.admission';
import { RateLimitModule } from './rate-limit.module';
import { TenantsAdminController } from './tenants-admin.controller';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { UnitOfWork } from '../platform/tenancy/unit-of-work.port';
import type { ChangeEvents } from './application/credential-change';

/** Access changes publish their events when the app has an outbox (every app; not a bare test module). */
const changeEvents = (uow: UnitOfWork, events?: OutboundEvents): ChangeEvents | undefined =>
  events ? { uow, events } : undefined;

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
      inject: [
        ApiKeyRepository,
        SecretDigester,
        Clock,
        TenantEntitlements,
        UnitOfWork,
        { token: OutboundEvents, optional: true },
      ],
      useFactory: (
        k: ApiKeyRepository,
        d: SecretDigester,
        c: Clock,
        p: TenantEntitlements,
        u: UnitOfWork,
        e?: OutboundEvents,
      ) => new IssueApiKey(k, d, c, p, changeEvents(u, e)),
    },
    {
      provide: ChangeTenantPlan,
      inject: [TenantRepository, UnitOfWork, { token: OutboundEvents, optional: true }],
      useFactory: (t: TenantRepository, u: UnitOfWork, e?: OutboundEvents) => new ChangeTenantPlan(t, u, e),
    },
    {
      provide: ListApiKeys,
      inject: [ApiKeyRepository],
      useFactory: (k: ApiKeyRepository) => new ListApiKeys(k),
    },
    {
      provide: ReadQuota,
      inject: [UsageLedger, Clock],
      useFactory: (u: UsageLedger, c: Clock) => new ReadQuota(u, c),
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
      inject: [
        OAuthClientRepository,
        SecretDigester,
        TenantEntitlements,
        Clock,
        UnitOfWork,
        { token: OutboundEvents, optional: true },
      ],
      useFactory: (
        o: OAuthClientRepository,
        d: SecretDigester,
        p: TenantEntitlements,
        c: Clock,
        u: UnitOfWork,
        e?: OutboundEvents,
      ) => new CreateOAuthClient(o, d, p, c, changeEvents(u, e)),
    },
    {
      provide: RevokeOAuthClient,
      inject: [
        OAuthClientRepository,
        CredentialStatus,
        Clock,
        UnitOfWork,
        { token: OutboundEvents, optional: true },
      ],
      useFactory: (
        o: OAuthClientRepository,
        s: CredentialStatus,
        c: Clock,
        u: UnitOfWork,
        e?: OutboundEvents,
      ) => new RevokeOAuthClient(o, s, c, changeEvents(u, e)),
    },
    {
      provide: RevokeApiKey,
      inject: [
        ApiKeyRepository,
        Clock,
        CredentialStatus,
        UnitOfWork,
        { token: OutboundEvents, optional: true },
      ],
      useFactory: (k: ApiKeyRepository, c: Clock, s: CredentialStatus, u: UnitOfWork, e?: OutboundEvents) =>
        new RevokeApiKey(k, c, s, changeEvents(u, e)),
    },
    {
      provide: JwtKeySet,
      inject: [AppConfigToken],
      useFactory: (c: AppConfig) => JwtKeySet.create(c.auth.jwtSigningKeys),
    },
    {
      provide: AccessTokenIssuer,
      inject: [JwtKeySet, AppConfigToken, Clock],
      useFactory: (k: JwtKeySet, c: AppConfig, clock: Clock) => new AccessTokenSigner(k, c.auth, clock),
    },
    {
      provide: AccessTokenVerifier,
      inject: [JwtKeySet, AppConfigToken, TenantRepository, CredentialStatus, Clock, ApiKeyRepository],
      useFactory: (
        k: JwtKeySet,
        c: AppConfig,
        t: TenantRepository,
        s: CredentialStatus,
        clock: Clock,
        keys: ApiKeyRepository,
      ) => new AccessTokenVerifier(k, c.auth, t, s, clock, keys),
    },
    {
      provide: IssueSandboxToken,
      inject: [AccessTokenIssuer],
      useFactory: (s: AccessTokenIssuer) => new IssueSandboxToken(s),
    },
    {
      provide: IssueAccessToken,
      inject: [OAuthClientRepository, SecretDigester, AccessTokenIssuer],
      useFactory: (o: OAuthClientRepository, d: SecretDigester, s: AccessTokenIssuer) =>
        new IssueAccessToken(o, d, s),
    },
    {
      provide: PrincipalCache,
      inject: [Clock, AppConfigToken],
      useFactory: (c: Clock, config: AppConfig) =>
        new PrincipalCache(c, (config.auth.principalCacheSeconds ?? DEFAULT_PRINCIPAL_CACHE_SECONDS) * 1000),
    },
    PrincipalInvalidation,
    { provide: CredentialChanges, useExisting: PrincipalInvalidation },
    {
      provide: EndConsoleSessions,
      inject: [ApiKeyRepository, CredentialStatus, Clock],
      useFactory: (k: ApiKeyRepository, s: CredentialStatus, c: Clock) => new EndConsoleSessions(k, s, c),
    },
    {
      provide: StartConsoleSession,
      inject: [AuthenticateApiKey, AccessTokenIssuer],
      useFactory: (k: AuthenticateApiKey, s: AccessTokenIssuer) => new StartConsoleSession(k, s),
    },
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
    // The console (apps/api/src/console) lists, issues and revokes keys and reads quotas through these.
    ListApiKeys,
    ReadQuota,
    StartConsoleSession,
    EndConsoleSessions,
    // Holders of long-lived connections (the notification stream) hear of credential changes.
    CredentialChanges,
  ],
})
export class AccessModule {}
