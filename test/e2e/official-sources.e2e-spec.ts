import request from 'supertest';
import { isOfficialUrl, NOT_VERIFIED } from '@libs/shared';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every answer that carries a legal source cites the law itself: each link in it (text, structured sources,
 * the printable summary) is on an official host, and a fact without a verified official text says
 * "amtliche Quelle nicht geprüft" instead of citing a secondary page.
 */
const URL = /https?:\/\/[^\s"'<>;,)]+(?:\([^\s"'<>;)]*\))?[^\s"'<>;,)]*/gu;

function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(URL)].map((m) => m[0]);
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

interface Source {
  id: string | null;
  url: string | null;
  officialSourceVerified: boolean;
  notVerified: string | null;
  validFrom: string | null;
}

function sourcesIn(value: unknown): Source[] {
  if (Array.isArray(value)) return value.flatMap(sourcesIn);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = Array.isArray(record.sources) ? (record.sources as Source[]) : [];
  return [...own, ...Object.entries(record).flatMap(([k, v]) => (k === 'sources' ? [] : sourcesIn(v)))];
}

/** No link outside the official hosts; returns the links for the caller's own expectations. */
function expectOnlyOfficialLinks(value: unknown): string[] {
  const urls = urlsIn(value);
  expect(urls.filter((u) => !isOfficialUrl(u))).toEqual([]);
  return urls;
}

function expectStructuredSourcesOfficial(sources: Source[]): void {
  for (const s of sources) {
    if (s.url !== null) expect(isOfficialUrl(s.url)).toBe(true);
    // A registry entry is dated; an unverified one says so.
    if (s.id !== null) expect(s.validFrom ?? s.notVerified ?? 'catalogue').toBeTruthy();
    if (!s.officialSourceVerified) expect(s.notVerified).toBeTruthy();
  }
}

