import { createHash } from 'node:crypto';
import { labelOf, type Vocabulary } from './dump-vocabulary';
import { WATCHED_FIELDS, type DumpEntry, type RawDumpRow } from './dump-entry';

const SITE = 'https://www.foerderdatenbank.de/';
const ID_HASH = /^[0-9a-f]{32}$/;

export type NormaliseResult = { ok: true; entry: DumpEntry } | { ok: false; reason: string };

const text = (v: string | undefined): string => (v ?? '').replace(/\s+/g, ' ').trim();
const optional = (v: string | undefined): string | null => text(v) || null;

/**
 * A URL in one spelling: absolute (relative ones resolve against the site), https for the site itself,
 * host lower case, no fragment, no tracking parameters, no default port. Null when it is no http(s) URL.
 */
export function canonicalUrl(raw: string | undefined): string | null {
  const value = text(raw);
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname.endsWith('foerderdatenbank.de')) url.protocol = 'https:';
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) if (key.startsWith('utm_')) url.searchParams.delete(key);
  return url.toString();
}

/**
 * The dump stringifies lists: as JSON (`["a","b"]`), as a Python repr (`['a', 'b']`) or as the page's
 * own `a, b`. A label may itself hold a comma (`Kultur, Medien & Sport`), so in the last form the parts
 * are rejoined while their join is a known label.
 */
export function parseList(raw: string | undefined, vocabulary?: Vocabulary): string[] {
  const value = (raw ?? '').trim();
  if (!value || value === '[]' || value.toLowerCase() === 'none' || value.toLowerCase() === 'null') return [];
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map((v) => String(v));
    } catch {
      // a Python repr: read its quoted items
    }
    return [...value.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((m) =>
      (m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1'),
    );
  }
  const parts = value.split(/\s*[,;]\s*/);
  if (!vocabulary) return parts;
  const joined: string[] = [];
  for (const part of parts) {
    const previous = joined[joined.length - 1];
    if (
      previous !== undefined &&
      labelOf(vocabulary, `${previous}, ${part}`).known &&
      !labelOf(vocabulary, part).known
    )
      joined[joined.length - 1] = `${previous}, ${part}`;
    else joined.push(part);
  }
  return joined;
}

function labels(raw: string | undefined, vocabulary: Vocabulary, unknown: string[]): string[] {
  const out = new Set<string>();
  for (const item of parseList(raw, vocabulary)) {
    if (!item.trim()) continue;
    const { label, known } = labelOf(vocabulary, item);
    if (!known) unknown.push(`${vocabulary}: ${label}`);
    out.add(label);
  }
  return [...out].sort();
}

/** `YYYY-MM-DD` of an ISO-like date, or null. */
export function dayOf(raw: string | undefined): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(text(raw));
  return m && !Number.isNaN(Date.parse(m[1]!)) ? m[1]! : null;
}

/** One CSV row -> a normalised entry, or the reason it is refused (counted, never imported half). */
export function normaliseRow(row: RawDumpRow): NormaliseResult {
  const idHash = text(row.id_hash).toLowerCase();
  if (!ID_HASH.test(idHash)) return { ok: false, reason: `id_hash '${text(row.id_hash)}' ist kein MD5-Wert` };
  const title = text(row.title);
  if (!title) return { ok: false, reason: `${idHash}: title fehlt` };
  const url = canonicalUrl(row.url);
  if (!url) return { ok: false, reason: `${idHash}: url fehlt oder ist ungültig` };
  const unknownLabels: string[] = [];
  const furtherLinks = parseList(row.further_links)
    .map((l) => canonicalUrl(l))
    .filter((l): l is string => l !== null);
  const entry: DumpEntry = {
    idHash,
    idUrl: optional(row.id_url),
    url,
    title,
    // Verbatim (licence CC BY-ND): the texts are stored exactly as delivered.
    texts: {
      description: row.description ?? '',
      moreInfo: row.more_info ?? '',
      legalBasis: row.legal_basis ?? '',
    },
    contact: {
      institution: optional(row.contact_info_institution),
      street: optional(row.contact_info_street),
      city: optional(row.contact_info_city),
      fax: optional(row.contact_info_fax),
      phone: optional(row.contact_info_phone),
      email: optional(row.contact_info_email)?.toLowerCase() ?? null,
      website: canonicalUrl(row.contact_info_website),
    },
    fundingTypes: labels(row.funding_type, 'funding_type', unknownLabels),
    fundingAreas: labels(row.funding_area, 'funding_area', unknownLabels),
    fundingLocations: labels(row.funding_location, 'funding_location', unknownLabels),
    eligibleApplicants: labels(row.eligible_applicants, 'eligible_applicants', unknownLabels),
    fundingBody: optional(row.funding_body),
    furtherLinks: [...new Set(furtherLinks)].sort(),
    offline: /^(true|1|yes|wahr)$/i.test(text(row.offline)),
    licenseInfo: optional(row.license_info),
    onWebsiteFrom: dayOf(row.on_website_from),
    lastUpdated: dayOf(row.last_updated),
    unknownLabels,
  };
  return { ok: true, entry };
}

/**
 * What a version compares: the watched fields, with the texts' whitespace collapsed so that a re-wrapped
 * page is no change (the stored texts stay verbatim).
 */
export function watchedView(entry: DumpEntry): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  // A field an entry does not have (`details` of a CSV entry) stays out: the checksums of entries read
  // before it existed do not move.
  for (const field of WATCHED_FIELDS) if (entry[field] !== undefined) view[field] = entry[field];
  view.texts = {
    description: text(entry.texts.description),
    moreInfo: text(entry.texts.moreInfo),
    legalBasis: text(entry.texts.legalBasis),
  };
  if (entry.details) {
    // One level, so that a diff names the text that moved (`details.deadlines`), not all of them.
    // Every value a string, a boolean, a list of strings or null: what a change carries on the wire.
    const { texts, contacts, links, organisation, ...rest } = entry.details;
    const flatTexts = Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, text(v)]));
    view.details = {
      ...rest,
      ...flatTexts,
      organisation: organisation?.name ?? null,
      contacts: contacts.map((c) =>
        Object.values(c)
          .filter((v) => v !== null)
          .join(' | '),
      ),
      links: links.map((l) => `${l.title} <${l.url}>`),
    };
  }
  return view;
}

/** Our own checksum (sha256 of the canonical JSON of the watched view), not the crawler's. */
export function checksumOf(entry: DumpEntry): string {
  return createHash('sha256')
    .update(stableJson(watchedView(entry)))
    .digest('hex');
}

export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
