import type { FundingCategories } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import { ProgramSearchIndex } from './program-search-index';
import type { CategoryFacet, SearchFilters, SearchRequest } from './query/search-request';

const request = (over: Partial<SearchRequest> = {}): SearchRequest => ({
  filters: {},
  sort: 'relevance',
  limit: 10,
  today: '2026-06-15',
  ...over,
});
const categories = (over: Partial<FundingCategories>): FundingCategories => ({
  fundingTypes: [],
  areas: [],
  subAreas: [],
  applicants: [],
  ...over,
});

describe('category filters and facets', () => {
  const programs = [
    aProgram({
      id: 'fdb-a',
      name: 'Gründungszuschuss Arbeit',
      fundingCategories: categories({
        fundingTypes: ['zuschuss'],
        areas: ['arbeit', 'existenzgruendung_festigung'],
        subAreas: ['arbeit.betriebliche_arbeitsplaetze'],
        applicants: ['existenzgruenderin', 'unternehmen'],
      }),
    }),
    aProgram({
      id: 'fdb-b',
      name: 'Betriebsmittelkredit Gründung',
      category: 'darlehen',
      fundingCategories: categories({
        fundingTypes: ['darlehen', 'buergschaft'],
        areas: ['unternehmensfinanzierung'],
        subAreas: ['unternehmensfinanzierung.betriebsmittel'],
        applicants: ['unternehmen'],
      }),
    }),
    aProgram({
      id: 'fdb-c',
      name: 'Kommunale Infrastruktur',
      fundingCategories: categories({
        fundingTypes: ['zuschuss'],
        areas: ['infrastruktur'],
        applicants: ['kommune'],
      }),
    }),
    // Curated: no Förderdatenbank categories; its Förderart follows its category.
    aProgram({ id: 'kuratiert-kredit', name: 'Gründungskredit', category: 'kredit' }),
  ];
  const index = new ProgramSearchIndex(programs);
  const search = (filters: SearchFilters, facets?: CategoryFacet[], q?: string) =>
    index.search(request({ filters, facets, q }));
  const ids = (filters: SearchFilters) =>
    search(filters)
      .hits.map((h) => index.programs[h.doc]!.id)
      .sort();
  const counts = (facet: CategoryFacet, filters: SearchFilters = {}, q?: string) =>
    Object.fromEntries(
      (search(filters, [facet], q).categoryFacets[facet] ?? []).map((v) => [v.value, v.count]),
    );

  it.each<[SearchFilters, string[]]>([
    [{ fundingType: ['zuschuss'] }, ['fdb-a', 'fdb-c']],
    [{ fundingType: ['buergschaft'] }, ['fdb-b']],
    [{ fundingType: ['darlehen'] }, ['fdb-b', 'kuratiert-kredit']],
    [{ area: ['arbeit', 'infrastruktur'] }, ['fdb-a', 'fdb-c']],
    [{ subArea: ['unternehmensfinanzierung.betriebsmittel'] }, ['fdb-b']],
    [{ subArea: ['arbeit.gibt_es_nicht'] }, []],
    [{ applicant: ['unternehmen'] }, ['fdb-a', 'fdb-b']],
    // AND between facets, OR within one.
    [{ applicant: ['unternehmen', 'kommune'], fundingType: ['zuschuss'] }, ['fdb-a', 'fdb-c']],
    [{ area: ['infrastruktur'], applicant: ['unternehmen'] }, []],
  ])('%j finds %j', (filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });

  it('counts a program under each of its values, over every match (not only the page)', () => {
    const all = search({}, ['fundingType']);
    expect(all.hits).toHaveLength(4);
    expect(counts('fundingType')).toEqual({ zuschuss: 2, darlehen: 2, buergschaft: 1 });
    const paged = index.search(request({ limit: 1, facets: ['applicant'] }));
    expect(paged.hits).toHaveLength(1);
    expect(paged.categoryFacets.applicant).toEqual([
      { value: 'unternehmen', label: 'Unternehmen', count: 2 },
      { value: 'existenzgruenderin', label: 'Existenzgründer/in', count: 1 },
      { value: 'kommune', label: 'Kommune', count: 1 },
    ]);
  });

  it('leaves out a facet’s own filter and respects the others and the text', () => {
    // fundingType=zuschuss selects fdb-a and fdb-c; its own facet still shows the other types.
    expect(counts('fundingType', { fundingType: ['zuschuss'] })).toEqual({
      zuschuss: 2,
      darlehen: 2,
      buergschaft: 1,
    });
    expect(counts('area', { fundingType: ['zuschuss'] })).toEqual({
      arbeit: 1,
      existenzgruendung_festigung: 1,
      infrastruktur: 1,
    });
    expect(counts('area', {}, 'Gründung')).toEqual({
      arbeit: 1,
      existenzgruendung_festigung: 1,
      unternehmensfinanzierung: 1,
    });
  });

  it('labels sub-areas and keeps a selected value at 0', () => {
    const facet = search({ applicant: ['kommune'], subArea: ['arbeit.gibt_es_nicht'] }, ['subArea'])
      .categoryFacets.subArea;
    expect(facet).toEqual([{ value: 'arbeit.gibt_es_nicht', label: 'Arbeit › gibt es nicht', count: 0 }]);
    expect(search({}, ['subArea']).categoryFacets.subArea).toContainEqual({
      value: 'unternehmensfinanzierung.betriebsmittel',
      label: 'Unternehmensfinanzierung › betriebsmittel',
      count: 1,
    });
  });

  it('counts only the category facets asked for, and none by default', () => {
    expect(search({}).categoryFacets).toEqual({});
    expect(Object.keys(search({}, ['area', 'applicant']).categoryFacets).sort()).toEqual([
      'applicant',
      'area',
    ]);
    // The always-present facets are the same either way.
    expect(search({}, ['area']).facets).toEqual(search({}).facets);
  });
});
