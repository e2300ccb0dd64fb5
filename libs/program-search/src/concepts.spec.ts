import { aProgram } from '@libs/catalogue/testing';
import { ProgramSearchIndex } from './program-search-index';
import { isWeakWord, relatedWords } from './text/concepts';
import { tokenize } from './text/german-fold';
import { stemGerman } from './text/german-stemmer';
import vocabulary from './text/funding-concepts.json';

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

describe('the funding vocabulary (text/funding-concepts.json)', () => {
  const stem = (w: string) => stemGerman(tokenize(w, false)[0]!.folded);

  it('has no weak word that names a concept (it would be both ignored and expanded)', () => {
    const conceptWords = new Set(vocabulary.concepts.flatMap((c) => c.words).map(stem));
    expect(vocabulary.weakWords.filter((w) => conceptWords.has(stem(w)))).toEqual([]);
  });

  it('relates the words of a concept both ways and an implying word one way', () => {
    expect(relatedWords(stem('Darlehen')).map((r) => r.stem)).toContain(stem('Kredit'));
    expect(relatedWords(stem('Kredit')).map((r) => r.stem)).toContain(stem('Darlehen'));
    expect(relatedWords(stem('Maschinen')).map((r) => r.stem)).toContain(stem('Investition'));
    expect(relatedWords(stem('Investition')).map((r) => r.stem)).not.toContain(stem('Maschinen'));
    expect(isWeakWord(stem('Geld'))).toBe(true);
    expect(isWeakWord(stem('Zuschuss'))).toBe(false);
  });

  it('keeps the Förderdatenbank’s Förderbereich labels in the concepts they name', () => {
    const all = new Set(vocabulary.concepts.flatMap((c) => [...c.words, ...(c.impliedBy ?? [])]).map(stem));
    const labels = ['Existenzgründung', 'Weiterbildung', 'Außenwirtschaft', 'Beratung', 'Digitalisierung'];
    labels.push(
      'Energieeffizienz',
      'Infrastruktur',
      'Mobilität',
      'Regionalförderung',
      'Unternehmensfinanzierung',
    );
    labels.push('Landwirtschaft', 'Wohnungsbau', 'Corona', 'Frauenförderung', 'Städtebau', 'Forschung');
    expect(labels.filter((l) => !all.has(stem(l)))).toEqual([]);
  });
});
