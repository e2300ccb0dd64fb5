import { aProgram } from '@libs/catalogue/testing';
import type { Program } from '@libs/catalogue';
import { anApplicant, SIZE_PROFILES } from '@libs/subsidy-engine/testing';
import { rankPrograms } from './rank-programs';

const REF = new Date('2026-06-15T10:00:00Z');
/** A grant without a legal basis: no legal maximum intensity gets in the way of the figures under test. */
const grant = (o: Partial<Program> = {}): Program =>
  aProgram({ ...o, terms: { ...aProgram().terms, legalBasis: { kind: 'none' }, ...o.terms } });
const options = { limit: 10, referenceDate: REF };
const eligibility = (o: Partial<Program['terms']['eligibility']>) => ({
  ...aProgram().terms.eligibility,
  ...o,
});
const withTerms = (id: string, o: Partial<Program['terms']['eligibility']>, extra: Partial<Program> = {}) =>
  grant({ id, ...extra, terms: { ...grant().terms, eligibility: eligibility(o) } });
const ids = (programs: Program[], profile = anApplicant({ federalState: 'SN' }), opts = options) =>
  rankPrograms(programs, profile, opts).matches.map((m) => m.programId);

describe('rankPrograms: hard filters (each rule alone)', () => {
  const open = grant({ id: 'open' });
  it.each<[string, Program, Partial<Parameters<typeof anApplicant>[0]>]>([
    ['another Land', withTerms('x', { regions: ['BY'] }, { eligibleRegions: ['BY'] }), {}],
    [
      'a size the program excludes',
      withTerms('x', { companySizes: ['micro', 'small', 'medium'] }),
      SIZE_PROFILES.large,
    ],
    ['a headcount above the program limit', withTerms('x', { employeeMax: 19 }), { employeeCount: 20 }],
    ['a company older than allowed', withTerms('x', { companyAgeMaxYears: 5 }), { companyAgeYears: 6 }],
    ['a company younger than required', withTerms('x', { companyAgeMinYears: 5 }), { companyAgeYears: 4 }],
    ['an excluded sector', withTerms('x', { excludedSectors: ['28'] }), { industryCode: '28.41' }],
    ['status ausgelaufen', grant({ id: 'x', status: 'ausgelaufen' }), {}],
    ['status inaktiv', grant({ id: 'x', status: 'inaktiv' }), {}],
    ['a deadline that passed the day before', grant({ id: 'x', applicationDeadline: '2026-06-14' }), {}],
    [
      'a used-up de-minimis allowance',
      grant({
        id: 'x',
        deminimis: true,
        terms: { ...grant().terms, legalBasis: { kind: 'deminimis', regulation: 'general' } },
      }),
      { deminimisUsedEur: 300_000 },
    ],
  ])('drops a program for %s', (_rule, program, profile) => {
    const result = rankPrograms([open, program], anApplicant({ federalState: 'SN', ...profile }), options);
    expect(result.matches.map((m) => m.programId)).toEqual(['open']);
    expect(result.total).toBe(1);
  });

  it('drops a program whose legal maximum intensity is 0 for the size, and does not count it', () => {
    // GBER Art. 17 (aProgram's legal basis) is investment aid for SMEs only: 0 % for a large enterprise.
    const result = rankPrograms([aProgram({ id: 'x' })], anApplicant(SIZE_PROFILES.large), options);
    expect(result).toEqual({ matches: [], total: 0 });
  });

  it.each<[string, Program]>([
    ['a program of the applicant’s Land', withTerms('x', { regions: ['SN'] }, { eligibleRegions: ['SN'] })],
    ['a deadline on the reference day', grant({ id: 'x', applicationDeadline: '2026-06-15' })],
    ['a planned program', grant({ id: 'x', status: 'geplant' })],
  ])('keeps %s', (_rule, program) => {
    expect(ids([grant({ id: 'open' }), program]).sort()).toEqual(['open', 'x']);
  });

  it('returns only the requested categories', () => {
    const programs = [
      grant({ id: 'g' }),
      grant({ id: 'k', category: 'kredit' }),
      grant({ id: 'b', category: 'beratung' }),
    ];
    const result = rankPrograms(programs, anApplicant(), { ...options, categories: ['kredit', 'beratung'] });
    expect(result.matches.map((m) => m.programId).sort()).toEqual(['b', 'k']);
    expect(result.total).toBe(2);
  });
});

