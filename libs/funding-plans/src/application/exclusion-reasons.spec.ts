import { aCandidate, aCompany, aPlanInput, aProject } from '../testing';
import { genericCandidates } from './generic-candidates';
import { planFunding } from './plan-funding';

const DM = { kind: 'deminimis', regulation: 'general' } as const;
/** 280,000 EUR of general de-minimis aid in the window: 20,000 EUR of headroom left. */
const NEARLY_FULL = aCompany({
  deminimisGrants: [{ amountEur: 280_000, grantDate: '2025-01-10', regulation: 'general' }],
});
const codesOf = (r: ReturnType<typeof planFunding>, id: string) =>
  r.excluded.find((e) => e.programId === id)?.reasons.map((f) => f.code);

describe('Every reason at once, most fundamental first', () => {
  it('a program not yet open that would also exceed the de-minimis ceiling names both', () => {
    const voucher = aCandidate({
      id: 'voucher',
      legalBasis: DM,
      costKinds: ['contractResearch'],
      rate: 0.5,
      maxAmountEur: 100_000,
      announced: true,
      opensOn: '2026-09-01',
    });
    const r = planFunding(
      aPlanInput({
        company: NEARLY_FULL,
        project: aProject({ costs: { contractResearch: 200_000 } }),
        candidates: [voucher],
      }),
    );
    expect(codesOf(r, 'voucher')).toEqual(['NOT_YET_OPEN', 'DEMINIMIS_HEADROOM_EXCEEDED']);
    const [, ceiling] = r.excluded[0]?.reasons ?? [];
    expect(ceiling?.message).toMatch(/Spielraum 20\.000 EUR, Beihilfewert 100\.000 EUR/u);
  });

  it('lists status, deadline, incentive effect and ceiling together, in that order', () => {
    const late = aCandidate({
      id: 'late',
      legalBasis: DM,
      costKinds: ['investment'],
      rate: 0.3,
      announced: true,
      opensOn: null,
      applicationDeadline: '2026-05-31',
    });
    const r = planFunding(
      aPlanInput({
        company: NEARLY_FULL,
        project: aProject({ applicationDate: '2026-06-15', plannedStart: '2026-06-01' }),
        candidates: [late],
      }),
    );
    expect(codesOf(r, 'late')).toEqual([
      'NOT_YET_OPEN',
      'APPLICATION_DEADLINE_PASSED',
      'INCENTIVE_EFFECT_MISSING',
      'DEMINIMIS_HEADROOM_EXCEEDED',
    ]);
  });

  it('says which cost kinds the program funds and that none of the given ones is among them', () => {
    const external = aCandidate({
      id: 'external-rd',
      costKinds: ['contractResearch'],
      legalBasis: DM,
      rate: 0.5,
      announced: true,
      opensOn: '2027-01-01',
    });
    const r = planFunding(
      aPlanInput({ project: aProject({ costs: { investment: 80_000 } }), candidates: [external] }),
    );
    const reasons = r.excluded.find((e) => e.programId === 'external-rd')?.reasons ?? [];
    expect(reasons.map((f) => f.code)).toEqual(['NOT_YET_OPEN', 'NO_ELIGIBLE_COSTS']);
    expect(reasons[1]?.message).toBe(
      'Das Projekt hat keine Kosten der Art, die das Programm fördert. (das Programm fördert Auftragsforschung (externe FuE-Leistungen) (contractResearch); angegeben sind Investitionen (investment) 80.000 EUR, davon fördert es keine)',
    );
    expect(reasons.map((f) => f.message).join(' ')).not.toMatch(/Mindestkosten/u);
  });

  it('names the ceiling beside a conflict with a chosen program', () => {
    const big = aCandidate({ id: 'big', rate: 0.2 });
    const dm = aCandidate({ id: 'dm', legalBasis: DM, rate: 0.05, exclusiveWith: ['big'] });
    const r = planFunding(aPlanInput({ company: NEARLY_FULL, candidates: [big, dm] }));
    expect(r.programs.map((p) => p.programId)).toEqual(['big']);
    expect(codesOf(r, 'dm')).toEqual(['EXCLUSIVE_PROGRAM_CHOSEN', 'DEMINIMIS_HEADROOM_EXCEEDED']);
  });

  it('a generic measure: sector and size and the start-up conditions together', () => {
    const c = aCompany({
      own: { staffHeadcount: 300, turnoverEur: 80_000_000, balanceSheetEur: 60_000_000 },
      primaryAgriculturalProduction: true,
      startUp: { registeredOn: '2024-01-01', listed: true, profitsDistributed: false, formedByMerger: false },
    });
    const generic = genericCandidates(c, aProject({ costs: { investment: 500_000 } }), 'large');
    const art17 = generic.excluded.find((e) => e.programId === 'gber-art-17')?.reasons ?? [];
    expect(art17.map((f) => f.code)).toEqual(['SECTOR_EXCLUDED', 'SME_ONLY_MEASURE']);
    const art22 = generic.excluded.find((e) => e.programId === 'gber-art-22')?.reasons ?? [];
    expect(art22.map((f) => f.code)).toEqual([
      'SECTOR_EXCLUDED',
      'START_UP_CONDITION_NOT_MET',
      'START_UP_CONDITION_NOT_MET',
    ]);
    expect(art22.map((f) => f.message).join(' ')).toMatch(/kein kleines Unternehmen.*börsennotiert/u);
  });

  it('a named program under Art. 22 meets the article: its conditions and its amount', () => {
    const named = aCandidate({
      id: 'gruender',
      legalBasis: { kind: 'gber', article: '22' },
      costKinds: ['investment'],
      rate: 1,
    });
    const startUp = {
      registeredOn: '2023-05-01',
      listed: false,
      profitsDistributed: false,
      formedByMerger: false,
    };
    const site = { federalState: 'BY', kreis: 'München', costs: { investment: 700_000 } };
    const ok = planFunding(
      aPlanInput({ company: aCompany({ startUp }), project: aProject(site), candidates: [named] }),
    );
    // Art. 22(3)(c) outside assisted areas: 0.4 M EUR.
    expect(ok.programs[0]?.amountEur).toBe(400_000);
    expect(ok.programs[0]?.reductions.map((f) => f.code)).toContain('MAX_AMOUNT_CAP');
    const merged = planFunding(
      aPlanInput({
        company: aCompany({ startUp: { ...startUp, formedByMerger: true } }),
        project: aProject(site),
        candidates: [named],
      }),
    );
    expect(codesOf(merged, 'gruender')).toEqual(['START_UP_CONDITION_NOT_MET']);
  });
});
