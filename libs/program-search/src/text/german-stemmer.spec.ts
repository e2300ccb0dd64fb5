import { foldGerman, tokenize } from './german-fold';
import { stemGerman } from './german-stemmer';
import { boundedEditDistance } from './edit-distance';

const stem = (word: string) => stemGerman(foldGerman(word));

describe('German folding and stemming', () => {
  it.each([
    ['Förderung', 'Foerderung'],
    ['Gründer', 'Gruender'],
    ['Größe', 'Groesse'],
    ['Fachkräfte', 'Fachkraefte'],
    ['Straße', 'strasse'],
  ])('folds %s and %s alike', (a, b) => expect(foldGerman(a)).toBe(foldGerman(b)));

  it('keeps "ue" after q', () => expect(foldGerman('Quelle')).toBe('quelle'));

  it.each([
    ['Digitalisierung', 'digital'],
    ['digitale', 'digital'],
    ['Förderung', 'forder'],
    ['Gründung', 'grund'],
    ['Gründer', 'grund'],
    ['Finanzierung', 'finanz'],
    ['Unternehmen', 'unternehm'],
    ['Beratungen', 'berat'],
    ['Investitionen', 'investition'],
    ['Gründerinnen', 'grund'],
    ['Unternehmerin', 'unternehm'],
    ['Medizin', 'medizin'],
  ])('stems %s to %s', (word, expected) => expect(stem(word)).toBe(expected));

  it('splits hyphenated words into the joined word and its parts', () => {
    expect(tokenize('Start-up-Förderung').map((t) => t.folded)).toEqual([
      'startupforderung',
      'start',
      'up',
      'forderung',
    ]);
  });

  it.each([
    ['digitalisierung', 'digitalsierung', 1],
    ['forderung', 'fordrung', 1],
    ['handwerk', 'handwerk', 0],
    ['abc', 'xyz', 3],
  ])('edit distance of %s and %s is %i', (a, b, d) =>
    expect(boundedEditDistance(a, b, 2)).toBe(Math.min(d, 3)),
  );
});
