import type { DumpEntry } from './dump-entry';
import type { FieldChange } from './field-diff';

/** How a program took part in a run, as a person reads it. `expired`: now `ausgelaufen`. */
export type SummaryKind = 'new' | 'changed' | 'expired' | 'returned';

/** One program in a run's summary (`catalogue.synced`): what a chat message lists. */
export interface SummaryProgram {
  programId: string;
  /** The program's name as the source gives it (never the slug). */
  title: string;
  /** The program's page in the Förderdatenbank: a page a person can open, never an API address. */
  sourceUrl: string;
  kind: SummaryKind;
  changedFields: string[];
  /** What changed, in German words (`Fördergebiet: + Sachsen`), one line per field group. */
  changes: string[];
  /** Deadline news said in words (`Neue Frist im Text: 31.03.2027`); listed first, highlighted in chats. */
  deadlineChanges: string[];
}

/** Programs a summary event carries at most (a chat lists fewer); the counts are always complete. */
export const SUMMARY_PROGRAMS = 50;

/** German names of the watched fields (`field-diff`), as a person reads them. */
const FIELD_WORDS: Record<string, string> = {
  title: 'Titel',
  url: 'Adresse der Seite',
  'texts.description': 'Beschreibung',
  'texts.moreInfo': 'Weitere Informationen',
  'texts.legalBasis': 'Rechtsgrundlage',
  fundingTypes: 'Förderart',
  fundingAreas: 'Förderbereich',
  fundingLocations: 'Fördergebiet',
  eligibleApplicants: 'Förderberechtigte',
  fundingBody: 'Fördergeber',
  furtherLinks: 'Weiterführende Links',
  offline: 'Status',
  status: 'Status',
  'details.shortDescription': 'Kurztext',
  'details.eligibility': 'Rechtliche Voraussetzungen',
  'details.procedure': 'Verfahrensablauf',
  'details.deadlines': 'Fristen',
  'details.processingTime': 'Bearbeitungsdauer',
  'details.requiredDocuments': 'Erforderliche Unterlagen',
  'details.legalCitation': 'Quelle der Rechtsgrundlage',
  'details.statusNote': 'Status-Hinweis',
  'details.subAreas': 'Förderbereich (Unterbereiche)',
  'details.companySizes': 'Unternehmensgröße',
  'details.sectors': 'Branchen',
  'details.grw': 'GRW-Förderung',
  'details.organisation': 'Fördergeber',
  'details.contacts': 'Kontakt',
  'details.links': 'Weiterführende Links',
  'details.keywords': 'Stichworte',
};
const LISTED_ITEMS = 5;

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** One field's change in words: lists as `+ added, − removed`, short values as `alt → neu`, texts as changed. */
function inWords(change: FieldChange): string {
  const name = FIELD_WORDS[change.field] ?? (change.field.startsWith('contact.') ? 'Kontakt' : change.field);
  if (Array.isArray(change.after) || Array.isArray(change.before)) {
    const before = asList(change.before);
    const after = asList(change.after);
    const added = after.filter((v) => !before.includes(v));
    const removed = before.filter((v) => !after.includes(v));
    const part = (sign: string, items: string[]) =>
      items.length === 0
        ? []
        : [
            `${sign} ${items.slice(0, LISTED_ITEMS).join(', ')}${items.length > LISTED_ITEMS ? ` (und ${items.length - LISTED_ITEMS} weitere)` : ''}`,
          ];
    return `${name}: ${[...part('+', added), ...part('−', removed)].join('; ') || 'neu geordnet'}`;
  }
  if (change.field === 'offline')
    return change.after === true ? 'Status: ausgelaufen' : 'Status: wieder aktiv';
  if (change.field === 'status') return `Status: ${String(change.before)} → ${String(change.after)}`;
  if (change.field === 'title') return `Titel: „${String(change.before ?? '')}“ → „${String(change.after)}“`;
  if (change.before === null || change.before === '') return `${name} ergänzt`;
  if (change.after === null || change.after === '') return `${name} entfernt`;
  return `${name} geändert`;
}

/** The changes in words; the contact's sub-fields are one line. */
export function changesInWords(diff: readonly FieldChange[]): string[] {
  return [...new Set(diff.map(inWords))];
}

