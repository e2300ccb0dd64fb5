import { aProgram } from '@libs/catalogue/testing';
import type { Program } from '@libs/catalogue';
import { openMembers, type Bucket } from './bucket';
import { compileCatalogue } from './compile-catalogue';

const inLand = (id: string, land: string, o: Partial<Program> = {}): Program =>
  aProgram({
    id,
    eligibleRegions: [land],
    terms: { ...aProgram().terms, eligibility: { ...aProgram().terms.eligibility, regions: [land] } },
    ...o,
  });
const ids = (buckets: readonly Bucket[] | undefined) =>
  (buckets ?? []).map((b) => b.members.map((m) => m.id));

describe('compileCatalogue: the candidate index', () => {
  it('puts clones of one scheme in one cohort, nationwide ones in `open` and Land ones under their Land', () => {
    const catalogue = compileCatalogue([
      aProgram({ id: 'n1', maxAmount: 10_000 }),
      aProgram({ id: 'n2', maxAmount: 90_000, applicationDeadline: '2027-01-31' }),
      inLand('sn', 'SN'),
      inLand('by', 'BY'),
      inLand('both', 'SN', { eligibleRegions: ['SN', 'BY'] }),
    ]);
    expect(ids(catalogue.open)).toEqual([['n2', 'n1']]);
    expect(ids(catalogue.byLand.get('SN'))).toEqual([['both', 'sn']]);
    expect(ids(catalogue.byLand.get('BY'))).toEqual([['by']]);
    const cohorts = new Set([...catalogue.open, ...catalogue.byLand.get('SN')!].map((b) => b.cohort));
    expect(cohorts.size).toBe(2);
    expect(catalogue.byLand.get('SN')?.[0]?.cohort).toBe(catalogue.byLand.get('BY')?.[0]?.cohort);
  });

  it('separates programs that differ in anything the engine or the score reads', () => {
    const catalogue = compileCatalogue([
      aProgram({ id: 'a' }),
      aProgram({ id: 'b', subsidyRateMax: 0.4 }),
      aProgram({ id: 'c', targetGroups: ['Gruender'] }),
      aProgram({ id: 'd', terms: { ...aProgram().terms, rate: { baseRate: 0.3 } } }),
    ]);
    expect(catalogue.open).toHaveLength(4);
  });

  it('leaves closed programs out and keeps the others by id', () => {
    const catalogue = compileCatalogue([
      aProgram({ id: 'z' }),
      aProgram({ id: 'x', status: 'ausgelaufen' }),
      aProgram({ id: 'y', status: 'inaktiv' }),
      aProgram({ id: 'a', status: 'geplant' }),
    ]);
    expect(catalogue.programs.map((p) => p.id)).toEqual(['a', 'z']);
  });

  it('keeps one terms object per scheme and region, without the rate wording', () => {
    const wording = { ...aProgram().terms, rateRulesText: 'Zuschuss bis 50 %' };
    const [a, b] = compileCatalogue([
      aProgram({ id: 'a', terms: wording }),
      aProgram({ id: 'b', maxAmount: 5, terms: structuredClone(wording) }),
    ]).programs;
    expect(a?.terms).toBe(b?.terms);
    expect(a?.terms.rateRulesText).toBeNull();
  });

  it('shares one eligibility check between programs that differ only in region, size class or deadline', () => {
    const catalogue = compileCatalogue([
      aProgram({ id: 'a' }),
      inLand('b', 'SN', { applicationDeadline: '2027-01-01' }),
      aProgram({
        id: 'c',
        terms: {
          ...aProgram().terms,
          eligibility: { ...aProgram().terms.eligibility, companySizes: ['micro'] },
        },
      }),
      aProgram({
        id: 'd',
        terms: { ...aProgram().terms, eligibility: { ...aProgram().terms.eligibility, employeeMax: 9 } },
      }),
    ]);
    expect(catalogue.eligibilityClasses).toHaveLength(2);
  });
});

describe('openMembers', () => {
  const [bucket] = compileCatalogue([
    aProgram({ id: 'a', applicationDeadline: '2026-06-14' }),
    aProgram({ id: 'b', applicationDeadline: '2026-06-15' }),
    aProgram({ id: 'c' }),
  ]).open;

  it.each([
    ['2026-06-14T21:59:59.999Z', 3],
    ['2026-06-14T22:00:00.000Z', 2],
    ['2026-06-15T21:59:59.999Z', 2],
    ['2026-06-15T22:00:00.000Z', 1],
  ])('counts the members whose deadline has not passed at %s (Berlin summer time)', (at, count) => {
    expect(openMembers(bucket as Bucket, new Date(at).getTime())).toBe(count);
  });
});
