import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

const BASE = '/api/v2/funding-plans';

interface Line {
  programId: string;
  amountEur: number;
  name: string;
  reductions: { code: string }[];
}
const line = (body: { programs: Line[] }, id: string): Line | undefined =>
  body.programs.find((p) => p.programId === id);

/** A start-up in Bautzen (c area of the map) registered in 2024, applying before the GBER version ends. */
const startUp = (company: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  company: {
    employeeCount: 8,
    revenueEur: 600_000,
    balanceSheetEur: 400_000,
    federalState: 'SN',
    industryCode: '62.01',
    registeredOn: '2024-03-01',
    listed: false,
    profitsDistributed: false,
    formedByMerger: false,
    ...company,
  },
  project: {
    plannedStart: '2026-10-01',
    applicationDate: '2026-07-01',
    kreis: 'Bautzen',
    costs: { investment: 500_000 },
  },
  programIds: ['bund-forschungszulage'],
  includeGenericGberMeasures: true,
  ...extra,
});

/** A medium firm's training for disadvantaged workers. */
const training = (extra: Record<string, unknown> = {}) => ({
  company: { employeeCount: 150, revenueEur: 30_000_000, federalState: 'BY', industryCode: '25.62' },
  project: {
    plannedStart: '2026-10-01',
    applicationDate: '2026-07-01',
    costs: { training: 200_000 },
    trainingForDisadvantagedWorkers: true,
  },
  programIds: ['bund-forschungszulage'],
  ...extra,
});

describe('Funding plans: GBER articles as generic measures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const post = (payload: unknown) =>
    request(t.http)
      .post(BASE)
      .set(t.headers)
      .send(payload as object);

  it('plans a start-up with GBER Art. 22 (c area: up to 600,000 EUR, here the 500,000 EUR of costs), as a legal ceiling, not a program', async () => {
    const res = await post(startUp()).expect(201);
    const art22 = line(res.body, 'gber-art-22');
    expect(art22?.amountEur).toBe(500_000);
    expect(art22?.name).toMatch(
      /^Beihilfe nach AGVO Art. 22 über ein passendes Landes- oder Bundesprogramm/u,
    );
    expect(art22?.reductions.map((f) => f.code)).toContain('GENERIC_GBER_MEASURE');
    // Art. 17 (20 %) adds nothing on the same costs: the search keeps the larger start-up aid alone.
    expect(line(res.body, 'gber-art-17')).toBeUndefined();
    // Stored with the request's new fields and served back.
    const stored = await request(t.http).get(`${BASE}/${res.body.id}`).set(t.headers).expect(200);
    expect(line(stored.body, 'gber-art-22')?.amountEur).toBe(500_000);
  });

  it('says which Art. 22 condition fails (profits distributed, registered more than five years ago)', async () => {
    const res = await post(startUp({ profitsDistributed: true, registeredOn: '2020-01-15' })).expect(201);
    expect(line(res.body, 'gber-art-22')).toBeUndefined();
    const reasons = res.body.excluded.find(
      (e: { programId: string }) => e.programId === 'gber-art-22',
    ).reasons;
    expect(reasons.map((r: { message: string }) => r.message).join(' ')).toMatch(
      /Gewinne ausgeschüttet.*mehr als 5 Jahre|mehr als 5 Jahre.*Gewinne ausgeschüttet/su,
    );
    // Art. 17 takes over: 20 % of 500,000 EUR for a small firm.
    expect(line(res.body, 'gber-art-17')?.amountEur).toBe(100_000);
  });

  it('plans a training project with GBER Art. 31: medium 60 % + 10 pp for disadvantaged workers = 140,000 EUR', async () => {
    const res = await post(training({ includeGenericGberMeasures: true })).expect(201);
    expect(line(res.body, 'gber-art-31')?.amountEur).toBe(140_000);
  });

  it('plans no generic measure unless asked, and notes the fields that then change nothing', async () => {
    const res = await post(training()).expect(201);
    expect(line(res.body, 'gber-art-31')).toBeUndefined();
    const notes = res.body.notes.map((n: { code: string; message: string }) => `${n.code} ${n.message}`);
    expect(notes.join('\n')).toMatch(/INPUT_WITHOUT_EFFECT .*trainingForDisadvantagedWorkers/u);
  });

  it('refuses a registration day that does not exist, in German', async () => {
    const res = await post(startUp({ registeredOn: '2024-02-30' })).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.issues).toEqual(
      expect.arrayContaining([{ path: ['company', 'registeredOn'], message: expect.any(String) }]),
    );
    expect((await post(training({ includeGenericGberMeasures: 'ja' })).expect(400)).body.issues).toEqual([
      { path: ['includeGenericGberMeasures'], message: 'Muss true oder false sein.' },
    ]);
  });
});
