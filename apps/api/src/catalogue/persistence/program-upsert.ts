import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Program } from '@libs/catalogue';
import type { EntityManager } from 'typeorm';
import { PROGRAM_COLUMNS, toDomain, toRowValues } from './program.mapper';
import { ProgramOrmEntity } from './program.orm-entity';

/**
 * Rows per INSERT statement of an upsert (21 parameters each). Small, with a turn of the event loop between
 * statements: on the embedded database a statement holds the app's thread while it runs (about 50 ms per
 * 100 programs), and a bulk import must not stall reads for the whole upsert (ADR 0015).
 */
const UPSERT_CHUNK = 100;

/**
 * Inserts or updates programs inside the caller's transaction (`em`): public ones (`publicScope`) or one
 * tenant's own (inside that tenant's transaction). The catalogue version rises once per transaction
 * (CatalogueVersionOncePerTransaction1763740000000), however many statements it takes.
 */
export async function upsertProgramsIn(
  em: EntityManager,
  programs: readonly Program[],
  publicScope: boolean,
): Promise<void> {
  for (let i = 0; i < programs.length; i += UPSERT_CHUNK) {
    const { sql, params } = upsertStatement(programs.slice(i, i + UPSERT_CHUNK), publicScope);
    await em.query(sql, params);
    if (i + UPSERT_CHUNK < programs.length) await nextTurn();
  }
}

/** Public programs inside another module's transaction (the catalogue import applies a run in one). */
export function upsertPublicProgramsIn(em: EntityManager, programs: readonly Program[]): Promise<void> {
  if (programs.some((p) => p.tenantId !== null)) throw new Error('only public programs');
  return upsertProgramsIn(em, programs, true);
}

/**
 * One public program inside another module's transaction, its row locked until that commits (the term
 * review rewrites it with its confirmed terms); null when there is none.
 */
export async function lockPublicProgramIn(em: EntityManager, id: string): Promise<Program | null> {
  const row = await em
    .getRepository(ProgramOrmEntity)
    .createQueryBuilder('p')
    .where('p.tenant_id IS NULL AND p.id = :id', { id })
    .setLock('pessimistic_write')
    .getOne();
  return row ? toDomain(row) : null;
}

function upsertStatement(
  chunk: readonly Program[],
  publicScope: boolean,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const tuples = chunk.map((p) => {
    const values = toRowValues(p);
    const placeholders = values.map((v) => {
      params.push(v);
      return `$${params.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  const conflict = publicScope
    ? '(id) WHERE tenant_id IS NULL'
    : '(tenant_id, id) WHERE tenant_id IS NOT NULL';
  const updates = PROGRAM_COLUMNS.filter((c) => c !== 'id' && c !== 'tenant_id')
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ');
  const sql = `INSERT INTO programs (${PROGRAM_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}
    ON CONFLICT ${conflict} DO UPDATE SET ${updates}`;
  return { sql, params };
}
