import { randomUUID } from 'node:crypto';
import { type Clock, tenantIdOf } from '@libs/shared';
import type { PlanName } from '../domain/plan';
import type { Scope } from '../../platform/auth/scopes';
import type { Tenant } from '../domain/tenant';
import type { TenantRepository } from './tenant-repository.port';
import type { IssueApiKey, IssuedApiKey } from './issue-api-key.use-case';

export interface CreateTenantInput {
  name: string;
  plan: PlanName;
  sandbox?: boolean;
  /** Scopes of the first key (`admin` only for operators' tenants). */
  scopes?: Scope[];
}

/** A new tenant and its first key: what the CLI prints and the demo start shows once. */
export class CreateTenant {
  constructor(
    private readonly tenants: TenantRepository,
    private readonly issueApiKey: IssueApiKey,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateTenantInput): Promise<{ tenant: Tenant; key: IssuedApiKey }> {
    const tenant: Tenant = {
      id: tenantIdOf(randomUUID()),
      name: input.name,
      plan: input.plan,
      sandbox: input.sandbox ?? false,
      createdAt: this.clock.now(),
    };
    await this.tenants.add(tenant);
    const key = await this.issueApiKey.execute(tenant.id, {
      name: 'first key',
      // The tenant's first key is its administrator's (keys, OAuth clients, webhooks), like an owner account.
      scopes: input.scopes ?? ['api', 'admin'],
      sandbox: tenant.sandbox,
    });
    return { tenant, key };
  }
}
