import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import yazl from 'yazl';
import { DUMP_COLUMNS, type RawDumpRow } from '../domain/dump-entry';

const BASE = 'https://www.foerderdatenbank.de/FDB/Content/DE/Foerderprogramm/';

/** A dump row as the crawler builds it: `id_hash` is the md5 of the slug after `Foerderprogramm/`. */
export function dumpRow(slug: string, fields: Partial<RawDumpRow>): RawDumpRow {
  const idUrl = slug
    .replace(/\//g, '-')
    .replace(/\.html$/, '')
    .toLowerCase();
  return {
    id_hash: createHash('md5').update(idUrl).digest('hex'),
    id_url: idUrl,
    url: `${BASE}${slug}`,
    license_info: `${fields.title ?? ''} von BMWK, lizensiert unter CC BY-ND 3.0 DE, zuletzt abgerufen am 2026-11-20`,
    on_website_from: '2024-01-10',
    last_updated: '2026-10-01',
    previous_update_dates: '[]',
    offline: 'False',
    ...fields,
  };
}

/**
 * Hand-made programs covering what the importer must handle: labels and codes, JSON / Python / plain
 * lists, a label with a comma, an EU program, a curated one (the Young Innovators page of the seed).
 */
export const FIXTURE = {
  bayern: dumpRow('Land/Bayern/digitalbonus-test.html', {
    title: 'Digitalbonus  Test\n Bayern',
    description: '<p>Zuschuss für <strong>Digitalisierung</strong>.</p><script>alert(1)</script>',
    funding_type: "['Zuschuss']",
    funding_area: "['Digitalisierung']",
    funding_location: "['Bayern']",
    eligible_applicants: "['Unternehmen']",
    funding_body: 'Land',
    contact_info_institution: 'Bayerisches Staatsministerium für Wirtschaft',
    further_links: "['https://www.stmwi.bayern.de/digitalbonus/?utm_source=x#top', '/FDB/info.html']",
  }),
  loan: dumpRow('Bund/KfW/unternehmerkredit-test.html', {
    title: 'ERP-Förderkredit Test',
    description: '<p>Darlehen für Investitionen.</p>',
    funding_type: '["darlehen"]',
    funding_area: '["unternehmensfinanzierung"]',
    funding_location: '["bundesweit"]',
    eligible_applicants: '["unternehmen", "existenzgruender-in"]',
    funding_body: 'Bund',
    contact_info_institution: 'KfW Bankengruppe',
  }),
  curated: {
    ...dumpRow('Bund/BMWi/teilnahme-junger-unternehmen-leitmessen.html', {
      title: 'Teilnahme junger innovativer Unternehmen an internationalen Leitmessen in Deutschland',
      description: '<p>Zuschuss zur Messeteilnahme.</p>',
      funding_type: "['Zuschuss']",
      funding_area: "['Messen & Ausstellungen']",
      funding_location: "['bundesweit']",
      eligible_applicants: "['Unternehmen']",
      funding_body: 'Bund',
      contact_info_institution: 'Bundesamt für Wirtschaft und Ausfuhrkontrolle (BAFA)',
    }),
  },
  eu: dumpRow('EU/horizont-test.html', {
    title: 'Horizont Europa Test',
    description: '<p>Forschung.</p>',
    funding_type: "['Zuschuss']",
    funding_area: "['Forschung & Innovation (themenoffen)']",
    funding_location: "['bundesweit']",
    eligible_applicants: "['Forschungseinrichtung', 'Unternehmen']",
    funding_body: 'EU',
  }),
  leaving: dumpRow('Land/Sachsen/auslaufend-test.html', {
    title: 'Auslaufendes Programm Sachsen',
    description: '<p>Wird bald entfernt.</p>',
    funding_type: "['Zuschuss']",
    funding_location: "['Sachsen']",
    eligible_applicants: "['Kommune']",
    funding_body: 'Land',
  }),
  guarantee: dumpRow('Land/NRW/buergschaft-test.html', {
    title: 'Bürgschaft NRW Test',
    description: '<p>Bürgschaften.</p>',
    funding_type: 'Bürgschaft, Garantie',
    funding_area: 'Kultur, Medien & Sport, Unternehmensfinanzierung',
    funding_location: 'Nordrhein-Westfalen, Niedersachsen',
    eligible_applicants: 'Unternehmen',
    funding_body: 'Land',
  }),
  fresh: dumpRow('Land/Berlin/neu-test.html', {
    title: 'Neues Programm Berlin',
    description: '<p>Neu.</p>',
    funding_type: "['Sonstige']",
    funding_location: "['Berlin']",
    eligible_applicants: "['Unternehmen']",
    funding_body: 'Land',
  }),
};

/** Rows the importer must refuse, never import half. */
export const BAD_ROWS: RawDumpRow[] = [
  { id_hash: 'not-a-hash', title: 'Kaputt', url: `${BASE}kaputt.html` },
  dumpRow('Bund/ohne-titel.html', { title: '' }),
];

export function toCsv(rows: readonly RawDumpRow[]): string {
  const cell = (v: string | undefined) => `"${(v ?? '').replace(/"/g, '""')}"`;
  const lines = rows.map((r) => DUMP_COLUMNS.map((c) => cell(r[c])).join(','));
  return `${DUMP_COLUMNS.join(',')}\n${lines.join('\n')}\n`;
}

/** Writes `csv_data.zip` as the crawler publishes it: one CSV inside a zip. */
export async function writeDumpZip(path: string, rows: readonly RawDumpRow[]): Promise<void> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(toCsv(rows), 'utf8'), 'csv_data/data.csv');
  zip.end();
  const out = createWriteStream(path);
  zip.outputStream.pipe(out);
  await once(out, 'close');
}
