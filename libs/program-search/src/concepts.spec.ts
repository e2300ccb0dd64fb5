import { aProgram } from '@libs/catalogue/testing';
import { ProgramSearchIndex } from './program-search-index';

const search = (index: ProgramSearchIndex, q: string) =>
  index
    .search({ q, filters: {}, sort: 'relevance', limit: 10, today: '2026-06-15' })
    .hits.map((h) => index.programs[h.doc]!.id);

describe('related words (text/concepts.ts)', () => {
  const index = new ProgramSearchIndex([
    aProgram({ id: 'a-ki', name: 'KI-Bonus', description: 'Zuschuss für KI-Projekte' }),
    aProgram({ id: 'b-intelligenz', name: 'Künstliche Intelligenz im Mittelstand' }),
    aProgram({ id: 'c-export', name: 'Außenwirtschaftsförderung' }),
    aProgram({ id: 'd-other', name: 'Wärmepumpen' }),
  ]);

  it('finds a program that says it another way, after the one that says it as typed', () => {
    expect(search(index, 'KI')).toEqual(['a-ki', 'b-intelligenz']);
    // Only one program has both words: the one with "Intelligenz" alone follows (PARTIAL_FACTOR).
    expect(search(index, 'künstliche Intelligenz')).toEqual(['b-intelligenz', 'a-ki']);
    expect(search(index, 'Intelligenz')).toEqual(['b-intelligenz', 'a-ki']);
  });

  it('relates words in both directions and leaves unrelated programs out', () => {
    expect(search(index, 'Export')).toEqual(['c-export']);
    expect(search(index, 'Wärmepumpe')).toEqual(['d-other']);
  });
});
