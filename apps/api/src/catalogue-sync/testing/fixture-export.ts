import {
  addressDocument,
  contactDocument,
  externalLinkDocument,
  programDocument,
  type ProgramSpec,
} from './export-documents';
import { documentXml, StreamingZipWriter, zipPath, type DocumentSpec } from './export-xml-writer';

const C = '/BMWI/FDB/Content/DE/';
export const LINKED_IDS = {
  organisationLand: `${C}Foerdergeber/L/landesamt-beispielfoerderung`,
  organisationKfw: `${C}Foerdergeber/K/kfw-beispiel`,
  contactLand: `${C}Kontakt/L/landesamt-beispielfoerderung`,
  contactKfw: `${C}Kontakt/K/kfw-infocenter-beispiel`,
  parentLand: `${C}Kontakt/_Uebergeordnet/L/ministerium-beispiel`,
  addressLand: `${C}Adresse/L/landesamt-beispielfoerderung`,
  websiteLand: `${C}ExternerLink/L/landesamt-beispiel-web`,
  linkInfo: `${C}ExternerLink/D/digitalbonus-beispiel-info`,
  linkPortal: `${C}ExternerLink/D/digitalbonus-beispiel-portal`,
  regulation: `${C}ExternerLink/R/rgl-digitalbonus-beispiel`,
  /** Not in the export (the real export links a few such targets). */
  missing: '/BMWI/FDB/Schulung/S/schulung-beispiel',
};

/** The documents programmes link to (contacts, addresses, funding organisations, external links). */
export const FIXTURE_LINKED: DocumentSpec[] = [
  contactDocument({
    id: LINKED_IDS.organisationLand,
    title: 'Landesamt für Beispielförderung (LBF)',
    subType: 'ContactData-FundingOrganisation',
  }),
  contactDocument({
    id: LINKED_IDS.organisationKfw,
    title: 'KfW Bankengruppe',
    subType: 'ContactData-FundingOrganisation',
  }),
  contactDocument({
    id: LINKED_IDS.contactLand,
    title: 'Landesamt für Beispielförderung, Referat Digitales',
    // Trailing spaces and capitals occur in the real export.
    phone: '+49 89 1234-0 ',
    fax: '+49 89 1234-99',
    email: 'Digital@Landesamt-Beispiel.example ',
    address: LINKED_IDS.addressLand,
    websites: [LINKED_IDS.websiteLand],
    parent: LINKED_IDS.parentLand,
  }),
  contactDocument({ id: LINKED_IDS.parentLand, title: 'Ministerium für Beispielwirtschaft' }),
  contactDocument({ id: LINKED_IDS.contactKfw, title: 'KfW Infocenter (Beispiel)', phone: '0800 000 0000' }),
  addressDocument({
    id: LINKED_IDS.addressLand,
    title: 'Landesamt für Beispielförderung',
    road: 'Beispielweg',
    houseId: '12',
    zipCode: '01234',
    city: 'München',
  }),
  externalLinkDocument({
    id: LINKED_IDS.websiteLand,
    url: 'https://www.landesamt-beispiel.example/',
    title: 'Landesamt (externer Link)',
  }),
  externalLinkDocument({
    id: LINKED_IDS.linkInfo,
    url: 'https://www.beispiel-foerderung.example/digitalbonus?utm_source=fdb#oben',
    title: 'Digitalbonus ? Informationen (externer Link)',
  }),
  externalLinkDocument({
    id: LINKED_IDS.linkPortal,
    url: 'https://portal.beispiel-foerderung.example/antrag.pdf',
    title: 'Antragsportal (externer Link)',
  }),
  externalLinkDocument({
    id: LINKED_IDS.regulation,
    url: 'https://www.beispiel-foerderung.example/richtlinie-digitalbonus.pdf',
    title: 'Richtlinie Digitalbonus (externer Link)',
  }),
];

const SIZES = ['kleinstunternehmen', 'kleines_unternehmen', 'mittleres_unternehmen', 'grosses_unternehmen'];

/**
 * Hand-made programmes in the export's format, one per case the reader must handle: every mapped field,
 * the codes that need a mapping, the quirks of §10 and the stubs it must skip. Our own texts.
 */
