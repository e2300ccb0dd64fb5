import type { CompanySize } from '@libs/shared';
import type { CompanyFacts, EnterpriseFigures, ProjectFacts, StartUpFacts } from '../domain/plan-input';
import { aCandidate, aCompany, aPlanInput, aProject } from '../testing';
import { genericCandidates } from './generic-candidates';
import { planFunding } from './plan-funding';

const FIGURES: Record<Exclude<CompanySize, 'micro'>, EnterpriseFigures> = {
  small: { staffHeadcount: 12, turnoverEur: 1_500_000, balanceSheetEur: 1_000_000 },
  medium: { staffHeadcount: 200, turnoverEur: 40_000_000, balanceSheetEur: 30_000_000 },
  large: { staffHeadcount: 900, turnoverEur: 200_000_000, balanceSheetEur: 150_000_000 },
};
const START_UP: StartUpFacts = {
  registeredOn: '2023-02-01',
  listed: false,
  profitsDistributed: false,
  formedByMerger: false,
};
/** Not in the regional aid map's table: the amounts outside assisted areas apply. */
const MUNICH = { federalState: 'BY', kreis: 'München' };

function plan(
  size: keyof typeof FIGURES,
  project: Partial<ProjectFacts>,
  company: Partial<CompanyFacts> = {},
) {
  const c = aCompany({ own: FIGURES[size], ...company });
  const p = aProject({ ...MUNICH, ...project });
  const sizeClass = size === 'small' ? 'small' : size;
  const generic = genericCandidates(c, p, sizeClass);
  const r = planFunding(aPlanInput({ company: c, project: p, candidates: generic.candidates }));
  return { ...r, excluded: [...generic.excluded, ...r.excluded] };
}
const amountOf = (r: ReturnType<typeof plan>, id: string) =>
  r.programs.find((p) => p.programId === id)?.amountEur;
const reasonsOf = (r: ReturnType<typeof plan>, id: string) =>
  r.excluded.find((p) => p.programId === id)?.reasons ?? [];

describe('GBER Art. 17: SME investment aid, 20 % small / 10 % medium, 8.25 M EUR per project', () => {
  it.each`
    size        | investment     | amount
    ${'small'}  | ${1_000_000}   | ${200_000}
    ${'medium'} | ${1_000_000}   | ${100_000}
    ${'small'}  | ${100_000_000} | ${8_250_000}
  `('$size, $investment EUR -> $amount EUR', ({ size, investment, amount }) => {
    const r = plan(size, { costs: { investment } });
    expect(amountOf(r, 'gber-art-17')).toBe(amount);
    const line = r.programs.find((p) => p.programId === 'gber-art-17');
    expect(line?.name).toBe(
      'Beihilfe nach AGVO Art. 17 über ein passendes Landes- oder Bundesprogramm (KMU-Investitionsbeihilfe)',
    );
    expect(line?.reductions.map((f) => f.code)).toEqual(
      expect.arrayContaining(['GENERIC_GBER_MEASURE', 'UNVERIFIED_RULE']),
    );
  });

  it('is for SMEs only', () => {
    expect(reasonsOf(plan('large', { costs: { investment: 1_000_000 } }), 'gber-art-17')[0]?.code).toBe(
      'SME_ONLY_MEASURE',
    );
  });

  // Art. 17 is not limited to areas outside the map: in a c area it is offered too, and the cumulation rule
  // (Art. 8(3)) lets the higher regional intensity of an Art. 14 program set the cap on the same costs.
  it('is offered in an assisted area, where a regional program sets the higher cap and Art. 17 adds nothing', () => {
    const c = aCompany({ own: FIGURES.small });
    const p = aProject({ federalState: 'SN', kreis: 'Bautzen', costs: { investment: 1_000_000 } });
    const generic = genericCandidates(c, p, 'small');
    const grw = aCandidate({ id: 'grw', legalBasis: { kind: 'regional-aid-map' }, rate: 0.45, grw: true });
    const r = planFunding(aPlanInput({ company: c, project: p, candidates: [grw, ...generic.candidates] }));
    expect(r.programs.map((x) => x.programId)).toEqual(['grw']);
    expect(r.excluded.find((x) => x.programId === 'gber-art-17')?.reasons[0]?.code).toBe(
      'NOT_IN_BEST_COMBINATION',
    );
  });

  it('ends with the GBER version: an application on 2027-01-04 plans none of the articles', () => {
    const r = plan(
      'small',
      {
        plannedStart: '2027-03-01',
        applicationDate: '2027-01-04',
        costs: { investment: 1e6, consulting: 1e5, training: 1e5 },
      },
      { startUp: { ...START_UP, registeredOn: '2024-02-01' } },
    );
    expect(r.programs).toEqual([]);
    for (const id of ['gber-art-17', 'gber-art-18', 'gber-art-22', 'gber-art-31'])
      expect(reasonsOf(r, id)[0]?.code).toBe('RULE_NOT_IN_FORCE');
  });
});