describe('Answers cite official sources only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const profile = {
    employeeCount: 40,
    revenueEur: 8_000_000,
    balanceSheetEur: 8_000_000,
    federalState: 'SN',
    industryCode: '62.01',
    companyAgeYears: 12,
  };

  it('a calculation: de-minimis by its ELI, the SME definition by the Recommendation, no secondary link', async () => {
    const res = await request(t.http)
      .post('/api/v1/calculations')
      .set(t.headers)
      .send({
        programId: 'bafa-foerderung-unternehmensberatungen-kmu',
        projectBudgetEur: 3500,
        applicantProfile: profile,
      })
      .expect(200);
    const urls = expectOnlyOfficialLinks(res.body);
    expect(urls).toContain('http://data.europa.eu/eli/reco/2003/361/oj');
    expect(urls).toContain('http://data.europa.eu/eli/reg/2023/2831/oj');
    const sme = res.body.breakdown.find((b: { step: string }) => b.step === 'sme');
    expect(sme.legalSource).toBe(
      'Empfehlung 2003/361/EG Anhang Art. 2 (http://data.europa.eu/eli/reco/2003/361/oj)',
    );
  });

  it('a calculation of the Forschungszulage cites § 4 FZulG on gesetze-im-internet.de and the BGBl', async () => {
    const res = await request(t.http)
      .post('/api/v1/calculations')
      .set(t.headers)
      .send({ programId: 'bund-forschungszulage', projectBudgetEur: 400_000, applicantProfile: profile })
      .expect(200);
    const urls = expectOnlyOfficialLinks(res.body);
    expect(urls).toContain('https://www.gesetze-im-internet.de/fzulg/__4.html');
    expect(urls).toContain('https://www.recht.bund.de/bgbl/1/2024/108/VO.html');
  });

  it('a match links no secondary page', async () => {
    const res = await request(t.http)
      .post('/api/v1/matches')
      .set(t.headers)
      .send({ profile, limit: 50 })
      .expect(200);
    expect(res.body.matches.length).toBeGreaterThan(5);
    expectOnlyOfficialLinks(res.body);
    // The programs a match names link their funder's page or the Förderdatenbank, or nothing.
    for (const m of res.body.matches.slice(0, 20) as { programId: string }[]) {
      const p = await request(t.http).get(`/api/v1/programs/${m.programId}`).set(t.headers).expect(200);
      expectOnlyOfficialLinks(p.body);
    }
  });

  it('a funding plan (JSON and printable summary) cites official texts, as text and as structured sources', async () => {
    const created = await request(t.http)
      .post('/api/v2/funding-plans')
      .set(t.headers)
      .send({
        company: profile,
        project: {
          title: 'Neue Fertigungslinie',
          plannedStart: '2027-03-01',
          applicationDate: '2026-12-15',
          kreis: 'Bautzen',
          costs: { investment: 1_000_000, rdPersonnel: 400_000 },
        },
        programIds: ['bmwk-grw-gewerbliche-investitionen', 'bund-forschungszulage', 'bmwk-zim-einzelprojekt'],
      })
      .expect(201);
    const plan = created.body;
    const urls = expectOnlyOfficialLinks(plan);
    expect(urls).toContain('http://data.europa.eu/eli/reg/2014/651/oj');
    const sources = sourcesIn(plan);
    expectStructuredSourcesOfficial(sources);
    expect(plan.programs.every((p: { sources: unknown[] }) => p.sources.length > 0)).toBe(true);

    // GRW in Saxony: the law, the framework and the Land's guideline, whose rates are marked unverified.
    const grw = plan.programs.find(
      (p: { programId: string }) => p.programId === 'bmwk-grw-gewerbliche-investitionen',
    );
    expect(grw.sources.map((s: Source) => s.id)).toEqual(expect.arrayContaining(['grwg', 'grw-kr-2024']));
    const riga = sources.filter((s) => s.id === 'grw-sn-riga-2024-rates');
    expect(riga.length).toBeGreaterThan(0);
    expect(
      riga.every((s) => !s.officialSourceVerified && s.url?.startsWith('https://revosax.sachsen.de/')),
    ).toBe(true);
    expect(JSON.stringify(plan)).toContain(NOT_VERIFIED);

    // The structured ZIM cap names the article, the amending act and its ELI.
    const art25 = sources.find((s) => s.id === 'gber-art-25-5-6') as Source & {
      article: string;
      amendedBy: { url: string }[];
    };
    expect(art25.article).toBe('Art. 25');
    expect(art25.amendedBy.map((a) => a.url)).toEqual(['http://data.europa.eu/eli/reg/2023/1315/oj']);

    const again = await request(t.http).get(`/api/v2/funding-plans/${plan.id}`).set(t.headers).expect(200);
    expect(sourcesIn(again.body)).toEqual(sources);

    const html = await request(t.http)
      .get(`/api/v2/funding-plans/${plan.id}/summary`)
      .set(t.headers)
      .expect(200);
    const printed = expectOnlyOfficialLinks(html.text);
    expect(printed).toContain('http://data.europa.eu/eli/reg/2014/651/oj');
    expect(printed).toContain('https://www.gesetze-im-internet.de/grwg/');
  });

  it('the compliance answers (GoBD, NIS2) cite their acts as registered official texts', async () => {
    const gobd = await request(t.http).get('/api/v2/compliance/gobd').set(t.headers).expect(200);
    expectOnlyOfficialLinks(gobd.body);
    const gobdSources = sourcesIn(gobd.body.principles);
    expect(gobdSources.length).toBeGreaterThanOrEqual(gobd.body.principles.length);
    expectStructuredSourcesOfficial(gobdSources);
    expect(gobdSources.map((s) => s.url)).toContain('https://www.gesetze-im-internet.de/ao_1977/');

    const nis2 = await request(t.http).get('/api/v2/compliance/nis2').set(t.headers).expect(200);
    expectOnlyOfficialLinks(nis2.body);
    const measures = nis2.body.measures as { sources: (Source & { article: string; point: string })[] }[];
    expect(measures).toHaveLength(10);
    expect(measures.map((m) => `${m.sources[0]?.article} Nr. ${m.sources[0]?.point}`)).toContain(
      '§ 30 Nr. 8',
    );
    expect(new Set(measures.flatMap((m) => m.sources.map((s) => s.url)))).toEqual(
      new Set(['https://www.gesetze-im-internet.de/bsig_2025/']),
    );
  });

  it('the list of dated legal rules cites each by the registry', async () => {
    const res = await request(t.http).get('/api/v2/legal/rules').set(t.headers).expect(200);
    expectOnlyOfficialLinks(res.body);
    for (const rule of res.body.items as { legalSource: string; sources: Source[] }[]) {
      expect(rule.sources.filter((s) => s.id !== null).length).toBeGreaterThan(0);
      expectStructuredSourcesOfficial(rule.sources);
    }
  });
});