export const EXPORT_FIXTURE = {
  bayern: {
    id: 'Land/Bayern/digitalbonus-beispiel',
    // A dash outside Latin-1 arrives as `?` (kept), an inline span after "(" (no space when stripped).
    title: 'Digitalbonus ? Beispiel (<span>Bayern</span>)',
    teaser: '<p>Wenn Sie Ihr Unternehmen digitalisieren, erhalten Sie einen Zuschuss.</p>',
    summary:
      '<p>Das Land fördert die Digitali\u00adsierung kleiner Unternehmen mit bis zu 10.000&#xa0;Euro.</p>' +
      '<ul><li>Hardware</li><li>Software</li></ul>',
    body:
      '<h5>Rechtsgrundlage</h5><p><a xlink:type="simple" xlink:href="target:' +
      LINKED_IDS.regulation +
      '" xlink:show="new" xlink:actuate="onRequest">Richtlinie Digitalbonus</a> vom 01.01.2025</p>',
    eligibility: '<p>Antragsberechtigt sind kleine Unternehmen mit Sitz in Bayern.</p>',
    procedure: '<p>Der Antrag wird online gestellt.</p>',
    deadlines: '<p>Anträge sind bis zum 31.12.2027 einzureichen.</p>',
    processingTime: '<p>Etwa acht Wochen.</p>',
    requiredDocuments: '<p>Kostenvoranschlag, Handelsregisterauszug.</p>',
    citation: '<p>Richtlinie Digitalbonus, Stand Januar 2025.</p>',
    functions: '<p>Deutsch</p>',
    keywords: 'Digitalisierung\tHardware Software',
    dateOfIssue: '2025-01-15T09:30:00.000+01:00',
    dateOfExpiration: '0207-01-01T00:00:00.000+01:00',
    categories: {
      Foerderart: ['zuschuss'],
      Foerdergebiet: ['bayern'],
      Foerdergeber: ['land'],
      Foerderberechtigte: ['unternehmen', 'existenzgruenderin'],
      BranchenUnternehmen: ['handwerk', 'handel'],
      Unternehmensgroesse: ['kleinstunternehmen', 'kleines_unternehmen'],
      Unternehmensalter: ['nicht_relevant'],
      Foerderbereich: ['digitalisierung', 'beratung'],
      GRW: ['grw_foerderung'],
    },
    subAreas: { UFBeratung: ['beratung_schulung'] },
    organisation: LINKED_IDS.organisationLand,
    contacts: [LINKED_IDS.contactLand],
    links: [LINKED_IDS.linkInfo, LINKED_IDS.missing, LINKED_IDS.linkPortal],
  },
  loan: {
    // The path of the CSV fixture's loan: the same id_url, so the same program when the source switches.
    id: 'Bund/KfW/unternehmerkredit-test',
    title: 'ERP-Förderkredit Test',
    teaser: '<p>Wenn Sie investieren, erhalten Sie ein zinsgünstiges Darlehen.</p>',
    summary: '<p>Darlehen für Investitionen.</p>',
    body: '<h5>Rechtsgrundlage</h5><p>ERP-Wirtschaftsplangesetz</p>',
    dateOfIssue: '2024-06-01T08:00:00.000+02:00',
    categories: {
      Foerderart: ['darlehen'],
      // Both spellings of nationwide at once (one real programme has them).
      Foerdergebiet: ['_bundesweit', 'bundesweit'],
      Foerdergeber: ['bund'],
      Foerderberechtigte: ['unternehmen', 'existenzgruenderin', 'stiftung_beispiel'],
      Unternehmensgroesse: SIZES,
      Foerderbereich: ['unternehmensfinanzierung'],
      GRW: ['keine_grw_foerderung'],
      Foerderschwerpunkt: ['neu_beispiel'],
    },
    subAreas: { UFUnternehmensfinanzierung: ['betriebsmittel', 'investitionen'] },
    organisation: LINKED_IDS.organisationKfw,
    contacts: [LINKED_IDS.contactKfw, LINKED_IDS.contactLand],
  },
  eu: {
    id: 'EU/forschung-beispiel',
    title: 'Forschungsrahmen Beispiel',
    // An older document: summary and teaser empty, the whole description in bodyText.
    summary: '',
    body:
      '<p><strong>Forschungsrahmen Beispiel</strong></p><h2>Ziel und Gegenstand</h2><p>Die EU fördert ' +
      'Forschungsvorhaben.</p><h2>Antragsberechtigte</h2><p>Hochschulen und Unternehmen.</p>',
    categories: {
      Foerderart: ['zuschuss'],
      Foerdergebiet: ['_bundesweit'],
      Foerdergeber: ['eu'],
      Foerderberechtigte: ['hochschule', 'unternehmen'],
      Foerderbereich: ['forschung_innovation_themenoffen'],
    },
    contacts: [LINKED_IDS.contactKfw],
  },
  closed: {
    id: 'Land/Niedersachsen/beendet-beispiel',
    title: 'Beendetes Beispielprogramm',
    header: '<p>Antragstellung nicht mehr möglich</p>',
    summary: '<p>Ein Programm, das keine Anträge mehr annimmt.</p>',
    categories: { Foerderart: ['zuschuss'], Foerdergebiet: ['de_ni'], Foerdergeber: ['land'] },
  },
  paused: {
    id: 'Land/Sachsen-Anhalt/pausiert-beispiel',
    title: 'Pausiertes Beispielprogramm',
    header: '<p>Antragstellung derzeit nicht möglich</p>',
    summary: '<p>Ein Programm, das vorübergehend keine Anträge annimmt.</p>',
    categories: { Foerderart: ['beteiligung'], Foerdergebiet: ['de_st'], Foerdergeber: ['land'] },
  },
  controlByte: {
    id: 'Land/Schleswig-Holstein/steuerzeichen-beispiel',
    // A raw 0x02 inside a word, as in a real file: a strict parser rejects the file unless it is removed.
    title: 'Innova\u0002tionsgutschein Beispiel',
    summary: '<p>Gutscheine für Innovationsberatung.</p>',
    categories: {
      Foerderart: ['zuschuss'],
      Foerdergebiet: ['schlesig_holstein'],
      Foerdergeber: ['land'],
      Foerderbereich: ['corona'],
    },
  },
  fromPath: {
    id: 'Land/Thueringen/pfad-beispiel',
    title: 'Beispielprogramm ohne Fördergebiet',
    summary: '<p>Das Fördergebiet steht nur im Pfad.</p>',
    // The category says Bund, the path says Land: the path wins.
    categories: { Foerderart: ['buergschaft'], Foerdergeber: ['bund'] },
  },
  rootLevel: {
    id: 'ohne-ebene-beispiel',
    title: 'Beispielprogramm ohne Ebene',
    // The summary property is missing altogether (empty and missing mean the same).
    summary: null,
    teaser: '<p>Wenn Sie etwas vorhaben, hilft dieses Programm.</p>',
    categories: { Foerderart: ['sonstige'] },
  },
  curated: {
    // The page a curated seed program cites: linked, not imported a second time.
    id: 'Bund/BMWi/teilnahme-junger-unternehmen-leitmessen',
    title: 'Teilnahme junger innovativer Unternehmen an internationalen Leitmessen in Deutschland',
    summary: '<p>Zuschuss zur Messeteilnahme.</p>',
    categories: {
      Foerderart: ['zuschuss'],
      Foerdergebiet: ['_bundesweit'],
      Foerdergeber: ['bund'],
      Foerderberechtigte: ['unternehmen'],
      Foerderbereich: ['messen_ausstellungen'],
    },
  },
} satisfies Record<string, ProgramSpec>;

