import type { TenantId } from '@libs/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { DataInventory } from '../../platform/features/data-inventory';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { RetentionStore, type RetentionOutcome } from '../application/retention-store.port';
import { statutoryCutoff } from '../domain/deadlines';
import { ident, readTableShapes, rowKeySql, type TableShape } from './table-catalogue';

async function counted(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const [{ n } = { n: 0 }] = (await em.query(
    `WITH c AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM c`,
    params,
  )) as {
    n: number;
  }[];
  return n;
}

/**
 * Retention by the inventory: only tables with `tenant_id`, each statement for one tenant inside its
 * transaction. Tables kept while the tenant exists, or managed by their own component, are left alone.
 */
export class SqlRetentionStore extends RetentionStore {
  private shapes: Promise<Map<string, TableShape>> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly inventory: DataInventory,
  ) {
    super();
  }

  async tenants(): Promise<TenantId[]> {
    // `tenants` has no row-level security (it is the list of tenants itself); read, never written, here.
    const rows = (await this.dataSource.query(`SELECT id FROM tenants ORDER BY id`)) as { id: TenantId }[];
    return rows.map((r) => r.id);
  }

  async liftEndedRestrictions(tx: Transaction, today: string, now: Date): Promise<RetentionOutcome[]> {
    const em = entityManagerOf(tx);
    const shapes = await this.shapesOf(em);
    const due = (await em.query(
      `SELECT table_name, row_key FROM data_restrictions
       WHERE tenant_id = $1 AND lifted_at IS NULL AND restricted_until < $2 ORDER BY table_name, row_key`,
      [tx.tenantId, today],
    )) as { table_name: string; row_key: string }[];
    const byTable = new Map<string, number>();
    for (const r of due) {
      const shape = shapes.get(r.table_name);
      // A table that no longer exists or is no longer restricted by the inventory has nothing left to delete.
      if (shape && this.inventory.describe(r.table_name)?.erasure.kind === 'restrict')
        byTable.set(
          r.table_name,
          (byTable.get(r.table_name) ?? 0) +
            (await counted(
              em,
              `DELETE FROM ${ident(r.table_name)} WHERE tenant_id = $1 AND ${rowKeySql(shape)} = $2`,
              [tx.tenantId, r.row_key],
            )),
        );
      await em.query(
        `UPDATE data_restrictions SET lifted_at = $4 WHERE tenant_id = $1 AND table_name = $2 AND row_key = $3`,
        [tx.tenantId, r.table_name, r.row_key, now],
      );
    }
    return [...byTable].map(([table, rows]) => ({ table, rule: 'restriction_lifted', rows }));
  }

  async applyRules(tx: Transaction, now: Date): Promise<RetentionOutcome[]> {
    const em = entityManagerOf(tx);
    const shapes = await this.shapesOf(em);
    const outcomes: RetentionOutcome[] = [];
    for (const d of this.inventory.tables) {
      const shape = shapes.get(d.table);
      if (!shape?.columns.has('tenant_id')) continue;
      const r = d.retention;
      if (r.kind !== 'days' && r.kind !== 'statutory') continue;
      if (!shape.deletable) {
        // Reported, not forced: the table's owner decided the application may not delete (e.g. GoBD
        // immutability of calculations); its module has to grant DELETE or delete old rows itself.
        outcomes.push({ table: d.table, rule: r.kind, rows: 0, blocked: 'no DELETE privilege for fm_app' });
        continue;
      }
      const cutoff =
        r.kind === 'days' ? new Date(now.getTime() - r.days * 86_400_000) : statutoryCutoff(now, r.years);
      const rows = await counted(
        em,
        `DELETE FROM ${ident(d.table)} WHERE tenant_id = $1 AND ${ident(r.column)} < $2`,
        [tx.tenantId, cutoff],
      );
      if (rows > 0) outcomes.push({ table: d.table, rule: r.kind, rows });
    }
    return outcomes;
  }

  private shapesOf(em: EntityManager): Promise<Map<string, TableShape>> {
    this.shapes ??= readTableShapes(em);
    return this.shapes;
  }
}
