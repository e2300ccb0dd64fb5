import { tenantIdOf, type TenantId } from '@libs/shared';
import { Injectable } from '@nestjs/common';
import {
  ProgramRepository,
  regionKeysOf,
  type Program,
  type ProgramListQuery,
  type ProgramPage,
} from '@libs/catalogue';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { ProgramOrmEntity } from './program.orm-entity';
import { toDomain } from './program.mapper';
import { upsertProgramsIn } from './program-upsert';

/** Raised by every write to `programs` (migration CatalogueVersion1763701300000). */
const CATALOGUE_VERSION = '(SELECT version FROM catalogue_version)';
/** Distinct filter combinations whose totals are kept; past it the cache starts over. */
const TOTALS_CACHED = 1_000;
/** Rows per FETCH of the snapshot load: what is held besides the programs themselves while it runs. */
const LOAD_BATCH = 2_000;

@Injectable()
export class TypeormProgramRepository extends ProgramRepository {
  /** `total` of a list query per tenant and filters, with the catalogue version it was counted at. */
  private readonly totals = new Map<string, { version: string; total: number }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly tenantTx: TenantTransaction = new TenantTransaction(dataSource),
  ) {
    super();
  }

  /**
   * Public rows are readable without a tenant; a tenant's own rows only inside its tenant transaction
   * (row-level security, ProgramsRowLevelSecurity1763701700000). The condition stays as the first line.
   */
  private read<T>(tenantId: TenantId | null, work: (em: EntityManager) => Promise<T>): Promise<T> {
    return tenantId === null ? work(this.dataSource.manager) : this.tenantTx.run(tenantId, work);
  }

  private visible(em: EntityManager, tenantId: TenantId | null): SelectQueryBuilder<ProgramOrmEntity> {
    const qb = em.getRepository(ProgramOrmEntity).createQueryBuilder('p');
    return tenantId === null
      ? qb.where('p.tenant_id IS NULL')
      : qb.where('(p.tenant_id IS NULL OR p.tenant_id = :tenantId)', { tenantId });
  }

  list(q: ProgramListQuery): Promise<ProgramPage> {
    return this.read(q.tenantId, (em) => this.listIn(em, q));
  }

  private async listIn(em: EntityManager, q: ProgramListQuery): Promise<ProgramPage> {
    const qb = this.visible(em, q.tenantId);
    if (q.category) qb.andWhere('p.category = :category', { category: q.category });
    if (q.level) qb.andWhere('p.level = :level', { level: q.level });
    if (q.region) qb.andWhere('p.eligible_regions && :regions::text[]', { regions: regionKeysOf(q.region) });
    // Byte-wise id order is the same on every server collation, so pages never skip or repeat a program.
    // The page carries the catalogue version it was read at: while that is current, the cached total holds.
    const { entities, raw } = await qb
      .clone()
      .addSelect(CATALOGUE_VERSION, 'catalogue_version')
      .orderBy('p.id COLLATE "C"', 'ASC')
      .offset(q.offset)
      .limit(q.limit)
      .getRawAndEntities<{ catalogue_version: string }>();
    const key = JSON.stringify([q.tenantId, q.category ?? null, q.level ?? null, q.region ?? null]);
    const cached = this.totals.get(key);
    const total =
      raw.length > 0 && cached?.version === String(raw[0]!.catalogue_version)
        ? cached.total
        : await this.count(qb, key);
    return { programs: entities.map(toDomain), total };
  }

  /** Counts all matches (a scan of every visible row) and keeps the result for the version it saw. */
  private async count(qb: SelectQueryBuilder<ProgramOrmEntity>, key: string): Promise<number> {
    const row = await qb
      .clone()
      .select('COUNT(1)', 'total')
      .addSelect(CATALOGUE_VERSION, 'version')
      .getRawOne<{ total: string | number; version: string }>();
    const total = Number(row?.total ?? 0);
    if (this.totals.size >= TOTALS_CACHED) this.totals.clear();
    if (row) this.totals.set(key, { version: String(row.version), total });
    return total;
  }

  async findById(tenantId: TenantId | null, id: string): Promise<Program | null> {
    // A tenant's own program shadows a public one of the same id.
    const row = await this.read(tenantId, (em) =>
      this.visible(em, tenantId)
        .andWhere('p.id = :id', { id })
        .orderBy('p.tenant_id IS NULL', 'ASC')
        .getOne(),
    );
    return row ? toDomain(row) : null;
  }

  async findAllVisible(tenantId: TenantId | null): Promise<Program[]> {
    const rows = await this.read(tenantId, (em) =>
      this.visible(em, tenantId).orderBy('p.id COLLATE "C"', 'ASC').getMany(),
    );
    return rows.map(toDomain);
  }

  /**
   * Every program (public and tenant-owned) in byte-wise id order with the catalogue version they were read
   * at, in one snapshot-isolated transaction: the version names exactly these rows. `each` sees every program
   * as its batch arrives (the snapshot shares equal values there, so that no full copy is ever held).
   */
  async loadAll(each: (p: Program) => Program = (p) => p): Promise<{ version: string; programs: Program[] }> {
    // Through a cursor in batches, as plain rows named like the entity's properties: TypeORM's `getMany` holds
    // every raw row, every entity and every program at once (at 100,000 programs several hundred MB at the
    // peak, for a few seconds); here only one batch of rows lives beside the programs.
    return this.dataSource.transaction('REPEATABLE READ', async (em) => {
      const [row] = await em.query<{ version: string }[]>(
        'SELECT version::text AS version FROM catalogue_version',
      );
      await em.query(
        `DECLARE catalogue_load NO SCROLL CURSOR FOR SELECT ${this.entitySelect()} FROM programs p ` +
          `ORDER BY p.id COLLATE "C", p.tenant_id IS NULL DESC`,
      );
      const programs: Program[] = [];
      for (;;) {
        const rows = await em.query<ProgramOrmEntity[]>(`FETCH ${LOAD_BATCH} FROM catalogue_load`);
        for (const r of rows) programs.push(each(toDomain(r)));
        if (rows.length < LOAD_BATCH) break;
      }
      await em.query('CLOSE catalogue_load');
      return { version: String(row?.version ?? '0'), programs };
    });
  }

  /** Every column of the entity as its property name; dates as text, as TypeORM hands them to `toDomain`. */
  private entitySelect(): string {
    return this.dataSource
      .getMetadata(ProgramOrmEntity)
      .columns.map((c) => `p.${c.databaseName}${c.type === 'date' ? '::text' : ''} AS "${c.propertyName}"`)
      .join(', ');
  }

  /** Public programs in one transaction; each tenant's own programs in that tenant's transaction. */
  async upsert(programs: readonly Program[]): Promise<void> {
    const publicPrograms = programs.filter((p) => p.tenantId === null);
    if (publicPrograms.length > 0) {
      await this.dataSource.transaction((em) => this.upsertIn(em, publicPrograms, true));
    }
    const byTenant = new Map<string, Program[]>();
    for (const p of programs)
      if (p.tenantId !== null) byTenant.set(p.tenantId, [...(byTenant.get(p.tenantId) ?? []), p]);
    for (const [tenantId, owned] of byTenant) {
      await this.tenantTx.run(tenantIdOf(tenantId), (em) => this.upsertIn(em, owned, false));
    }
  }

  private upsertIn(em: EntityManager, programs: readonly Program[], publicScope: boolean): Promise<void> {
    return upsertProgramsIn(em, programs, publicScope);
  }
}
