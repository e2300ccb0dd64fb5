import { tenantIdOf } from '@libs/shared';
import { aProgram } from '@libs/catalogue/testing';
import { CatalogueSnapshot } from './catalogue-snapshot';

const A = tenantIdOf('00000000-0000-4000-8000-00000000000a');
const B = tenantIdOf('00000000-0000-4000-8000-00000000000b');

describe('CatalogueSnapshot', () => {
  const snapshot = new CatalogueSnapshot('7', [
    aProgram({ id: 'a', category: 'zuschuss' }),
    aProgram({ id: 'b', category: 'kredit' }),
    aProgram({ id: 'b', tenantId: A, name: 'eigenes b' }),
    aProgram({ id: 'c', tenantId: A }),
    aProgram({ id: 'd' }),
  ]);

  it('answers public programs to every tenant and own programs to their tenant only', () => {
    expect(snapshot.list({ tenantId: B, limit: 10, offset: 0 }).programs.map((p) => p.id)).toEqual([
      'a',
      'b',
      'd',
    ]);
    const own = snapshot.list({ tenantId: A, limit: 10, offset: 0 });
    expect(own.programs.map((p) => [p.id, p.tenantId])).toEqual([
      ['a', null],
      ['b', null],
      ['b', A],
      ['c', A],
      ['d', null],
    ]);
    expect(own.total).toBe(5);
    expect(snapshot.hasOwn(A)).toBe(true);
    expect(snapshot.hasOwn(B)).toBe(false);
  });

  it('answers every view with the same frozen array while it is current', () => {
    expect(snapshot.findAllVisible(B)).toBe(snapshot.findAllVisible(null));
    expect(snapshot.findAllVisible(A)).toBe(snapshot.findAllVisible(A));
    expect(snapshot.findAllVisible(A)).not.toBe(snapshot.findAllVisible(B));
    expect(Object.isFrozen(snapshot.findAllVisible(A))).toBe(true);
    // Filtered lists are memoised apart and do not displace the views.
    for (const category of ['zuschuss', 'kredit'] as const)
      snapshot.list({ tenantId: A, category, limit: 1, offset: 0 });
    expect(snapshot.findAllVisible(A)).toBe(snapshot.findAllVisible(A));
  });

  it('lets a tenant program shadow a public one by id', () => {
    expect(snapshot.findById(A, 'b')?.name).toBe('eigenes b');
    expect(snapshot.findById(B, 'b')?.tenantId).toBeNull();
    expect(snapshot.findById(B, 'c')).toBeNull();
  });

  it('filters, pages, and assembles the list body from the program fragments', () => {
    const page = snapshot.list({ tenantId: B, category: 'kredit', limit: 1, offset: 0 });
    expect(page).toMatchObject({ total: 1 });
    const query = { tenantId: B, category: 'kredit', limit: 1, offset: 0 } as const;
    const body = JSON.parse(snapshot.listJson(query).toString('utf8'));
    expect(body).toMatchObject({ total: 1, limit: 1, offset: 0 });
    expect(body.programs[0]).toEqual(JSON.parse(snapshot.json(page.programs[0]!).toString('utf8')));
    expect(snapshot.json(page.programs[0]!)).toBe(snapshot.json(page.programs[0]!));
    expect(snapshot.listJson({ ...query })).toBe(snapshot.listJson(query));
  });

  it('keeps pages apart by tenant, filter, limit and offset, and lists every program exactly once', () => {
    const bodyOf = (q: Parameters<CatalogueSnapshot['listJson']>[0]) =>
      JSON.parse(snapshot.listJson(q).toString('utf8')) as { programs: { id: string }[]; total: number };
    const ids = (tenantId: typeof A, limit: number) => {
      const out: string[] = [];
      for (let offset = 0; ; offset += limit) {
        const body = bodyOf({ tenantId, limit, offset });
        out.push(...body.programs.map((p) => p.id));
        if (offset + limit >= body.total) return out;
      }
    };
    expect(ids(A, 1)).toEqual(snapshot.findAllVisible(A).map((p) => p.id));
    expect(ids(B, 2)).toEqual(snapshot.findAllVisible(B).map((p) => p.id));
    expect(bodyOf({ tenantId: A, limit: 5, offset: 0 })).not.toEqual(
      bodyOf({ tenantId: B, limit: 5, offset: 0 }),
    );
  });
});
