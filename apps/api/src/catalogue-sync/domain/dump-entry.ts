import type { ExportDetails } from './export-details';

/** The dump's columns (../shared/data/README.md, verified against the crawler's models). */
export const DUMP_COLUMNS = [
  'id_hash',
  'id_url',
  'url',
  'title',
  'description',
  'more_info',
  'legal_basis',
  'contact_info_institution',
  'contact_info_street',
  'contact_info_city',
  'contact_info_fax',
  'contact_info_phone',
  'contact_info_email',
  'contact_info_website',
  'funding_type',
  'funding_area',
  'funding_location',
  'eligible_applicants',
  'funding_body',
  'further_links',
  'license_info',
  'on_website_from',
  'last_updated',
  'previous_update_dates',
  'offline',
] as const;

export type DumpColumn = (typeof DUMP_COLUMNS)[number];
/** One row as read from the CSV: every value a string (lists and structs stringified), absent = ''. */
export type RawDumpRow = Partial<Record<DumpColumn, string>> & Record<string, string | undefined>;

/**
 * One program of the dump after normalisation: labels instead of codes, whitespace collapsed, URLs
 * canonical, lists sorted. The texts (`texts`) are kept exactly as delivered (CC BY-ND: never edited);
 * only the displayed copy is sanitised, and that is derived, not stored here.
 */
export interface DumpEntry {
  idHash: string;
  idUrl: string | null;
  url: string;
  title: string;
  texts: { description: string; moreInfo: string; legalBasis: string };
  contact: {
    institution: string | null;
    street: string | null;
    city: string | null;
    fax: string | null;
    phone: string | null;
    email: string | null;
    website: string | null;
  };
  fundingTypes: string[];
  fundingAreas: string[];
  fundingLocations: string[];
  eligibleApplicants: string[];
  fundingBody: string | null;
  furtherLinks: string[];
  offline: boolean;
  /** Not watched: the licence string carries the crawl date and changes every run. */
  licenseInfo: string | null;
  onWebsiteFrom: string | null;
  lastUpdated: string | null;
  /** Values outside the known vocabularies, kept as delivered; reported with the run. */
  unknownLabels: string[];
  /** What only the official XML export carries; absent on entries read from a CSV dump. */
  details?: ExportDetails;
  /** The licence the operator set for this source (not watched); absent: the CSV dump's own. */
  licence?: { licence: string; licenceUrl: string };
}

/** The fields whose change makes a new version (and a `program.updated`); meta fields are left out. */
export const WATCHED_FIELDS = [
  'title',
  'url',
  'texts',
  'contact',
  'fundingTypes',
  'fundingAreas',
  'fundingLocations',
  'eligibleApplicants',
  'fundingBody',
  'furtherLinks',
  'offline',
  'details',
] as const satisfies readonly (keyof DumpEntry)[];
