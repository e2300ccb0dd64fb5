import type { Program } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import { ProgramSearchIndex } from './program-search-index';
import type { SearchFilters } from './query/search-request';
import type { ImportedFields } from './index/fields';

const byId = (a: Program, b: Program) => Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
const indexOf = (programs: Array<Program & ImportedFields>) =>
  new ProgramSearchIndex([...programs].sort(byId));
const search = (index: ProgramSearchIndex, q: string, filters: SearchFilters = {}) =>
  index
    .search({ q, filters, sort: 'relevance', limit: 10, today: '2026-06-15' })
    .hits.map((h) => index.programs[h.doc]!.id);

describe('weak words and where longer words match', () => {
  const index = indexOf([
    aProgram({ id: 'invest', name: 'Investitionsdarlehen', description: 'Darlehen für Investitionen.' }),
    aProgram({ id: 'neubau', name: 'Neubau von Wohnungen', description: 'Darlehen für neue Wohnungen.' }),
    aProgram({ id: 'maschinen', name: 'Maschinenring', description: 'Beratung für Maschinen.' }),
    aProgram({ id: 'digital', name: 'Digitalbonus', description: 'Zuschuss für Software.' }),
    aProgram({ id: 'geld', name: 'Startgeld', description: 'Geld für den Start.' }),
  ]);

  it('never narrows by a weak word, and ranks by it only a little', () => {
    // "Geld" and "neue" say nothing about the program: "Darlehen" decides, "neue" only orders.
    expect(search(index, 'Geld Darlehen')).toEqual(['invest', 'neubau']);
    expect(search(index, 'neue Investition')[0]).toBe('invest');
  });

  it('matches a weak word beside others only as written ("neue" is not "Neubau")', () => {
    expect(search(index, 'neue Beratung')).toEqual(['maschinen']);
    expect(search(index, 'neue Darlehen')).toEqual(['neubau', 'invest']);
  });

  it('means weak words as ordinary words when the query has no other', () => {
    expect(search(index, 'Geld')).toEqual(['geld']);
    expect(search(index, 'neu')).toEqual(['neubau']);
  });

  it('matches a known word inside compounds only as a part of its own', () => {
    // "digital" is a word of the index: "Digitalbonus" has it as a part ("bonus" is a word of its own).
    expect(search(index, 'digitale')).toEqual(['digital']);
    // "Digi" is no word of the index: it matches what it begins.
    expect(search(index, 'Digi')).toEqual(['digital']);
  });

  it('reads a thing as the concept it implies, not the other way round', () => {
    // "Maschinen" implies an investment (funding-concepts.json): the program saying it comes first.
    expect(search(index, 'Maschinen')).toEqual(['maschinen', 'invest']);
    expect(search(index, 'Investition')).toEqual(['invest']);
  });
});

describe('open programs first and named successors', () => {
  const index = indexOf([
    aProgram({ id: 'a-alt', name: 'Innovationsassistent', status: 'ausgelaufen', successorId: 'b-neu' }),
    aProgram({ id: 'b-neu', name: 'Innovationsassistenz 2026', eligibleRegions: ['ST'] }),
    aProgram({ id: 'c-zu', name: 'Glockenprämie', status: 'inaktiv' }),
    aProgram({ id: 'd-frist', name: 'Glockenprämie', applicationDeadline: '2026-01-31' }),
    aProgram({ id: 'e-bald', name: 'Glockenprämie', status: 'geplant' }),
    aProgram({ id: 'f-offen', name: 'Glockenprämie' }),
    aProgram({ id: 'g-verwaist', name: 'Seifenprämie', status: 'ausgelaufen', successorId: 'fehlt' }),
  ]);

  it('ranks open before planned before closed or past their deadline, at equal text', () => {
    expect(search(index, 'Glockenprämie')).toEqual(['f-offen', 'e-bald', 'c-zu', 'd-frist']);
  });

  it('finds the successor by the old name, first', () => {
    expect(search(index, 'Innovationsassistent')).toEqual(['b-neu', 'a-alt']);
  });

  it('applies the filters to the successor as to any program', () => {
    expect(search(index, 'Innovationsassistent', { status: ['ausgelaufen'] })).toEqual(['a-alt']);
  });

  it('ignores a successor that is not in the catalogue', () => {
    expect(search(index, 'Seifenprämie')).toEqual(['g-verwaist']);
  });
});

describe('few full matches', () => {
  const index = indexOf([
    aProgram({ id: 'a-voll', name: 'Druckluft und Pumpen modernisieren' }),
    aProgram({
      id: 'b-teil',
      name: 'Pumpen und Druckluft',
      description: 'Zuschuss für hocheffiziente Pumpen.',
    }),
    aProgram({ id: 'c-eins', name: 'Pumpen' }),
    // Other programs, so that no query word is found in more than half of them (such a word never narrows).
    ...['x1', 'x2', 'x3', 'x4'].map((id) => aProgram({ id, name: 'Gewächshaus', description: 'Folien.' })),
  ]);

  it('lists programs missing one word after those with all words', () => {
    expect(search(index, 'Druckluft Pumpen modernisieren')).toEqual(['a-voll', 'b-teil']);
  });
});

describe('compounds the index holds only in parts', () => {
  const index = indexOf([
    aProgram({ id: 'a-wachstum', name: 'Wachstumskredit', description: 'Für Gründungen.' }),
    aProgram({ id: 'b-start', name: 'Startkapital', description: 'Kredit für Gründungen.' }),
  ]);

  it('splits at a linking s into words of the index ("Gründungskredit": Gründung + Kredit)', () => {
    expect(search(index, 'Gründungskredit').sort()).toEqual(['a-wachstum', 'b-start']);
  });
});

describe('imported fields', () => {
  const imported = (p: Partial<Program>, fields: ImportedFields): Program & ImportedFields => ({
    ...aProgram(p),
    ...fields,
  });
  const index = indexOf([
    imported(
      { id: 'a-keywords', name: 'Richtlinie Ressourceneffizienz', description: 'Zuschüsse.' },
      { keywords: 'Druckluft Pumpen', fundingAreas: ['Energieeffizienz & Erneuerbare Energien'] },
    ),
    imported(
      { id: 'b-eligibility', name: 'Richtlinie Handwerk', description: 'Zuschüsse.' },
      { eligibilityText: 'Antragsberechtigt sind Betriebe mit Druckluft-Werkstatt.' },
    ),
    imported(
      { id: 'c-organisation', name: 'Richtlinie Innovation', description: 'Zuschüsse.' },
      { fundingOrganisation: 'Investitionsbank Sachsen-Anhalt', fundingSubAreas: ['Beratung, Schulung'] },
    ),
    aProgram({ id: 'd-curated', name: 'Wärmepumpen', description: 'Zuschuss.' }),
  ]);

  it('finds a program by its keywords and Förderbereiche, above one that names it only as a condition', () => {
    expect(search(index, 'Druckluft')).toEqual(['a-keywords', 'b-eligibility']);
    expect(search(index, 'Erneuerbare Energien')).toEqual(['a-keywords']);
  });

  it('finds a program by its funding organisation and sub-areas', () => {
    expect(search(index, 'Investitionsbank')).toEqual(['c-organisation']);
    expect(search(index, 'Schulung')).toEqual(['c-organisation']);
  });
});