describe('GBER Art. 18: consultancy, 50 %, 2.2 M EUR per project', () => {
  it.each`
    consulting   | amount
    ${80_000}    | ${40_000}
    ${5_000_000} | ${2_200_000}
  `('$consulting EUR -> $amount EUR', ({ consulting, amount }) => {
    expect(amountOf(plan('medium', { costs: { consulting } }), 'gber-art-18')).toBe(amount);
  });
});

describe('GBER Art. 22: start-ups (small, unlisted, ≤ 5 years registered, no profits distributed, no merger)', () => {
  it.each`
    site                                                                      | amount
    ${MUNICH}                                                                 | ${400_000}
    ${{ federalState: 'SN', kreis: 'Bautzen' }}                               | ${600_000}
    ${{ federalState: 'BY', kreis: 'Passau', regionalAidMapRatePercent: 15 }} | ${600_000}
  `('site $site.kreis -> grant up to $amount EUR', ({ site, amount }) => {
    const r = plan('small', { ...site, costs: { investment: 1_000_000 } }, { startUp: START_UP });
    // Alone it gives more than Art. 17's 20 %: the search keeps the start-up aid. Art. 8(4) (aid without
    // eligible costs cumulates freely) is not modelled: together they would stay under Art. 17's 20 %.
    expect(amountOf(r, 'gber-art-22')).toBe(amount);
  });

  it('never more than the costs', () => {
    expect(
      amountOf(plan('small', { costs: { operating: 90_000 } }, { startUp: START_UP }), 'gber-art-22'),
    ).toBe(90_000);
  });

  it.each`
    facts                                | size        | detail
    ${{ registeredOn: '2021-06-14' }}    | ${'small'}  | ${/mehr als 5 Jahre/}
    ${{ registeredOn: null }}            | ${'small'}  | ${/registeredOn/}
    ${{ registeredOn: '2026-07-01' }}    | ${'small'}  | ${/nach dem Antragsdatum/}
    ${{ listed: true }}                  | ${'small'}  | ${/börsennotiert/}
    ${{ listed: null }}                  | ${'small'}  | ${/listed/}
    ${{ profitsDistributed: true }}      | ${'small'}  | ${/Gewinne ausgeschüttet/}
    ${{ profitsDistributed: undefined }} | ${'small'}  | ${/profitsDistributed/}
    ${{ formedByMerger: true }}          | ${'small'}  | ${/Zusammenschluss/}
    ${{ formedByMerger: null }}          | ${'small'}  | ${/formedByMerger/}
    ${{}}                                | ${'medium'} | ${/kein kleines Unternehmen/}
  `('$facts ($size) -> excluded: $detail', ({ facts, size, detail }) => {
    const r = plan(size, { costs: { investment: 500_000 } }, { startUp: { ...START_UP, ...facts } });
    expect(amountOf(r, 'gber-art-22')).toBeUndefined();
    const reasons = reasonsOf(r, 'gber-art-22');
    expect(reasons.map((f) => f.code)).toEqual(reasons.map(() => 'START_UP_CONDITION_NOT_MET'));
    expect(reasons.map((f) => f.message).join(' ')).toMatch(detail);
  });

  it('counts five years to the day of the application (2026-06-15): registered 2021-06-15 still qualifies', () => {
    const r = plan(
      'small',
      { costs: { investment: 500_000 } },
      { startUp: { ...START_UP, registeredOn: '2021-06-15' } },
    );
    expect(amountOf(r, 'gber-art-22')).toBe(400_000);
  });
});

