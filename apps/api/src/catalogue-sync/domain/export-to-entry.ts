import { createHash } from 'node:crypto';
import { categoriesOf, regionOfSegment } from './export-codes';
import {
  classifiedLists,
  documentId,
  stringProperty,
  targetId,
  type ExportDocument,
} from './export-document';
import type { ExportContact, ExportDetails, ExportLevel, ExportTexts } from './export-details';
import type { LinkedDocument, LinkedDocuments } from './export-linked-documents';
import type { QuirkTally } from './export-quirks';
import { exportPlainText, hasLostCharacter, oneLine, richTextHtml, stringValue } from './export-text';
import { bannerStatusOf } from './export-status';
import { dayOf, type NormaliseResult } from './normalise-row';
import type { DumpEntry } from './dump-entry';

const PROGRAMS = '/BMWI/FDB/Content/DE/Foerderprogramm';
const SITE = 'https://www.foerderdatenbank.de';
const LEVELS: Record<string, ExportLevel> = { bund: 'Bund', land: 'Land', eu: 'EU' };

/** The 35 properties of a programme (§6); any other is counted and left out. */
const KNOWN_PROPERTIES = new Set(
  [
    'title teaserText summary bodyText procDescription regulatoryFWork procMethod procInfluence progress',
    'competenceDescr header functions remark comment referenceCustomer challenge customerBenefit',
    'procQuality requirements serviceDescription serviceFeeDescr termsOfPayment keywords dateOfIssue',
    'dateOfExpiration externalID shouldNotBeIndexed subType languageInd cl2Processes cl2Satisfaction',
    'cl2Location cl2Contacts cl2CustServices cl2RelatedEnts',
  ]
    .join(' ')
    .split(' ')
    .map((n) => `gsb:${n}`),
);
/** Properties every real programme has; a missing one is read as empty and counted. */
const EXPECTED_PROPERTIES = ['title', 'summary', 'bodyText', 'cl2Processes', 'cl2Contacts'].map(
  (n) => `gsb:${n}`,
);

/** The Zusatzinfos sections, in the page's order, with the page's headings (`texts.moreInfo`). */
const MORE_INFO: [keyof ExportTexts, string][] = [
  ['eligibility', 'Rechtliche Voraussetzungen'],
  ['procedure', 'Verfahrensablauf'],
  ['deadlines', 'Fristen'],
  ['processingTime', 'Bearbeitungsdauer'],
  ['requiredDocuments', 'Erforderliche Unterlagen'],
];

/** Whether a document under `Foerderprogramm/` is a programme at all (§4). */
export function isProgramDocument(doc: ExportDocument): boolean {
  const subType = stringProperty(doc, 'gsb:subType')?.trim();
  return doc.type === 'gsb:ServiceOffer' && (!subType || subType === 'ServiceOffer-FundingProgram');
}

/**
 * The CSV dump's keys of a programme (§5), so both sources name it alike: `id_url` is the path below
 * `Foerderprogramm/` with `/` as `-`, lower case; `id_hash` its MD5.
 */
