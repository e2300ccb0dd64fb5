import { aProgram } from '@libs/catalogue/testing';
import { ProgramSearchIndex } from './program-search-index';
import type { SearchRequest } from './query/search-request';

const request = (over: Partial<SearchRequest> = {}): SearchRequest => ({
  filters: {},
  sort: 'relevance',
  limit: 10,
  today: '2026-06-15',
  ...over,
});

describe('ProgramSearchIndex', () => {
  const programs = [
    aProgram({ id: 'a-digital', name: 'Digitalbonus Nord', eligibleRegions: ['SH'], maxAmount: 10_000 }),
    aProgram({
      id: 'b-energie',
      name: 'Energieeffizienz',
      description: 'Zuschuss für Wärmepumpen',
      maxAmount: 50_000,
    }),
    aProgram({ id: 'c-gruendung', name: 'Existenzgründung leicht gemacht', maxAmount: 5_000 }),
    aProgram({ id: 'c-gruendung', tenantId: 'tenant-1', name: 'Eigene Gründungshilfe', maxAmount: 7_000 }),
    aProgram({
      id: 'd-digital',
      name: 'Digitalisierung im Handwerk',
      targetGroups: ['Handwerk'],
      maxAmount: 20_000,
    }),
  ];
  const index = new ProgramSearchIndex(programs);
  const ids = (r: ReturnType<ProgramSearchIndex['search']>) => r.hits.map((h) => index.programs[h.doc]!.id);

  it('lets a tenant’s own program shadow the public one of the same id', () => {
    expect(index.programs.map((p) => p.name)).toContain('Eigene Gründungshilfe');
    expect(index.programs).toHaveLength(4);
  });

  it('finds compounds from their parts and stems', () => {
    expect(ids(index.search(request({ q: 'Digitalisierung' })))).toEqual(['d-digital', 'a-digital']);
    expect(ids(index.search(request({ q: 'Gründung' })))).toEqual(['c-gruendung']);
    expect(ids(index.search(request({ q: 'Waermepumpe' })))).toEqual(['b-energie']);
  });

  it('falls back to any word when no program has all, and says so', () => {
    const r = index.search(request({ q: 'Digitalbonus Wärmepumpe' }));
    expect(r.matchedAllWords).toBe(false);
    expect(ids(r).sort()).toEqual(['a-digital', 'b-energie']);
  });

  it('pages by a position after the last hit, ties in id order', () => {
    const first = index.search(request({ sort: 'amount', limit: 2 }));
    expect(ids(first)).toEqual(['b-energie', 'd-digital']);
    const last = first.hits[1]!;
    const next = index.search(
      request({ sort: 'amount', limit: 2, after: { key: last.key, id: 'd-digital' } }),
    );
    expect(ids(next)).toEqual(['a-digital', 'c-gruendung']);
    expect(next.hasMore).toBe(false);
  });

  it('places an id that is gone between its neighbours', () => {
    expect(index.positionOf('b-energie')).toBe(1);
    expect(index.positionOf('b-zzz')).toBe(1.5);
    expect(index.positionOf('0')).toBe(-0.5);
  });

  it('answers a repeated search from its memo, and another page or day anew', () => {
    const first = index.search(request({ q: 'Digital' }));
    expect(index.search(request({ q: 'Digital' }))).toBe(first);
    expect(index.search(request({ q: 'Digital', today: '2026-06-16' }))).not.toBe(first);
    const page = index.search(
      request({ sort: 'amount', limit: 1, after: { key: -50_000, id: 'b-energie' } }),
    );
    expect(ids(page)).toEqual(['d-digital']);
  });
});
