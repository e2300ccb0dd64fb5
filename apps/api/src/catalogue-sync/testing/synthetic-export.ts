import {
  addressDocument,
  contactDocument,
  externalLinkDocument,
  programDocument,
  type ProgramSpec,
} from './export-documents';
import { documentXml, StreamingZipWriter, zipPath, type DocumentSpec } from './export-xml-writer';

const C = '/BMWI/FDB/Content/DE/';
/** Path segment and `Foerdergebiet` code of each Land, as the export spells them (§8, with its quirks). */
const LANDS: [string, string][] = [
  ['Baden-Wuerttemberg', 'baden_wuerttemberg'],
  ['Bayern', 'bayern'],
  ['Berlin', 'berlin'],
  ['Brandenburg', 'brandenburg'],
  ['Bremen', 'bremen'],
  ['Hamburg', 'hamburg'],
  ['Hessen', 'hessen'],
  ['Mecklenburg-Vorpommern', 'mecklenburg_vorpommern'],
  ['Niedersachsen', 'de_ni'],
  ['Nordrhein-Westfalen', 'nordrhein_westfalen'],
  ['Rheinland-Pfalz', 'rheinland_pfalz'],
  ['Saarland', 'saarland'],
  ['Sachsen', 'sachsen'],
  ['Sachsen-Anhalt', 'de_st'],
  ['Schleswig-Holstein', 'schlesig_holstein'],
  ['Thueringen', 'thueringen'],
];
const TYPES = ['zuschuss', 'darlehen', 'buergschaft', 'beteiligung', 'garantie', 'sonstige'];
const AREAS = [
  'infrastruktur',
  'gesundheit_soziales',
  'unternehmensfinanzierung',
  'forschung_innovation_themenoffen',
  'energieeffizienz_erneuerbare_energien',
  'aus_weiterbildung',
  'existenzgruendung_festigung',
  'landwirtschaft_laendliche_entwicklung',
  'digitalisierung',
  'kultur_medien_sport',
];
const APPLICANTS = ['unternehmen', 'existenzgruenderin', 'kommune', 'verband_vereinigung', 'hochschule'];
const SIZES = ['kleinstunternehmen', 'kleines_unternehmen', 'mittleres_unternehmen', 'grosses_unternehmen'];
const LETTERS = 'ABCDEFGHKLMNPRSTW';

/** How many linked documents of each kind a synthetic export has (10,000 in all, by default). */
export interface SyntheticLinkedCounts {
  organisations: number;
  contacts: number;
  parents: number;
  addresses: number;
  links: number;
}
export const LINKED_10K: SyntheticLinkedCounts = {
  organisations: 300,
  contacts: 1500,
  parents: 200,
  addresses: 600,
  links: 7400,
};

export interface SyntheticExportOptions {
  programs: number;
  linked?: SyntheticLinkedCounts;
  /** Changes the summary of every `changeEvery`-th programme (a new version in the next run). */
  revision?: number;
  changeEvery?: number;
  /** Every `dateOfIssue` re-stamped to this, as the export does without content changes. */
  restamp?: string;
}

const letter = (n: number) => LETTERS[n % LETTERS.length]!;
const ids = {
  organisation: (n: number) => `${C}Foerdergeber/${letter(n)}/foerdergeber-${n}`,
  contact: (n: number) => `${C}Kontakt/${letter(n)}/kontakt-${n}`,
  parent: (n: number) => `${C}Kontakt/_Uebergeordnet/${letter(n)}/einheit-${n}`,
  address: (n: number) => `${C}Adresse/${letter(n)}/adresse-${n}`,
  link: (n: number) => `${C}ExternerLink/${letter(n)}/link-${n}`,
};

