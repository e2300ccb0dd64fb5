import { aProgram } from '@libs/catalogue/testing';
import type { Program } from '@libs/catalogue';
import { COMPANY_SIZES, type CompanySize, type LegalBasis, type ProgramCategory } from '@libs/shared';
import { checkEligibility, classifySme } from '@libs/subsidy-engine';
import { anApplicant } from '@libs/subsidy-engine/testing';
import {
  PROBE_PROFILES,
  admittedSizes,
  eligibilityProbe,
  refusableSizes,
  regionReach,
  sizeBit,
} from './engine-probes';

const bits = (...sizes: CompanySize[]) => sizes.reduce((b, s) => b | sizeBit(s), 0);
const inRegions = (regions: string[], eligibleRegions = ['bundesweit']): Program =>
  aProgram({ eligibleRegions, terms: { ...aProgram().terms, eligibility: { ...eligibility(), regions } } });
const eligibility = (o: Partial<Program['terms']['eligibility']> = {}) => ({
  ...aProgram().terms.eligibility,
  ...o,
});

describe('engine probes', () => {
  it.each(COMPANY_SIZES)('has a probe profile the engine classifies as %s', (size) => {
    expect(classifySme(PROBE_PROFILES[size]).size).toBe(size);
  });

  it.each<[string, Program, { open: boolean; lands: string[] }]>([
    ['nationwide', inRegions(['bundesweit']), { open: true, lands: [] }],
    ['no regions at all', inRegions([], []), { open: true, lands: [] }],
    ['one Land', inRegions(['SN']), { open: false, lands: ['SN'] }],
    ['Länder in other spellings', inRegions(['Sachsen', 'DE-BY']), { open: false, lands: ['BY', 'SN'] }],
    ['an unknown region', inRegions(['XX']), { open: false, lands: [] }],
    ['the catalogue regions when the terms name none', inRegions([], ['TH']), { open: false, lands: ['TH'] }],
  ])('reaches the Länder the engine admits for %s', (_case, program, reach) => {
    const found = regionReach(program);
    expect({ ...found, lands: [...found.lands].sort() }).toEqual(reach);
  });

  it.each<[CompanySize[] | null, number]>([
    [null, bits(...COMPANY_SIZES)],
    [[], 0],
    [['micro', 'small'], bits('micro', 'small')],
    [['large'], bits('large')],
  ])('admits the sizes of companySizes %j, whatever the headcount limit', (companySizes, expected) => {
    const program = aProgram({
      terms: { ...aProgram().terms, eligibility: eligibility({ companySizes, employeeMax: 0 }) },
    });
    expect(admittedSizes(program)).toBe(expected);
  });

  it.each<[string, LegalBasis, ProgramCategory, number]>([
    ['GBER Art. 17 (SMEs only)', { kind: 'gber', article: '17' }, 'zuschuss', bits('large')],
    ['GBER Art. 17 as a loan (no rate step)', { kind: 'gber', article: '17' }, 'darlehen', 0],
    ['GBER Art. 25', { kind: 'gber', article: '25' }, 'zuschuss', 0],
    ['the FZulG', { kind: 'tax', law: 'FZulG' }, 'steuervorteil', 0],
    ['no legal basis', { kind: 'none' }, 'zuschuss', 0],
  ])(
    'foresees where the engine may refuse an eligible applicant under %s',
    (_c, legalBasis, category, sizes) => {
      const program = aProgram({ category, terms: { ...aProgram().terms, legalBasis } });
      expect(refusableSizes(program)).toBe(sizes);
    },
  );

  it('leaves headcount, age, sectors and the legal basis to the per-request check, and nothing else', () => {
    const program = aProgram({
      status: 'geplant',
      applicationDeadline: '2020-01-01',
      eligibleRegions: ['SN'],
      terms: {
        ...aProgram().terms,
        legalBasis: { kind: 'deminimis', regulation: 'general' },
        eligibility: eligibility({
          regions: ['SN'],
          companySizes: ['micro'],
          employeeMax: 49,
          companyAgeMaxYears: 5,
          excludedSectors: ['28'],
        }),
      },
    });
    const probe = eligibilityProbe(program);
    const check = (o: Parameters<typeof anApplicant>[0]) =>
      checkEligibility(probe, anApplicant(o), new Date('2026-06-15T10:00:00Z')).eligible;
    expect(check({ federalState: 'BY', industryCode: '62.01', companyAgeYears: 2 })).toBe(true);
    expect(check({ employeeCount: 50, industryCode: '62.01', companyAgeYears: 2 })).toBe(false);
    expect(check({ industryCode: '62.01', companyAgeYears: 6 })).toBe(false);
    expect(check({ industryCode: '28.41', companyAgeYears: 2 })).toBe(false);
    // The general de-minimis regulation excludes primary agriculture (NACE 01) whatever the program says.
    expect(check({ industryCode: '01.11', companyAgeYears: 2 })).toBe(false);
  });
});
