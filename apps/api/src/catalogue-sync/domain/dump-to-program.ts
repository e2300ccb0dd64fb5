import sanitizeHtml from 'sanitize-html';
import {
  FINANCING_CATEGORIES,
  NATIONWIDE,
  type ProgramCategory,
  type ProgramLevel,
  type ProgramProvider,
  type ProgramStatus,
} from '@libs/shared';
import {
  AMOUNT_NOT_STATED,
  APPLICANT_LABELS,
  FUNDING_AREA_LABELS,
  FUNDING_TYPE_LABELS,
  codeOfLabel,
  isSubAreaCode,
  type FundingCategories,
  type Program,
  type ProgramAttribution,
} from '@libs/catalogue';
import { germanDayOf } from '@libs/shared';
import { regionKeyOf } from './dump-vocabulary';
import type { DumpEntry } from './dump-entry';
import { bannerStatusOf } from './export-status';
import { companySizesOf } from './export-vocabulary';

/** Imported programs live beside the curated ones under their own id space. */
export const IMPORTED_ID_PREFIX = 'fdb-';
export const importedProgramId = (idHash: string): string => `${IMPORTED_ID_PREFIX}${idHash}`;

export const ATTRIBUTION =
  'Text: Förderdatenbank des Bundes (BMWE), lizenziert unter CC BY-ND 3.0 DE ' +
  '(https://creativecommons.org/licenses/by-nd/3.0/de/), unverändert übernommen.';

/** The licence of the Förderdatenbank's texts per its imprint (the dump's own string says 4.0). */
export const SOURCE_LICENCE = {
  name: 'Förderdatenbank des Bundes',
  publisher: 'Bundesministerium für Wirtschaft und Energie (BMWE)',
  licence: 'CC BY-ND 3.0 DE',
  licenceUrl: 'https://creativecommons.org/licenses/by-nd/3.0/de/',
} as const;

/**
 * Who published the entry's text, under which licence, retrieved when (the dump's licence string dates
 * it, else the import day). An entry of the official export carries the licence the operator set.
 */
export function attributionOf(e: DumpEntry, importedAt: Date): ProgramAttribution {
  const retrieved = /abgerufen am (\d{4}-\d{2}-\d{2})/.exec(e.licenseInfo ?? '')?.[1];
  return { ...SOURCE_LICENCE, ...e.licence, retrievedAt: retrieved ?? germanDayOf(importedAt) };
}

/** The editors' own caveat, carried with every program of the official export (format note §12). */
export const EDITORS_NOTE =
  'Maßgeblich sind die Angaben auf den offiziellen Webseiten der fördergebenden Stellen.';

export function attributionTextOf(e: DumpEntry): string {
  if (!e.licence) return ATTRIBUTION;
  return (
    `Text: ${SOURCE_LICENCE.name} (${SOURCE_LICENCE.publisher}), Lizenz ${e.licence.licence} ` +
    `(${e.licence.licenceUrl}), unverändert übernommen. ${EDITORS_NOTE}`
  );
}

/**
 * A curated program linked to its dump entry: its curation (texts, terms) stays, and its source becomes the
 * entry's page in the Förderdatenbank with the database's attribution, so every read of a program the import
 * found names its page there, whether it came in as `fdb-*` or was linked to the curation. The curation's
 * own citation stays in the seed.
 */
export function withSourcePage(p: Program, e: DumpEntry, importedAt: Date): Program {
  return { ...p, source: { ...p.source, url: e.url, attribution: attributionOf(e, importedAt) } };
}

/** Shown where the dump has no structured terms: the engine passes it on as an info warning. */
export const UNSTRUCTURED_TERMS =
  'Konditionen (Fördersatz, Höchstbetrag, Antragsberechtigung im Detail) sind für dieses aus der ' +
  'Förderdatenbank übernommene Programm nicht strukturiert erfasst; es wird kein Betrag geschätzt';

/** Funding type -> category, the first that the program offers in this order (documented in ADR 0015). */
const CATEGORY_BY_TYPE: [string, ProgramCategory][] = [
  ['Zuschuss', 'zuschuss'],
  ['Darlehen', 'darlehen'],
  ['Bürgschaft', 'buergschaft'],
  ['Garantie', 'buergschaft'],
  ['Beteiligung', 'beteiligung'],
  // "Sonstige" on the site is mostly advice, prizes and networks: no money instrument of the spec fits better.
  ['Sonstige', 'beratung'],
];

/** Institution names that name one of the spec's providers. */
const PROVIDER_BY_INSTITUTION: [RegExp, ProgramProvider][] = [
  [/\bKfW\b|Kreditanstalt für Wiederaufbau/i, 'KFW'],
  [/\bBAFA\b|Bundesamt für Wirtschaft und Ausfuhrkontrolle/i, 'BAFA'],
  [/\bBMBF\b|Bundesministerium für Bildung und Forschung/i, 'BMBF'],
  [/\bBMWK?E?\b|Bundesministerium für Wirtschaft/i, 'BMWK'],
];

export function categoryOf(e: DumpEntry): ProgramCategory {
  return CATEGORY_BY_TYPE.find(([type]) => e.fundingTypes.includes(type))?.[1] ?? 'beratung';
}

