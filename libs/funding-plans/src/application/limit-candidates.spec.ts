import { aCandidate, aPlanInput, aProject } from '../testing';
import { limitCandidates } from './limit-candidates';

/** The plan's candidate limit keeps the most valuable by capped aid value, not by nominal amount. */
describe('limitCandidates', () => {
  const project = aProject({ costs: { investment: 1_000_000 } });
  // Art. 17, small: 20 % of 1,000,000 = 200,000 EUR of aid.
  const grant = aCandidate({ id: 'grant', rate: 0.2 });
  // 1,000,000 EUR at 1 % over 5 years, base 2 %: grant equivalent 56,039.06 EUR (see the GGE spec).
  const loan = aCandidate({
    id: 'loan',
    instrument: 'loan',
    legalBasis: { kind: 'notified', reference: 'X' },
    rate: 1,
    loan: { interestRatePercent: 1, termYears: 5 },
  });
  // A market-conform loan: 1,000,000 EUR of money, no aid value.
  const bankLoan = { ...loan, id: 'bank', legalBasis: { kind: 'none' as const } };

  it('keeps a 200,000 EUR grant over a 1,000,000 EUR loan worth 56,039 EUR of aid', () => {
    const { kept, dropped } = limitCandidates(aPlanInput({ project, candidates: [loan, grant] }), 1);
    expect(kept.map((c) => c.id)).toEqual(['grant']);
    expect(dropped.map((c) => c.id)).toEqual(['loan']);
  });

  it('ranks by aid value, then by money: the State-aid loan before the market-conform one', () => {
    const { dropped } = limitCandidates(aPlanInput({ project, candidates: [bankLoan, loan, grant] }), 1);
    expect(dropped.map((c) => c.id)).toEqual(['loan', 'bank']);
  });

  it('gives no place to a candidate the hard checks exclude anyway', () => {
    const late = aCandidate({ id: 'late', rate: 0.5, applicationDeadline: '2026-01-01' });
    const { kept, dropped } = limitCandidates(aPlanInput({ project, candidates: [late, loan, grant] }), 2);
    expect(kept.map((c) => c.id)).toEqual(['late', 'loan', 'grant']);
    expect(dropped).toEqual([]);
  });
});
