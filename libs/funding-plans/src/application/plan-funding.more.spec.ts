import { aCandidate, aCompany, aPlanInput, aProject } from '../testing';
import { planFunding } from './plan-funding';

const byId = (r: ReturnType<typeof planFunding>, id: string) => r.programs.find((p) => p.programId === id);
const reasons = (r: ReturnType<typeof planFunding>, id: string) =>
  r.excluded.find((e) => e.programId === id)?.reasons.map((x) => x.code);

describe('planFunding: grant equivalents, dated data, assumptions', () => {
  const guarantee = aCandidate({
    id: 'bb',
    instrument: 'guarantee',
    legalBasis: { kind: 'notified', reference: 'Bürgschaftsbank' },
    rate: 0.5,
    guarantee: { premiumPercent: 0.5, marketPremiumPercent: 2, termYears: 3 },
  });

  it('counts a guarantee with its grant equivalent: 500,000 EUR guaranteed -> 21,214.59 EUR aid', () => {
    // The guarantee secures a market loan on the same costs (alone it is not planned: dates-and-costs.spec).
    const bankLoan = aCandidate({ id: 'bank', instrument: 'loan', legalBasis: { kind: 'none' }, rate: 1 });
    const r = planFunding(aPlanInput({ candidates: [guarantee, bankLoan] }));
    expect(byId(r, 'bb')?.amountEur).toBe(500_000);
    expect(byId(r, 'bb')?.aidValueEur).toBeCloseTo(21_214.59, 1);
    expect(byId(r, 'bb')?.grantEquivalent).toContain('Marktprämie 2 %');
    expect(r.totals.financingEur).toBe(1_000_000); // the loan's money; a guarantee is none
  });

  it('cannot value a State-aid loan without a base rate for the day', () => {
    const loan = aCandidate({
      id: 'l',
      instrument: 'loan',
      legalBasis: { kind: 'deminimis', regulation: 'general' },
      rate: 1,
      loan: { interestRatePercent: 1, termYears: 5 },
    });
    const r = planFunding(aPlanInput({ candidates: [loan], baseRatePercent: null }));
    expect(reasons(r, 'l')).toEqual(['GRANT_EQUIVALENT_UNKNOWN']);
  });

  it('reads the base rate from the dated table on the application day', () => {
    const loan = aCandidate({
      id: 'l',
      instrument: 'loan',
      legalBasis: { kind: 'notified', reference: 'X' },
      rate: 1,
      loan: { interestRatePercent: 1, termYears: 5 },
    });
    const baseRates = [
      { id: 'old', value: 9, validFrom: '2020-01-01', validTo: '2026-06-14', legalSource: 'EU' },
      { id: 'new', value: 2, validFrom: '2026-06-15', validTo: null, legalSource: 'EU' },
    ];
    const r = planFunding(aPlanInput({ candidates: [loan], baseRatePercent: null, baseRates }));
    expect(byId(r, 'l')?.aidValueEur).toBeCloseTo(56_039.06, 1); // base 2 % (see the GGE spec)
    expect(r.ruleVersions).toContain('new');
  });

  it('assumes the most advantageous terms for a State-aid loan without terms, and says so', () => {
    const loan = aCandidate({
      id: 'l',
      instrument: 'loan',
      legalBasis: { kind: 'notified', reference: 'X' },
      rate: 1,
    });
    const r = planFunding(aPlanInput({ candidates: [loan] }));
    expect(byId(r, 'l')?.reductions.map((f) => f.code)).toEqual(
      expect.arrayContaining(['LOAN_TERMS_ASSUMED', 'GRANT_EQUIVALENT']),
    );
    // Interest-free over 10 years (2 without repayment) at base 2 %: clearly more than the 1 %/5-year loan.
    expect(byId(r, 'l')?.aidValueEur).toBeGreaterThan(150_000);
  });

  describe('a site whose assisted-area status is not known (rules.md §4.1: 41.9 % of the population assisted)', () => {
    const grw = aCandidate({ id: 'grw', legalBasis: { kind: 'regional-aid-map' }, rate: 0.5 });
    it.each([
      ['a Kreis not in the table', aProject({ kreis: 'Leipzig' })],
      ['no Kreis at all', aProject({ kreis: null })],
    ])('%s: no regional aid, with the reason and its source', (_, project) => {
      const r = planFunding(aPlanInput({ candidates: [grw], project }));
      expect(r.programs).toEqual([]);
      const reason = r.excluded.find((e) => e.programId === 'grw')?.reasons[0];
      expect(reason?.code).toBe('REGIONAL_AREA_UNKNOWN');
      expect(reason?.message).toContain('58 %');
      expect(reason?.legalSource).toContain('41,9 %');
      expect(reason?.legalSource).toContain('amtliche Quelle nicht geprüft');
    });
    it('takes the advisor’s rate from the Gemeindeverzeichnis: 15 % + 20 pp small', () => {
      const given = planFunding(
        aPlanInput({
          candidates: [grw],
          project: aProject({ kreis: 'Leipzig', regionalAidMapRatePercent: 15 }),
        }),
      );
      expect(byId(given, 'grw')?.maxIntensity).toBeCloseTo(0.35, 9);
      expect(byId(given, 'grw')?.amountEur).toBe(350_000);
    });
    it('an advisor’s 0 % means outside the assisted areas: no SME bonus on nothing', () => {
      const r = planFunding(
        aPlanInput({
          candidates: [grw],
          project: aProject({ kreis: 'Leipzig', regionalAidMapRatePercent: 0 }),
        }),
      );
      expect(reasons(r, 'grw')).toEqual(['REGIONAL_AID_NOT_AVAILABLE']);
    });
  });

  it('uses the amended map for Saalfeld-Rudolstadt from 1.1.2024, its entry into force (15 -> 20 %)', () => {
    const grw = aCandidate({ id: 'grw', legalBasis: { kind: 'regional-aid-map' }, rate: 0.9 });
    const project = (applicationDate: string) =>
      aProject({
        federalState: 'TH',
        kreis: 'Saalfeld-Rudolstadt',
        applicationDate,
        plannedStart: '2027-01-01',
      });
    const large = aCompany({
      own: { staffHeadcount: 400, turnoverEur: 90_000_000, balanceSheetEur: 80_000_000 },
    });
    expect(
      byId(
        planFunding(aPlanInput({ company: large, candidates: [grw], project: project('2023-12-31') })),
        'grw',
      )?.amountEur,
    ).toBe(150_000);
    expect(
      byId(
        planFunding(aPlanInput({ company: large, candidates: [grw], project: project('2024-01-01') })),
        'grw',
      )?.amountEur,
    ).toBe(200_000);
  });

  it('drops SME bonuses of the map above 50 M EUR of eligible costs', () => {
    const grw = aCandidate({ id: 'grw', legalBasis: { kind: 'regional-aid-map' }, rate: 0.9 });
    const r = planFunding(
      aPlanInput({ candidates: [grw], project: aProject({ costs: { investment: 60_000_000 } }) }),
    );
    expect(byId(r, 'grw')?.maxIntensity).toBeCloseTo(0.25, 9);
  });

  it('names a program that adds nothing once the cap is reached', () => {
    const grw = aCandidate({ id: 'grw', legalBasis: { kind: 'regional-aid-map' }, rate: 0.45 });
    const small = aCandidate({ id: 'land', legalBasis: { kind: 'gber', article: '17' }, rate: 0.2 });
    const r = planFunding(aPlanInput({ candidates: [grw, small] }));
    expect(r.programs.map((p) => p.programId)).toEqual(['grw']);
    expect(reasons(r, 'land')?.[0]).toBe('NOT_IN_BEST_COMBINATION');
  });

  it('drops a program pushed below its minimum amount by the cumulation cap', () => {
    const grw = aCandidate({ id: 'grw', legalBasis: { kind: 'regional-aid-map' }, rate: 0.4 });
    const dmGrant = aCandidate({
      id: 'dm',
      legalBasis: { kind: 'deminimis', regulation: 'general' },
      rate: 0.1,
      minAmountEur: 60_000,
    });
    // Cap 45 %: 400,000 + 100,000 -> dm grant cut to 50,000 < 60,000 minimum.
    const r = planFunding(aPlanInput({ candidates: [grw, dmGrant] }));
    expect(r.programs.map((p) => p.programId)).toEqual(['grw']);
    expect(reasons(r, 'dm')).toEqual(['BELOW_MIN_AMOUNT']);
  });

  it('drops a program whose deadline ends before the application day', () => {
    const late = aCandidate({ id: 'late', applicationDeadline: '2026-06-14' });
    expect(reasons(planFunding(aPlanInput({ candidates: [late] })), 'late')).toEqual([
      'APPLICATION_DEADLINE_PASSED',
    ]);
  });
});

