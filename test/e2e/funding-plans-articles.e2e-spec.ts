import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

const BASE = '/api/v2/funding-plans';

interface Finding {
  code: string;
  message: string;
  legalSource: string;
}
interface Line {
  programId: string;
  name: string;
  amountEur: number;
  legalSource: string;
  reductions: Finding[];
}
interface Plan {
  programs: Line[];
  excluded: { programId: string; reasons: Finding[] }[];
  deminimisLedger: { regulation: string; ceilingEur: number; usedEur: number; headroomEur: number }[];
}
const line = (plan: Plan, id: string): Line | undefined => plan.programs.find((p) => p.programId === id);
const reasons = (plan: Plan, id: string): Finding[] =>
  plan.excluded.find((e) => e.programId === id)?.reasons ?? [];

const SMALL = { employeeCount: 20, revenueEur: 3_000_000, balanceSheetEur: 2_000_000 };
const MEDIUM = { employeeCount: 120, revenueEur: 25_000_000, balanceSheetEur: 20_000_000 };

/** A Munich firm (no assisted area) asking for the generic measures only (the named program has no such costs). */
const generic = (
  company: Record<string, unknown>,
  project: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  company: { federalState: 'BY', industryCode: '25.62', ...company },
  project: {
    plannedStart: '2026-10-01',
    applicationDate: '2026-07-01',
    kreis: 'München',
    ...project,
  },
  programIds: ['bund-forschungszulage'],
  includeGenericGberMeasures: true,
  ...extra,
});

