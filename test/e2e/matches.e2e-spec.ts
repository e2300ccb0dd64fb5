import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

const SAXON_SMALL = {
  employeeCount: 20,
  revenueEur: 3_000_000,
  balanceSheetEur: 2_000_000,
  federalState: 'SN',
  industryCode: '62.01',
  companyAgeYears: 4,
};
const LARGE = {
  ...SAXON_SMALL,
  employeeCount: 900,
  revenueEur: 200_000_000,
  balanceSheetEur: 150_000_000,
  federalState: 'BY',
};

describe('POST /api/v1/matches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const match = (body: unknown) =>
    request(t.http)
      .post('/api/v1/matches')
      .set(t.headers)
      .send(body as object);
  const program = async (id: string) =>
    (
      await request(t.http)
        .get(`/api/v1/programs/${encodeURIComponent(id)}`)
        .set(t.headers)
        .expect(200)
    ).body;

  it('gives a Saxon small company Saxon and national programs and no other Land’s', async () => {
    const res = await match({ profile: SAXON_SMALL, limit: 50 }).expect(200);
    expect(res.body.total).toBeGreaterThan(10);
    const regions: string[][] = await Promise.all(
      res.body.matches.map(async (m: { programId: string }) => (await program(m.programId)).eligibleRegions),
    );
    expect(regions.some((r) => r.includes('SN'))).toBe(true);
    expect(regions.some((r) => r.includes('bundesweit'))).toBe(true);
    expect(regions.every((r) => r.includes('SN') || r.includes('bundesweit'))).toBe(true);
    expect(regions.some((r) => r.includes('BY') && !r.includes('SN'))).toBe(false);
  });

  it('gives a large company no SME-only program', async () => {
    const res = await match({ profile: LARGE, limit: 50 }).expect(200);
    expect(res.body.matches.length).toBeGreaterThan(0);
    for (const m of res.body.matches) {
      const p = await program(m.programId);
      expect(
        p.targetGroups.some((g: string) => g === 'Grossunternehmen' || g === 'Unternehmen') ||
          !p.targetGroups.includes('KMU'),
      ).toBe(true);
    }
    const small = await match({ profile: SAXON_SMALL, limit: 50 }).expect(200);
    expect(res.body.total).toBeLessThan(small.body.total);
    const ids = res.body.matches.map((m: { programId: string }) => m.programId);
    expect(ids).not.toContain('bafa-foerderung-unternehmensberatungen-kmu');
    expect(ids).not.toContain('bmwk-zim-einzelprojekt');
  });

  it('filters by categories', async () => {
    const res = await match({
      profile: SAXON_SMALL,
      categories: ['beratung', 'buergschaft'],
      limit: 50,
    }).expect(200);
    expect(res.body.total).toBeGreaterThan(0);
    for (const m of res.body.matches)
      expect(['beratung', 'buergschaft']).toContain((await program(m.programId)).category);
  });

  it('returns 10 by default, total counted before the limit, sorted by score, names from the catalogue', async () => {
    const res = await match({ profile: SAXON_SMALL }).expect(200);
    expect(res.body.matches).toHaveLength(10);
    expect(res.body.total).toBeGreaterThan(10);
    const scores = res.body.matches.map((m: { score: number }) => m.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    for (const m of res.body.matches) {
      expect(m.score).toBeGreaterThanOrEqual(0);
      expect(m.score).toBeLessThanOrEqual(100);
      expect(m.reasons.length).toBeGreaterThan(0);
      expect(m.programName).toBe((await program(m.programId)).name);
    }
    const three = await match({ profile: SAXON_SMALL, limit: 3 }).expect(200);
    expect(three.body.matches).toEqual(res.body.matches.slice(0, 3));
    expect(three.body.total).toBe(res.body.total);
  });

  it.each<[string, unknown, (string | number)[]]>([
    ['limit 0', { profile: SAXON_SMALL, limit: 0 }, ['limit']],
    ['limit 51', { profile: SAXON_SMALL, limit: 51 }, ['limit']],
    ['limit 1.5', { profile: SAXON_SMALL, limit: 1.5 }, ['limit']],
    ['limit "5"', { profile: SAXON_SMALL, limit: '5' }, ['limit']],
    ['limit null', { profile: SAXON_SMALL, limit: null }, ['limit']],
    [
      'an unknown category',
      { profile: SAXON_SMALL, categories: ['zuschuss', 'lotterie'] },
      ['categories', 1],
    ],
    ['categories not an array', { profile: SAXON_SMALL, categories: 'zuschuss' }, ['categories']],
    ['a missing profile', { limit: 5 }, ['profile']],
    ['a null profile', { profile: null }, ['profile']],
    ['an unknown field', { profile: SAXON_SMALL, budget: 5 }, ['budget']],
    ['an unknown profile field', { profile: { ...SAXON_SMALL, foo: 1 } }, ['profile', 'foo']],
    ['employeeCount -1', { profile: { ...SAXON_SMALL, employeeCount: -1 } }, ['profile', 'employeeCount']],
    ['employeeCount 2.5', { profile: { ...SAXON_SMALL, employeeCount: 2.5 } }, ['profile', 'employeeCount']],
    [
      'employeeCount missing',
      { profile: { ...SAXON_SMALL, employeeCount: undefined } },
      ['profile', 'employeeCount'],
    ],
    ['revenueEur "1"', { profile: { ...SAXON_SMALL, revenueEur: '1' } }, ['profile', 'revenueEur']],
    [
      'balanceSheetEur -5',
      { profile: { ...SAXON_SMALL, balanceSheetEur: -5 } },
      ['profile', 'balanceSheetEur'],
    ],
    ['federalState XX', { profile: { ...SAXON_SMALL, federalState: 'XX' } }, ['profile', 'federalState']],
    ['industryCode empty', { profile: { ...SAXON_SMALL, industryCode: '' } }, ['profile', 'industryCode']],
    ['companySize huge', { profile: { ...SAXON_SMALL, companySize: 'huge' } }, ['profile', 'companySize']],
    ['isKmu "yes"', { profile: { ...SAXON_SMALL, isKmu: 'yes' } }, ['profile', 'isKmu']],
    [
      'companyAgeYears -1',
      { profile: { ...SAXON_SMALL, companyAgeYears: -1 } },
      ['profile', 'companyAgeYears'],
    ],
    [
      'deminimisUsedEur -1',
      { profile: { ...SAXON_SMALL, deminimisUsedEur: -1 } },
      ['profile', 'deminimisUsedEur'],
    ],
  ])('answers 400 for %s with the issue path', async (_case, body, path) => {
    const res = await match(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(typeof res.body.error).toBe('string');
    expect(res.body.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path, message: expect.any(String) })]),
    );
  });

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
  ])('answers 400 for a body that is %s', async (_case, raw) => {
    const res = await request(t.http)
      .post('/api/v1/matches')
      .set(t.headers)
      .set('content-type', 'application/json')
      .send(raw)
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.issues).toEqual([expect.objectContaining({ path: [] })]);
  });

  it('answers 401 without credentials', async () => {
    await request(t.http).post('/api/v1/matches').send({ profile: SAXON_SMALL }).expect(401);
  });
});
