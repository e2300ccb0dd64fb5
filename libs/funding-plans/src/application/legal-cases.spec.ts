import type { CompanyFacts, EnterpriseFigures, ProjectFacts } from '../domain/plan-input';
import { aCandidate, aCompany, aPlanInput, aProject } from '../testing';
import { genericCandidates } from './generic-candidates';
import { planFunding } from './plan-funding';

/**
 * The legal figures of the generic measures, computed by hand from the provisions (GBER 651/2014 as amended
 * by 2023/1315: Art. 17(6), 18(2), 22(2), 31(4); Regulation 1408/2013 as amended by 2024/3118, Art. 3(2)),
 * each through the planner with the measures as its only candidates.
 */
const SMALL: EnterpriseFigures = { staffHeadcount: 20, turnoverEur: 3_000_000, balanceSheetEur: 2_000_000 };
const MEDIUM: EnterpriseFigures = {
  staffHeadcount: 120,
  turnoverEur: 25_000_000,
  balanceSheetEur: 20_000_000,
};
/** Munich is no assisted area of the map 2022-2027 (not in the table: the amounts outside assisted areas). */
const OUTSIDE = { federalState: 'BY', kreis: 'München' };

function planOf(
  company: Partial<CompanyFacts>,
  project: Partial<ProjectFacts>,
  named = aCandidate({ id: 'x' }),
) {
  const c = aCompany(company);
  const p = aProject({ ...OUTSIDE, ...project });
  const size = c.own.staffHeadcount < 50 ? 'small' : 'medium';
  const generic = genericCandidates(c, p, size);
  const r = planFunding(
    aPlanInput({
      company: c,
      project: p,
      candidates: [...generic.candidates, ...(named.id === 'x' ? [] : [named])],
    }),
  );
  return { ...r, excluded: [...generic.excluded, ...r.excluded] };
}
const line = (r: ReturnType<typeof planOf>, id: string) => r.programs.find((p) => p.programId === id);
const reasons = (r: ReturnType<typeof planOf>, id: string) =>
  r.excluded.find((e) => e.programId === id)?.reasons ?? [];