describe('Funding plans: the GBER articles and agricultural de-minimis, every reason at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const post = async (payload: unknown, status = 201): Promise<Plan> =>
    (
      await request(t.http)
        .post(BASE)
        .set(t.headers)
        .send(payload as object)
        .expect(status)
    ).body as Plan;

  it.each`
    article | company   | project                                                                   | id               | amount
    ${17}   | ${MEDIUM} | ${{ costs: { investment: 500_000 } }}                                     | ${'gber-art-17'} | ${50_000}
    ${17}   | ${SMALL}  | ${{ costs: { investment: 500_000 } }}                                     | ${'gber-art-17'} | ${100_000}
    ${18}   | ${SMALL}  | ${{ costs: { consulting: 10_000 } }}                                      | ${'gber-art-18'} | ${5_000}
    ${31}   | ${SMALL}  | ${{ costs: { training: 40_000 }, trainingForDisadvantagedWorkers: true }} | ${'gber-art-31'} | ${28_000}
  `('Art. $article: $project.costs -> $amount EUR', async ({ article, company, project, id, amount }) => {
    const plan = await post(generic(company, project));
    expect(line(plan, id)).toMatchObject({
      amountEur: amount,
      name: expect.stringMatching(
        new RegExp(
          `^Beihilfe nach AGVO Art\\. ${article} über ein passendes Landes- oder Bundesprogramm`,
          'u',
        ),
      ),
      legalSource: expect.stringContaining('http://data.europa.eu/eli/reg/2014/651/oj'),
    });
  });

  it('Art. 22: registered 2019-06-01, applying 2025-03-01 -> not eligible, with the reason', async () => {
    const plan = await post(
      generic(
        {
          ...SMALL,
          registeredOn: '2019-06-01',
          listed: false,
          profitsDistributed: false,
          formedByMerger: false,
        },
        { applicationDate: '2025-03-01', plannedStart: '2025-05-01', costs: { investment: 300_000 } },
      ),
    );
    expect(line(plan, 'gber-art-22')).toBeUndefined();
    expect(reasons(plan, 'gber-art-22').map((r) => [r.code, r.message])).toEqual([
      [
        'START_UP_CONDITION_NOT_MET',
        expect.stringContaining(
          'Eintragung am 2019-06-01 liegt mehr als 5 Jahre vor dem Antragsdatum 2025-03-01',
        ),
      ],
    ]);
  });

  it('a farm with 30,000 EUR of agricultural de-minimis: 20,000 EUR of headroom, no general de-minimis program', async () => {
    const plan = await post(
      generic(
        {
          ...SMALL,
          industryCode: '01.11',
          primaryAgriculturalProduction: true,
          deminimisGrants: [{ amountEur: 30_000, grantDate: '2024-03-01', regulation: 'agriculture' }],
        },
        { applicationDate: '2025-04-01', plannedStart: '2025-06-01', costs: { investment: 200_000 } },
        {
          programIds: ['by-digitalbonus-standard'],
          programTerms: [{ programId: 'by-digitalbonus-standard', costKinds: ['investment'] }],
        },
      ),
    );
    expect(plan.deminimisLedger.find((l) => l.regulation === 'agriculture')).toMatchObject({
      ceilingEur: 50_000,
      usedEur: 30_000,
      headroomEur: 20_000,
    });
    expect(line(plan, 'deminimis-agriculture')?.amountEur).toBe(20_000);
    expect(line(plan, 'deminimis-agriculture')?.legalSource).toContain(
      'http://data.europa.eu/eli/reg/2024/3118/oj',
    );
    expect(line(plan, 'by-digitalbonus-standard')).toBeUndefined();
    expect(reasons(plan, 'by-digitalbonus-standard').map((r) => r.code)).toContain('SECTOR_EXCLUDED');
  });

  it('an announced program that would also exceed the de-minimis ceiling gets both reasons, status first', async () => {
    const id = 'bb-brandenburgischer-innovationsgutschein-2025';
    const plan = await post({
      company: {
        ...SMALL,
        federalState: 'BB',
        industryCode: '62.01',
        deminimisGrants: [{ amountEur: 280_000, grantDate: '2025-01-10', regulation: 'general' }],
      },
      project: {
        plannedStart: '2025-07-01',
        applicationDate: '2025-05-15',
        costs: { contractResearch: 200_000 },
      },
      programIds: [id],
      programTerms: [{ programId: id, costKinds: ['contractResearch'] }],
    });
    expect(plan.programs).toEqual([]);
    expect(reasons(plan, id).map((r) => r.code)).toEqual(['NOT_YET_OPEN', 'DEMINIMIS_HEADROOM_EXCEEDED']);
    expect(reasons(plan, id)[1]?.message).toMatch(/Spielraum 20\.000 EUR, Beihilfewert 100\.000 EUR/u);
  });

  it('a program for external R&D only, with 80,000 EUR of investment: names the cost kinds, not a minimum', async () => {
    const id = 'by-innovationsgutschein-bayern';
    const plan = await post({
      company: { ...SMALL, federalState: 'BY', industryCode: '62.01' },
      project: { plannedStart: '2026-10-01', applicationDate: '2026-07-01', costs: { investment: 80_000 } },
      programIds: [id],
    });
    const why = reasons(plan, id);
    expect(why.map((r) => r.code)).toEqual(['NO_ELIGIBLE_COSTS']);
    expect(why[0]?.message).toContain(
      'das Programm fördert Auftragsforschung (externe FuE-Leistungen) (contractResearch); angegeben sind Investitionen (investment) 80.000 EUR, davon fördert es keine',
    );
    expect(why.map((r) => r.message).join(' ')).not.toMatch(/Mindestkosten/u);
  });

  it('programTerms may name the legal basis: a grant under Art. 22 meets its conditions', async () => {
    const id = 'by-digitalbonus-standard';
    const plan = await post({
      company: { ...SMALL, federalState: 'BY', industryCode: '62.01', registeredOn: '2018-01-15' },
      project: { plannedStart: '2026-10-01', applicationDate: '2026-07-01', costs: { investment: 20_000 } },
      programIds: [id],
      programTerms: [{ programId: id, legalBasis: 'gber-art-22' }],
    });
    expect(line(plan, id)).toBeUndefined();
    expect(reasons(plan, id).map((r) => r.code)).toEqual([
      'START_UP_CONDITION_NOT_MET',
      'START_UP_CONDITION_NOT_MET',
      'START_UP_CONDITION_NOT_MET',
      'START_UP_CONDITION_NOT_MET',
    ]);
    // The same program with its catalogue basis (general de-minimis) is planned.
    const plain = await post({
      company: { ...SMALL, federalState: 'BY', industryCode: '62.01' },
      project: { plannedStart: '2026-10-01', applicationDate: '2026-07-01', costs: { investment: 20_000 } },
      programIds: [id],
      programTerms: [{ programId: id, costKinds: ['investment'] }],
    });
    expect(line(plain, id)?.amountEur).toBe(7_500);
  });

  it('refuses an unknown legal basis in German, in the spec shape', async () => {
    const res = await request(t.http)
      .post(BASE)
      .set(t.headers)
      .send({
        ...generic(SMALL, { costs: { investment: 1 } }),
        programTerms: [{ programId: 'bund-forschungszulage', legalBasis: 'AGVO 17' }],
      })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.issues).toEqual([
      {
        path: ['programTerms', 0, 'legalBasis'],
        message: expect.stringMatching(/^Muss einer der Werte 'gber-art-14', 'gber-art-17'/u),
      },
    ]);
  });
});