describe('GBER Art. 31: training, 50 % + 20/10 pp by size + 10 pp disadvantaged workers, at most 70 %', () => {
  it.each`
    size        | disadvantaged | amount
    ${'small'}  | ${false}      | ${70_000}
    ${'medium'} | ${false}      | ${60_000}
    ${'large'}  | ${false}      | ${50_000}
    ${'large'}  | ${true}       | ${60_000}
    ${'medium'} | ${true}       | ${70_000}
    ${'small'}  | ${true}       | ${70_000}
  `('$size, disadvantaged $disadvantaged: 100,000 EUR -> $amount EUR', ({ size, disadvantaged, amount }) => {
    const r = plan(size, { costs: { training: 100_000 }, trainingForDisadvantagedWorkers: disadvantaged });
    expect(amountOf(r, 'gber-art-31')).toBe(amount);
  });

  it('caps a training project at 3 M EUR of aid', () => {
    expect(amountOf(plan('large', { costs: { training: 10_000_000 } }), 'gber-art-31')).toBe(3_000_000);
  });

  it('caps a named Art. 31 program at the intensity with the bonus', () => {
    const c = aCompany({ own: FIGURES.large });
    const named = aCandidate({
      id: 'weiterbildung',
      legalBasis: { kind: 'gber', article: '31' },
      costKinds: ['training'],
      rate: 0.8,
    });
    const at = (d: boolean) =>
      planFunding(
        aPlanInput({
          company: c,
          project: aProject({ costs: { training: 100_000 }, trainingForDisadvantagedWorkers: d }),
          candidates: [named],
        }),
      ).programs[0]?.amountEur;
    expect([at(false), at(true)]).toEqual([50_000, 60_000]);
  });
});

describe('Agricultural de-minimis (1408/2013 as amended by 2024/3118): 50,000 EUR in three years, own ledger', () => {
  const farm = (grants: CompanyFacts['deminimisGrants'], applicationDate = '2026-06-15') =>
    plan(
      'small',
      { costs: { investment: 400_000 }, applicationDate, plannedStart: '2026-09-01' },
      { primaryAgriculturalProduction: true, startUp: START_UP, deminimisGrants: grants },
    );

  it('plans the headroom of the agricultural ledger; general de-minimis grants do not count against it', () => {
    const r = farm([
      { amountEur: 30_000, grantDate: '2024-07-01', regulation: 'agriculture' },
      { amountEur: 200_000, grantDate: '2025-01-01', regulation: 'general' },
    ]);
    expect(amountOf(r, 'deminimis-agriculture')).toBe(20_000);
    expect(r.deminimisLedger.find((l) => l.regulation === 'agriculture')).toMatchObject({
      ceilingEur: 50_000,
      usedEur: 30_000,
    });
  });

  it('uses the 20,000 EUR ceiling before 16.12.2024', () => {
    const r = plan(
      'small',
      { costs: { investment: 400_000 }, applicationDate: '2024-11-01', plannedStart: '2025-01-01' },
      { primaryAgriculturalProduction: true },
    );
    expect(amountOf(r, 'deminimis-agriculture')).toBe(20_000);
  });

  it('excludes GBER Art. 17 and 22 for primary agricultural production, keeps Art. 18 and 31', () => {
    const r = plan(
      'small',
      { costs: { investment: 400_000, consulting: 10_000, training: 10_000 } },
      { primaryAgriculturalProduction: true, startUp: START_UP },
    );
    expect(reasonsOf(r, 'gber-art-17')[0]?.code).toBe('SECTOR_EXCLUDED');
    expect(reasonsOf(r, 'gber-art-22')[0]?.code).toBe('SECTOR_EXCLUDED');
    expect(amountOf(r, 'gber-art-18')).toBe(5_000);
    expect(amountOf(r, 'gber-art-31')).toBe(7_000);
  });

  it('excludes named general de-minimis and Art. 17 programs for primary agricultural production', () => {
    const c = aCompany({ own: FIGURES.small, primaryAgriculturalProduction: true });
    const dm = aCandidate({ id: 'dm', legalBasis: { kind: 'deminimis', regulation: 'general' }, rate: 0.3 });
    const r = planFunding(aPlanInput({ company: c, candidates: [dm, aCandidate({ id: 'a17' })] }));
    expect(r.programs).toEqual([]);
    expect(r.excluded.map((e) => [e.programId, e.reasons[0]?.code])).toEqual([
      ['a17', 'SECTOR_EXCLUDED'],
      ['dm', 'SECTOR_EXCLUDED'],
    ]);
  });
});