describe('Generic measures: the legal figures', () => {
  it.each`
    article | own       | costs                      | extra                                        | id               | amount
    ${17}   | ${MEDIUM} | ${{ investment: 500_000 }} | ${{}}                                        | ${'gber-art-17'} | ${50_000}
    ${17}   | ${SMALL}  | ${{ investment: 500_000 }} | ${{}}                                        | ${'gber-art-17'} | ${100_000}
    ${18}   | ${SMALL}  | ${{ consulting: 10_000 }}  | ${{}}                                        | ${'gber-art-18'} | ${5_000}
    ${31}   | ${SMALL}  | ${{ training: 40_000 }}    | ${{ trainingForDisadvantagedWorkers: true }} | ${'gber-art-31'} | ${28_000}
    ${31}   | ${MEDIUM} | ${{ training: 40_000 }}    | ${{ trainingForDisadvantagedWorkers: true }} | ${'gber-art-31'} | ${28_000}
    ${31}   | ${MEDIUM} | ${{ training: 40_000 }}    | ${{}}                                        | ${'gber-art-31'} | ${24_000}
  `(
    'Art. $article: $costs ($own.staffHeadcount staff) -> $amount EUR',
    ({ own, costs, extra, id, amount }) => {
      const r = planOf({ own }, { costs, ...extra });
      expect(line(r, id)?.amountEur).toBe(amount);
      expect(line(r, id)?.name).toMatch(
        /^Beihilfe nach AGVO Art\. \d+ über ein passendes Landes- oder Bundesprogramm/u,
      );
      // The provision by its ELI, with article and paragraph; amendments by their own.
      expect(line(r, id)?.legalSource).toMatch(
        /Art\. \d+ Abs\. \d.*http:\/\/data\.europa\.eu\/eli\/reg\/2014\/651\/oj/u,
      );
      expect(line(r, id)?.legalSource).toContain('http://data.europa.eu/eli/reg/2023/1315/oj');
    },
  );

  it('Art. 31: 50 % + 20 pp small + 10 pp disadvantaged = 80 %, capped at 70 % (the cap is shown)', () => {
    const r = planOf({ own: SMALL }, { costs: { training: 40_000 }, trainingForDisadvantagedWorkers: true });
    expect(line(r, 'gber-art-31')?.maxIntensity).toBe(0.7);
  });

  it('Art. 22: registered 2019-06-01, application 2025-03-01 -> more than five years, not eligible', () => {
    const r = planOf(
      {
        own: SMALL,
        startUp: {
          registeredOn: '2019-06-01',
          listed: false,
          profitsDistributed: false,
          formedByMerger: false,
        },
      },
      { applicationDate: '2025-03-01', plannedStart: '2025-05-01', costs: { investment: 300_000 } },
    );
    expect(line(r, 'gber-art-22')).toBeUndefined();
    expect(reasons(r, 'gber-art-22').map((f) => [f.code, f.message])).toEqual([
      [
        'START_UP_CONDITION_NOT_MET',
        expect.stringContaining(
          'Eintragung am 2019-06-01 liegt mehr als 5 Jahre vor dem Antragsdatum 2025-03-01',
        ),
      ],
    ]);
    // The same firm registered 2020-03-01 is five years old to the day and still qualifies.
    const atLimit = planOf(
      {
        own: SMALL,
        startUp: {
          registeredOn: '2020-03-01',
          listed: false,
          profitsDistributed: false,
          formedByMerger: false,
        },
      },
      { applicationDate: '2025-03-01', plannedStart: '2025-05-01', costs: { investment: 300_000 } },
    );
    expect(line(atLimit, 'gber-art-22')?.amountEur).toBe(300_000);
  });

  it('a farm with 30,000 EUR of agricultural de-minimis: headroom 20,000 EUR (ceiling 50,000 from 2025), no general de-minimis program', () => {
    const general = aCandidate({
      id: 'land-dm',
      legalBasis: { kind: 'deminimis', regulation: 'general' },
      costKinds: ['investment'],
      rate: 0.3,
    });
    const r = planOf(
      {
        own: SMALL,
        primaryAgriculturalProduction: true,
        deminimisGrants: [{ amountEur: 30_000, grantDate: '2024-03-01', regulation: 'agriculture' }],
      },
      { applicationDate: '2025-04-01', plannedStart: '2025-06-01', costs: { investment: 200_000 } },
      general,
    );
    expect(r.deminimisLedger.find((l) => l.regulation === 'agriculture')).toMatchObject({
      ceilingEur: 50_000,
      usedEur: 30_000,
      headroomEur: 20_000,
    });
    expect(line(r, 'deminimis-agriculture')?.amountEur).toBe(20_000);
    expect(line(r, 'deminimis-agriculture')?.legalSource).toMatch(
      /1408\/2013 Art\. 3 Abs\. 2 i\. d\. F\. VO \(EU\) 2024\/3118.*eli\/reg\/2013\/1408\/oj.*eli\/reg\/2024\/3118\/oj/u,
    );
    expect(line(r, 'land-dm')).toBeUndefined();
    expect(reasons(r, 'land-dm').map((f) => [f.code, f.legalSource])).toEqual([
      ['SECTOR_EXCLUDED', expect.stringContaining('http://data.europa.eu/eli/reg/2023/2831/oj')],
    ]);
    // GBER Art. 17 is not for primary production either (Art. 1(3)(b)).
    expect(reasons(r, 'gber-art-17').map((f) => f.code)).toEqual(['SECTOR_EXCLUDED']);
  });

  it('Art. 17 in an assisted area: the same 20 %, with the map rate a regional program may give', () => {
    const r = planOf(
      { own: SMALL },
      { federalState: 'SN', kreis: 'Bautzen', costs: { investment: 500_000 } },
    );
    expect(line(r, 'gber-art-17')?.amountEur).toBe(100_000);
    const note = line(r, 'gber-art-17')?.reductions.find((f) => f.code === 'ASSISTED_AREA_MAP_RATE');
    expect(note?.message).toMatch(/Bautzen.*statt 20 %/u);
  });
});
