import { aProgram } from '@libs/catalogue/testing';
import type { Program } from '@libs/catalogue';
import { anApplicant, SIZE_PROFILES } from '@libs/subsidy-engine/testing';
import { rankStraightforwardly } from '../testing/straightforward-ranking';
import { compileCatalogue } from './compile-catalogue';
import { rankPrograms } from './rank-programs';

const REF = new Date('2026-06-15T10:00:00Z');
const grant = (id: string, o: Partial<Program> = {}): Program =>
  aProgram({ id, ...o, terms: { ...aProgram().terms, legalBasis: { kind: 'none' }, ...o.terms } });
/**
 * `n` clones whose ids and caps run in unrelated orders; their caps lie above what the engine pays a small
 * company (50 % of a 200,000 EUR budget), so all score and weigh the same unless told otherwise.
 */
const clones = (n: number, o: Partial<Program> = {}) =>
  Array.from({ length: n }, (_, i) =>
    grant(`clone-${String((i * 7919) % n).padStart(4, '0')}`, { maxAmount: 100_000 + ((i * 31) % n), ...o }),
  );

/** Cases where the shortcuts (index, cohorts, bounds, memo) could go wrong, each against the slow path. */
describe('rankPrograms at scale: the shortcuts answer as the straightforward evaluation', () => {
  const same = (programs: Program[], profile = anApplicant(), limit = 10, at = REF) => {
    const options = { limit, referenceDate: at };
    const result = rankPrograms(compileCatalogue(programs), profile, options);
    expect(result).toEqual(rankStraightforwardly(programs, profile, options));
    return result;
  };

  it('does not count what the engine refuses for the size class, though the ranking stops before it', () => {
    // GBER Art. 17 is investment aid for SMEs: 0 % for a large enterprise; the cheap grants rank first.
    const refused = Array.from({ length: 3 }, (_, i) => aProgram({ id: `art17-${i}`, maxAmount: 1_000 }));
    const result = same([grant('a'), grant('b'), ...refused], anApplicant(SIZE_PROFILES.large), 1);
    expect(result.total).toBe(2);
  });

  it('keeps a tax allowance of a used-up de-minimis regulation when under a cent is left, not a grant', () => {
    const terms = { ...aProgram().terms, legalBasis: { kind: 'tax' as const, law: 'FZulG' } };
    const allowance = aProgram({ id: 'fzulg', category: 'steuervorteil', deminimis: true, terms });
    const deminimisGrant = grant('grant', { deminimis: true, maxAmount: 1_000 });
    const applicant = anApplicant({ deminimisUsedEur: 299_999.999 });
    const result = same([allowance, deminimisGrant], applicant, 1);
    expect(result).toMatchObject({ matches: [{ programId: 'fzulg' }], total: 1 });
  });

  it('breaks a tie of hundreds of clones by id', () => {
    const result = same(clones(400), anApplicant(), 3);
    expect(result.matches.map((m) => m.programId)).toEqual(['clone-0000', 'clone-0001', 'clone-0002']);
    expect(result.total).toBe(400);
  });

  it('finds the one clone that beats the others on amount, wherever its id and cap fall', () => {
    const programs = [...clones(300, { maxAmount: 20_000 }), grant('clone-0150x', { maxAmount: 20_001 })];
    expect(same(programs, anApplicant(), 2).matches[0]?.programId).toBe('clone-0150x');
  });

  it('answers a returning applicant from its memo as it did the first time, whatever the options', () => {
    const programs = [...clones(50), grant('land', { eligibleRegions: ['BY'], level: 'landesweit' })];
    const catalogue = compileCatalogue(programs);
    const asks = [
      { limit: 5, referenceDate: REF },
      { limit: 1, referenceDate: new Date('2026-06-15T21:00:00Z') },
      { limit: 50, referenceDate: REF, categories: ['zuschuss' as const] },
    ];
    for (const options of [...asks, ...asks])
      expect(rankPrograms(catalogue, anApplicant(), options)).toEqual(
        rankStraightforwardly(programs, anApplicant(), options),
      );
  });

  it('drops a clone whose deadline passed while its cohort stays', () => {
    const programs = [grant('late', { applicationDeadline: '2026-06-14' }), grant('open')];
    expect(same(programs).matches.map((m) => m.programId)).toEqual(['open']);
  });
});
