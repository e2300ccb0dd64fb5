import {
  columnClassOf,
  SUBJECT_IDENTIFIERS,
  type DataInventory,
  type TableDescription,
} from '../../platform/features/data-inventory';

/** A table of the database as the catalogue shows it. */
export interface ExistingTable {
  schema: string;
  table: string;
  columns: readonly string[];
  /** Its text and JSON columns (each must be classified). */
  textColumns?: readonly string[];
  /** What the application role may do to it (erasure and retention run as that role). */
  appCanUpdate?: boolean;
  appCanDelete?: boolean;
}

const qualified = (t: ExistingTable) => (t.schema === 'public' ? t.table : `${t.schema}.${t.table}`);

/** The columns a description relies on: the erasure, retention and subject rules act on them. */
function referencedColumns(d: TableDescription): string[] {
  const columns = (d.subjects ?? []).map((s) => s.column);
  if (d.erasure.kind === 'pseudonymise') columns.push(...Object.keys(d.erasure.columns));
  if (d.retention.kind === 'days' || d.retention.kind === 'statutory') columns.push(d.retention.column);
  return columns;
}

/**
 * What is wrong between the inventory and the database, one line each: a table no description covers, a
 * description of a table that does not exist, a rule on a missing column, a subject rule on a table without
 * `tenant_id` (erasure acts under the tenant's row-level security and nowhere else), a description twice,
 * an erasure or a portable table without a subject rule that finds the subject's rows.
 */
export function inventoryProblems(inventory: DataInventory, tables: readonly ExistingTable[]): string[] {
  const problems: string[] = [];
  for (const t of tables) {
    if (!inventory.describe(qualified(t)))
      problems.push(`${qualified(t)}: not described in the data inventory`);
  }
  const seen = new Set<string>();
  for (const d of inventory.tables) {
    if (seen.has(d.table)) problems.push(`${d.table}: described twice`);
    seen.add(d.table);
    if (d.table.endsWith('.*')) continue; // a schema owned by one component, created when it starts
    const table = tables.find((t) => qualified(t) === d.table);
    if (!table) {
      problems.push(`${d.table}: described but no such table`);
      continue;
    }
    for (const c of referencedColumns(d))
      if (!table.columns.includes(c)) problems.push(`${d.table}.${c}: named by a rule but no such column`);
    if ((d.subjects?.length ?? 0) > 0 && !table.columns.includes('tenant_id'))
      problems.push(`${d.table}: subject rules on a table without tenant_id`);
    if (d.erasure.kind !== 'none' && (d.subjects?.length ?? 0) === 0)
      problems.push(`${d.table}: erasure '${d.erasure.kind}' without a subject rule to find the rows`);
    // Portability reads rows by the subject rules only: a portable table without one is silently left out.
    if (d.portable === true && (d.subjects?.length ?? 0) === 0)
      problems.push(`${d.table}: portable without a subject rule to find the rows`);
    // A column named like a subject identifier that no rule reads would be missed by every erasure.
    for (const c of table.columns)
      if (
        (SUBJECT_IDENTIFIERS as readonly string[]).includes(c) &&
        !(d.subjects ?? []).some((s) => s.column === c)
      )
        problems.push(`${d.table}.${c}: looks like a subject identifier but no subject rule reads it`);
    if (d.erasure.kind === 'restrict' && d.retention.kind !== 'statutory')
      problems.push(`${d.table}: restrict needs a statutory retention (its end lifts the restriction)`);
    if ((d.erasure.kind === 'delete' || d.erasure.kind === 'restrict') && table.appCanDelete === false)
      problems.push(`${d.table}: erasure '${d.erasure.kind}' but the application role may not DELETE`);
    if (d.erasure.kind === 'pseudonymise' && table.appCanUpdate === false)
      problems.push(`${d.table}: erasure 'pseudonymise' but the application role may not UPDATE`);
    for (const c of table.textColumns ?? [])
      if (!columnClassOf(d, c)) problems.push(`${d.table}.${c}: text or JSON column not classified`);
    for (const c of Object.keys(d.columns ?? {}))
      if (!table.columns.includes(c)) problems.push(`${d.table}.${c}: classified but no such column`);
    if (d.personalData.length === 0 && d.erasure.kind !== 'none')
      problems.push(`${d.table}: erasure '${d.erasure.kind}' but no personal data declared`);
  }
  return problems;
}
