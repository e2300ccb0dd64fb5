import request from 'supertest';
import { FixedClock } from '@libs/shared';
import { ProgramRepository, seedPrograms, type FundingCategories, type Program } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

/**
 * The Förderdatenbank's categories as filters and facets, over tenants' own programs that carry them (the
 * seed's curated programs carry none): the values round-trip through the database, a tenant counts only
 * the programs it sees, and the category facets come only when asked.
 */
const NOW = new Date('2026-03-01T10:00:00Z');
const SEED = seedPrograms();

interface LabelledValue {
  value: string;
  label: string;
  count: number;
}
interface Page {
  items: { id: string }[];
  total: number;
  facets: Record<string, LabelledValue[] | undefined>;
}

const categorised = (
  tenantId: string,
  id: string,
  category: Program['category'],
  c: Partial<FundingCategories>,
): Program =>
  aProgram({
    id,
    tenantId,
    name: `Kategorieprobe ${id}`,
    category,
    fundingCategories: { fundingTypes: [], areas: [], subAreas: [], applicants: [], ...c },
  });

describe('GET /api/v2/programs/search: Förderdatenbank categories', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(NOW) });
    a = await t.tenants.create();
    b = await t.tenants.create();
    await t.app.get(ProgramRepository).upsert([
      categorised(a.tenantId, 'a-infra', 'zuschuss', {
        fundingTypes: ['zuschuss'],
        areas: ['infrastruktur', 'regionalfoerderung'],
        subAreas: ['infrastruktur.breitband'],
        applicants: ['kommune'],
      }),
      categorised(a.tenantId, 'a-buergschaft', 'buergschaft', {
        fundingTypes: ['buergschaft', 'garantie'],
        areas: ['unternehmensfinanzierung'],
        subAreas: ['unternehmensfinanzierung.betriebsmittel'],
        applicants: ['unternehmen'],
      }),
      categorised(b.tenantId, 'b-mobil', 'zuschuss', {
        fundingTypes: ['zuschuss'],
        areas: ['mobilitaet', 'infrastruktur'],
        applicants: ['kommune', 'unternehmen'],
      }),
    ]);
  });
  afterAll(async () => t?.close());

  const search = async (who: TestTenant, query: Record<string, string | number>): Promise<Page> =>
    (
      await request(t.http)
        .get('/api/v2/programs/search')
        .query({ limit: 100, ...query })
        .set(who.headers)
        .expect(200)
    ).body as Page;
  const ids = (p: Page) => p.items.map((h) => h.id).sort();
  const counts = (values: LabelledValue[] | undefined) =>
    Object.fromEntries((values ?? []).map((v) => [v.value, v.count]));

  it('filters by area, sub-area and applicant (OR within, AND between)', async () => {
    expect(ids(await search(a, { area: 'infrastruktur,unternehmensfinanzierung' }))).toEqual([
      'a-buergschaft',
      'a-infra',
    ]);
    expect(ids(await search(a, { subArea: 'infrastruktur.breitband' }))).toEqual(['a-infra']);
    expect(ids(await search(a, { area: 'infrastruktur', applicant: 'unternehmen' }))).toEqual([]);
    expect(ids(await search(b, { area: 'infrastruktur', applicant: 'unternehmen' }))).toEqual(['b-mobil']);
  });

  it('gives programs without categories their Förderart by instrument', async () => {
    const page = await search(a, { fundingType: 'buergschaft', limit: 100 });
    const curated = SEED.filter((p) => p.category === 'buergschaft').map((p) => p.id);
    expect(ids(page)).toEqual([...curated, 'a-buergschaft'].sort());
  });

  it('counts the category facets only when asked, with German labels', async () => {
    const plain = await search(a, { q: 'Kategorieprobe' });
    expect(Object.keys(plain.facets)).not.toContain('area');
    expect(plain.facets.provider).toBeDefined();

    const asked = await search(a, { q: 'Kategorieprobe', facets: 'area,applicant' });
    expect(Object.keys(asked.facets)).toEqual(expect.arrayContaining(['area', 'applicant']));
    expect(Object.keys(asked.facets)).not.toContain('fundingType');
    expect(asked.facets.area).toContainEqual({
      value: 'unternehmensfinanzierung',
      label: 'Unternehmensfinanzierung',
      count: 1,
    });
    expect(counts(asked.facets.applicant)).toEqual({ kommune: 1, unternehmen: 1 });

    const all = await search(a, { q: 'Kategorieprobe', facets: 'true' });
    for (const facet of ['fundingType', 'area', 'subArea', 'applicant'])
      expect(all.facets[facet]).toBeDefined();
    expect(counts(all.facets.fundingType)).toEqual({ zuschuss: 1, buergschaft: 1, garantie: 1 });
    expect(all.facets.subArea).toContainEqual({
      value: 'infrastruktur.breitband',
      label: 'Infrastruktur › breitband',
      count: 1,
    });
  });

  it('counts a facet under the other filters but not its own', async () => {
    const page = await search(a, { q: 'Kategorieprobe', area: 'infrastruktur', facets: 'area,applicant' });
    expect(ids(page)).toEqual(['a-infra']);
    expect(counts(page.facets.area)).toEqual({
      infrastruktur: 1,
      regionalfoerderung: 1,
      unternehmensfinanzierung: 1,
    });
    expect(counts(page.facets.applicant)).toEqual({ kommune: 1 });
  });

  it('counts only the programs the tenant sees', async () => {
    const asA = await search(a, { facets: 'area' });
    const asB = await search(b, { facets: 'area' });
    expect(counts(asA.facets.area)).toEqual({
      infrastruktur: 1,
      regionalfoerderung: 1,
      unternehmensfinanzierung: 1,
    });
    expect(counts(asB.facets.area)).toEqual({ infrastruktur: 1, mobilitaet: 1 });
    expect(ids(await search(a, { area: 'mobilitaet' }))).toEqual([]);
  });

  it.each([
    [{ fundingType: 'zuschuss,geschenk' }, 'fundingType'],
    [{ area: 'raumfahrt' }, 'area'],
    [{ subArea: 'breitband' }, 'subArea'],
    [{ subArea: 'raumfahrt.mond' }, 'subArea'],
    [{ applicant: 'aliens' }, 'applicant'],
    [{ facets: 'area,preis' }, 'facets'],
  ])('%j -> German 400 naming %s', async (query, field) => {
    const res = await request(t.http).get('/api/v2/programs/search').query(query).set(a.headers).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const issue = (res.body.issues as { path: (string | number)[]; message: string }[]).find(
      (i) => i.path[0] === field,
    );
    expect(issue?.message).toMatch(/^Muss /);
  });
});
