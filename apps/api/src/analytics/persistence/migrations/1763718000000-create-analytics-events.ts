import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/** Monthly partitions from here ... */
export const FIRST_PARTITION = { year: 2024, month: 1 };
/** ... up to and including this month; older and later events land in the default partition. */
export const LAST_PARTITION = { year: 2028, month: 12 };

export const partitionName = (year: number, month: number): string =>
  `analytics_events_${year}_${String(month).padStart(2, '0')}`;

function* months(): Generator<{ year: number; month: number }> {
  for (
    let y = FIRST_PARTITION.year, m = FIRST_PARTITION.month;
    y * 12 + m <= LAST_PARTITION.year * 12 + LAST_PARTITION.month;
  ) {
    yield { year: y, month: m };
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

const iso = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;

/**
 * Analytics events (ADR 0016). `analytics_events` is partitioned by month of `occurred_at`, so a
 * query over a date range reads only its months, and old months can be detached whole. A partitioned table's
 * unique keys must contain the partition key, and a resent event may carry another (clock-corrected) time:
 * so idempotency on (tenant, id) lives in the small `analytics_event_ids` ledger, which the insert passes
 * first (`ON CONFLICT DO NOTHING`). Every partition is a table with `tenant_id` and gets its own RLS, though
 * the application only ever reads through the parent.
 */
export class CreateAnalyticsEvents1763718000000 implements MigrationInterface {
  name = 'CreateAnalyticsEvents1763718000000';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(`
      CREATE TABLE analytics_event_ids (
        tenant_id uuid NOT NULL,
        id uuid NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, id)
      )`);
    await enableTenantRowLevelSecurity(q, 'analytics_event_ids', 'SELECT, INSERT, DELETE');
    await q.query(`
      CREATE TABLE analytics_events (
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        id uuid NOT NULL,
        name text NOT NULL,
        actor_id text NOT NULL,
        occurred_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL,
        origin text NOT NULL CHECK (origin IN ('client', 'server')),
        properties jsonb NOT NULL DEFAULT '{}'::jsonb,
        utm_source text NULL,
        utm_medium text NULL,
        utm_campaign text NULL,
        utm_term text NULL,
        utm_content text NULL
      ) PARTITION BY RANGE (occurred_at)`);
    // Funnels, cohorts and the forecast select by name and time (with the actor, so that cohorts read the index
    // alone); strict funnels and attribution walk one actor's timeline.
    await q.query(
      `CREATE INDEX analytics_events_name_time ON analytics_events (tenant_id, sandbox, name, occurred_at) INCLUDE (actor_id)`,
    );
    await q.query(
      `CREATE INDEX analytics_events_actor_time ON analytics_events (tenant_id, sandbox, actor_id, occurred_at)`,
    );
    await q.query(`CREATE TABLE analytics_events_default PARTITION OF analytics_events DEFAULT`);
    await enableTenantRowLevelSecurity(q, 'analytics_events_default', 'SELECT, INSERT, DELETE');
    for (const { year, month } of months()) {
      const next = month === 12 ? iso(year + 1, 1) : iso(year, month + 1);
      const table = partitionName(year, month);
      await q.query(
        `CREATE TABLE ${table} PARTITION OF analytics_events FOR VALUES FROM ('${iso(year, month)}') TO ('${next}')`,
      );
      await enableTenantRowLevelSecurity(q, table, 'SELECT, INSERT, DELETE');
    }
    await enableTenantRowLevelSecurity(q, 'analytics_events', 'SELECT, INSERT, DELETE');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE analytics_events`);
    await q.query(`DROP TABLE analytics_event_ids`);
  }
}
