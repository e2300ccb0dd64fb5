import { aSubsidyProgram } from '@libs/subsidy-engine/testing';
import { candidateFromProgram } from './candidate-from-program';

const program = (overrides: Parameters<typeof aSubsidyProgram>[0] = {}) => ({
  ...aSubsidyProgram(overrides),
  name: 'P',
});

describe('candidateFromProgram', () => {
  it.each([
    [{ kind: 'regional-aid-map' as const }, 'zuschuss', ['investment']],
    [{ kind: 'gber' as const, article: '25' }, 'zuschuss', ['rdPersonnel', 'contractResearch']],
    [{ kind: 'gber' as const, article: '18' }, 'beratung', ['consulting']],
    [{ kind: 'gber' as const, article: '31' }, 'zuschuss', ['training']],
    [{ kind: 'tax' as const, law: 'FZulG' }, 'steuervorteil', ['rdPersonnel', 'contractResearch']],
    [{ kind: 'deminimis' as const, regulation: 'general' as const }, 'darlehen', ['investment', 'operating']],
  ])('%j (%s) funds %j', (legalBasis, category, kinds) => {
    const p = program({ category: category as never });
    const c = candidateFromProgram({ ...p, terms: { ...p.terms, legalBasis } }, 0.3, undefined);
    expect(c?.costKinds).toEqual(kinds);
  });

  it('does not plan equity or tax deductions without project costs', () => {
    const equity = program({ category: 'beteiligung' });
    expect(candidateFromProgram(equity, 1, undefined)).toBeNull();
    const p = program({ category: 'steuervorteil' });
    expect(
      candidateFromProgram(
        { ...p, terms: { ...p.terms, legalBasis: { kind: 'tax', law: 'EStG § 7g' } } },
        0.5,
        undefined,
      ),
    ).toBeNull();
  });

  it('turns a cap on eligible costs into a cap on the amount at the rate (ZIM: 550,000 x 40 %)', () => {
    const p = program({ maxAmount: 500_000 });
    const c = candidateFromProgram(
      { ...p, terms: { ...p.terms, rate: { ...p.terms.rate, eligibleCostsMaxEur: 550_000 } } },
      0.4,
      undefined,
    );
    expect(c?.maxAmountEur).toBe(220_000);
  });

  it('takes the caller’s terms and rules for the program', () => {
    const c = candidateFromProgram(program({ category: 'darlehen' }), 1, {
      programId: 'x',
      loan: { interestRatePercent: 1, termYears: 5 },
      exclusiveWith: ['y'],
      reducibleToDeminimisHeadroom: true,
    });
    expect(c).toMatchObject({
      instrument: 'loan',
      loan: { interestRatePercent: 1, termYears: 5 },
      exclusiveWith: ['y'],
      reducibleToDeminimisHeadroom: true,
      requiresApplicationBeforeStart: true,
    });
  });
});
