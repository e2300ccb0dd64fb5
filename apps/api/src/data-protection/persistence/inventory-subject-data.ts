import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type {
  DataInventory,
  PseudonymisedValue,
  TableDescription,
} from '../../platform/features/data-inventory';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import {
  SubjectData,
  type ExportedTable,
  type SubjectRef,
  type SubjectScope,
  type TableAction,
} from '../application/subject-data.port';
import { retentionEnd } from '../domain/deadlines';
import { readColumnTypes } from './portable-columns';
import { ident, readTableShapes, rowKeySql, type TableShape } from './table-catalogue';

/** Columns never exported, whatever the table: secrets and their digests are no data about the person. */
const NOT_EXPORTED = /(^tenant_id$|digest|ciphertext|secret)/;
export const REDACTED = '[gelöscht]';

interface Target {
  description: TableDescription;
  shape: TableShape;
  /** `WHERE` over the subject's rows: $1 tenant, $2 identifier value, then its derived forms. */
  where: string;
  params: unknown[];
}

/**
 * Erasure and export driven by the data inventory (ADR 0017). Every statement names the tenant and runs in
 * the tenant's transaction (row-level security as the second line), so a request never reaches another
 * tenant's rows; a sandbox request reaches only rows marked `sandbox`.
 */
export class InventorySubjectData extends SubjectData {
  private shapes: Promise<Map<string, TableShape>> | undefined;
  private columnTypes: ReturnType<typeof readColumnTypes> | undefined;

  constructor(private readonly inventory: DataInventory) {
    super();
  }

  async preview(tx: Transaction, scope: SubjectScope, subject: SubjectRef): Promise<TableAction[]> {
    const em = entityManagerOf(tx);
    const actions: TableAction[] = [];
    for (const t of await this.targets(em, scope, subject, tx.tenantId)) {
      const [{ n } = { n: 0 }] = (await em.query(
        `SELECT count(*)::int AS n FROM ${ident(t.description.table)} WHERE ${t.where}`,
        t.params,
      )) as { n: number }[];
      if (n > 0) actions.push(await this.describeAction(em, tx, t, subject, n));
    }
    return actions;
  }

  async erase(
    tx: Transaction,
    scope: SubjectScope,
    subject: SubjectRef,
    requestId: string,
    now: Date,
  ): Promise<TableAction[]> {
    const em = entityManagerOf(tx);
    const done: TableAction[] = [];
    for (const t of await this.targets(em, scope, subject, tx.tenantId)) {
      const table = ident(t.description.table);
      const params = t.params;
      const erasure = t.description.erasure;
      if (erasure.kind === 'delete') {
        const n = await counted(em, `DELETE FROM ${table} WHERE ${t.where} RETURNING 1`, params);
        if (n > 0) done.push({ table, categories: t.description.personalData, action: 'delete', rows: n });
      } else if (erasure.kind === 'pseudonymise') {
        const columns = Object.keys(erasure.columns);
        // A fresh salt per erasure, kept nowhere: the hash links the rows among themselves, not to the person.
        const salt = randomBytes(16).toString('hex');
        const values: unknown[] = [...params];
        const set = columns
          .map((c) => `${ident(c)} = ${pseudonymSql(c, erasure.columns[c]!, values, { salt, now })}`)
          .join(', ');
        const n = await counted(em, `UPDATE ${table} SET ${set} WHERE ${t.where} RETURNING 1`, values);
        if (n > 0)
          done.push({
            table,
            categories: t.description.personalData,
            action: 'pseudonymise',
            rows: n,
            columns,
          });
      } else if (erasure.kind === 'restrict') {
        const restricted = await this.restrictionsOf(em, t);
        for (const r of restricted)
          await em.query(
            `INSERT INTO data_restrictions (tenant_id, table_name, row_key, request_id, restricted_until, ground, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (tenant_id, table_name, row_key) DO NOTHING`,
            [tx.tenantId, table, r.key, requestId, r.until, erasure.ground, now],
          );
        if (restricted.length > 0)
          done.push({
            table,
            categories: t.description.personalData,
            action: 'restrict',
            rows: restricted.length,
            restrictedUntil: latest(restricted.map((r) => r.until)),
            ground: erasure.ground,
          });
      }
    }
    return done;
  }

