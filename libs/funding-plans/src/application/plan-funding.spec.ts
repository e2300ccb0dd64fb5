import { aCandidate, aCompany, aPlanInput, aProject } from '../testing';
import { planFunding } from './plan-funding';

const byId = (r: ReturnType<typeof planFunding>, id: string) => r.programs.find((p) => p.programId === id);
const excludedCodes = (r: ReturnType<typeof planFunding>, id: string) =>
  r.excluded.find((e) => e.programId === id)?.reasons.map((x) => x.code);

/** Hand-computed cases from ../shared/research/rules.md; each names its rule. */
describe('planFunding', () => {
  describe('regional investment grant and a promotional loan on the same costs (AGVO Art. 8(3)(b), 8(5))', () => {
    // Medium enterprise in Mansfeld-Südharz: map 20 % + 10 pp medium = 30 % of 1,000,000 = 300,000 EUR cap.
    const company = aCompany({
      own: { staffHeadcount: 120, turnoverEur: 20_000_000, balanceSheetEur: 15_000_000 },
    });
    const project = aProject({ federalState: 'ST', kreis: 'Landkreis Mansfeld-Südharz' });
    const grw = aCandidate({ id: 'grw', legalBasis: { kind: 'regional-aid-map' }, rate: 0.3 });
    // Loan 1,000,000 EUR at 1 % over 5 years, base rate 2 %: grant equivalent 56,039.06 EUR (see GGE spec).
    const loan = (legalBasis: Parameters<typeof aCandidate>[0]['legalBasis']) =>
      aCandidate({
        id: 'loan',
        instrument: 'loan',
        legalBasis,
        rate: 1,
        loan: { interestRatePercent: 1, termYears: 5 },
      });

    it.each([
      [
        'notified scheme (Art. 8(3)(b))',
        { kind: 'notified' as const, reference: 'X' },
        'CUMULATION_INTENSITY_CAP',
      ],
      [
        'de-minimis loan (Art. 8(5))',
        { kind: 'deminimis' as const, regulation: 'general' as const },
        'DEMINIMIS_PLUS_GBER_SAME_COSTS',
      ],
    ])('%s: the grant yields to the loan grant equivalent, the loan finances the rest', (_, basis, code) => {
      const r = planFunding(aPlanInput({ company, project, candidates: [grw, loan(basis)] }));
      expect(r.enterprise.size).toBe('medium');
      // Grant g and loan L with g + L = 1,000,000 (no over-financing) and g + r x L = 300,000 (30 % cap),
      // r = 56,039.06 / 1,000,000 (GGE spec): L = 700,000 / (1 - r) = 741,556.11, g = 258,443.89.
      expect(byId(r, 'loan')?.amountEur).toBeCloseTo(741_556.11, 0);
      expect(byId(r, 'loan')?.aidValueEur).toBeCloseTo(41_556.11, 0);
      expect(byId(r, 'grw')?.amountEur).toBeCloseTo(258_443.89, 0);
      expect(byId(r, 'grw')?.maxIntensity).toBeCloseTo(0.3, 9);
      expect(r.totals.aidValueEur).toBeCloseTo(300_000, 0);
      expect(r.totals.grantsEur + r.totals.financingEur).toBeCloseTo(1_000_000, 0);
      const reduction = byId(r, 'grw')?.reductions.find((f) => f.code === code);
      expect(reduction?.amountEur).toBeCloseTo(41_556.11, 0);
      expect(reduction?.legalSource).toContain('Art. 8');
      expect(byId(r, 'loan')?.reductions.map((f) => f.code)).toContain('FINANCING_EXCEEDS_COSTS');
    });

    it('a market-conform loan (no State aid) leaves the grant whole', () => {
      const r = planFunding(aPlanInput({ company, project, candidates: [grw, loan({ kind: 'none' })] }));
      expect(byId(r, 'grw')?.amountEur).toBe(300_000);
      expect(byId(r, 'loan')?.aidValueEur).toBe(0);
    });

    it('caps a program rate above the map intensity of the Kreis', () => {
      const r = planFunding(aPlanInput({ company, project, candidates: [{ ...grw, rate: 0.4 }] }));
      expect(byId(r, 'grw')?.amountEur).toBe(300_000);
      expect(byId(r, 'grw')?.reductions.map((f) => f.code)).toContain('LEGAL_INTENSITY_CAP');
    });

    it('has no regional aid in Baden-Württemberg (no C areas)', () => {
      const r = planFunding(
        aPlanInput({ company, project: aProject({ federalState: 'BW', kreis: 'Ulm' }), candidates: [grw] }),
      );
      expect(excludedCodes(r, 'grw')).toEqual(['REGIONAL_AID_NOT_AVAILABLE']);
    });
  });

  describe('de-minimis window with dated grants (2023/2831 Art. 3)', () => {
    // 50 % of 100,000 EUR consulting = 50,000 EUR de-minimis aid.
    const digital = aCandidate({
      id: 'digital',
      legalBasis: { kind: 'deminimis', regulation: 'general' },
      costKinds: ['consulting'],
      rate: 0.5,
    });
    const company = aCompany({
      deminimisGrants: [
        { amountEur: 100_000, grantDate: '2023-06-15', regulation: 'general' },
        { amountEur: 200_000, grantDate: '2024-03-01', regulation: 'general' },
        { amountEur: 50_000, grantDate: '2025-01-01', regulation: 'agriculture' },
      ],
    });

    it('fits once the grant of 2023-06-15 has left the three years (application 2026-06-15)', () => {
      const r = planFunding(
        aPlanInput({ company, project: aProject({ costs: { consulting: 100_000 } }), candidates: [digital] }),
      );
      expect(byId(r, 'digital')?.amountEur).toBe(50_000);
      expect(byId(r, 'digital')?.deminimis).toEqual({
        regulation: 'general',
        ceilingEur: 300_000,
        headroomBeforeEur: 100_000,
        headroomAfterEur: 50_000,
      });
      const general = r.deminimisLedger.find((l) => l.regulation === 'general');
      expect(general?.expired).toEqual([{ grantDate: '2023-06-15', amountEur: 100_000 }]);
    });

    it('is not coverable at all a day earlier (application 2026-06-14, headroom 0)', () => {
      const project = aProject({ applicationDate: '2026-06-14', costs: { consulting: 100_000 } });
      const r = planFunding(aPlanInput({ company, project, candidates: [digital] }));
      expect(r.programs).toEqual([]);
      expect(excludedCodes(r, 'digital')).toEqual(['DEMINIMIS_HEADROOM_EXCEEDED']);
    });

    it('takes de-minimis programs in application order and keeps the headroom after each', () => {
      const second = { ...digital, id: 'second', applicationDeadline: '2026-12-31' };
      const first = {
        ...digital,
        id: 'first',
        costKinds: ['training' as const],
        applicationDeadline: '2026-07-31',
      };
      const project = aProject({ costs: { consulting: 100_000, training: 60_000 } });
      const r = planFunding(aPlanInput({ company, project, candidates: [second, first] }));
      // headroom 100,000: first 30,000 (50 % of 60,000) then second 50,000 -> 20,000 left.
      expect(
        r.programs.map((p) => [p.programId, p.deminimis?.headroomBeforeEur, p.deminimis?.headroomAfterEur]),
      ).toEqual([
        ['first', 100_000, 70_000],
        ['second', 70_000, 20_000],
      ]);
    });

    it('reduces to the headroom only where the program allows it', () => {
      const project = aProject({ applicationDate: '2026-06-10', costs: { consulting: 100_000 } }); // headroom 0 -> excluded
      const big = { ...digital, rate: 1, reducibleToDeminimisHeadroom: true };
      const later = aProject({ costs: { consulting: 150_000 } }); // headroom 100,000, aid 150,000
      expect(
        excludedCodes(planFunding(aPlanInput({ company, project, candidates: [big] })), 'digital'),
      ).toEqual(['DEMINIMIS_HEADROOM_EXCEEDED']);
      const r = planFunding(aPlanInput({ company, project: later, candidates: [big] }));
      expect(byId(r, 'digital')?.amountEur).toBe(100_000);
      expect(byId(r, 'digital')?.reductions.map((f) => f.code)).toEqual(['DEMINIMIS_REDUCED_TO_HEADROOM']);
    });
  });

  describe('a linked enterprise makes a small firm large (Recommendation 2003/361/EC Annex Art. 3, 6)', () => {
    const art17 = aCandidate({ id: 'kmu-invest', legalBasis: { kind: 'gber', article: '17' }, rate: 0.2 });
    it('alone: small, SME investment aid 20 % of 1,000,000 = 200,000 EUR', () => {
      const r = planFunding(aPlanInput({ candidates: [art17] }));
      expect(byId(r, 'kmu-invest')?.amountEur).toBe(200_000);
    });
    it('with a 60 % parent of 300 staff: large, Art. 17 gives nothing', () => {
      const company = aCompany({
        relations: [
          {
            name: 'Mutter',
            sharePercent: 60,
            staffHeadcount: 300,
            turnoverEur: 80_000_000,
            balanceSheetEur: 70_000_000,
          },
        ],
      });
      const r = planFunding(aPlanInput({ company, candidates: [art17] }));
      expect(r.enterprise.size).toBe('large');
      expect(r.notes.map((n) => n.code)).toEqual(['SME_CLASS_CHANGED_BY_RELATIONS']);
      expect(excludedCodes(r, 'kmu-invest')).toEqual(['LEGAL_INTENSITY_CAP']);
    });
  });

  describe('a project started before its application (AGVO Art. 6)', () => {
    const project = aProject({
      plannedStart: '2026-03-01',
      applicationDate: '2026-04-01',
      costs: { investment: 1_000_000, rdPersonnel: 400_000 },
    });
    const grant = aCandidate({ id: 'grant' });
    const fzulg = aCandidate({
      id: 'fzulg',
      instrument: 'tax',
      legalBasis: { kind: 'tax', law: 'FZulG' },
      costKinds: ['rdPersonnel', 'contractResearch'],
      rate: 0.35,
      requiresApplicationBeforeStart: false,
    });
    it('drops the grant with the reason and keeps the tax allowance (Art. 6(4))', () => {
      const r = planFunding(aPlanInput({ project, candidates: [grant, fzulg] }));
      expect(r.programs.map((p) => p.programId)).toEqual(['fzulg']);
      // Begun after 31.12.2025: 35 % x (400,000 + 20 % overhead, § 3 Abs. 3b FZulG) = 35 % x 480,000.
      expect(byId(r, 'fzulg')?.amountEur).toBe(168_000);
      const reason = r.excluded.find((e) => e.programId === 'grant')?.reasons[0];
      expect(reason?.code).toBe('INCENTIVE_EFFECT_MISSING');
      expect(reason?.legalSource).toContain('Art. 6');
    });
    it('an application on the start day is too late; a day before is in time', () => {
      const sameDay = planFunding(
        aPlanInput({ project: { ...project, applicationDate: '2026-03-01' }, candidates: [grant] }),
      );
      expect(excludedCodes(sameDay, 'grant')).toEqual(['INCENTIVE_EFFECT_MISSING']);
      const dayBefore = planFunding(
        aPlanInput({ project: { ...project, applicationDate: '2026-02-28' }, candidates: [grant] }),
      );
      expect(byId(dayBefore, 'grant')?.applyBy).toBe('2026-02-28');
    });
  });

  describe('R&D aid with and without effective collaboration (AGVO Art. 25(5),(6))', () => {
    const zim = aCandidate({
      id: 'rd',
      legalBasis: { kind: 'gber', article: '25' },
      costKinds: ['rdPersonnel'],
      rate: 0.8,
    });
    const medium = aCompany({
      own: { staffHeadcount: 120, turnoverEur: 20_000_000, balanceSheetEur: 15_000_000 },
    });
    it.each([
      // size, category, collaboration, intensity, amount on 500,000 EUR
      ['small', 'industrial', false, 0.7, 350_000],
      ['small', 'industrial', true, 0.8, 400_000], // 50 + 20 + 15 = 85, capped at 80
      ['medium', 'industrial', false, 0.6, 300_000],
      ['medium', 'industrial', true, 0.75, 375_000],
      ['small', 'experimental', false, 0.45, 225_000],
      ['small', 'experimental', true, 0.6, 300_000],
      ['medium', 'fundamental', false, 0.8, 400_000], // program rate 80 % below the 100 % of Art. 25(5)(a)
    ] as const)('%s, %s, collaboration %s: %d', (size, category, collab, intensity, amount) => {
      const project = aProject({
        costs: { rdPersonnel: 500_000 },
        researchCategory: category,
        effectiveCollaboration: collab,
      });
      const r = planFunding(
        aPlanInput({ company: size === 'small' ? aCompany() : medium, project, candidates: [zim] }),
      );
      expect(byId(r, 'rd')?.amountEur).toBe(amount);
      expect(byId(r, 'rd')?.maxIntensity).toBeCloseTo(category === 'fundamental' ? 1 : intensity, 9);
    });
  });

  describe('Forschungszulage on the personnel costs (FZulG § 4; AGVO Art. 8(3))', () => {
    const fzulg = aCandidate({
      id: 'fzulg',
      instrument: 'tax',
      legalBasis: { kind: 'tax', law: 'FZulG' },
      costKinds: ['rdPersonnel', 'contractResearch'],
      rate: 0.35,
      requiresApplicationBeforeStart: false,
    });
    const grw = aCandidate({ id: 'grw', legalBasis: { kind: 'regional-aid-map' }, rate: 0.3 });
    const zim = aCandidate({
      id: 'zim',
      legalBasis: { kind: 'gber', article: '25' },
      costKinds: ['rdPersonnel'],
      rate: 0.45,
    });

    it('beside a grant on the investment: different costs, no reduction', () => {
      // Small firm in Greiz: map 20 % + 20 pp = 40 % cap; GRW 30 % of 1,000,000 = 300,000; FZulG (begun
      // 2026-09-01, so with the 20 % overhead lump sum of § 3 Abs. 3b) 35 % of 480,000 = 168,000.
      const project = aProject({
        federalState: 'TH',
        kreis: 'Greiz',
        costs: { investment: 1_000_000, rdPersonnel: 400_000 },
      });
      const r = planFunding(aPlanInput({ project, candidates: [grw, fzulg] }));
      expect(byId(r, 'grw')?.amountEur).toBe(300_000);
      expect(byId(r, 'fzulg')?.amountEur).toBe(168_000);
      expect(r.totals.aidValueEur).toBe(468_000);
      expect(r.programs.flatMap((p) => p.reductions.map((f) => f.code))).not.toContain(
        'CUMULATION_INTENSITY_CAP',
      );
      expect(r.programs.map((p) => p.programId)).toEqual(['grw', 'fzulg']); // the grant needs its application first
    });

    it('with an R&D grant on the same personnel costs: the grant yields to the 70 % cap', () => {
      // Small, industrial research, no collaboration: 70 % of the 400,000 EUR of costs = 280,000. ZIM 180,000 +
      // FZulG 168,000 (35 % of 480,000 with the overhead lump sum) = 348,000: ZIM yields 68,000. The cap stays
      // on the costs given (the overhead is not among them), the lawful side.
      const project = aProject({ costs: { rdPersonnel: 400_000 } });
      const r = planFunding(aPlanInput({ project, candidates: [zim, fzulg] }));
      expect(byId(r, 'fzulg')?.amountEur).toBe(168_000);
      expect(byId(r, 'zim')?.amountEur).toBe(112_000);
      expect(byId(r, 'zim')?.reductions.find((f) => f.code === 'CUMULATION_INTENSITY_CAP')?.amountEur).toBe(
        68_000,
      );
      expect(r.totals.aidValueEur).toBe(280_000);
    });

    const rdAndContract = { rdPersonnel: 100_000, contractResearch: 100_000 };
    it('counts contract research at 70 % and adds 20 % overhead for a project begun in 2026 (§ 3 Abs. 3b, 4)', () => {
      const r = planFunding(aPlanInput({ project: aProject({ costs: rdAndContract }), candidates: [fzulg] }));
      // 35 % x (100,000 + 70 % x 100,000) x 1.2 = 35 % x 204,000.
      expect(byId(r, 'fzulg')?.amountEur).toBe(71_400);
      const lump = byId(r, 'fzulg')?.reductions.find((f) => f.code === 'FZULG_OVERHEAD_LUMP_SUM');
      expect(lump?.amountEur).toBe(11_900); // 35 % x 20 % x 170,000
      expect(lump?.legalSource).toContain('§ 3 Abs. 3b FZulG');
      expect(r.ruleVersions).toEqual(
        expect.arrayContaining(['fzulg-contract-research-70', 'fzulg-overhead-20-2026']),
      );
    });

    it('has no overhead lump sum for a project begun on 31.12.2025', () => {
      const project = aProject({
        plannedStart: '2025-12-31',
        applicationDate: '2026-01-15',
        costs: rdAndContract,
      });
      const r = planFunding(aPlanInput({ project, candidates: [fzulg] }));
      expect(byId(r, 'fzulg')?.amountEur).toBe(59_500); // 35 % x (100,000 + 70,000)
      expect(byId(r, 'fzulg')?.reductions.map((f) => f.code)).not.toContain('FZULG_OVERHEAD_LUMP_SUM');
    });

    it('counts contract research at 60 % for a project begun before 28.3.2024', () => {
      // Before the Wachstumschancengesetz: 25 % (no SME bonus yet) x (100,000 + 60 % x 100,000) = 40,000.
      const project = aProject({
        plannedStart: '2024-03-27',
        applicationDate: '2024-06-01',
        costs: rdAndContract,
      });
      const r = planFunding(aPlanInput({ project, candidates: [{ ...fzulg, rate: 0.25 }] }));
      expect(byId(r, 'fzulg')?.amountEur).toBe(40_000);
      expect(r.ruleVersions).toContain('fzulg-contract-research-60');
    });
  });

  describe('programs that exclude each other by their own rules', () => {
    const a = aCandidate({ id: 'a', rate: 0.2, exclusiveWith: ['b'] });
    const b = aCandidate({ id: 'b', rate: 0.15, costKinds: ['consulting'] });
    it('keeps the one worth more and names the other with the reason', () => {
      const r = planFunding(
        aPlanInput({
          project: aProject({ costs: { investment: 1_000_000, consulting: 1_000_000 } }),
          candidates: [a, b],
        }),
      );
      expect(r.programs.map((p) => p.programId)).toEqual(['a']);
      expect(r.excluded).toEqual([
        expect.objectContaining({
          programId: 'b',
          reasons: [expect.objectContaining({ code: 'EXCLUSIVE_PROGRAM_CHOSEN' })],
        }),
      ]);
      expect(r.alternatives[0]).toEqual(
        expect.objectContaining({
          programIds: ['b'],
          whyLower: expect.stringContaining('50.000 EUR weniger Beihilfewert'),
        }),
      );
    });
    it('a guideline that forbids other aid on its costs keeps only one of two grants there', () => {
      const solo = aCandidate({ id: 'solo', rate: 0.1, excludesOtherAidOnSameCosts: true });
      const other = aCandidate({
        id: 'other',
        rate: 0.15,
        legalBasis: { kind: 'deminimis', regulation: 'general' },
      });
      const r = planFunding(aPlanInput({ candidates: [solo, other] }));
      expect(r.programs.map((p) => p.programId)).toEqual(['other']);
      expect(excludedCodes(r, 'solo')).toEqual(['OTHER_AID_ON_SAME_COSTS_FORBIDDEN']);
    });
  });

  it('is deterministic: the same input gives the same plan whatever the candidate order', () => {
    const cands = [
      aCandidate({ id: 'x', rate: 0.1 }),
      aCandidate({ id: 'y', rate: 0.1 }),
      aCandidate({ id: 'z', rate: 0.2, legalBasis: { kind: 'deminimis', regulation: 'general' } }),
    ];
    const one = planFunding(aPlanInput({ candidates: cands }));
    const two = planFunding(aPlanInput({ candidates: [...cands].reverse() }));
    expect(two).toEqual(one);
  });
});