describe('planFunding: no over-financing of the same costs', () => {
  it('keeps an EU grant, a national grant and a loan together within the costs, cutting the loan first', () => {
    // 1,000,000 EUR investment: EU grant 70 % (no State aid) + Art. 17 grant 20 % (small) = 900,000; the
    // market-rate loan (100 %) may finance only the remaining 100,000 EUR.
    const eu = aCandidate({ id: 'eu', legalBasis: { kind: 'none' }, rate: 0.7 });
    const land = aCandidate({ id: 'land', rate: 0.2 });
    const bank = aCandidate({
      id: 'bank',
      instrument: 'loan',
      legalBasis: { kind: 'none' },
      rate: 1,
      loan: { interestRatePercent: 5, termYears: 5 },
    });
    const r = planFunding(aPlanInput({ candidates: [eu, land, bank] }));
    expect(Object.fromEntries(r.programs.map((p) => [p.programId, p.amountEur]))).toEqual({
      eu: 700_000,
      land: 200_000,
      bank: 100_000,
    });
    expect(r.totals.grantsEur + r.totals.financingEur).toBe(1_000_000);
  });

  it('cuts the national grant before EU direct funding when grants alone exceed the costs', () => {
    const eu = aCandidate({ id: 'eu', legalBasis: { kind: 'none' }, rate: 0.9 });
    const land = aCandidate({ id: 'land', rate: 0.2 });
    const r = planFunding(aPlanInput({ candidates: [eu, land] }));
    expect(byId(r, 'eu')?.amountEur).toBe(900_000);
    expect(byId(r, 'land')?.amountEur).toBe(100_000);
    expect(byId(r, 'land')?.reductions.find((f) => f.code === 'FINANCING_EXCEEDS_COSTS')?.amountEur).toBe(
      100_000,
    );
  });

  it('adds the largest market-rate loan that still finds open costs, and names the others', () => {
    const big = aCandidate({ id: 'big', instrument: 'loan', legalBasis: { kind: 'none' }, rate: 1 });
    const small = aCandidate({ id: 'small', instrument: 'loan', legalBasis: { kind: 'none' }, rate: 0.3 });
    const r = planFunding(aPlanInput({ candidates: [small, big] }));
    expect(r.programs.map((p) => p.programId)).toEqual(['big']);
    expect(reasons(r, 'small')).toEqual(['NOT_IN_BEST_COMBINATION']);
  });
});
