import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from '../../../platform/tenancy/tenant-transaction';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/** The setting a scheduler transaction sets to list due schedules of every tenant (ids and timing only). */
export const REPORT_SCHEDULER_SETTING = 'app.report_scheduler';

/**
 * Scheduled reports: a tenant's schedules and one run per schedule and slot (the unique key is
 * what makes a run happen once per slot, whichever instance or trigger gets there first).
 * The `/cron/scheduled-reports` job must find due schedules of all tenants, which the isolating policy
 * forbids; a second policy lets a transaction that sets `app.report_scheduler` READ schedules (nothing else,
 * no other table). The job then runs each report inside that tenant's own transaction (ADR 0016).
 */
export class CreateAnalyticsReports1763718000001 implements MigrationInterface {
  name = 'CreateAnalyticsReports1763718000001';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE analytics_report_schedules (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        name text NOT NULL CHECK (length(name) <= 100),
        queries jsonb NOT NULL,
        cadence text NOT NULL CHECK (cadence IN ('daily', 'weekly', 'monthly')),
        hour integer NOT NULL CHECK (hour BETWEEN 0 AND 23),
        time_zone text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE INDEX analytics_report_schedules_tenant ON analytics_report_schedules (tenant_id, created_at)`,
    );
    await enableTenantRowLevelSecurity(q, 'analytics_report_schedules');
    await q.query(
      `CREATE POLICY report_scheduler ON analytics_report_schedules FOR SELECT TO ${APP_ROLE}
       USING (current_setting('${REPORT_SCHEDULER_SETTING}', true) = 'on')`,
    );
    await q.query(`
      CREATE TABLE analytics_report_runs (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        schedule_id uuid NOT NULL REFERENCES analytics_report_schedules (id) ON DELETE CASCADE,
        slot timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        result jsonb NOT NULL,
        UNIQUE (schedule_id, slot)
      )`);
    await enableTenantRowLevelSecurity(q, 'analytics_report_runs');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE analytics_report_runs`);
    await q.query(`DROP TABLE analytics_report_schedules`);
  }
}
