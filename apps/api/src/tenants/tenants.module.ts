import { Module } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { TenantTransaction } from '../platform/tenancy/tenant-transaction';
import { AuthenticateApiKey } from './application/authenticate-api-key.use-case';
import { CreateOAuthClient } from './application/create-oauth-client.use-case';
import { CreateTenant } from './application/create-tenant.use-case';
import { IssueApiKey } from './application/issue-api-key.use-case';
import { RevokeApiKey } from './application/revoke-api-key.use-case';
import { DemoTenant } from './demo-tenant';
import { HmacSecretDigester } from './hmac-secret-digester';
import { TypeormApiKeyRepository } from './persistence/typeorm-api-key.repository';
import { TypeormOAuthClientRepository } from './persistence/typeorm-oauth-client.repository';
import { TypeormTenantRepository } from './persistence/typeorm-tenant.repository';
import { ApiKeyRepository } from './ports/api-key-repository.port';
import { OAuthClientRepository } from './ports/oauth-client-repository.port';
import { SecretDigester } from './ports/secret-digester.port';
import { TenantRepository } from './ports/tenant-repository.port';
import { TenantsAdminController } from './tenants-admin.controller';

/** Tenants, plans and credentials: persistence and the use cases the guard, the portal and the CLI share. */
@Module({
  controllers: [TenantsAdminController],
  providers: [
    TenantTransaction,
    DemoTenant,
    { provide: TenantRepository, useClass: TypeormTenantRepository },
    { provide: ApiKeyRepository, useClass: TypeormApiKeyRepository },
    { provide: OAuthClientRepository, useClass: TypeormOAuthClientRepository },
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
  ],
  exports: [
    TenantTransaction,
    TenantRepository,
    ApiKeyRepository,
    OAuthClientRepository,
    SecretDigester,
    IssueApiKey,
    CreateTenant,
    AuthenticateApiKey,
    RevokeApiKey,
    CreateOAuthClient,
  ],
})
export class TenantsModule {}