describe('rankPrograms: ordering, ties, limit and total', () => {
  it('ranks a higher amount first', () => {
    const programs = [grant({ id: 'small', maxAmount: 5_000 }), grant({ id: 'big', maxAmount: 100_000 })];
    expect(ids(programs)).toEqual(['big', 'small']);
  });

  it('ranks the applicant’s Land program above an otherwise equal national one', () => {
    const land = withTerms('land', { regions: ['SN'] }, { eligibleRegions: ['SN'], level: 'landesweit' });
    expect(ids([grant({ id: 'national' }), land])).toEqual(['land', 'national']);
  });

  it('breaks ties by id, the same way for any input order', () => {
    const twins = ['c', 'a', 'b'].map((id) => grant({ id }));
    const first = rankPrograms(twins, anApplicant(), options);
    expect(new Set(first.matches.map((m) => m.score)).size).toBe(1);
    expect(first.matches.map((m) => m.programId)).toEqual(['a', 'b', 'c']);
    expect(rankPrograms([...twins].reverse(), anApplicant(), options)).toEqual(first);
  });

  it.each([1, 2, 5])('returns at most limit %i and counts all eligible in total', (limit) => {
    const programs = Array.from({ length: 7 }, (_, i) => grant({ id: `p${i}`, maxAmount: 10_000 * (i + 1) }));
    const result = rankPrograms(programs, anApplicant(), { ...options, limit });
    expect(result.matches).toHaveLength(limit);
    expect(result.total).toBe(7);
    expect(result.matches[0]?.programId).toBe('p6');
  });

  it('answers an empty list and total 0 when nothing fits', () => {
    expect(rankPrograms([grant({ status: 'ausgelaufen' })], anApplicant(), options)).toEqual({
      matches: [],
      total: 0,
    });
  });
});

describe('rankPrograms: reasons', () => {
  it('names the Land first for a Land program and puts missing data last', () => {
    const land = withTerms('land', { regions: ['SN'] }, { eligibleRegions: ['SN'], maxAmount: 2_000 });
    const [match] = rankPrograms(
      [land],
      anApplicant({ federalState: 'SN', balanceSheetEur: null }),
      options,
    ).matches;
    expect(match?.reasons[0]).toBe('Förderfähig in Sachsen');
    expect(match?.reasons.at(-1)).toBe('Bilanzsumme fehlt: Einstufung nur nach Umsatz');
  });

  it('states the estimate and the size bonus over the base rate', () => {
    const program = grant({
      terms: { ...grant().terms, rate: { baseRate: 0.2, sizeRates: { small: 0.4 } } },
      subsidyRateMax: 0.5,
    });
    const reasons =
      rankPrograms([program], anApplicant(SIZE_PROFILES.small), options).matches[0]?.reasons ?? [];
    expect(reasons[0]).toBe('Geschätzte Förderung: 80.000 EUR (bei 200.000 EUR Projektkosten)');
    expect(reasons).toContain('Als kleines Unternehmen erhalten Sie 20 Prozentpunkte Bonus');
  });

  it('gives the days left before the deadline', () => {
    const reasons = rankPrograms([grant({ applicationDeadline: '2026-07-15' })], anApplicant(), options)
      .matches[0]?.reasons;
    expect(reasons).toContain('Antragsfrist bis 15.07.2026 (noch 30 Tage)');
  });
});
