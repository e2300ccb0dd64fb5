/** A data source or a query runner (on the embedded database a held runner is the only connection). */
export interface Queryable {
  query(sql: string): Promise<unknown>;
}

export interface TenantTableSecurity {
  table: string;
  enabled: boolean;
  forced: boolean;
  /** A policy whose USING and WITH CHECK both compare `tenant_id` with the transaction's `app.tenant_id`. */
  isolating: boolean;
}

/**
 * Every table of the public schema with a `tenant_id` column and how row-level security guards it. A tenant
 * table is isolated when RLS is enabled and FORCEd (so the owner obeys it too) and an isolating policy exists.
 */
export async function tenantTableSecurity(db: Queryable): Promise<TenantTableSecurity[]> {
  const rows = (await db.query(`
      SELECT c.relname AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
        EXISTS (
          SELECT 1 FROM pg_policy p
          WHERE p.polrelid = c.oid AND p.polpermissive
            AND pg_get_expr(p.polqual, p.polrelid) LIKE '%tenant_id%app.tenant_id%'
            AND pg_get_expr(p.polwithcheck, p.polrelid) LIKE '%tenant_id%app.tenant_id%'
        ) AS isolating
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND EXISTS (
          SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
        )
      ORDER BY c.relname`)) as TenantTableSecurity[];
  return rows;
}

/** The tenant tables that are not isolated, with what they lack. */
export async function unisolatedTenantTables(db: Queryable): Promise<string[]> {
  return (await tenantTableSecurity(db))
    .filter((t) => !(t.enabled && t.forced && t.isolating))
    .map(
      (t) =>
        `${t.table} (${[!t.enabled && 'not enabled', !t.forced && 'not forced', !t.isolating && 'no isolating policy'].filter(Boolean).join(', ')})`,
    );
}
