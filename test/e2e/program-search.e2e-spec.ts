import request from 'supertest';
import { FixedClock, germanDayOf } from '@libs/shared';
import {
  ProgramRepository,
  amountsKnown,
  isInScope,
  parseRegionScope,
  seedPrograms,
  type Program,
} from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import { createTestApp, type TestApp } from '../support/test-app';

// 2026-03-01: Eurostars 3 closes on 2026-03-19, Digitalbonus Bayern on 2027-12-31 (seed).
const NOW = new Date('2026-03-01T10:00:00Z');
const TODAY = germanDayOf(NOW);
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const SEED = seedPrograms();

interface Hit {
  id: string;
  score: number;
  maxAmount: number;
  amountsKnown: boolean;
  applicationDeadline: string | null;
  highlights: { name?: string; description?: string };
}
interface Page {
  items: Hit[];
  total: number;
  nextCursor: string | null;
  matchedAllWords: boolean;
  facets: Record<string, { value: string; count: number }[]>;
}

const sorted = (ids: string[]) => [...ids].sort();

describe('GET /api/v2/programs/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(NOW) });
  });
  afterAll(async () => t?.close());

  const search = async (query: Record<string, string | number | boolean>, status = 200): Promise<Page> =>
    (await request(t.http).get('/api/v2/programs/search').query(query).set(t.headers).expect(status))
      .body as Page;

  /** Every hit of a search, page by page through the cursors. */
  async function all(query: Record<string, string | number | boolean>, limit = 100): Promise<Hit[]> {
    const hits: Hit[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await search({ ...query, limit, ...(cursor ? { cursor } : {}) });
      hits.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return hits;
  }
  const ids = async (query: Record<string, string | number | boolean>) =>
    sorted((await all(query)).map((h) => h.id));
  const oracle = (keep: (p: Program) => boolean) => sorted(SEED.filter(keep).map((p) => p.id));

  describe('German normalisation', () => {
    it('finds the same programs for "Foerderung" and "Förderung" (and "FÖRDERUNG")', async () => {
      const umlaut = await ids({ q: 'Förderung' });
      expect(umlaut.length).toBeGreaterThan(10);
      expect(await ids({ q: 'Foerderung' })).toEqual(umlaut);
      expect(await ids({ q: 'FÖRDERUNG' })).toEqual(umlaut);
    });

    it('"Digitalisierung" finds the Digitalbonus and go-digital (compound and stem)', async () => {
      const found = await ids({ q: 'Digitalisierung' });
      expect(found).toEqual(
        expect.arrayContaining(['by-digitalbonus-standard', 'by-digitalbonus-plus', 'bmwk-go-digital']),
      );
      expect(found).not.toContain('bafa-beg-einzelmassnahmen');
    });

    it('"Gründung" finds programs that only say "Existenzgründung"', async () => {
      const found = await ids({ q: 'Gründung' });
      expect(found).toEqual(
        expect.arrayContaining(['bw-mbg-beteiligung-existenzgruendung', 'be-gruendungsbonus']),
      );
    });

    it('tolerates a typo in a longer word', async () => {
      const typo = await ids({ q: 'Digitalisirung' });
      expect(typo).toEqual(
        expect.arrayContaining(['by-digitalbonus-standard', 'bw-digitalisierungsfinanzierung']),
      );
      expect(await ids({ q: 'Forschungzulage' })).toContain('bund-forschungszulage');
    });

    it('marks the matched words in the highlights, everything else escaped', async () => {
      const page = await search({ q: 'Digitalbonus' });
      const hit = page.items.find((h) => h.id === 'by-digitalbonus-standard')!;
      expect(hit.highlights.name).toBe(
        '<mark>Digitalbonus</mark> Bayern – <mark>Digitalbonus</mark> Standard',
      );
      const mid = (await search({ q: 'Digital', limit: 100 })).items.find(
        (h) => h.id === 'nw-mid-digitalisierung',
      )!;
      expect(mid.highlights.name).toContain('&amp;');
    });

    it('a Land named in the text scopes like region and ranks its own programs first', async () => {
      const page = await search({ q: 'Digitalbonus Bayern' });
      expect(
        page.items
          .slice(0, 2)
          .map((h) => h.id)
          .sort(),
      ).toEqual(['by-digitalbonus-plus', 'by-digitalbonus-standard']);
      const saxony = await all({ q: 'Bürgschaft Sachsen' });
      expect(saxony[0]!.id).toBe('sn-buergschaftsbank-sachsen-buergschaft-ohne-bank');
      const inScope = parseRegionScope('SN')!;
      for (const h of saxony)
        expect(isInScope(SEED.find((p) => p.id === h.id)!.eligibleRegions, inScope)).toBe(true);
    });
  });

  describe('filters (each against the seed, all pages)', () => {
    it.each<[string, Record<string, string | number | boolean>, (p: Program) => boolean]>([
      ['provider', { provider: 'BAFA,KFW' }, (p) => p.provider === 'BAFA' || p.provider === 'KFW'],
      ['category', { category: 'zuschuss' }, (p) => p.category === 'zuschuss'],
      ['level', { level: 'eu,regional' }, (p) => p.level === 'eu' || p.level === 'regional'],
      ['region SN', { region: 'SN' }, (p) => isInScope(p.eligibleRegions, parseRegionScope('SN')!)],
      ['region bundesweit', { region: 'bundesweit' }, (p) => p.eligibleRegions.includes('bundesweit')],
      ['status', { status: 'geplant,inaktiv' }, (p) => p.status === 'geplant' || p.status === 'inaktiv'],
      ['targetGroup (umlaut folded)', { targetGroup: 'Gründer' }, (p) => p.targetGroups.includes('Gruender')],
      [
        'companySize',
        { companySize: 'large' },
        (p) =>
          p.terms.eligibility.companySizes === null || p.terms.eligibility.companySizes.includes('large'),
      ],
      ['deminimis true', { deminimis: true }, (p) => p.deminimis === true],
      ['deminimis false', { deminimis: false }, (p) => p.deminimis === false],
      [
        'closingWithinDays',
        { closingWithinDays: 30 },
        (p) =>
          p.applicationDeadline !== null &&
          day(p.applicationDeadline) >= day(TODAY) &&
          day(p.applicationDeadline) <= day(TODAY) + 30,
      ],
      [
        'openNow',
        { openNow: true },
        (p) =>
          p.status === 'aktiv' &&
          (p.applicationDeadline === null || p.applicationDeadline >= TODAY) &&
          (p.terms.applicationsOpenFrom === undefined || p.terms.applicationsOpenFrom <= TODAY),
      ],
      ['amountMin', { amountMin: 1_000_000 }, (p) => amountsKnown(p) && p.maxAmount >= 1_000_000],
      ['amountMax', { amountMax: 10_000 }, (p) => amountsKnown(p) && p.maxAmount <= 10_000],
      ['rateMin', { rateMin: 0.7 }, (p) => p.subsidyRateMax !== null && p.subsidyRateMax >= 0.7],
      ['rateMax', { rateMax: 0.25 }, (p) => p.subsidyRateMax !== null && p.subsidyRateMax <= 0.25],
    ])('%s', async (_, query, keep) => {
      const expected = oracle(keep);
      expect(expected.length).toBeGreaterThan(0);
      expect(await ids(query)).toEqual(expected);
      expect((await search({ ...query, limit: 1 })).total).toBe(expected.length);
    });

    it('combines filters with AND and the text', async () => {
      const found = await ids({ q: 'Digitalisierung', category: 'zuschuss', region: 'BY' });
      expect(found).toEqual(expect.arrayContaining(['by-digitalbonus-plus', 'by-digitalbonus-standard']));
      for (const id of found) {
        const p = SEED.find((s) => s.id === id)!;
        expect(p.category).toBe('zuschuss');
        expect(isInScope(p.eligibleRegions, parseRegionScope('BY')!)).toBe(true);
      }
    });
  });

  describe('facets', () => {
    const QUERY = { q: 'Förderung', category: 'zuschuss,kredit', region: 'BY' };

    it.each(['provider', 'category', 'level', 'region', 'status', 'companySize', 'deminimis', 'targetGroup'])(
      '%s: each count is the total with that value as the facet’s filter (its own filter left out)',
      async (facet) => {
        const page = await search(QUERY);
        const values = page.facets[facet]!;
        expect(values.length).toBeGreaterThan(0);
        for (const { value, count } of values.slice(0, 6)) {
          const withValue = { ...QUERY, [facet]: value };
          expect({ value, count: (await search({ ...withValue, limit: 1 })).total }).toEqual({
            value,
            count,
          });
        }
      },
    );

    it('counts nationwide programs in every Land, and the selected value even at 0', async () => {
      const page = await search({ region: 'HB', provider: 'EU' });
      const hb = page.facets.region!.find((v) => v.value === 'HB')!;
      const by = page.facets.region!.find((v) => v.value === 'BY')!;
      expect(hb.count).toBe(by.count);
      expect(page.facets.provider!.find((v) => v.value === 'EU')!.count).toBe(page.total);
      const none = await search({ q: 'Digitalbonus', provider: 'KFW' });
      expect(none.total).toBe(0);
      expect(none.facets.provider).toEqual(expect.arrayContaining([{ value: 'KFW', count: 0 }]));
    });
  });

  describe('sort and cursor', () => {
    it('relevance: scores never rise; without text, id order', async () => {
      const hits = await all({ q: 'Innovation Gutschein' }, 5);
      for (let i = 1; i < hits.length; i++) expect(hits[i]!.score).toBeLessThanOrEqual(hits[i - 1]!.score);
      const plain = (await all({}, 30)).map((h) => h.id);
      expect(plain).toEqual(sorted(SEED.map((p) => p.id)));
    });

    it('deadline: nearest first, without deadline last', async () => {
      const hits = await all({ sort: 'deadline' }, 9);
      const keys = hits.map((h) => (h.applicationDeadline ? Date.parse(h.applicationDeadline) : Infinity));
      expect([...keys].sort((a, b) => a - b)).toEqual(keys);
      expect(hits).toHaveLength(SEED.length);
    });

    it('amount: highest first, unstated amounts last', async () => {
      const hits = await all({ sort: 'amount', category: 'zuschuss' }, 8);
      const keys = hits.map((h) => (h.amountsKnown ? h.maxAmount : -1));
      expect([...keys].sort((a, b) => b - a)).toEqual(keys);
    });

    it.each(['relevance', 'deadline', 'amount'])(
      '%s: pages of 7 list every hit exactly once, in the one-page order',
      async (sort) => {
        const query = { q: 'Förderung KMU', sort };
        const onePage = (await search({ ...query, limit: 100 })).items.map((h) => h.id);
        const paged = (await all(query, 7)).map((h) => h.id);
        expect(paged).toEqual(onePage);
        expect(new Set(paged).size).toBe(paged.length);
      },
    );

    it('refuses a cursor of another search with a German 400', async () => {
      const first = await search({ q: 'Gründung', limit: 2 });
      const res = await request(t.http)
        .get('/api/v2/programs/search')
        .query({ q: 'Digitalisierung', limit: 2, cursor: first.nextCursor! })
        .set(t.headers)
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.issues).toEqual([{ path: ['cursor'], message: expect.stringContaining('Cursor') }]);
      // The same search with another page size may go on.
      await search({ q: 'Gründung', limit: 5, cursor: first.nextCursor! });
    });
  });

  describe('bad parameters', () => {
    it.each([
      [{ category: 'zuschuss,geschenk' }, 'category'],
      [{ region: 'Atlantis' }, 'region'],
      [{ limit: 0 }, 'limit'],
      [{ sort: 'name' }, 'sort'],
      [{ deminimis: 'ja' }, 'deminimis'],
      [{ rateMin: 2 }, 'rateMin'],
      [{ closingWithinDays: -1 }, 'closingWithinDays'],
      [{ cursor: 'kaputt' }, 'cursor'],
      [{ unknown: 1 }, 'unknown'],
    ])('%j -> 400 naming %s', async (query, field) => {
      const res = await request(t.http)
        .get('/api/v2/programs/search')
        .query(query)
        .set(t.headers)
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.issues.map((i: { path: string[] }) => i.path[0])).toContain(field);
    });

    it('answers 401 without credentials', async () => {
      await request(t.http).get('/api/v2/programs/search').expect(401);
    });
  });

  it('counts each search against the quota, like any catalogue read', async () => {
    const metered = await t.tenants.create({ plan: 'developer' });
    const used = async () =>
      (await request(t.http).get('/api/v2/developer/quota').set(metered.headers).expect(200)).body
        .used as number;
    const before = await used();
    await request(t.http)
      .get('/api/v2/programs/search')
      .query({ q: 'Gründung' })
      .set(metered.headers)
      .expect(200);
    await request(t.http).get('/api/v1/programs').set(metered.headers).expect(200);
    // The search, the v1 list and the first quota read: three calls after `before` was read.
    expect(await used()).toBe(before + 3);
  });

  it('finds a tenant’s own program for that tenant only', async () => {
    const b = await t.tenants.create();
    await t.app
      .get(ProgramRepository)
      .upsert([
        aProgram({ id: 'b-eigene-zauberfoerderung', name: 'Zauberförderung Eigenbau', tenantId: b.tenantId }),
      ]);
    const asB = await request(t.http)
      .get('/api/v2/programs/search')
      .query({ q: 'Zauberförderung' })
      .set(b.headers)
      .expect(200);
    expect(asB.body.items.map((h: Hit) => h.id)).toEqual(['b-eigene-zauberfoerderung']);
    const asA = await search({ q: 'Zauberförderung' });
    expect(asA.items.map((h) => h.id)).not.toContain('b-eigene-zauberfoerderung');
    expect((await search({ limit: 1 })).total).toBe(SEED.length);
  });
});