export function exportIds(doc: Pick<ExportDocument, 'path' | 'name'>): { idUrl: string; idHash: string } {
  const below = documentId(doc).slice(PROGRAMS.length + 1);
  const idUrl = below.replace(/\//g, '-').toLowerCase();
  return { idUrl, idHash: createHash('md5').update(idUrl).digest('hex') };
}

/** The programme's page: the path without `/BMWI`, `.html`. */
export const detailUrlOf = (doc: Pick<ExportDocument, 'path' | 'name'>): string =>
  `${SITE}${doc.path.replace(/^\/BMWI/, '')}/${encodeURIComponent(doc.name)}.html`;

/**
 * One programme document as a normalised entry (what the CSV reader makes of a row), its linked documents
 * resolved through the index. Texts stay as delivered; codes become the catalogue's labels; every oddity
 * is counted on `tally`. A programme without a title is a stub and refused (§4).
 */
export function exportDocumentToEntry(
  doc: ExportDocument,
  index: LinkedDocuments,
  tally: QuirkTally,
  licence: { licence: string; licenceUrl: string },
): NormaliseResult {
  const id = documentId(doc);
  for (const name of doc.properties.keys()) if (!KNOWN_PROPERTIES.has(name)) tally.add('unknownProperty');
  for (const name of EXPECTED_PROPERTIES) if (!doc.properties.has(name)) tally.add('missingProperty');
  if (doc.properties.has('gsb:dateOfExpiration')) tally.add('expirationIgnored');
  const rich = (name: string) => resolveInlineLinks(richTextHtml(stringProperty(doc, name), tally), index);
  const title = oneLine(rich('gsb:title'));
  if (!title) {
    tally.add('untitledStub');
    return { ok: false, reason: `${id}: ohne Titel (unvollständiges Programmdokument)` };
  }
  const { idUrl, idHash } = exportIds(doc);
  const summary = rich('gsb:summary');
  const body = rich('gsb:bodyText');
  // Older documents hold the whole description in bodyText (h2 sections), summary empty (§6).
  const bodyIsDescription = summary === '' && /<h2[\s>]/i.test(body);
  if (bodyIsDescription) tally.add('bodyTextAsDescription');
  const texts: ExportTexts = {
    shortDescription: rich('gsb:teaserText'),
    eligibility: rich('gsb:regulatoryFWork'),
    procedure: rich('gsb:procMethod'),
    deadlines: rich('gsb:procInfluence'),
    processingTime: rich('gsb:progress'),
    requiredDocuments: rich('gsb:competenceDescr'),
    legalCitation: rich('gsb:procDescription'),
    statusNote: rich('gsb:header'),
  };
  if ([title, summary, body].some((t) => hasLostCharacter(exportPlainText(t)))) tally.add('lostCharacters');
  const categories = categoriesOf(classifiedLists(doc, 'gsb:cl2Processes'), tally);
  const subAreas = categoriesOf(classifiedLists(doc, 'gsb:cl2Satisfaction'), tally);
  const { pathLevel, pathRegion } = placeOf(doc);
  if (pathLevel && categories.levelCategory && pathLevel !== categories.levelCategory)
    tally.add('levelMismatch');
  const regionLabel = pathRegion ? regionOfSegment(pathRegion) : null;
  const fundingLocations = categories.fundingLocations;
  if (fundingLocations.length === 0 && pathLevel === 'Land' && regionLabel) {
    tally.add('regionFromPath');
    fundingLocations.push(regionLabel);
  }
  const status = bannerStatusOf(texts.statusNote);
  if (texts.statusNote) tally.add(status === null ? 'unknownBanner' : 'statusBanner');
  const contacts = linksOf(doc, 'gsb:cl2Contacts', index, tally, 'contact').map((c) =>
    contactOf(c, index, tally),
  );
  const links = linksOf(doc, 'gsb:cl2CustServices', index, tally, 'link')
    .filter((l) => l.url !== null)
    .map((l) => ({ url: l.url!, title: l.title }));
  const organisationId = classifiedLists(doc, 'gsb:cl2Processes')
    .find((l) => l.classifier === 'Foerderorganisation')
    ?.targets.map(targetId)[0];
  const organisationDoc = organisationId ? index.get(organisationId) : undefined;
  if (organisationId && !organisationDoc) tally.add('danglingLink');
  const details: ExportDetails = {
    documentPath: id,
    pathLevel,
    pathRegion,
    texts,
    applicationLanguage: oneLine(rich('gsb:functions')) || null,
    subAreas: subAreas.subAreas,
    companySizes: categories.companySizes,
    sectors: categories.sectors,
    grw: categories.grw,
    organisation:
      organisationDoc?.kind === 'contact' && organisationDoc.title
        ? { name: organisationDoc.title, documentPath: organisationId! }
        : null,
    contacts,
    links,
    keywords: stringValue(stringProperty(doc, 'gsb:keywords'), tally),
    otherCategories: [...categories.otherCategories, ...subAreas.otherCategories].sort(),
  };
  const first = contacts[0];
  const entry: DumpEntry = {
    idHash,
    idUrl,
    url: detailUrlOf(doc),
    title,
    texts: {
      description: bodyIsDescription ? body : summary,
      moreInfo: MORE_INFO.filter(([k]) => texts[k] !== '')
        .map(([k, heading]) => `<h3>${heading}</h3>${texts[k]}`)
        .join(''),
      legalBasis: bodyIsDescription ? '' : body,
    },
    contact: {
      institution: first?.institution ?? null,
      street: joined(first?.road, first?.houseId),
      city: joined(first?.zipCode, first?.city),
      fax: first?.fax ?? null,
      phone: first?.phone ?? null,
      email: first?.email ?? null,
      website: first?.website ?? null,
    },
    fundingTypes: categories.fundingTypes,
    fundingAreas: categories.fundingAreas,
    fundingLocations: [...new Set(fundingLocations)].sort(),
    eligibleApplicants: categories.eligibleApplicants,
    fundingBody: pathLevel ?? categories.levelCategory,
    furtherLinks: [...new Set(links.map((l) => l.url))].sort(),
    offline: status === 'ausgelaufen',
    licenseInfo: null,
    onWebsiteFrom: null,
    lastUpdated: dayOf(stringProperty(doc, 'gsb:dateOfIssue') ?? undefined),
    unknownLabels: [...categories.unknownLabels, ...subAreas.unknownLabels],
    details,
    licence,
  };
  return { ok: true, entry };
}

const joined = (...parts: (string | null | undefined)[]): string | null =>
  parts.filter((p): p is string => !!p).join(' ') || null;

/** Level and Land from the path below `Foerderprogramm/` (§4: more reliable than the category). */
function placeOf(doc: ExportDocument): { pathLevel: ExportLevel | null; pathRegion: string | null } {
  const below = doc.path.startsWith(PROGRAMS) ? doc.path.slice(PROGRAMS.length + 1) : '';
  const [level, region] = below.split('/');
  const pathLevel = LEVELS[(level ?? '').toLowerCase()] ?? null;
  return { pathLevel, pathRegion: pathLevel === 'Land' && region ? region : null };
}

function linksOf<K extends LinkedDocument['kind']>(
  doc: ExportDocument,
  property: string,
  index: LinkedDocuments,
  tally: QuirkTally,
  kind: K,
): Extract<LinkedDocument, { kind: K }>[] {
  const out: Extract<LinkedDocument, { kind: K }>[] = [];
  for (const list of classifiedLists(doc, property))
    for (const target of list.targets) {
      const linked = index.get(targetId(target));
      if (!linked) tally.add('danglingLink');
      // A link into `Kontakt/` or `Archiv/` where an external link is expected is skipped (§9).
      else if (linked.kind === kind) out.push(linked as Extract<LinkedDocument, { kind: K }>);
    }
  return out;
}

function contactOf(
  c: Extract<LinkedDocument, { kind: 'contact' }>,
  index: LinkedDocuments,
  tally: QuirkTally,
): ExportContact {
  const resolve = (ids: string[]) =>
    ids.map((id) => {
      const d = index.get(id);
      if (!d) tally.add('danglingLink');
      return d;
    });
  const address = resolve(c.addresses).find((d) => d?.kind === 'address');
  const website = resolve(c.websites).find((d) => d?.kind === 'link' && d.url);
  const parent = resolve(c.parents).find((d) => d?.kind === 'contact');
  const a = address?.kind === 'address' ? address : null;
  return {
    institution: c.title,
    road: a?.road ?? null,
    houseId: a?.houseId ?? null,
    zipCode: a?.zipCode ?? null,
    city: a?.city ?? null,
    building: a?.building ?? null,
    postBox: a?.postBox ?? null,
    country: a?.country ?? null,
    phone: c.phone,
    fax: c.fax,
    mobile: c.mobile,
    email: c.email,
    website: website?.kind === 'link' ? website.url : null,
    parent: parent?.kind === 'contact' ? parent.title : null,
  };
}

const INLINE_TARGET = /(<a\b[^>]*?)\bxlink:href="(target:[^"]*)"/g;

/**
 * Inline links (`<a xlink:href="target:…">`, no `href`) get the external URL they point to as `href`,
 * so the display shows a working link; the wording and the original attributes stay.
 */
function resolveInlineLinks(html: string, index: LinkedDocuments): string {
  if (!html.includes('xlink:href')) return html;
  return html.replace(INLINE_TARGET, (match: string, head: string, target: string) => {
    const linked = index.get(targetId(target));
    if (linked?.kind !== 'link' || !linked.url || /\bhref="/.test(head.replace(/xlink:href/g, '')))
      return match;
    return `${head}href="${linked.url.replace(/"/g, '&quot;')}" xlink:href="${target}"`;
  });
}
