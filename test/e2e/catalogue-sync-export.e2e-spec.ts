import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock, tenantIdOf } from '@libs/shared';
import { ProgramRepository } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ImportDump } from '../../apps/api/src/catalogue-sync';
import { ProgramSyncStore } from '../../apps/api/src/catalogue-sync/application/program-sync-store.port';
import { importedProgramId } from '../../apps/api/src/catalogue-sync/domain/dump-to-program';
import { exportPlainText } from '../../apps/api/src/catalogue-sync/domain/export-text';
import { FIXTURE, writeDumpZip } from '../../apps/api/src/catalogue-sync/testing/fixture-dump';
import { EXPORT_FIXTURE, writeFixtureExport } from '../../apps/api/src/catalogue-sync/testing/fixture-export';
import {
  realExportSampleDir,
  zipRealExportSample,
} from '../../apps/api/src/catalogue-sync/testing/real-export-sample';
import { createTestApp, type TestApp } from '../support/test-app';

// Imports the real export sample, and again in the re-import tests: minutes on the shared machine.
jest.setTimeout(300_000);

const idOf = (key: keyof typeof EXPORT_FIXTURE) =>
  importedProgramId(
    createHash('md5').update(EXPORT_FIXTURE[key].id.replace(/\//g, '-').toLowerCase()).digest('hex'),
  );
const FIXTURE_PROGRAMS = Object.keys(EXPORT_FIXTURE).length;

/**
 * The Förderdatenbank's official XML export (our fixture in its format): an operator switching from the CSV
 * dump keeps ids and history; every mapped field reaches the catalogue; a failing source is held with a
 * German reason and changes nothing; a re-import without changes writes nothing.
 */
describe('Catalogue sync: the official XML export', () => {
  const clock = new FixedClock(new Date('2026-11-29T06:00:00Z'));
  let t: TestApp;
  let dir: string;
  let site: Server;
  let siteUrl: string;
  let n = 0;

  const sql = async (query: string, params: unknown[] = []) =>
    (await t.app.get(DataSource).query(query, params))[0] as Record<string, string | number | null>;
  const footprint = async () => ({
    version: String((await sql('SELECT version FROM catalogue_version')).version),
    versions: (await sql('SELECT count(*)::int AS n FROM program_source_versions')).n,
    events: (await sql('SELECT count(*)::int AS n FROM webhook_events')).n,
    programs: (await sql("SELECT count(*)::int AS n FROM programs WHERE id LIKE 'fdb-%'")).n,
    description: (await sql('SELECT description FROM programs WHERE id = $1', [idOf('bayern')])).description,
  });
  const exportFile = async (options: Parameters<typeof writeFixtureExport>[1] = {}) => {
    const path = join(dir, `export-${++n}.zip`);
    await writeFixtureExport(path, options);
    return path;
  };
  // Each run a day later: the last applied run is the newest by its start.
  const importAt = async (source: string, options?: { force?: boolean }) => {
    clock.set(new Date(clock.now().getTime() + 86_400_000));
    return t.app.get(ImportDump).execute(source, options);
  };
  let switched: Awaited<ReturnType<ImportDump['execute']>>;
  const entryOf = async (programId: string) => {
    const idHash = programId.slice('fdb-'.length);
    return (await t.app.get(ProgramSyncStore).statesOf([idHash])).get(idHash)!.entry;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'catalogue-export-'));
    // A stand-in for the source's web server: the bot wall's captcha page with 200, a redirect home.
    site = createServer((req, res) => {
      if (req.url === '/FDB/WS/export-botwall')
        return res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!DOCTYPE html><html><body>Bitte bestätigen Sie, dass Sie kein Roboter sind.</body></html>');
      if (req.url === '/FDB/WS/export-redirect') return res.writeHead(302, { location: '/' }).end();
      if (req.url === '/')
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Start</html>');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    t = await createTestApp({
      clock,
      features: {
        catalogueSync: {
          sourceUrl: null,
          goneAfterRuns: 3,
          maxRowDropPercent: 10,
          heldDumpDir: join(dir, 'held'),
          legalFeedUrl: null,
          legalFeedApiKey: null,
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('switching from the CSV dump keeps the ids and the history of the same programmes', async () => {
    const csv = join(dir, 'csv_data.zip');
    await writeDumpZip(csv, [FIXTURE.loan, FIXTURE.curated]);
    expect(await importAt(csv)).toMatchObject({ status: 'applied', counts: { new: 2 } });
    const run = await importAt(await exportFile());
    switched = run;
    expect(run).toMatchObject({
      status: 'applied',
      counts: { rows: FIXTURE_PROGRAMS, new: FIXTURE_PROGRAMS - 2, changed: 2, refused: 1 },
      columns: null,
    });
    expect(run.preview?.format).toBe('fdb-xml');
    // The loan's path is the CSV fixture's: one program, two versions.
    expect(idOf('loan')).toBe(importedProgramId(FIXTURE.loan.id_hash!));
    const history = (
      await request(t.http)
        .get(`/api/v2/programs/${idOf('loan')}/history`)
        .set(t.headers)
        .expect(200)
    ).body;
    expect(history.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    // The curated page is linked, not imported as a copy.
    await request(t.http)
      .get(`/api/v1/programs/${idOf('curated')}`)
      .set(t.headers)
      .expect(404);
  });

  it('brings every mapped field into the catalogue, the status from the banner, the quirks counted', async () => {
    const bayern = (
      await request(t.http)
        .get(`/api/v1/programs/${idOf('bayern')}`)
        .set(t.headers)
        .expect(200)
    ).body;
    expect(bayern).toMatchObject({
      name: 'Digitalbonus ? Beispiel (Bayern)',
      provider: 'Bundesland',
      category: 'zuschuss',
      level: 'landesweit',
      eligibleRegions: ['BY'],
      status: 'aktiv',
    });
    expect(bayern.descriptionText).toBe(
      'Das Land fördert die Digitalisierung kleiner Unternehmen mit bis zu 10.000 Euro.\n• Hardware\n• Software',
    );
    const e = await entryOf(idOf('bayern'));
    const d = e.details!;
    expect(Object.fromEntries(Object.entries(d.texts).map(([k, v]) => [k, exportPlainText(v)]))).toEqual({
      shortDescription: 'Wenn Sie Ihr Unternehmen digitalisieren, erhalten Sie einen Zuschuss.',
      eligibility: 'Antragsberechtigt sind kleine Unternehmen mit Sitz in Bayern.',
      procedure: 'Der Antrag wird online gestellt.',
      deadlines: 'Anträge sind bis zum 31.12.2027 einzureichen.',
      processingTime: 'Etwa acht Wochen.',
      requiredDocuments: 'Kostenvoranschlag, Handelsregisterauszug.',
      legalCitation: 'Richtlinie Digitalbonus, Stand Januar 2025.',
      statusNote: '',
    });
    expect(exportPlainText(e.texts.legalBasis)).toBe(
      'Rechtsgrundlage\nRichtlinie Digitalbonus vom 01.01.2025',
    );
    expect(e).toMatchObject({
      fundingTypes: ['Zuschuss'],
      fundingAreas: ['Beratung', 'Digitalisierung'],
      fundingLocations: ['Bayern'],
      eligibleApplicants: ['Existenzgründer/in', 'Unternehmen'],
      fundingBody: 'Land',
      furtherLinks: [
        'https://portal.beispiel-foerderung.example/antrag.pdf',
        'https://www.beispiel-foerderung.example/digitalbonus',
      ],
      contact: {
        institution: 'Landesamt für Beispielförderung, Referat Digitales',
        street: 'Beispielweg 12',
        city: '01234 München',
        phone: '+49 89 1234-0',
        email: 'digital@landesamt-beispiel.example',
        website: 'https://www.landesamt-beispiel.example/',
      },
    });
    expect(d).toMatchObject({
      documentPath: '/BMWI/FDB/Content/DE/Foerderprogramm/Land/Bayern/digitalbonus-beispiel',
      pathLevel: 'Land',
      pathRegion: 'Bayern',
      subAreas: ['beratung.beratung_schulung'],
      companySizes: ['kleines_unternehmen', 'kleinstunternehmen'],
      grw: true,
      organisation: { name: 'Landesamt für Beispielförderung (LBF)' },
      keywords: 'Digitalisierung Hardware Software',
      applicationLanguage: 'Deutsch',
    });
    expect(d.links.map((l) => l.title)).toEqual([
      'Digitalbonus ? Informationen (externer Link)',
      'Antragsportal (externer Link)',
    ]);
    const read = async (key: keyof typeof EXPORT_FIXTURE) =>
      (
        await request(t.http)
          .get(`/api/v1/programs/${idOf(key)}`)
          .set(t.headers)
          .expect(200)
      ).body;
    expect(await read('closed')).toMatchObject({ status: 'ausgelaufen', eligibleRegions: ['NI'] });
    expect(await read('paused')).toMatchObject({ status: 'inaktiv', eligibleRegions: ['ST'] });
    expect(await read('controlByte')).toMatchObject({
      name: 'Innovationsgutschein Beispiel',
      eligibleRegions: ['SH'],
    });
    expect(await read('fromPath')).toMatchObject({ eligibleRegions: ['TH'], level: 'landesweit' });
    expect(await read('eu')).toMatchObject({ provider: 'EU', level: 'eu' });
    expect((await read('eu')).descriptionText).toMatch(/^Forschungsrahmen Beispiel\nZiel und Gegenstand/);
    expect(await read('loan')).toMatchObject({
      provider: 'KFW',
      level: 'bundesweit',
      eligibleRegions: ['bundesweit'],
    });
    const preview = switched.preview!;
    const operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    const onWire = (
      await request(t.http)
        .get(`/api/v2/admin/catalogue/sync-runs/${switched.id}/preview`)
        .set(operator.headers)
        .expect(200)
    ).body;
    expect(onWire.format).toBe('fdb-xml');
    expect(onWire.quirks).toContainEqual({
      code: 'controlBytes',
      label: 'Steuerzeichen-Bytes vor dem Parsen entfernt',
      count: 1,
    });
    expect(Object.fromEntries(preview.quirks!.map((q) => [q.code, q.count]))).toMatchObject({
      controlBytes: 1,
      statusBanner: 2,
      duplicateCode: 1,
      aliasCode: 6,
      unknownCode: 1,
      untitledStub: 1,
      notAProgram: 1,
      expirationIgnored: 1,
      lostCharacters: 1,
    });
  });

  it('proposes terms from the eligibility tab too, the tab named in the evidence', async () => {
    const operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    const got = (
      await request(t.http)
        .get(`/api/v2/admin/catalogue/term-proposals/${idOf('bayern')}`)
        .set(operator.headers)
        .expect(200)
    ).body;
    const byTerm = Object.fromEntries(
      got.proposals.map((p: { term: string; evidence: { tab?: string } }) => [p.term, p]),
    );
    // The fixture's description names neither the Land, the size nor a date; its other tabs do.
    expect(byTerm.eligibleRegions).toMatchObject({ evidence: { tab: 'eligibility' } });
    expect(byTerm.eligibleRegions.proposedValue).toEqual(['BY']);
    expect(byTerm.companySizes).toMatchObject({ evidence: { tab: 'eligibility' } });
    expect(byTerm.applicationDeadline).toMatchObject({
      proposedValue: '2027-12-31',
      evidence: { tab: 'deadlines' },
    });
  });

  it('names the Förderdatenbank, the publisher, the detail page, the licence and the day in every read', async () => {
    const program = (
      await request(t.http)
        .get(`/api/v1/programs/${idOf('bayern')}`)
        .set(t.headers)
        .expect(200)
    ).body;
    expect(JSON.stringify(program)).toContain('Förderdatenbank des Bundes');
    const entry = await entryOf(idOf('bayern'));
    const history = (
      await request(t.http)
        .get(`/api/v2/programs/${idOf('bayern')}/history`)
        .set(t.headers)
        .expect(200)
    ).body;
    expect(history.versions[0].source.attribution).toBe(
      'Text: Förderdatenbank des Bundes (Bundesministerium für Wirtschaft und Energie (BMWE)), Lizenz ' +
        'CC BY-ND 4.0 (https://creativecommons.org/licenses/by-nd/4.0/deed.de), unverändert übernommen. ' +
        'Maßgeblich sind die Angaben auf den offiziellen Webseiten der fördergebenden Stellen.',
    );
    expect(program.source).toEqual({
      name: 'Förderdatenbank des Bundes',
      publisher: 'Bundesministerium für Wirtschaft und Energie (BMWE)',
      licence: 'CC BY-ND 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by-nd/4.0/deed.de',
      retrievedAt: '2026-12-01',
      url: entry.url,
    });
    expect(entry.url).toBe(
      'https://www.foerderdatenbank.de/FDB/Content/DE/Foerderprogramm/Land/Bayern/digitalbonus-beispiel.html',
    );
  });

  it('shows the new fields in the v2 details read: sections as HTML and text, categories, contacts, links', async () => {
    const res = await request(t.http)
      .get(`/api/v2/programs/${idOf('bayern')}/details`)
      .set(t.headers)
      .expect(200);
    const d = res.body;
    expect(d).toMatchObject({
      programId: idOf('bayern'),
      title: 'Digitalbonus ? Beispiel (Bayern)',
      format: 'fdb-xml',
      level: 'Land',
      region: 'Bayern',
      fundingTypes: ['Zuschuss'],
      fundingAreas: ['Beratung', 'Digitalisierung'],
      subAreas: [{ area: 'Beratung', code: 'beratung_schulung' }],
      fundingLocations: ['Bayern'],
      eligibleApplicants: ['Existenzgründer/in', 'Unternehmen'],
      companySizes: ['micro', 'small'],
      sectors: ['handel', 'handwerk'],
      grw: true,
      organisation: 'Landesamt für Beispielförderung (LBF)',
      keywords: 'Digitalisierung Hardware Software',
      applicationLanguage: 'Deutsch',
      links: [
        {
          url: 'https://www.beispiel-foerderung.example/digitalbonus',
          title: 'Digitalbonus ? Informationen (externer Link)',
        },
        {
          url: 'https://portal.beispiel-foerderung.example/antrag.pdf',
          title: 'Antragsportal (externer Link)',
        },
      ],
      attribution: { name: 'Förderdatenbank des Bundes', licence: 'CC BY-ND 4.0' },
    });
    expect(d.sections.eligibility).toEqual({
      html: expect.stringContaining('<p>Antragsberechtigt sind kleine Unternehmen mit Sitz in Bayern.</p>'),
      text: 'Antragsberechtigt sind kleine Unternehmen mit Sitz in Bayern.',
    });
    expect(d.sections.deadlines.text).toBe('Anträge sind bis zum 31.12.2027 einzureichen.');
    expect(d.sections.procedure.text).toBe('Der Antrag wird online gestellt.');
    expect(d.sections.legalBasis.text).toBe('Rechtsgrundlage\nRichtlinie Digitalbonus vom 01.01.2025');
    expect(d.sections.legalCitation.text).toBe('Richtlinie Digitalbonus, Stand Januar 2025.');
    expect(d.sections.statusNote).toEqual({ html: '', text: '' });
    // The lost dashes get a display form apart from the source fields, which stay as delivered.
    expect(d.derived.displayTexts).toEqual([
      {
        field: '/title',
        text: 'Digitalbonus – Beispiel (Bayern)',
        repairs: [{ index: 13, replacement: '–', rule: 'dash-between-words', evidence: null }],
      },
      {
        field: '/links/0/title',
        text: 'Digitalbonus – Informationen (externer Link)',
        repairs: [{ index: 13, replacement: '–', rule: 'dash-between-words', evidence: null }],
      },
    ]);
    expect(d.contacts[0]).toEqual({
      institution: 'Landesamt für Beispielförderung, Referat Digitales',
      street: 'Beispielweg 12',
      zipCode: '01234',
      city: 'München',
      phone: '+49 89 1234-0',
      fax: '+49 89 1234-99',
      email: 'digital@landesamt-beispiel.example',
      website: 'https://www.landesamt-beispiel.example/',
      parent: 'Ministerium für Beispielwirtschaft',
    });
    const closed = (
      await request(t.http)
        .get(`/api/v2/programs/${idOf('closed')}/details`)
        .set(t.headers)
        .expect(200)
    ).body;
    expect(closed.sections.statusNote.text).toBe('Antragstellung nicht mehr möglich');
  });

  it("details follow the catalogue's visibility: a tenant's own program shadows the import (404), others see it", async () => {
    const b = await t.tenants.create();
    await t.app
      .get(ProgramRepository)
      .upsert([aProgram({ id: idOf('loan'), tenantId: tenantIdOf(t.tenantId) })]);
    const own = await request(t.http)
      .get(`/api/v2/programs/${idOf('loan')}/details`)
      .set(t.headers)
      .expect(404);
    expect(own.body).toMatchObject({
      code: 'PROGRAM_DETAILS_NOT_FOUND',
      error: expect.stringMatching(/Förderdatenbank/),
    });
    await request(t.http)
      .get(`/api/v2/programs/${idOf('loan')}/details`)
      .set(b.headers)
      .expect(200);
    await request(t.http).get('/api/v2/programs/gibt-es-nicht/details').set(b.headers).expect(404);
    // A curated program no import describes has no details.
    await request(t.http).get('/api/v2/programs/bmwk-go-digital/details').set(b.headers).expect(404);
  });

  const held: [string, () => Promise<string>, RegExp][] = [
    [
      'the bot wall answering 200 with an HTML page',
      async () => `${siteUrl}/FDB/WS/export-botwall`,
      /HTML-Seite statt des ZIP-Exports/,
    ],
    [
      'a redirect to the home page',
      async () => `${siteUrl}/FDB/WS/export-redirect`,
      /HTML-Seite statt des ZIP-Exports/,
    ],
    [
      'a truncated ZIP',
      async () => {
        const path = await exportFile({ restamp: '2026-11-28T08:00:00.000+01:00' });
        await truncate(path, Math.floor((await stat(path)).size / 2));
        return path;
      },
      /ZIP-Archiv ist unvollständig oder beschädigt/,
    ],
    [
      'a drop of more than 10 % of the programmes',
      () => exportFile({ programs: [EXPORT_FIXTURE.bayern, EXPORT_FIXTURE.loan, EXPORT_FIXTURE.eu] }),
      /3 gültige Zeilen statt 9 im letzten Lauf/,
    ],
    [
      'an unknown property type',
      () =>
        exportFile({
          programs: [
            ...Object.values(EXPORT_FIXTURE).filter((p) => p !== EXPORT_FIXTURE.bayern),
            {
              ...EXPORT_FIXTURE.bayern,
              extra: [{ name: 'gsb:geoPoint', type: 'GeoPoint', raw: '<value>48,11</value>' }],
            },
          ],
        }),
      /Unbekannter Eigenschaftstyp „GeoPoint“ \(gsb:geoPoint\)/,
    ],
  ];

  it.each(held)(
    'holds %s with a German reason; the last good catalogue stays',
    async (_name, source, reason) => {
      const before = await footprint();
      const run = await importAt(await source());
      expect(run.status).toBe('refused');
      expect(run.note).toMatch(reason);
      expect(run.note).toMatch(/zurückgehalten/);
      expect(await footprint()).toEqual(before);
    },
  );

  it('a re-import that changes nothing (the dates re-stamped) writes no version and no event', async () => {
    const before = await footprint();
    const run = await t.app
      .get(ImportDump)
      .execute(await exportFile({ restamp: '2026-11-30T07:00:00.000+01:00' }));
    expect(run).toMatchObject({
      status: 'applied',
      counts: { rows: FIXTURE_PROGRAMS, new: 0, changed: 0, unchanged: FIXTURE_PROGRAMS },
    });
    expect(run.summary).toBeNull();
    expect(await footprint()).toEqual(before);
  });

  const sample = realExportSampleDir();
  if (!sample)
    console.warn(
      'Übersprungen: die echten Exportdateien (../shared/data/fdb-real/xml-export-sample) fehlen; ' +
        'FM_SHARED_DIR zeigt auf einen anderen shared-Ordner.',
    );
  (sample ? it : it.skip)(
    'imports the real sample files (zipped at test time): all 3 programmes',
    async () => {
      const zip = join(dir, 'real.zip');
      await zipRealExportSample(sample!, zip);
      // Three programmes after nine: held as a drop, then applied on the operator's word.
      const run = await importAt(zip, { force: true });
      expect(run).toMatchObject({ status: 'applied', counts: { rows: 3, new: 3 } });
      for (const slug of [
        'bund-ba-eingliederungszuschuss-bund',
        'bund-bkm-deutsch-franzoesische-kooperationen-film-ffa',
        'bund-bmas-einstiegsgeld',
      ]) {
        const id = importedProgramId(createHash('md5').update(slug).digest('hex'));
        const p = (await request(t.http).get(`/api/v1/programs/${id}`).set(t.headers).expect(200)).body;
        expect(p).toMatchObject({ level: 'bundesweit', eligibleRegions: ['bundesweit'] });
        expect(p.name).not.toMatch(/<|CDATA|\]\]>/);
        const e = await entryOf(id);
        expect(exportPlainText(e.texts.description || e.texts.legalBasis)).not.toMatch(
          /<[a-z/]|CDATA|\]\]>|&#/i,
        );
        expect(e.details!.organisation?.name).toBeTruthy();
        expect(e.contact.institution).toBeTruthy();
        expect(e.details!.links.length).toBeGreaterThan(0);
      }
      expect((await readFile(zip)).subarray(0, 2).toString('latin1')).toBe('PK');
    },
  );
});