export function providerOf(e: DumpEntry): ProgramProvider {
  const body = (e.fundingBody ?? '').toLowerCase();
  if (body === 'eu') return 'EU';
  const institution = `${e.details?.organisation?.name ?? ''} ${e.contact.institution ?? ''}`;
  const named = PROVIDER_BY_INSTITUTION.find(([pattern]) => pattern.test(institution))?.[1];
  if (named) return named;
  if (body === 'land') return 'Bundesland';
  return 'Sonstige';
}

/**
 * The entry's categories by code, for the search's filters and facets. Labels outside the vocabulary (kept
 * as delivered on the entry and reported with the run) are left out: a filter names known values only.
 */
export function fundingCategoriesOf(e: DumpEntry): FundingCategories {
  const codes = (labels: Readonly<Record<string, string>>, values: readonly string[]) =>
    [...new Set(values.map((v) => codeOfLabel(labels, v)).filter((c): c is string => !!c))].sort();
  return {
    fundingTypes: codes(FUNDING_TYPE_LABELS, e.fundingTypes),
    areas: codes(FUNDING_AREA_LABELS, e.fundingAreas),
    subAreas: (e.details?.subAreas ?? []).filter(isSubAreaCode),
    applicants: codes(APPLICANT_LABELS, e.eligibleApplicants),
  };
}

export function regionsOf(e: DumpEntry): string[] {
  const keys = e.fundingLocations.map(regionKeyOf).filter((k): k is string => k !== null);
  return [...new Set(keys)].sort();
}

export function levelOf(e: DumpEntry, regions: readonly string[]): ProgramLevel | null {
  if ((e.fundingBody ?? '').toLowerCase() === 'eu') return 'eu';
  if (regions.includes(NATIONWIDE)) return 'bundesweit';
  if (regions.length === 1) return 'landesweit';
  if (regions.length > 1) return 'regional';
  return (e.fundingBody ?? '').toLowerCase() === 'bund' ? 'bundesweit' : null;
}

/** The status the source gives: `ausgelaufen` when the page is offline or gone from the dump. */
export function statusOf(e: DumpEntry, goneSince: string | null): ProgramStatus {
  if (e.offline || goneSince) return 'ausgelaufen';
  // The export's banner may pause a programme ("derzeit nicht möglich"); `offline` covers the closed ones.
  return e.details && bannerStatusOf(e.details.texts.statusNote) === 'inaktiv' ? 'inaktiv' : 'aktiv';
}

/** For display only: scripts, styles, event handlers and foreign schemes removed; the wording untouched. */
export function displayHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'a',
      'h2',
      'h3',
      'h4',
      'span',
      'div',
    ],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }) },
  }).trim();
}

/**
 * A dump entry as a catalogue program. The dump has no amounts or rates: `maxAmount` 0 with the terms
 * marked unstructured (`amountsKnown` false on the wire), so every surface says "Förderhöhe nicht
 * angegeben" with the source link instead of a figure, and the engine invents no amount.
 */
export function dumpEntryToProgram(e: DumpEntry, importedAt: Date, goneSince: string | null): Program {
  const category = categoryOf(e);
  const regions = regionsOf(e);
  const lastUpdated = e.lastUpdated ?? e.onWebsiteFrom;
  return {
    id: importedProgramId(e.idHash),
    tenantId: null,
    name: e.title,
    shortName: null,
    provider: providerOf(e),
    providerDetail: e.details?.organisation?.name ?? e.contact.institution,
    category,
    level: levelOf(e, regions),
    description:
      displayHtml(e.texts.description) || displayHtml(e.details?.texts.shortDescription ?? '') || e.title,
    maxAmount: 0,
    minAmount: null,
    subsidyRateMax: null,
    deminimis: null,
    targetGroups: [...e.eligibleApplicants],
    eligibleRegions: regions,
    phases: [],
    applicationDeadline: null,
    status: statusOf(e, goneSince),
    lastUpdated: lastUpdated ? new Date(`${lastUpdated}T00:00:00.000Z`) : importedAt,
    terms: {
      legalBasis: { kind: 'none' },
      rate: FINANCING_CATEGORIES.includes(category)
        ? { baseRate: null, financingShare: null }
        : { baseRate: null },
      eligibility: {
        companySizes: companySizesOf(e.details?.companySizes ?? []),
        employeeMax: null,
        companyAgeMaxYears: null,
        regions,
        excludedSectors: [],
      },
      maxAmountBasis: 'program',
      rateRulesText: null,
      unverified: [`${AMOUNT_NOT_STATED}: ${UNSTRUCTURED_TERMS} (Quelle: ${e.url})`],
      structured: false,
    },
    source: {
      url: e.url,
      attribution: attributionOf(e, importedAt),
      statusAsOf: goneSince ?? lastUpdated,
      note: [
        attributionTextOf(e),
        e.licenseInfo ? `Lizenzangabe der Quelle: ${e.licenseInfo}` : null,
        goneSince ? `Nicht mehr in der Förderdatenbank seit ${goneSince}.` : null,
      ]
        .filter((p): p is string => p !== null)
        .join(' '),
    },
    fundingCategories: fundingCategoriesOf(e),
  };
}
