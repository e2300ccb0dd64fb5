import type { DataSource } from 'typeorm';

/**
 * Tables whose rows may change on a refused call, so they are not compared. Each needs a reason.
 */
export const UNCOUNTED_TABLES: Readonly<Record<string, string>> = {
  'public.monthly_usage':
    'every authenticated call counts against the monthly quota, refused ones too (written in batches, later)',
  'public.analytics_events':
    'server-side usage events are buffered and written about a second after the requests that caused them (ADR 0031), so during later cases',
  'public.analytics_event_ids':
    'the idempotency index of those buffered server-side events, written with them',
  'public.idempotency_keys':
    'a refused call with an Idempotency-Key stores its 4xx answer for replay (Stripe semantics, ADR 0011); no business row',
};

export type RowCounts = ReadonlyMap<string, number>;

/**
 * Row counts of every table in `public` and of pg-boss's job tables, in one statement. On a login that is
 * subject to row-level security (not a superuser, no BYPASSRLS) the tenant tables count the fuzz tenant's rows.
 */
export class RowCounter {
  private constructor(
    private readonly dataSource: DataSource,
    private readonly sql: string,
    private readonly tenantId: string | undefined,
  ) {}

  readonly tables: string[] = [];

  static async create(dataSource: DataSource, tenantId: string): Promise<RowCounter> {
    const rows: { name: string }[] = await dataSource.query(`
      SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE'
        AND (table_schema = 'public' OR (table_schema = 'pgboss' AND table_name IN ('job', 'archive')))
      ORDER BY 1`);
    // A partition of an uncounted table (analytics_events_2026_11) is uncounted with it.
    const partitions: { name: string }[] = await dataSource.query(
      `
      SELECT cn.nspname || '.' || c.relname AS name FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
      JOIN pg_class p ON p.oid = i.inhparent JOIN pg_namespace pn ON pn.oid = p.relnamespace
      WHERE pn.nspname || '.' || p.relname = ANY($1)`,
      [Object.keys(UNCOUNTED_TABLES)],
    );
    const skipped = new Set([...Object.keys(UNCOUNTED_TABLES), ...partitions.map((p) => p.name)]);
    const tables = rows.map((r) => r.name).filter((name) => !skipped.has(name));
    const sql = tables
      .map((name) => {
        const [schema, table] = name.split('.');
        return `SELECT '${name}' AS name, count(*)::int AS n FROM "${schema}"."${table}"`;
      })
      .join(' UNION ALL ');
    const [role]: { bypass: boolean }[] = await dataSource.query(
      `SELECT rolsuper OR rolbypassrls AS bypass FROM pg_roles WHERE rolname = current_user`,
    );
    const counter = new RowCounter(dataSource, sql, role?.bypass ? undefined : tenantId);
    counter.tables.push(...tables);
    return counter;
  }

  async snapshot(): Promise<RowCounts> {
    const rows: { name: string; n: number }[] = this.tenantId
      ? await this.dataSource.transaction(async (em) => {
          await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [this.tenantId]);
          return em.query(this.sql);
        })
      : await this.dataSource.query(this.sql);
    return new Map(rows.map((r) => [r.name, Number(r.n)]));
  }
}

/** `public.calculations +1`, one entry per table that changed. */
export function changes(before: RowCounts, after: RowCounts): string[] {
  return [...after].flatMap(([name, n]) => {
    const delta = n - (before.get(name) ?? 0);
    return delta === 0 ? [] : [`${name} ${delta > 0 ? '+' : ''}${delta}`];
  });
}
