import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ImportDump } from '../../apps/api/src/catalogue-sync';
import { importedProgramId } from '../../apps/api/src/catalogue-sync/domain/dump-to-program';
import { FIXTURE, dumpRow, writeDumpZip } from '../../apps/api/src/catalogue-sync/testing/fixture-dump';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../support/test-app';

const BAYERN = importedProgramId(FIXTURE.bayern.id_hash!);
const SOURCE = {
  name: 'Förderdatenbank des Bundes',
  publisher: 'Bundesministerium für Wirtschaft und Energie (BMWE)',
  url: FIXTURE.bayern.url,
  licence: 'CC BY-ND 3.0 DE',
  licenceUrl: 'https://creativecommons.org/licenses/by-nd/3.0/de/',
  retrievedAt: '2026-11-20',
};

/**
 * An imported program read back: amounts the source does not state are said to be unknown, never
 * a figure of 0; its text carries the source and licence, as sanitised HTML and as plain text.
 */
describe('Imported programs: unknown amounts and the licence on every read', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'imported-reads-'));
    t = await createTestApp();
    const path = join(dir, 'dump.zip');
    await writeDumpZip(path, [FIXTURE.bayern, FIXTURE.loan, FIXTURE.eu]);
    expect((await t.app.get(ImportDump).execute(path)).status).toBe('applied');
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('GET /programs/{id}: amountsKnown false, the source with its licence, HTML sanitised and plain text', async () => {
    const p = (await request(t.http).get(`/api/v1/programs/${BAYERN}`).set(t.headers).expect(200)).body;
    expect(p).toMatchObject({ amountsKnown: false, termsSource: 'not_stated', source: SOURCE });
    expect(p.subsidyRateMax).toBeUndefined();
    expect(p.description).toBe('<p>Zuschuss für <strong>Digitalisierung</strong>.</p>');
    expect(p.descriptionText).toBe('Zuschuss für Digitalisierung.');
  });

  it('GET /programs lists it with the same source; a curated program says its amounts are known', async () => {
    const list = (
      await request(t.http)
        .get('/api/v1/programs')
        .query({ region: 'BY', limit: 100 })
        .set(t.headers)
        .expect(200)
    ).body.programs as { id: string; amountsKnown: boolean; source?: unknown; termsSource: string }[];
    expect(list.find((p) => p.id === BAYERN)).toMatchObject({ amountsKnown: false, source: SOURCE });
    const curated = (
      await request(t.http)
        .get('/api/v1/programs/bafa-foerderung-unternehmensberatungen-kmu')
        .set(t.headers)
        .expect(200)
    ).body;
    expect(curated).toMatchObject({ amountsKnown: true, termsSource: 'curated' });
    expect(curated.source).toBeUndefined();
    expect(curated.descriptionText).toBe(curated.description);
  });

  it('the calculation and the matcher say "Förderhöhe nicht angegeben" with the source link, never an amount of 0 as a figure', async () => {
    const profile = { employeeCount: 20, revenueEur: 3_000_000, federalState: 'BY', industryCode: '62.01' };
    const calc = (
      await request(t.http)
        .post('/api/v1/calculations')
        .set(t.headers)
        .send({ programId: BAYERN, projectBudgetEur: 50_000, applicantProfile: profile })
        .expect(200)
    ).body;
    const warnings = JSON.stringify(calc.cumulationWarnings);
    expect(warnings).toContain('Förderhöhe nicht angegeben');
    expect(warnings).toContain(FIXTURE.bayern.url);
    const matches = (
      await request(t.http).post('/api/v1/matches').set(t.headers).send({ profile, limit: 50 }).expect(200)
    ).body.matches as { programId: string; reasons: string[] }[];
    const reasons = matches.find((m) => m.programId === BAYERN)?.reasons ?? [];
    expect(reasons.join(' ')).toContain('Förderhöhe nicht angegeben');
    expect(reasons.join(' ')).toContain(FIXTURE.bayern.url);
  });

  it('a funding plan names it as not planned because its amounts are not stated, with source and licence', async () => {
    const plan = (
      await request(t.http)
        .post('/api/v2/funding-plans')
        .set(t.headers)
        .send({
          company: {
            employeeCount: 40,
            revenueEur: 8_000_000,
            balanceSheetEur: 8_000_000,
            federalState: 'BY',
            industryCode: '62.01',
            companyAgeYears: 12,
          },
          project: {
            title: 'Digitalisierung',
            plannedStart: '2027-03-01',
            applicationDate: '2026-12-15',
            costs: { investment: 100_000 },
          },
          programIds: [BAYERN],
        })
        .expect(201)
    ).body;
    expect(plan.programs).toEqual([]);
    const excluded = plan.excluded.find((e: { programId: string }) => e.programId === BAYERN);
    expect(excluded.reasons[0]).toMatchObject({
      code: 'AMOUNT_NOT_STATED',
      message: expect.stringContaining(`Förderhöhe nicht angegeben (Quelle: ${FIXTURE.bayern.url})`),
      legalSource: expect.stringContaining('CC BY-ND 3.0 DE'),
    });
    const html = (
      await request(t.http).get(`/api/v2/funding-plans/${plan.id}/summary`).set(t.headers).expect(200)
    ).text;
    expect(html).toContain('Förderhöhe nicht angegeben');
    expect(html).toContain('Förderdatenbank des Bundes');
    expect(html).toContain('CC BY-ND 3.0 DE');
    expect(html).not.toMatch(/Digitalbonus Test Bayern[^<]*<\/strong>[\s\S]{0,200}0,00 EUR/);
  });
});

