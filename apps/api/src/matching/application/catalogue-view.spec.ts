import { tenantIdOf, type TenantId } from '@libs/shared';
import type { Program } from '@libs/catalogue';
import { aProgram, InMemoryProgramRepository } from '@libs/catalogue/testing';
import { CatalogueView } from './catalogue-view';

/**
 * Answers like the catalogue snapshot: one array per tenant view while nothing changed (the public one for
 * tenants without programs of their own), new arrays after a write. Counts the arrays it made.
 */
class SnapshotLikeRepository extends InMemoryProgramRepository {
  loads = 0;
  private views = new Map<string, Program[]>();
  override async findAllVisible(tenantId: TenantId | null) {
    const all = await super.findAllVisible(tenantId);
    const key = all.some((p) => p.tenantId !== null) ? String(tenantId) : 'public';
    let view = this.views.get(key);
    if (!view) {
      this.loads += 1;
      this.views.set(key, (view = Object.freeze(all) as Program[]));
    }
    return view;
  }
  override async upsert(programs: readonly Program[]) {
    await super.upsert(programs);
    this.views = new Map();
  }
}

const A = tenantIdOf('00000000-0000-4000-8000-00000000000a');
const B = tenantIdOf('00000000-0000-4000-8000-00000000000b');
const ids = (c: { programs: readonly { id: string }[] }) => c.programs.map((p) => p.id).sort();

describe('CatalogueView', () => {
  let repo: SnapshotLikeRepository;
  let view: CatalogueView;
  beforeEach(() => {
    repo = new SnapshotLikeRepository([aProgram({ id: 'public-1' }), aProgram({ id: 'public-2' })]);
    view = new CatalogueView(repo);
  });

  it('compiles the public catalogue once for all tenants without programs of their own', async () => {
    const a = await view.forTenant(A);
    const b = await view.forTenant(B);
    expect(b).toBe(a);
    expect(ids(a)).toEqual(['public-1', 'public-2']);
    expect(repo.loads).toBe(1);
  });

  it('gives a tenant with its own programs its own catalogue, which no other tenant sees', async () => {
    await repo.upsert([aProgram({ id: 'own-a', tenantId: A })]);
    expect(ids(await view.forTenant(A))).toEqual(['own-a', 'public-1', 'public-2']);
    expect(ids(await view.forTenant(B))).toEqual(['public-1', 'public-2']);
    expect(await view.forTenant(A)).not.toBe(await view.forTenant(B));
  });

  it('compiles anew as soon as the catalogue changed, and not while it did not', async () => {
    const first = await view.forTenant(A);
    expect(await view.forTenant(A)).toBe(first);
    await repo.upsert([aProgram({ id: 'public-3' })]);
    const second = await view.forTenant(A);
    expect(second).not.toBe(first);
    expect(ids(second)).toEqual(['public-1', 'public-2', 'public-3']);
  });

  it('stays correct with a repository that answers a new array every time', async () => {
    const plain = new InMemoryProgramRepository([aProgram({ id: 'public-1' })]);
    const fresh = new CatalogueView(plain);
    expect(ids(await fresh.forTenant(A))).toEqual(['public-1']);
    await plain.upsert([aProgram({ id: 'public-2' })]);
    expect(ids(await fresh.forTenant(A))).toEqual(['public-1', 'public-2']);
  });
});
