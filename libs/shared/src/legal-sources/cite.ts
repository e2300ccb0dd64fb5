import { LEGAL_ACTS } from './acts';
import type { LegalAct, LegalActKind, SourceEntry } from './legal-act';
import { isOfficialUrl } from './official-hosts';
import { SOURCE_ENTRIES } from './source-entries';

export const NOT_VERIFIED = 'amtliche Quelle nicht geprüft';

const ACTS = new Map(LEGAL_ACTS.map((a) => [a.id, a]));
const ENTRIES = new Map(SOURCE_ENTRIES.map((e) => [e.id, e]));

export function legalActById(id: string): LegalAct {
  const act = ACTS.get(id);
  if (!act) throw new Error(`Unbekannter Rechtsakt: ${id}`);
  return act;
}

export function sourceEntryById(id: string): SourceEntry {
  const entry = ENTRIES.get(id);
  if (!entry) throw new Error(`Unbekannter Quelleneintrag: ${id}`);
  return entry;
}

/** `Art. 3 Abs. 2 lit. c`, `§ 3 Abs. 5`, `Nr. 3.2`; empty where the entry names no provision. */
export function provisionOf(entry: SourceEntry, act: LegalAct | null): string {
  if (!act?.articleLabel || !entry.article) return '';
  return [
    `${act.articleLabel} ${entry.article}`,
    entry.paragraph ? `Abs. ${entry.paragraph}` : '',
    entry.point ? `lit. ${entry.point}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** German statutes are cited provision first (`§ 4 Abs. 1 FZulG`), everything else act first. */
function heading(entry: SourceEntry, act: LegalAct): string {
  const provision = provisionOf(entry, act);
  if (!provision) return act.citation;
  return act.kind === 'federal-law' ? `${provision} ${act.citation}` : `${act.citation} ${provision}`;
}

/** One entry as text: act, provision, amending acts, note, official URLs, and what was not verified. */
export function renderEntry(entry: SourceEntry): string {
  if (!entry.act) {
    const verified = entry.notVerified ? ` (${NOT_VERIFIED}: ${entry.notVerified})` : '';
    return `${entry.note ?? ''}${verified}`;
  }
  const act = legalActById(entry.act);
  const amending = (entry.amendedBy ?? []).map(legalActById);
  const amended = amending.length ? ` i. d. F. ${amending.map((a) => a.citation).join(' und ')}` : '';
  const note = entry.note ? `: ${entry.note}` : '';
  const urls = [entry.url ?? act.url, ...amending.map((a) => a.url)].join('; ');
  const verified = entry.notVerified ? ` – ${NOT_VERIFIED}: ${entry.notVerified}` : '';
  return `${heading(entry, act)}${amended}${note} (${urls})${verified}`;
}

/**
 * The `legalSource` text of a rule citing these entries, in this order. The wire keeps this one string;
 * v2 answers add the entries themselves (`citedSources`).
 */
export function cite(...ids: readonly string[]): string {
  if (ids.length === 0) throw new Error('cite: keine Quelle angegeben');
  return ids.map((id) => renderEntry(sourceEntryById(id))).join('; ');
}

/** A source as structured data, for the `sources` field of v2 answers. */
export interface CitedSource {
  /** The registry entry, or null for a link taken from a catalogue entry (the program's own page). */
  id: string | null;
  kind: LegalActKind | 'program-page' | 'unverified-fact' | 'catalogue-entry';
  act: string | null;
  identifier: string | null;
  url: string | null;
  article: string | null;
  paragraph: string | null;
  point: string | null;
  amendedBy: { act: string; identifier: string; url: string }[];
  versionDate: string | null;
  validFrom: string | null;
  validTo: string | null;
  note: string | null;
  /** False where the entry says "amtliche Quelle nicht geprüft". */
  officialSourceVerified: boolean;
  notVerified: string | null;
}

export function citedSourceOf(entry: SourceEntry): CitedSource {
  const act = entry.act ? legalActById(entry.act) : null;
  const provision = provisionOf(entry, act);
  return {
    id: entry.id,
    kind: act ? act.kind : entry.catalogueEntry ? 'catalogue-entry' : 'unverified-fact',
    act: act?.citation ?? null,
    identifier: act?.identifier ?? null,
    url: entry.url ?? act?.url ?? null,
    article: provision && entry.article ? `${act?.articleLabel} ${entry.article}` : null,
    paragraph: entry.paragraph ?? null,
    point: entry.point ?? null,
    amendedBy: (entry.amendedBy ?? []).map(legalActById).map((a) => ({
      act: a.citation,
      identifier: a.identifier,
      url: a.url,
    })),
    versionDate: act?.versionDate ?? null,
    validFrom: act?.validFrom ?? entry.validFrom ?? null,
    validTo: act ? act.validTo : (entry.validTo ?? null),
    note: entry.note ?? null,
    officialSourceVerified: !entry.notVerified,
    notVerified: entry.notVerified ?? null,
  };
}

/**
 * A provision of a registered act that no rule table shares (a margin number of the GoBD, a number of
 * § 30 Abs. 2 BSIG): the act still comes from the registry, so its identifier, link and validity do too.
 */
export function citeProvision(
  actId: string,
  provision: { article: string; paragraph?: string; point?: string },
): CitedSource {
  legalActById(actId);
  const id = [actId, provision.article, provision.paragraph, provision.point].filter(Boolean).join(':');
  return citedSourceOf({ id, act: actId, ...provision });
}

const RENDERED = SOURCE_ENTRIES.map((e) => ({ entry: e, text: renderEntry(e) }));
const URL_PATTERN = /https?:\/\/[^\s;,)]+(?:\([^\s;)]*\))?[^\s;,)]*/gu;

/**
 * The entries a `legalSource` text cites (every text the rules produce is rendered by `cite`), in the order
 * they appear, plus any link that is not part of an entry (a program's page from its catalogue entry).
 */
export function sourcesCitedIn(legalSource: string): CitedSource[] {
  const found: { at: number; end: number; source: CitedSource }[] = [];
  for (const { entry, text } of RENDERED) {
    if (!text) continue;
    let at = legalSource.indexOf(text);
    while (at >= 0) {
      found.push({ at, end: at + text.length, source: citedSourceOf(entry) });
      at = legalSource.indexOf(text, at + text.length);
    }
  }
  for (const match of legalSource.matchAll(URL_PATTERN)) {
    const at = match.index;
    if (found.some((f) => f.at <= at && at < f.end)) continue;
    found.push({ at, end: at + match[0].length, source: programPage(match[0]) });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.source)
    .filter((s) => {
      const key = s.id ?? s.url ?? '';
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function programPage(url: string): CitedSource {
  return {
    id: null,
    kind: 'program-page',
    act: null,
    identifier: null,
    url,
    article: null,
    paragraph: null,
    point: null,
    amendedBy: [],
    versionDate: null,
    validFrom: null,
    validTo: null,
    note: null,
    officialSourceVerified: isOfficialUrl(url),
    notVerified: isOfficialUrl(url) ? null : NOT_VERIFIED,
  };
}