/**
 * Every program an import brings in names its page in the Förderdatenbank on every read, detail and list
 * item alike: those imported as `fdb-*` and those linked to a curated program (by the page the curation
 * cites, or by title and funder), which used to read without it.
 */
describe('Imported programs: the page URL in every read of every program of a dump', () => {
  let t: TestApp;
  let dir: string;
  const own = Array.from({ length: 12 }, (_, i) =>
    dumpRow(`Land/Hessen/eigenes-programm-${i}.html`, {
      title: `Eigenes Programm Hessen ${i}`,
      description: `<p>Zuschuss ${i}.</p>`,
      funding_type: "['Zuschuss']",
      funding_location: "['Hessen']",
      eligible_applicants: "['Unternehmen']",
      funding_body: 'Land',
    }),
  );
  // Linked by title and funder: the curation cites another page for it.
  const byTitle = dumpRow('Bund/BAFA/unternehmensberatung-test.html', {
    title: 'Förderung von Unternehmensberatungen für KMU',
    description: '<p>Beratungskosten.</p>',
    funding_type: "['Zuschuss']",
    funding_location: "['bundesweit']",
    eligible_applicants: "['Unternehmen']",
    funding_body: 'Bund',
    contact_info_institution: 'Bundesamt für Wirtschaft und Ausfuhrkontrolle (BAFA)',
  });
  const rows = [...Object.values(FIXTURE), byTitle, ...own];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'imported-pages-'));
    t = await createTestApp();
    const path = join(dir, 'dump.zip');
    await writeDumpZip(path, rows);
    expect((await t.app.get(ImportDump).execute(path)).status).toBe('applied');
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('detail and list item carry the entry page with the attribution, for all 20', async () => {
    const states = (await t.app
      .get(DataSource)
      .query(`SELECT program_id, curated, entry->>'url' AS url FROM program_source_states`)) as {
      program_id: string;
      curated: boolean;
      url: string;
    }[];
    expect(rows).toHaveLength(20);
    expect(states).toHaveLength(20);
    // Both ways of linking a curated program are among them.
    expect(
      states
        .filter((s) => s.curated)
        .map((s) => s.program_id)
        .sort(),
    ).toEqual([
      'bafa-foerderung-unternehmensberatungen-kmu',
      'bafa-messeprogramm-junge-innovative-unternehmen',
    ]);
    const listed = new Map<string, { source?: { url: string } }>();
    for (let offset = 0; ; offset += 100) {
      const page = (
        await request(t.http).get('/api/v1/programs').query({ limit: 100, offset }).set(t.headers).expect(200)
      ).body.programs as { id: string; source?: { url: string } }[];
      for (const p of page) listed.set(p.id, p);
      if (page.length < 100) break;
    }
    for (const s of states) {
      const detail = (
        await request(t.http).get(`/api/v1/programs/${s.program_id}`).set(t.headers).expect(200)
      ).body;
      const expected = {
        id: s.program_id,
        source: {
          url: s.url,
          name: 'Förderdatenbank des Bundes',
          licence: 'CC BY-ND 3.0 DE',
          retrievedAt: '2026-11-20',
        },
      };
      expect(detail).toMatchObject(expected);
      expect({ id: s.program_id, source: listed.get(s.program_id)?.source }).toMatchObject(expected);
    }
  });

  it('a linked curated program keeps its curation: name and terms unchanged', async () => {
    const p = (
      await request(t.http)
        .get('/api/v1/programs/bafa-foerderung-unternehmensberatungen-kmu')
        .set(t.headers)
        .expect(200)
    ).body;
    expect(p).toMatchObject({
      name: 'Förderung von Unternehmensberatungen für KMU',
      amountsKnown: true,
      termsSource: 'curated',
    });
    expect(p.description).not.toContain('Beratungskosten');
  });
});
