import { APPLICANT_LABELS, FUNDING_AREA_LABELS, FUNDING_TYPE_LABELS, codeOfLabel } from '@libs/catalogue';
import { dumpRow } from '../testing/fixture-dump';
import { APPLICANT_GROUPS, FUNDING_AREAS, FUNDING_TYPES } from './dump-vocabulary';
import { dumpEntryToProgram, fundingCategoriesOf } from './dump-to-program';
import { normaliseRow } from './normalise-row';

describe('the Förderdatenbank categories of an imported program', () => {
  it.each([
    ['funding types', FUNDING_TYPES, FUNDING_TYPE_LABELS],
    ['areas', FUNDING_AREAS, FUNDING_AREA_LABELS],
    ['applicants', APPLICANT_GROUPS, APPLICANT_LABELS],
  ])('every label the importer knows for %s has a code the search filters on', (_, labels, codes) => {
    expect(labels.filter((l) => codeOfLabel(codes, l) === undefined)).toEqual([]);
    expect(Object.keys(codes)).toHaveLength(labels.length);
  });

  it('become codes on the program; unknown labels stay out', () => {
    const row = dumpRow('Bund/BMAS/kategorien.html', {
      title: 'Kategorien',
      funding_type: "['Zuschuss', 'Bürgschaft']",
      funding_area: "['Existenzgründung & -festigung', 'Raumfahrt']",
      eligible_applicants: "['Existenzgründer/in', 'Kommune']",
    });
    const read = normaliseRow(row);
    if (!read.ok) throw new Error(read.reason);
    const entry = read.entry;
    expect(fundingCategoriesOf(entry)).toEqual({
      fundingTypes: ['buergschaft', 'zuschuss'],
      areas: ['existenzgruendung_festigung'],
      subAreas: [],
      applicants: ['existenzgruenderin', 'kommune'],
    });
    expect(dumpEntryToProgram(entry, new Date(), null).fundingCategories).toEqual(fundingCategoriesOf(entry));
  });
});
