import type { TenantId } from '@libs/shared';
import type { Program } from '../domain/program';
import type { ProgramListQuery, ProgramPage } from '../domain/program-list-query';
import { isInScope } from '../domain/region-scope';
import { ProgramRepository } from '../ports/program-repository.port';

const visibleTo = (tenantId: TenantId | null) => (p: Program) =>
  p.tenantId === null || p.tenantId === tenantId;
const byteOrder = (a: Program, b: Program) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Fake of the port with the same semantics as the TypeORM adapter, for use-case and matcher tests. */
export class InMemoryProgramRepository extends ProgramRepository {
  private readonly rows = new Map<string, Program>();

  constructor(programs: readonly Program[] = []) {
    super();
    for (const p of programs) this.rows.set(`${p.tenantId ?? ''}/${p.id}`, structuredClone(p));
  }

  async list(q: ProgramListQuery): Promise<ProgramPage> {
    const matches = [...this.rows.values()]
      .filter(visibleTo(q.tenantId))
      .filter((p) => !q.category || p.category === q.category)
      .filter((p) => !q.level || p.level === q.level)
      .filter((p) => !q.region || isInScope(p.eligibleRegions, q.region))
      .sort(byteOrder);
    return { programs: matches.slice(q.offset, q.offset + q.limit), total: matches.length };
  }

  async findById(tenantId: TenantId | null, id: string): Promise<Program | null> {
    const own = tenantId === null ? undefined : this.rows.get(`${tenantId}/${id}`);
    return structuredClone(own ?? this.rows.get(`/${id}`) ?? null);
  }

  async findAllVisible(tenantId: TenantId | null): Promise<Program[]> {
    return [...this.rows.values()]
      .filter(visibleTo(tenantId))
      .sort(byteOrder)
      .map((p) => structuredClone(p));
  }

  async upsert(programs: readonly Program[]): Promise<void> {
    for (const p of programs) this.rows.set(`${p.tenantId ?? ''}/${p.id}`, structuredClone(p));
  }
}
