import { aCandidate, aPlanInput, aProject } from '../testing';
import { planFunding } from './plan-funding';

const byId = (r: ReturnType<typeof planFunding>, id: string) => r.programs.find((p) => p.programId === id);
const reasons = (r: ReturnType<typeof planFunding>, id: string) =>
  r.excluded.find((e) => e.programId === id)?.reasons.map((x) => x.code);

const grw = aCandidate({ id: 'grw', legalBasis: { kind: 'regional-aid-map' }, rate: 0.35 });
const kmuInnovativ = aCandidate({
  id: 'kmu-innovativ',
  legalBasis: { kind: 'gber', article: '25' },
  costKinds: ['rdPersonnel'],
  rate: 0.5,
});

describe('Status and dates: announced programs, the GBER version, deadlines', () => {
  it.each`
    case                                             | candidate                                                            | application     | code
    ${'GRW (GBER Art. 14) after the GBER ends'}      | ${grw}                                                               | ${'2027-02-01'} | ${'RULE_NOT_IN_FORCE'}
    ${'KMU-innovativ (Art. 25) after the GBER ends'} | ${kmuInnovativ}                                                      | ${'2027-02-01'} | ${'RULE_NOT_IN_FORCE'}
    ${'announced, opens 2025-09-01, applied before'} | ${aCandidate({ id: 'big', announced: true, opensOn: '2025-09-01' })} | ${'2025-05-15'} | ${'NOT_YET_OPEN'}
    ${'announced without an opening date'}           | ${aCandidate({ id: 'big', announced: true, opensOn: null })}         | ${'2025-05-15'} | ${'NOT_YET_OPEN'}
    ${'deadline the day before the application'}     | ${aCandidate({ id: 'late', applicationDeadline: '2025-05-14' })}     | ${'2025-05-15'} | ${'APPLICATION_DEADLINE_PASSED'}
  `('$case: $code', ({ candidate, application, code }) => {
    const r = planFunding(
      aPlanInput({
        project: aProject({
          applicationDate: application,
          plannedStart: '2027-06-01',
          costs: { investment: 1_000_000, rdPersonnel: 500_000 },
        }),
        candidates: [candidate],
      }),
    );
    expect(reasons(r, candidate.id)).toEqual([code]);
    expect(r.excluded.find((e) => e.programId === candidate.id)?.reasons[0]?.message).toMatch(
      /[äöüß]|Antrag|gilt/u,
    );
  });

  it.each`
    case                                      | candidate                                                            | application
    ${'announced program on its opening day'} | ${aCandidate({ id: 'big', announced: true, opensOn: '2025-09-01' })} | ${'2025-09-01'}
    ${'deadline on the application day'}      | ${aCandidate({ id: 'late', applicationDeadline: '2025-09-01' })}     | ${'2025-09-01'}
    ${"GRW on the GBER version's last day"}   | ${grw}                                                               | ${'2026-12-31'}
  `('$case: planned', ({ candidate, application }) => {
    const r = planFunding(
      aPlanInput({
        project: aProject({ applicationDate: application, plannedStart: '2027-06-01' }),
        candidates: [candidate],
      }),
    );
    expect(byId(r, candidate.id)?.amountEur).toBeGreaterThan(0);
  });
});

describe('Cost kinds are explicit; a guarantee only with the loan it secures', () => {
  it('a program that names no cost kinds is not planned, and says why', () => {
    const r = planFunding(aPlanInput({ candidates: [aCandidate({ id: 'eic-pathfinder', costKinds: [] })] }));
    expect(reasons(r, 'eic-pathfinder')).toEqual(['COST_KINDS_UNKNOWN']);
  });

  const guarantee = aCandidate({
    id: 'bb',
    instrument: 'guarantee',
    legalBasis: { kind: 'notified', reference: 'Bürgschaftsbank' },
    costKinds: ['investment'],
    rate: 0.8,
    maxAmountEur: 1_250_000,
    guarantee: { premiumPercent: 1, marketPremiumPercent: 2, termYears: 10 },
  });
  const loan = (id: string, rate: number) =>
    aCandidate({ id, instrument: 'loan', legalBasis: { kind: 'none' }, costKinds: ['investment'], rate });

  it.each`
    case                                    | candidates                            | guaranteed
    ${'guarantee alone: nothing to secure'} | ${[guarantee]}                        | ${undefined}
    ${'with a 1 m loan: 80 % of it'}        | ${[guarantee, loan('hausbank', 1)]}   | ${800_000}
    ${'with a 300,000 loan: 80 % of that'}  | ${[guarantee, loan('hausbank', 0.3)]} | ${240_000}
  `('$case', ({ candidates, guaranteed }) => {
    const r = planFunding(aPlanInput({ candidates }));
    expect(byId(r, 'bb')?.amountEur).toBe(guaranteed);
    if (guaranteed === undefined) expect(reasons(r, 'bb')).toContain('GUARANTEE_WITHOUT_LOAN');
  });

  it('two guarantees never secure more than the loans in the plan', () => {
    const second = { ...guarantee, id: 'bb2', name: 'bb2' };
    const r = planFunding(aPlanInput({ candidates: [guarantee, second, loan('hausbank', 0.5)] }));
    const secured = r.programs
      .filter((p) => p.instrument === 'guarantee')
      .reduce((s, p) => s + p.amountEur, 0);
    expect(secured).toBeLessThanOrEqual(500_000);
    expect(secured).toBeGreaterThan(0);
  });
});
