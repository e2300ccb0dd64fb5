import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DumpEntry } from '../domain/dump-entry';
import { dumpEntryToProgram } from '../domain/dump-to-program';
import { exportPlainText } from '../domain/export-text';
import { QuirkTally } from '../domain/export-quirks';
import { dumpRow, FIXTURE } from '../testing/fixture-dump';
import { EXPORT_FIXTURE, writeFixtureExport } from '../testing/fixture-export';
import { FdbXmlExportReader } from './fdb-xml-export-reader';

const LICENCE = {
  licence: 'CC BY-ND 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by-nd/4.0/deed.de',
};
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

describe('FdbXmlExportReader over the fixture export', () => {
  let dir: string;
  let entries: Map<string, DumpEntry>;
  let refused: string[];
  let quirks: Map<string, number>;
  const entry = (key: keyof typeof EXPORT_FIXTURE) =>
    entries.get(md5(EXPORT_FIXTURE[key].id.replace(/\//g, '-').toLowerCase()))!;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fdb-export-'));
    await writeFixtureExport(join(dir, 'export.zip'));
    const tally = new QuirkTally();
    entries = new Map();
    refused = [];
    for await (const item of new FdbXmlExportReader(LICENCE).entries(join(dir, 'export.zip'), {
      quirks: tally,
    }))
      if (item.result.ok) entries.set(item.result.entry.idHash, item.result.entry);
      else refused.push(item.result.reason);
    quirks = new Map(tally.list().map((q) => [q.code, q.count]));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads every programme once, refuses the stub, skips what is no programme', () => {
    expect(entries.size).toBe(Object.keys(EXPORT_FIXTURE).length);
    expect(refused).toEqual([
      '/BMWI/FDB/Content/DE/Foerderprogramm/Land/Berlin/stub-beispiel: ohne Titel (unvollständiges Programmdokument)',
    ]);
    expect(quirks.get('untitledStub')).toBe(1);
    expect(quirks.get('notAProgram')).toBe(1);
  });

  it('keeps the CSV dump keys: the same path gives the same id_url and id_hash', () => {
    const loan = entry('loan');
    const csv = dumpRow('Bund/KfW/unternehmerkredit-test.html', {});
    expect(loan.idUrl).toBe(csv.id_url);
    expect(loan.idHash).toBe(FIXTURE.loan.id_hash);
    expect(loan.url).toBe(csv.url);
    expect(loan.details!.documentPath).toBe(
      '/BMWI/FDB/Content/DE/Foerderprogramm/Bund/KfW/unternehmerkredit-test',
    );
  });

  it('maps every field of a full programme', () => {
    const e = entry('bayern');
    const d = e.details!;
    expect(e.title).toBe('Digitalbonus ? Beispiel (Bayern)');
    expect(e.url).toBe(
      'https://www.foerderdatenbank.de/FDB/Content/DE/Foerderprogramm/Land/Bayern/digitalbonus-beispiel.html',
    );
    expect(exportPlainText(e.texts.description)).toBe(
      'Das Land fördert die Digitalisierung kleiner Unternehmen mit bis zu 10.000 Euro.\n• Hardware\n• Software',
    );
    expect(e.texts.description).not.toContain('CDATA');
    expect(exportPlainText(d.texts.shortDescription)).toBe(
      'Wenn Sie Ihr Unternehmen digitalisieren, erhalten Sie einen Zuschuss.',
    );
    expect(exportPlainText(d.texts.eligibility)).toBe(
      'Antragsberechtigt sind kleine Unternehmen mit Sitz in Bayern.',
    );
    expect(exportPlainText(d.texts.procedure)).toBe('Der Antrag wird online gestellt.');
    expect(exportPlainText(d.texts.deadlines)).toBe('Anträge sind bis zum 31.12.2027 einzureichen.');
    expect(exportPlainText(d.texts.processingTime)).toBe('Etwa acht Wochen.');
    expect(exportPlainText(d.texts.requiredDocuments)).toBe('Kostenvoranschlag, Handelsregisterauszug.');
    expect(exportPlainText(d.texts.legalCitation)).toBe('Richtlinie Digitalbonus, Stand Januar 2025.');
    expect(exportPlainText(e.texts.legalBasis)).toBe(
      'Rechtsgrundlage\nRichtlinie Digitalbonus vom 01.01.2025',
    );
    // The inline link got the URL it points to; the wording is unchanged.
    expect(e.texts.legalBasis).toContain(
      'href="https://www.beispiel-foerderung.example/richtlinie-digitalbonus.pdf"',
    );
    expect(exportPlainText(e.texts.moreInfo)).toMatch(/^Rechtliche Voraussetzungen\nAntragsberechtigt/);
    expect(e.fundingTypes).toEqual(['Zuschuss']);
    expect(e.fundingAreas).toEqual(['Beratung', 'Digitalisierung']);
    expect(e.fundingLocations).toEqual(['Bayern']);
    expect(e.eligibleApplicants).toEqual(['Existenzgründer/in', 'Unternehmen']);
    expect(e.fundingBody).toBe('Land');
    expect(d).toMatchObject({
      pathLevel: 'Land',
      pathRegion: 'Bayern',
      applicationLanguage: 'Deutsch',
      subAreas: ['beratung.beratung_schulung'],
      companySizes: ['kleines_unternehmen', 'kleinstunternehmen'],
      sectors: ['handel', 'handwerk'],
      grw: true,
      organisation: { name: 'Landesamt für Beispielförderung (LBF)' },
      keywords: 'Digitalisierung Hardware Software',
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
    });
    expect(d.contacts).toEqual([
      {
        institution: 'Landesamt für Beispielförderung, Referat Digitales',
        road: 'Beispielweg',
        houseId: '12',
        zipCode: '01234',
        city: 'München',
        building: null,
        postBox: null,
        country: null,
        phone: '+49 89 1234-0',
        fax: '+49 89 1234-99',
        mobile: null,
        email: 'digital@landesamt-beispiel.example',
        website: 'https://www.landesamt-beispiel.example/',
        parent: 'Ministerium für Beispielwirtschaft',
      },
    ]);
    expect(e.contact).toEqual({
      institution: 'Landesamt für Beispielförderung, Referat Digitales',
      street: 'Beispielweg 12',
      city: '01234 München',
      fax: '+49 89 1234-99',
      phone: '+49 89 1234-0',
      email: 'digital@landesamt-beispiel.example',
      website: 'https://www.landesamt-beispiel.example/',
    });
    expect(e.furtherLinks).toEqual([
      'https://portal.beispiel-foerderung.example/antrag.pdf',
      'https://www.beispiel-foerderung.example/digitalbonus',
    ]);
    expect(e.lastUpdated).toBe('2025-01-15');
    expect(e.offline).toBe(false);
  });

  it('maps the codes that need a mapping and keeps unknown ones as data', () => {
    const loan = entry('loan');
    expect(loan.fundingLocations).toEqual(['bundesweit']);
    expect(loan.eligibleApplicants).toEqual(['Existenzgründer/in', 'Unternehmen', 'stiftung_beispiel']);
    expect(loan.unknownLabels).toEqual(['eligible_applicants: stiftung_beispiel']);
    expect(loan.details!.otherCategories).toEqual(['Foerderschwerpunkt:neu_beispiel']);
    expect(loan.details!.contacts.map((c) => c.institution)).toEqual([
      'KfW Infocenter (Beispiel)',
      'Landesamt für Beispielförderung, Referat Digitales',
    ]);
    expect(entry('closed').fundingLocations).toEqual(['Niedersachsen']);
    expect(entry('paused').fundingLocations).toEqual(['Sachsen-Anhalt']);
    expect(entry('controlByte').fundingLocations).toEqual(['Schleswig-Holstein']);
    expect(entry('controlByte').fundingAreas).toEqual(['Corona-Hilfe']);
    expect(entry('fromPath').fundingLocations).toEqual(['Thüringen']);
    expect(entry('fromPath').fundingBody).toBe('Land');
    expect(entry('rootLevel').fundingBody).toBeNull();
  });

  it('handles each quirk and counts it', () => {
    expect(entry('controlByte').title).toBe('Innovationsgutschein Beispiel');
    expect(entry('bayern').texts.description).not.toContain('\u00ad');
    expect(exportPlainText(entry('eu').texts.description)).toMatch(
      /^Forschungsrahmen Beispiel\nZiel und Gegenstand/,
    );
    expect(entry('eu').texts.legalBasis).toBe('');
    expect(entry('closed').offline).toBe(true);
    expect(exportPlainText(entry('closed').details!.texts.statusNote)).toBe(
      'Antragstellung nicht mehr möglich',
    );
    expect(entry('paused').offline).toBe(false);
    expect(Object.fromEntries(quirks)).toMatchObject({
      controlBytes: 1,
      invisibleChars: 1,
      doubleEscaped: 1,
      lostCharacters: 1,
      statusBanner: 2,
      duplicateCode: 1,
      aliasCode: 6,
      unknownCode: 1,
      unknownClassifier: 1,
      missingProperty: 1,
      expirationIgnored: 1,
      danglingLink: 1,
      bodyTextAsDescription: 1,
      regionFromPath: 1,
      levelMismatch: 1,
    });
    expect(quirks.get('cdataMarkers')).toBeGreaterThan(100);
  });

  it('maps to the catalogue program: status from the banner, sizes, provider, attribution', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const bayern = dumpEntryToProgram(entry('bayern'), now, null);
    expect(bayern).toMatchObject({
      name: 'Digitalbonus ? Beispiel (Bayern)',
      provider: 'Bundesland',
      providerDetail: 'Landesamt für Beispielförderung (LBF)',
      category: 'zuschuss',
      level: 'landesweit',
      eligibleRegions: ['BY'],
      status: 'aktiv',
      lastUpdated: new Date('2025-01-15T00:00:00.000Z'),
      source: {
        url: entry('bayern').url,
        attribution: {
          name: 'Förderdatenbank des Bundes',
          licence: 'CC BY-ND 4.0',
          retrievedAt: '2026-11-29',
        },
      },
    });
    expect(bayern.terms.eligibility.companySizes).toEqual(['micro', 'small']);
    expect(bayern.source.note).toMatch(/Lizenz CC BY-ND 4\.0 .*Maßgeblich sind die Angaben/);
    expect(dumpEntryToProgram(entry('loan'), now, null)).toMatchObject({
      provider: 'KFW',
      level: 'bundesweit',
    });
    expect(dumpEntryToProgram(entry('loan'), now, null).terms.eligibility.companySizes).toBeNull();
    expect(dumpEntryToProgram(entry('closed'), now, null).status).toBe('ausgelaufen');
    expect(dumpEntryToProgram(entry('paused'), now, null).status).toBe('inaktiv');
    expect(dumpEntryToProgram(entry('eu'), now, null)).toMatchObject({ provider: 'EU', level: 'eu' });
    expect(dumpEntryToProgram(entry('rootLevel'), now, null).description).toBe(
      '<div><p>Wenn Sie etwas vorhaben, hilft dieses Programm.</p></div>',
    );
  });
});
