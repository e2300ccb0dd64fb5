import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TenantPlans, WEBHOOK_LIMITS, type WebhookPlan } from '../application/tenant-plans.port';

/**
 * Reads the plan from the `tenants` table of issue 5 (tenants/). Read directly instead of through their
 * repository to keep the modules independent; an unknown tenant or an unknown plan is `free`.
 */
@Injectable()
export class SqlTenantPlans extends TenantPlans {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async planOf(tenantId: string): Promise<WebhookPlan> {
    const rows: { plan: string }[] = await this.dataSource.query(`SELECT plan FROM tenants WHERE id = $1`, [
      tenantId,
    ]);
    const plan = rows[0]?.plan;
    return plan && plan in WEBHOOK_LIMITS ? (plan as WebhookPlan) : 'free';
  }
}
