import { type TenantId } from '@libs/shared';
import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CreateTenant } from '../../apps/api/src/access/application/create-tenant.use-case';
import { IssueApiKey } from '../../apps/api/src/access/application/issue-api-key.use-case';
import { CreateOAuthClient } from '../../apps/api/src/access/application/create-oauth-client.use-case';
import type { PlanName } from '../../apps/api/src/access/domain/plan';
import type { Scope } from '../../apps/api/src/platform/auth/scopes';

export interface TestTenant {
  tenantId: TenantId;
  key: string;
  keyId: string;
  /** `{ 'x-api-key': key }`: what `t.headers` is for the default tenant. */
  headers: Record<string, string>;
}

/** Creates tenants, keys and OAuth clients through the app's own use cases (as the CLI does). */
export class TestTenants {
  constructor(private readonly app: INestApplication) {}

  async create(
    options: { plan?: PlanName; name?: string; scopes?: Scope[]; sandbox?: boolean } = {},
  ): Promise<TestTenant> {
    const { tenant, key } = await this.app.get(CreateTenant).execute({
      name: options.name ?? `test-${randomBytes(4).toString('hex')}`,
      plan: options.plan ?? 'unlimited',
      scopes: options.scopes,
      sandbox: options.sandbox,
    });
    return {
      tenantId: tenant.id,
      key: key.plaintext,
      keyId: key.apiKey.id,
      headers: { 'x-api-key': key.plaintext },
    };
  }

  async issueKey(tenantId: TenantId, scopes?: Scope[]): Promise<{ key: string; keyId: string }> {
    const issued = await this.app.get(IssueApiKey).execute(tenantId, { scopes });
    return { key: issued.plaintext, keyId: issued.apiKey.id };
  }

  async createOAuthClient(
    tenantId: TenantId,
    scopes: Scope[] = ['api'],
  ): Promise<{ clientId: string; clientSecret: string; id: string }> {
    const created = await this.app
      .get(CreateOAuthClient)
      .execute(tenantId, { name: 'test client', scopes }, { scopes, sandbox: false });
    return { clientId: created.client.clientId, clientSecret: created.clientSecret, id: created.client.id };
  }
}

/**
 * The credential with its last character replaced by a different one. Appending a fixed character after
 * `slice(0, -1)` leaves the key unchanged whenever it already ended in that character (1 in 62), and such a
 * "wrong" key then authenticates: a flaky test.
 */
export function tamperedCredential(credential: string): string {
  return credential.slice(0, -1) + (credential.endsWith('x') ? 'y' : 'x');
}
