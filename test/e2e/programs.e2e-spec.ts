import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('GET /api/v1/programs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = (query: string) => request(t.http).get(`/api/v1/programs${query}`).set(t.headers);

  it('answers the seeded catalogue with the default page', async () => {
    const res = await get('').expect(200);
    expect(res.body.total).toBe(107);
    expect(res.body.limit).toBe(20);
    expect(res.body.offset).toBe(0);
    expect(res.body.programs).toHaveLength(20);
  });

  it('returns the spec fields with the spec types', async () => {
    const res = await get('?limit=100').expect(200);
    for (const p of res.body.programs) {
      expect(typeof p.id).toBe('string');
      expect(typeof p.name).toBe('string');
      expect(typeof p.description).toBe('string');
      expect(p.maxAmount).toBeGreaterThanOrEqual(0);
      expect(
        Array.isArray(p.targetGroups) && Array.isArray(p.eligibleRegions) && Array.isArray(p.phases),
      ).toBe(true);
      expect(['aktiv', 'inaktiv', 'geplant', 'ausgelaufen']).toContain(p.status);
      expect(new Date(p.lastUpdated).toISOString()).toBe(p.lastUpdated);
      if (p.applicationDeadline !== null)
        expect(new Date(p.applicationDeadline).toISOString()).toBe(p.applicationDeadline);
      for (const optional of ['shortName', 'level', 'minAmount', 'subsidyRateMax', 'deminimis']) {
        expect(p[optional]).not.toBeNull();
      }
    }
  });

  it('gives the deadline as the end of the German day (go-digital: 31.12.2024)', async () => {
    const res = await request(t.http).get('/api/v1/programs/bmwk-go-digital').set(t.headers).expect(200);
    expect(res.body.applicationDeadline).toBe('2024-12-31T22:59:59.999Z');
  });

  it('names the successor of an ended program where its source names one, and only there', async () => {
    const ended = await request(t.http)
      .get('/api/v1/programs/nw-gruenderstipendium-nrw')
      .set(t.headers)
      .expect(200);
    expect(ended.body.successorId).toBe('nw-gruendungsstipendium-nrw');
    const listed = await get('?limit=100&region=NW').expect(200);
    const withSuccessor = (listed.body.programs as { id: string; successorId?: string }[]).filter(
      (p) => 'successorId' in p,
    );
    expect(withSuccessor.map((p) => p.id)).toEqual(['nw-gruenderstipendium-nrw']);
  });

  it('walks all pages in a stable order, each program exactly once', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 107; offset += 15) {
      const res = await get(`?limit=15&offset=${offset}`).expect(200);
      expect(res.body.offset).toBe(offset);
      expect(res.body.total).toBe(107);
      seen.push(...res.body.programs.map((p: { id: string }) => p.id));
    }
    expect(seen).toHaveLength(107);
    expect(new Set(seen).size).toBe(107);
    expect([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(seen);
  });

  it('answers an empty page past the end with the true total', async () => {
    const res = await get('?offset=500').expect(200);
    expect(res.body).toMatchObject({ programs: [], total: 107, offset: 500, limit: 20 });
  });

  it('filters by category and level, combined', async () => {
    const all = (await get('?category=zuschuss&limit=100').expect(200)).body;
    expect(all.total).toBe(59);
    expect(all.programs.every((p: { category: string }) => p.category === 'zuschuss')).toBe(true);
    const both = (await get('?category=zuschuss&level=landesweit&limit=100').expect(200)).body;
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(all.total);
    expect(
      both.programs.every(
        (p: { level: string; category: string }) => p.level === 'landesweit' && p.category === 'zuschuss',
      ),
    ).toBe(true);
  });

  it('region=SN returns national, EU and Saxon programs, never another Land’s', async () => {
    const res = (await get('?region=SN&limit=100').expect(200)).body;
    const regions = res.programs.map((p: { eligibleRegions: string[] }) => p.eligibleRegions);
    expect(regions.some((r: string[]) => r.includes('SN'))).toBe(true);
    expect(regions.some((r: string[]) => r.includes('bundesweit'))).toBe(true);
    expect(regions.every((r: string[]) => r.includes('SN') || r.includes('bundesweit'))).toBe(true);
    expect(res.total).toBe(55 + 2);
    const iso = (await get('?region=DE-SN&limit=100').expect(200)).body;
    const name = (await get('?region=sachsen&limit=100').expect(200)).body;
    expect(iso.total).toBe(res.total);
    expect(name.total).toBe(res.total);
  });

  it('region=bundesweit returns only programs open in every Land', async () => {
    const res = (await get('?region=bundesweit&limit=100').expect(200)).body;
    expect(res.total).toBe(55);
    expect(
      res.programs.every((p: { eligibleRegions: string[] }) => p.eligibleRegions.includes('bundesweit')),
    ).toBe(true);
  });

  it('combines region with category', async () => {
    const res = (await get('?region=BY&category=kredit&limit=100').expect(200)).body;
    expect(
      res.programs.every(
        (p: { category: string; eligibleRegions: string[] }) =>
          p.category === 'kredit' &&
          (p.eligibleRegions.includes('BY') || p.eligibleRegions.includes('bundesweit')),
      ),
    ).toBe(true);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=-1', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    ['category=foerderung', 'category'],
    ['level=kommunal', 'level'],
    ['region=S', 'region'],
    [`region=${'x'.repeat(33)}`, 'region'],
    ['region=XX', 'region'],
    ['limit=1&limit=2', 'limit'],
    ['category=zuschuss&category=kredit', 'category'],
    ['page=2', 'page'],
  ])('answers 400 ValidationErrorResponse for %s', async (query, field) => {
    const res = await get(`?${query}`).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(typeof res.body.error).toBe('string');
    expect(res.body.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: [field], message: expect.any(String) })]),
    );
  });

  it('accepts the boundaries limit=1, limit=100, offset=0 and an empty offset', async () => {
    expect((await get('?limit=1').expect(200)).body.programs).toHaveLength(1);
    expect((await get('?limit=100').expect(200)).body.programs).toHaveLength(100);
    expect((await get('?offset=').expect(200)).body.offset).toBe(0);
  });
});

describe('GET /api/v1/programs/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('returns one program', async () => {
    const res = await request(t.http)
      .get('/api/v1/programs/bafa-foerderung-unternehmensberatungen-kmu')
      .set(t.headers)
      .expect(200);
    expect(res.body).toMatchObject({
      id: 'bafa-foerderung-unternehmensberatungen-kmu',
      provider: 'BAFA',
      category: 'beratung',
      maxAmount: 2800,
      subsidyRateMax: 0.8,
      status: 'aktiv',
    });
  });

  it('answers 404 ErrorResponse for an unknown id', async () => {
    const res = await request(t.http).get('/api/v1/programs/gibt-es-nicht').set(t.headers).expect(404);
    expect(res.body).toEqual({
      error: "Förderprogramm 'gibt-es-nicht' wurde nicht gefunden.",
      code: 'PROGRAM_NOT_FOUND',
      details: { programId: 'gibt-es-nicht' },
    });
  });
});
