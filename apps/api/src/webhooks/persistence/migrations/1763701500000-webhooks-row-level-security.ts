import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  disableTenantRowLevelSecurity,
  enableTenantRowLevelSecurity,
} from '../../../platform/tenancy/row-level-security';

const TABLES = ['webhook_endpoints', 'webhook_events', 'webhook_messages', 'webhook_delivery_attempts'];

/**
 * The webhook tables under row-level security like every tenant table: the repositories, the outbox and the
 * delivery worker (whose jobs carry their tenant) reach them only through `TenantTransaction`.
 */
export class WebhooksRowLevelSecurity1763701500000 implements MigrationInterface {
  name = 'WebhooksRowLevelSecurity1763701500000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await enableTenantRowLevelSecurity(q, table);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await disableTenantRowLevelSecurity(q, table);
  }
}
