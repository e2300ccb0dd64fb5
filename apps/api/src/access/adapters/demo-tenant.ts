import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfigToken, type AppConfig } from '../../platform/config/app-config';
import { CreateTenant } from '../application/create-tenant.use-case';
import { TenantRepository } from '../application/tenant-repository.port';

export const DEMO_TENANT_NAME = 'demo';

/**
 * The zero-setup start (embedded database, not production): a demo tenant on the `unlimited` plan is created
 * once and its key printed to the console, so that the first curl works. Written to stdout, not to the
 * logger: logs are shipped and kept, and must never hold a key. A production start never gets here
 * (`loadConfig` refuses DEMO_TENANT there, and the default is off).
 */
@Injectable()
export class DemoTenant implements OnApplicationBootstrap {
  constructor(
    @Inject(AppConfigToken) private readonly config: AppConfig,
    private readonly tenants: TenantRepository,
    private readonly createTenant: CreateTenant,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.auth.createDemoTenant || this.config.nodeEnv === 'production') return;
    if (await this.tenants.findByName(DEMO_TENANT_NAME)) return;
    const { tenant, key } = await this.createTenant.execute({ name: DEMO_TENANT_NAME, plan: 'unlimited' });
    process.stdout.write(
      `\n  Demo tenant ${tenant.id} (plan unlimited) created. Its API key, shown only this once:\n\n` +
        `    ${key.plaintext}\n\n` +
        `  Try: curl -H "X-API-Key: ${key.plaintext}" http://localhost:${this.config.port}/api/v1/programs?limit=2\n` +
        `  More tenants and keys: npm run cli -- tenant:create --name acme --plan developer\n\n`,
    );
  }
}