function* linkedDocuments(c: SyntheticLinkedCounts): Generator<DocumentSpec> {
  for (let n = 0; n < c.links; n++)
    yield externalLinkDocument({
      id: ids.link(n),
      url: `https://foerderung-${n % 97}.example/programm/${n}${n % 11 === 0 ? '.pdf' : ''}`,
      title: `Informationen zum Angebot ${n} (externer Link)`,
    });
  for (let n = 0; n < c.addresses; n++)
    yield addressDocument({
      id: ids.address(n),
      title: `Dienststelle ${n}`,
      road: `Musterstraße`,
      houseId: String(1 + (n % 120)),
      zipCode: String(10000 + ((n * 37) % 89999)).padStart(5, '0'),
      city: `Beispielstadt ${n % 50}`,
    });
  for (let n = 0; n < c.parents; n++)
    yield contactDocument({ id: ids.parent(n), title: `Übergeordnete Einheit ${n}` });
  for (let n = 0; n < c.organisations; n++)
    yield contactDocument({
      id: ids.organisation(n),
      title: `Fördergeber ${n} (FG${n})`,
      subType: 'ContactData-FundingOrganisation',
      address: n % 3 === 0 ? ids.address(n % c.addresses) : undefined,
    });
  for (let n = 0; n < c.contacts; n++)
    yield contactDocument({
      id: ids.contact(n),
      title: `Förderstelle ${n}${n % 40 === 0 ? ' ? Beratung' : ''}`,
      phone: `+49 30 ${1000 + n}-0${n % 9 === 0 ? ' ' : ''}`,
      email: n % 2 === 0 ? `kontakt${n}@foerderstelle.example` : undefined,
      address: ids.address(n % c.addresses),
      websites: [ids.link((n * 5) % c.links)],
      parent: n % 4 === 0 ? ids.parent(n % c.parents) : undefined,
    });
}

/**
 * The i-th synthetic programme, with the quirks at about the rates the real export shows (format note
 * §6, §10, §11): 72 % Land, 25 % Bund, 2 % EU, 1 % without level; a banner on 9 %; a `?` for a lost
 * character in 4 % of titles; soft hyphens in 2.4 %; the whole text in bodyText in 10 %; a missing summary
 * in 1 %; `dateOfExpiration` junk on 25 %; a dangling link in 1 %; a raw control byte in 0.1 %; 3 stubs.
 */