const DATE = /\b(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\b/g;
/** Words that make a date in the text a deadline (application window, cut-off, end of the programme). */
const DEADLINE_WORDS =
  /(frist|stichtag|antragsschluss|einreich|bis zum|bis spätestens|spätestens|endet|läuft)/;

/** The deadline-like dates in a text: a date with a deadline word in the 80 characters before it. */
function deadlineDates(text: unknown): Set<string> {
  const plain = typeof text === 'string' ? text.replace(/<[^>]*>/g, ' ').toLowerCase() : '';
  const found = new Set<string>();
  for (const m of plain.matchAll(DATE)) {
    if (!DEADLINE_WORDS.test(plain.slice(Math.max(0, (m.index ?? 0) - 80), m.index))) continue;
    found.add(`${m[1]!.padStart(2, '0')}.${m[2]!.padStart(2, '0')}.${m[3]}`);
  }
  return found;
}

/**
 * Deadline news in a version's diff: the dump has no deadline field, so a moved deadline shows as a date
 * near "Frist", "Stichtag", "bis zum" … that appears in or disappears from the description or the further
 * information. Said as found, never computed.
 */
export function deadlineChangesOf(diff: readonly FieldChange[]): string[] {
  const lines: string[] = [];
  for (const change of diff) {
    if (!['texts.description', 'texts.moreInfo', 'details.deadlines'].includes(change.field)) continue;
    const before = deadlineDates(change.before);
    const after = deadlineDates(change.after);
    const added = [...after].filter((d) => !before.has(d));
    const removed = [...before].filter((d) => !after.has(d));
    if (added.length > 0) lines.push(`Neue Frist im Text: ${added.join(', ')}`);
    if (removed.length > 0) lines.push(`Frist nicht mehr im Text: ${removed.join(', ')}`);
  }
  return [...new Set(lines)];
}

/** The order in which programs are listed: what can cost an applicant a deadline first (ADR 0015). */
function rankOf(p: SummaryProgram): number {
  if (p.kind === 'expired') return 0;
  if (p.deadlineChanges.length > 0) return 1;
  if (p.kind === 'returned') return 2;
  if (
    p.changedFields.some((f) => /^(fundingLocations|eligibleApplicants|fundingTypes|fundingAreas)$/.test(f))
  )
    return 3;
  if (p.kind === 'new') return 4;
  return 5;
}

const byRankThenTitle = (a: SummaryProgram, b: SummaryProgram) =>
  rankOf(a) - rankOf(b) || a.title.localeCompare(b.title, 'de') || a.programId.localeCompare(b.programId);

/**
 * A run's summary as it is applied: complete counts, and the `SUMMARY_PROGRAMS` programs that matter most
 * (bounded while it grows: a run of 100,000 changes keeps at most twice that many entries, not all).
 */
export class RunSummary {
  readonly counts: Record<SummaryKind, number> = { new: 0, changed: 0, expired: 0, returned: 0 };
  private programs: SummaryProgram[] = [];

  get empty(): boolean {
    return Object.values(this.counts).every((n) => n === 0);
  }

  add(entry: DumpEntry, programId: string, kind: SummaryKind, diff: readonly FieldChange[]): void {
    this.counts[kind]++;
    this.programs.push({
      programId,
      title: entry.title,
      sourceUrl: entry.url,
      kind,
      changedFields: kind === 'new' ? [] : diff.map((d) => d.field),
      changes: kind === 'new' ? [] : changesInWords(diff),
      deadlineChanges: kind === 'new' ? [] : deadlineChangesOf(diff),
    });
    if (this.programs.length >= 2 * SUMMARY_PROGRAMS) this.programs = this.listed();
  }

  /** The programs to list, most important first. */
  listed(): SummaryProgram[] {
    return [...this.programs].sort(byRankThenTitle).slice(0, SUMMARY_PROGRAMS);
  }

  get total(): number {
    return Object.values(this.counts).reduce((a, b) => a + b, 0);
  }
}

/** The data of `catalogue.synced`, and of `catalogue.daily_summary` without the day and run ids. */
export interface RunSummaryData {
  counts: Record<SummaryKind, number>;
  programs: SummaryProgram[];
  notListed: number;
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * Several runs' summaries as one (the daily summary): counts added up (changes, not programs), each listed
 * program once (its latest appearance, with the changes and deadline news of all), ranked again and bounded
 * as a run's; `notListed` is a lower bound (a run names only the programs it lists).
 */
export function mergeRunSummaries(summaries: readonly RunSummaryData[]): RunSummaryData {
  const counts: Record<SummaryKind, number> = { new: 0, changed: 0, expired: 0, returned: 0 };
  const programs = new Map<string, SummaryProgram>();
  let largest = 0;
  for (const s of summaries) {
    for (const kind of Object.keys(counts) as SummaryKind[]) counts[kind] += s.counts[kind] ?? 0;
    largest = Math.max(largest, s.programs.length + s.notListed);
    for (const p of s.programs) {
      const earlier = programs.get(p.programId);
      programs.set(
        p.programId,
        earlier
          ? {
              ...p,
              // New today and changed since is still new today; gone since is gone.
              kind: earlier.kind === 'new' && p.kind === 'changed' ? 'new' : p.kind,
              changedFields: union(earlier.changedFields, p.changedFields),
              changes: union(earlier.changes, p.changes),
              deadlineChanges: union(earlier.deadlineChanges, p.deadlineChanges),
            }
          : p,
      );
    }
  }
  const listed = [...programs.values()].sort(byRankThenTitle).slice(0, SUMMARY_PROGRAMS);
  // Unlisted programs are not known by id: at least the largest run's, or all those listed, were touched.
  return { counts, programs: listed, notListed: Math.max(largest, programs.size) - listed.length };
}
