import { assessNis2Applicability, assessNis2Measures } from './nis2-assessment';

describe('NIS2 applicability (§ 28 BSIG)', () => {
  it.each([
    [{}, 'unknown'],
    [{ sector: 'energie' }, 'unknown'],
    [{ sector: 'energie', employees: 300 }, 'besonders_wichtig'],
    [{ sector: 'energie', employees: 60 }, 'wichtig'],
    [{ sector: 'chemie', employees: 300 }, 'wichtig'],
    [
      { sector: 'energie', employees: 20, annualTurnoverEur: 60e6, balanceSheetEur: 50e6 },
      'besonders_wichtig',
    ],
    [{ sector: 'energie', employees: 20, annualTurnoverEur: 60e6, balanceSheetEur: 5e6 }, 'nicht_betroffen'],
    [{ sector: 'energie', employees: 20 }, 'unknown'],
    [{ sector: 'sonstige', employees: 5000 }, 'nicht_betroffen'],
  ] as const)('%j → %s', (inputs, entityClass) => {
    expect(assessNis2Applicability(inputs).entityClass).toBe(entityClass);
  });

  it('says what is missing', () => {
    expect(assessNis2Applicability({ sector: 'energie' }).missing).toEqual(['employees']);
  });
});

describe('NIS2 measures (§ 30 Abs. 2 BSIG)', () => {
  const facts = { describedTables: 20, chainIntact: true, lastRetentionRun: null };
  it('lists the ten measures with their references', () => {
    const measures = assessNis2Measures({ ...facts, adminCredentials: { active: 2, withoutExpiry: 0 } });
    expect(measures.map((m) => m.source)).toEqual(
      Array.from({ length: 10 }, (_, i) => `§ 30 Abs. 2 Nr. ${i + 1} BSIG`),
    );
  });
  it('flips measure 10 with long-lived admin credentials', () => {
    const status = (withoutExpiry: number) =>
      assessNis2Measures({ ...facts, adminCredentials: { active: 2, withoutExpiry } }).find(
        (m) => m.id === 'nr_10',
      )!.status;
    expect(status(0)).toBe('evidenced');
    expect(status(1)).toBe('partial');
  });
});
