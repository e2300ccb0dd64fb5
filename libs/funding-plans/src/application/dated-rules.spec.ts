import { aCandidate, aCompany, aPlanInput, aProject } from '../testing';
import { PLAN_SOURCES } from '../rules/plan-sources';
import { planFunding } from './plan-funding';

const byId = (r: ReturnType<typeof planFunding>, id: string) => r.programs.find((p) => p.programId === id);
const reason = (r: ReturnType<typeof planFunding>, id: string) =>
  r.excluded.find((e) => e.programId === id)?.reasons[0];
/** An application on `day`, the project starting later (the incentive effect holds). */
const on = (day: string, more: Parameters<typeof aProject>[0] = {}) =>
  aProject({ applicationDate: day, plannedStart: '2028-06-01', ...more });

/** Legal constants are applied only on days they are in force; outside, the plan says so. */
describe('planFunding: validity of the legal constants', () => {
  describe('GBER 651/2014 as amended and prolonged by 2023/1315 (Art. 59: until 31.12.2026)', () => {
    const art17 = aCandidate({ id: 'kmu-invest', legalBasis: { kind: 'gber', article: '17' }, rate: 0.2 });
    const art25 = aCandidate({
      id: 'rd',
      legalBasis: { kind: 'gber', article: '25' },
      costKinds: ['rdPersonnel'],
      rate: 0.5,
    });
    const art14 = aCandidate({ id: 'regional', legalBasis: { kind: 'gber', article: '14' }, rate: 0.3 });
    const costs = { investment: 1_000_000, rdPersonnel: 100_000 };

    it('applies its intensities on the last day (Art. 17: 20 % of 1,000,000; Art. 25: 50 % of 100,000)', () => {
      const r = planFunding(aPlanInput({ project: on('2026-12-31', { costs }), candidates: [art17, art25] }));
      expect(byId(r, 'kmu-invest')?.amountEur).toBe(200_000);
      expect(byId(r, 'rd')?.amountEur).toBe(50_000);
      expect(r.ruleVersions).toEqual(
        expect.arrayContaining(['gber-651-2014-2023-1315', 'gber-art25-2023/1315']),
      );
    });

    it.each([
      ['Art. 17', art17],
      ['Art. 25', art25],
      ['Art. 14 with the map', art14],
    ])('does not apply %s to an application on 01.01.2027, and says why', (_, candidate) => {
      const r = planFunding(aPlanInput({ project: on('2027-01-01', { costs }), candidates: [candidate] }));
      expect(r.programs).toEqual([]);
      expect(reason(r, candidate.id)).toEqual(
        expect.objectContaining({
          code: 'RULE_NOT_IN_FORCE',
          legalSource: PLAN_SOURCES.gberValidity,
          message: expect.stringContaining('2023-07-01 bis 2026-12-31'),
        }),
      );
    });

    it('keeps the Forschungszulage (national law) past it, with the Art. 25 cap flagged as unverified', () => {
      const fzulg = aCandidate({
        id: 'fzulg',
        instrument: 'tax',
        legalBasis: { kind: 'tax', law: 'FZulG' },
        costKinds: ['rdPersonnel'],
        rate: 0.35,
        requiresApplicationBeforeStart: false,
      });
      const r = planFunding(aPlanInput({ project: on('2027-01-01', { costs }), candidates: [fzulg] }));
      expect(byId(r, 'fzulg')?.amountEur).toBe(42_000); // 35 % x 100,000 x 1.2 (begun 2028)
      const notes = byId(r, 'fzulg')?.reductions.filter((f) => f.code === 'UNVERIFIED_RULE') ?? [];
      expect(notes.map((n) => n.legalSource)).toContain(PLAN_SOURCES.gberValidity);
    });
  });

  describe('the regional aid map and its SME bonus (2022-01-01 to 2027-12-31)', () => {
    const grw = aCandidate({ id: 'grw', legalBasis: { kind: 'regional-aid-map' }, rate: 0.5 });
    it('Bautzen 25 % + 20 pp small on 31.12.2026 (last day of the GBER version), with the bonus rule named', () => {
      const r = planFunding(aPlanInput({ project: on('2026-12-31'), candidates: [grw] }));
      expect(byId(r, 'grw')?.maxIntensity).toBeCloseTo(0.45, 9);
      expect(r.ruleVersions).toContain('regional-sme-bonus-2022-2027');
    });
    // The map runs to 31.12.2027, but regional aid is GBER Art. 14 aid: past the GBER version none is planned.
    it.each(['2027-01-01', '2027-12-31', '2028-01-01'])(
      'no regional aid on %s (GBER version ended)',
      (day) => {
        const r = planFunding(aPlanInput({ project: on(day), candidates: [grw] }));
        expect(reason(r, 'grw')?.code).toBe('RULE_NOT_IN_FORCE');
        expect(reason(r, 'grw')?.legalSource).toBe(PLAN_SOURCES.gberValidity);
      },
    );
  });

  describe('the reference-rate method (Communication 2008/C 14/02, from 01.07.2008)', () => {
    const loan = aCandidate({
      id: 'loan',
      instrument: 'loan',
      legalBasis: { kind: 'notified', reference: 'X' },
      rate: 1,
      loan: { interestRatePercent: 1, termYears: 5 },
    });
    it('values a loan with its margins and names the rule', () => {
      const r = planFunding(aPlanInput({ candidates: [loan] }));
      expect(byId(r, 'loan')?.aidValueEur).toBeCloseTo(56_039.06, 1); // see the GGE spec
      expect(r.ruleVersions).toContain('reference-rate-method-2008-c-14-02');
    });
    it('does not value a loan applied for before it applied', () => {
      const r = planFunding(
        aPlanInput({ company: aCompany(), project: on('2008-06-30'), candidates: [loan] }),
      );
      expect(reason(r, 'loan')?.code).toBe('RULE_NOT_IN_FORCE');
      expect(reason(r, 'loan')?.legalSource).toBe(PLAN_SOURCES.referenceRateMethod);
    });
  });

  describe('sources', () => {
    it('cites Art. 8 of the GBER itself, not of Regulation 1388/2014', () => {
      for (const key of ['cumulationSameCosts', 'cumulationDifferentCosts', 'cumulationDeminimis'] as const) {
        expect(PLAN_SOURCES[key]).toContain('651/2014');
        expect(PLAN_SOURCES[key]).not.toContain('1388');
      }
    });
    it.each([
      ['small', aCompany(), 0.7],
      [
        'medium',
        aCompany({ own: { staffHeadcount: 120, turnoverEur: 20_000_000, balanceSheetEur: 15_000_000 } }),
        0.6,
      ],
    ] as const)(
      'feasibility study, %s: 50 % + Art. 25(7) bonus = %d, cited as Art. 25(7)',
      (_, company, rate) => {
        const study = aCandidate({
          id: 'study',
          legalBasis: { kind: 'gber', article: '25' },
          costKinds: ['consulting'],
          rate: 0.9,
        });
        const project = aProject({
          costs: { consulting: 100_000 },
          researchCategory: 'feasibility',
          effectiveCollaboration: true, // no collaboration bonus for feasibility studies
        });
        const r = planFunding(aPlanInput({ company, project, candidates: [study] }));
        expect(byId(r, 'study')?.maxIntensity).toBeCloseTo(rate, 9);
        const cap = byId(r, 'study')?.reductions.find((f) => f.code === 'LEGAL_INTENSITY_CAP');
        expect(cap?.legalSource).toContain('Art. 25 Abs. 5 lit. d, Abs. 7');
      },
    );
  });
});