/** Documents under `Foerderprogramm/` that are no programme to import (§4). */
export const EXPORT_SKIPPED = {
  stub: { id: 'Land/Berlin/stub-beispiel', title: null },
  event: {
    id: 'Land/Berlin/veranstaltung-beispiel',
    title: 'Beispielveranstaltung',
    subType: 'ServiceOffer-Event',
  },
} satisfies Record<string, ProgramSpec>;

export interface FixtureExportOptions {
  programs?: ProgramSpec[];
  /** Every programme's `dateOfIssue` re-stamped (the export does this without content changes). */
  restamp?: string;
}

/** Writes the fixture export as a ZIP: linked documents around the programmes (order does not matter). */
export async function writeFixtureExport(path: string, options: FixtureExportOptions = {}): Promise<void> {
  const programs = options.programs ?? [...Object.values(EXPORT_FIXTURE), ...Object.values(EXPORT_SKIPPED)];
  const zip = new StreamingZipWriter(path);
  const half = Math.ceil(FIXTURE_LINKED.length / 2);
  const add = (doc: DocumentSpec) => zip.add(zipPath(doc.id), documentXml(doc));
  for (const doc of FIXTURE_LINKED.slice(0, half)) await add(doc);
  for (const p of programs)
    await add(programDocument(options.restamp ? { ...p, dateOfIssue: options.restamp } : p));
  for (const doc of FIXTURE_LINKED.slice(half)) await add(doc);
  await zip.close();
}