export function syntheticProgram(i: number, o: SyntheticExportOptions): ProgramSpec {
  const c = o.linked ?? LINKED_10K;
  const band = i % 100;
  const [landPath, landCode] = LANDS[i % LANDS.length]!;
  const level = band < 72 ? 'Land' : band < 97 ? 'Bund' : band < 99 ? 'EU' : null;
  const folder =
    level === 'Land'
      ? `Land/${landPath}/`
      : level === 'Bund'
        ? `Bund/R${i % 12}/`
        : level === 'EU'
          ? 'EU/'
          : '';
  const id = `${folder}programm-${i}`;
  if (i % 1000 === 7) return { id, title: null };
  const stand =
    (o.changeEvery ?? 10) > 0 && i % (o.changeEvery ?? 10) === 0 ? ` Stand ${o.revision ?? 0}.` : '';
  const shy = i % 41 === 0 ? '\u00ad' : '';
  const paragraph = (n: number) =>
    `<p>Gefördert werden Vorhaben der Art ${n} von Unternehmen und Einrichtungen, die ihre Wettbewerbs${shy}fähigkeit ` +
    `stärken wollen; die Förderung beträgt bis zu ${(i % 9) + 1}0 % der förderfähigen Ausgaben.</p>`;
  const description = `${paragraph(i)}${paragraph(i + 1)}<ul><li>Investitionen</li><li>Beratung</li></ul>${paragraph(i + 2)}<p>Programm ${i}.${stand}</p>`;
  const bodyIsDescription = i % 10 === 3;
  const location =
    level === 'Land'
      ? i % 41 === 5
        ? []
        : [landCode]
      : level === 'Bund' || level === 'EU'
        ? i === 2
          ? ['_bundesweit', 'bundesweit']
          : [i % 8 === 0 ? 'bundesweit' : '_bundesweit']
        : [];
  return {
    id,
    title: `${i % 25 === 0 ? 'Förderprogramm ? ' : ''}Synthetisches Programm ${i}${i % 1000 === 500 ? '\u0002' : ''} (<span>Teil ${i % 7}</span>)`,
    teaser:
      i % 5 === 0 ? '' : `<p>Wenn Sie ein Vorhaben der Art ${i} planen, erhalten Sie eine Förderung.</p>`,
    summary: i % 100 === 50 ? null : bodyIsDescription ? '' : description,
    body: bodyIsDescription
      ? `<h2>Ziel und Gegenstand</h2>${description}<h2>Antragsberechtigte</h2><p>Unternehmen.</p>`
      : `<h5>Rechtsgrundlage</h5><p><a xlink:type="simple" xlink:href="target:${ids.link((i * 7) % c.links)}" xlink:show="new">Richtlinie ${i}</a> vom 01.0${(i % 9) + 1}.2025&#xa0;in der geltenden Fassung.</p>`,
    eligibility:
      i % 4 === 1
        ? ''
        : `<p>Antragsberechtigt sind Unternehmen mit Sitz in ${landPath}.</p>${paragraph(i + 3)}`,
    procedure: i % 9 === 0 ? '<p>Der Antrag ist vor Beginn des Vorhabens zu stellen.</p>' : '',
    deadlines: i % 8 === 0 ? `<p>Anträge sind bis zum 3${i % 2}.0${(i % 9) + 1}.2027 einzureichen.</p>` : '',
    processingTime: i % 40 === 0 ? '<p>Etwa drei Monate.</p>' : '',
    requiredDocuments: i % 18 === 0 ? '<p>Projektbeschreibung und Finanzierungsplan.</p>' : '',
    citation: i % 3 === 0 ? '' : `<p>Richtlinie ${i}, Stand ${2020 + (i % 6)}.</p>`,
    header:
      band < 7 && i % 3 === 0
        ? '<p>Antragstellung nicht mehr möglich</p>'
        : band === 8
          ? '<p>Antragstellung derzeit nicht möglich</p>'
          : i % 333 === 1
            ? '<p>Hinweis der Redaktion</p>'
            : '',
    keywords: i % 40 === 0 ? undefined : `Förderung\tProgramm${i} Investition`,
    dateOfIssue: o.restamp ?? `2024-0${(i % 9) + 1}-1${i % 10}T08:00:00.000+01:00`,
    dateOfExpiration: i % 4 === 0 ? `0${200 + (i % 50)}-01-01T00:00:00.000+01:00` : undefined,
    categories: {
      Foerderart: [TYPES[i % TYPES.length]!, ...(i % 7 === 0 && i % TYPES.length !== 1 ? ['darlehen'] : [])],
      Foerdergebiet: location,
      Foerdergeber: level ? [level.toLowerCase()] : [],
      Foerderberechtigte: [
        APPLICANTS[i % APPLICANTS.length]!,
        ...(i % 3 === 0 && APPLICANTS[i % APPLICANTS.length] !== 'unternehmen' ? ['unternehmen'] : []),
        ...(i % 200 === 0 ? ['unbekannt_beispiel'] : []),
      ],
      Unternehmensgroesse: i % 3 === 0 ? SIZES : SIZES.slice(0, 1 + (i % 4)),
      Unternehmensalter: ['nicht_relevant'],
      Foerderbereich: [AREAS[i % AREAS.length]!, AREAS[(i + 1 + (i % 3)) % AREAS.length]!],
      BranchenUnternehmen: i % 2 === 0 ? ['handwerk', 'handel'] : [],
      GRW: [i % 10 === 0 ? 'grw_foerderung' : 'keine_grw_foerderung'],
    },
    subAreas: {
      UFArbeit: i % 6 === 0 ? ['betriebliche_arbeitsplaetze'] : [],
      UFBeratung: ['beratung_schulung'],
    },
    organisation: i % 7 === 6 ? undefined : ids.organisation(i % c.organisations),
    contacts:
      i % 1000 === 9
        ? []
        : i % 75 === 0
          ? [ids.contact(i % c.contacts), ids.contact((i + 1) % c.contacts)]
          : [ids.contact(i % c.contacts)],
    links: [
      ids.link((i * 3) % c.links),
      ...(i % 2 === 0 ? [ids.link((i * 3 + 1) % c.links)] : []),
      ...(i % 100 === 42 ? ['/BMWI/FDB/Schulung/S/nicht-exportiert'] : []),
    ],
  };
}

/**
 * Writes a synthetic export of `programs` programmes and 10,000 linked documents in exactly the official
 * format, file by file (never the whole archive in memory): the programmes between the two halves of the
 * linked documents, so the reader may not rely on any order.
 */
export async function writeSyntheticExport(path: string, o: SyntheticExportOptions): Promise<void> {
  const zip = new StreamingZipWriter(path);
  const linked = [...linkedDocuments(o.linked ?? LINKED_10K)];
  const half = Math.ceil(linked.length / 2);
  const add = (doc: DocumentSpec) => zip.add(zipPath(doc.id), documentXml(doc));
  for (const doc of linked.slice(0, half)) await add(doc);
  for (let i = 0; i < o.programs; i++) await add(programDocument(syntheticProgram(i, o)));
  for (const doc of linked.slice(half)) await add(doc);
  await zip.close();
}