  async export(tx: Transaction, scope: SubjectScope, subject: SubjectRef): Promise<ExportedTable[]> {
    const em = entityManagerOf(tx);
    const tables: ExportedTable[] = [];
    this.columnTypes ??= readColumnTypes(em);
    const columnTypes = await this.columnTypes;
    for (const t of await this.targets(em, scope, subject, tx.tenantId, true)) {
      // Named columns, not `*`: the rows carry exactly the columns the archive's schema is generated from.
      const columns = (columnTypes.get(t.description.table) ?? []).filter((c) => !NOT_EXPORTED.test(c.name));
      const list = columns.map((c) => ident(c.name)).join(', ');
      const rows = (await em.query(
        `SELECT ${list} FROM ${ident(t.description.table)} WHERE ${t.where}`,
        t.params,
      )) as Record<string, unknown>[];
      if (rows.length === 0) continue;
      tables.push({
        table: t.description.table,
        purpose: t.description.purpose,
        categories: t.description.personalData,
        columns,
        rows,
      });
    }
    return tables;
  }

  /** The inventory's tables that can find this kind of subject (and, for an export, are portable). */
  private async targets(
    em: EntityManager,
    scope: SubjectScope,
    subject: SubjectRef,
    tenantId: string,
    portable = false,
  ): Promise<Target[]> {
    this.shapes ??= readTableShapes(em);
    const shapes = await this.shapes;
    const targets: Target[] = [];
    for (const description of this.inventory.tables) {
      if (portable ? !description.portable : description.erasure.kind === 'none') continue;
      const locators = (description.subjects ?? []).filter((s) => s.identifier === subject.identifier);
      const shape = shapes.get(description.table);
      if (locators.length === 0 || !shape || !shape.columns.has('tenant_id')) continue;
      if (scope.sandboxOnly && !shape.columns.has('sandbox')) continue;
      // The identifier itself is $2; each derived form (a pseudonym stored instead of it) its own parameter.
      const params: unknown[] = [tenantId, subject.value];
      const match = locators
        .map((l) => {
          const value = l.form ? `$${params.push(l.form.derive(subject.value, tenantId))}` : '$2';
          return `${ident(l.column)}::text = ${value}`;
        })
        .join(' OR ');
      const sandbox = scope.sandboxOnly ? ' AND sandbox' : '';
      targets.push({ description, shape, where: `tenant_id = $1 AND (${match})${sandbox}`, params });
    }
    return targets;
  }

  private async describeAction(
    em: EntityManager,
    tx: Transaction,
    t: Target,
    subject: SubjectRef,
    rows: number,
  ): Promise<TableAction> {
    const { erasure, personalData: categories, table } = t.description;
    if (erasure.kind === 'pseudonymise')
      return { table, categories, action: 'pseudonymise', rows, columns: Object.keys(erasure.columns) };
    if (erasure.kind === 'restrict') {
      const until = latest((await this.restrictionsOf(em, t)).map((r) => r.until));
      return { table, categories, action: 'restrict', rows, restrictedUntil: until, ground: erasure.ground };
    }
    return { table, categories, action: 'delete', rows };
  }

  /** Each restricted row's key and the end of its retention (statutory years from its dated column). */
  private async restrictionsOf(em: EntityManager, t: Target): Promise<{ key: string; until: string }[]> {
    const retention = t.description.retention;
    if (retention.kind !== 'statutory')
      throw new Error(`${t.description.table}: restrict needs a statutory retention`);
    const rows = (await em.query(
      `SELECT ${rowKeySql(t.shape)} AS key, ${ident(retention.column)} AS at FROM ${ident(t.description.table)} WHERE ${t.where}`,
      t.params,
    )) as { key: string; at: Date | string }[];
    return rows.map((r) => ({ key: r.key, until: retentionEnd(new Date(r.at), retention.years) }));
  }
}

/** The new value of a pseudonymised column; adds its parameter (only used parameters may be sent). */
function pseudonymSql(
  column: string,
  value: PseudonymisedValue,
  params: unknown[],
  context: { salt: string; now: Date },
): string {
  const param = (v: unknown) => `$${params.push(v)}`;
  switch (value) {
    case 'null':
      return 'NULL';
    case 'redact':
      return param(REDACTED);
    case 'now':
      // An earlier revocation stays what it was: erasure only makes sure there is one.
      return `coalesce(${ident(column)}, ${param(context.now)}::timestamptz)`;
    case 'hash':
      return `encode(sha256(convert_to(${ident(column)}::text || ${param(context.salt)}::text, 'UTF8')), 'hex')`;
  }
}

/** Rows changed by a data-modifying statement, the same on PostgreSQL and PGlite (a CTE counts them). */
async function counted(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const [{ n } = { n: 0 }] = (await em.query(
    `WITH changed AS (${sql}) SELECT count(*)::int AS n FROM changed`,
    params,
  )) as {
    n: number;
  }[];
  return n;
}

const latest = (dates: string[]): string | null => (dates.length ? [...dates].sort().at(-1)! : null);
