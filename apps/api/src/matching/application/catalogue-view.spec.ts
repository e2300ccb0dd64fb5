import { tenantIdOf, type TenantId } from '@libs/shared';
import { aProgram, InMemoryProgramRepository } from '@libs/catalogue/testing';
import { CatalogueChangeMarker, type CatalogueMarker } from './catalogue-change-marker.port';
import { CatalogueView } from './catalogue-view';

/** Counts the catalogue loads of the view; the marker reads through `uncounted`. */
class CountingRepository extends InMemoryProgramRepository {
  loads = 0;
  override async findAllVisible(tenantId: TenantId | null) {
    this.loads += 1;
    return super.findAllVisible(tenantId);
  }
  uncounted(tenantId: TenantId | null) {
    return super.findAllVisible(tenantId);
  }
}

/** Counts the tenant's own programs and fingerprints what it sees, like the SQL marker. */
class InMemoryMarker extends CatalogueChangeMarker {
  constructor(private readonly repo: CountingRepository) {
    super();
  }
  async current(tenantId: TenantId): Promise<CatalogueMarker> {
    const visible = await this.repo.uncounted(tenantId);
    return {
      marker: JSON.stringify(visible.map((p) => [p.tenantId, p.id, p.name])),
      ownPrograms: visible.filter((p) => p.tenantId === tenantId).length,
    };
  }
}

const A = tenantIdOf('00000000-0000-4000-8000-00000000000a');
const B = tenantIdOf('00000000-0000-4000-8000-00000000000b');
const ids = (c: { programs: readonly { id: string }[] }) => c.programs.map((p) => p.id).sort();

describe('CatalogueView', () => {
  let repo: CountingRepository;
  let view: CatalogueView;
  beforeEach(() => {
    repo = new CountingRepository([aProgram({ id: 'public-1' }), aProgram({ id: 'public-2' })]);
    view = new CatalogueView(repo, new InMemoryMarker(repo), 0);
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
  });

  it('rebuilds after a change and keeps using the compiled catalogue while nothing changed', async () => {
    await view.forTenant(A);
    await view.forTenant(A);
    expect(repo.loads).toBe(1);
    await repo.upsert([aProgram({ id: 'public-3' })]);
    expect(ids(await view.forTenant(A))).toEqual(['public-1', 'public-2', 'public-3']);
    expect(repo.loads).toBe(2);
  });

  it('serves from memory without asking the database within the staleness bound', async () => {
    const cached = new CatalogueView(repo, new InMemoryMarker(repo), 60_000);
    await cached.forTenant(A);
    await repo.upsert([aProgram({ id: 'public-3' })]);
    expect(ids(await cached.forTenant(A))).toEqual(['public-1', 'public-2']);
  });
});
