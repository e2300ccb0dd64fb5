import type { ChatItem, ChatMessage, ChatSpan } from './chat-message';

/** Programs a chat message lists; the rest are counted (`und 240 weitere`). Keeps Slack under 50 blocks. */
export const CATALOGUE_CHAT_PROGRAMS = 10;
const LINE = 300;

interface SyncedProgram {
  programId: string;
  title: string;
  sourceUrl: string;
  kind: 'new' | 'changed' | 'expired' | 'returned';
  changes: string[];
  deadlineChanges: string[];
}

interface SyncedData {
  counts: { new: number; changed: number; expired: number; returned: number };
  programs: SyncedProgram[];
  notListed: number;
  source: { name: string; publisher: string; licence: string; licenceUrl: string; url: string };
}

const KIND: Record<SyncedProgram['kind'], string> = {
  new: 'Neu im Katalog',
  changed: 'Geändert',
  expired: 'Ausgelaufen',
  returned: 'Wieder in der Förderdatenbank',
};

const number = new Intl.NumberFormat('de-DE');
const cut = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1)}…`);
/** Only http(s) links are offered: the source page, never an API address (it needs a key). */
const openable = (url: string) => /^https?:\/\//i.test(url);

function itemOf(p: SyncedProgram): ChatItem {
  const lines = [
    ...p.deadlineChanges.map((text) => ({ text: cut(text, LINE), strong: true })),
    { text: cut([KIND[p.kind], ...p.changes].join(' · '), LINE) },
  ];
  return {
    title: p.title,
    url: openable(p.sourceUrl) ? p.sourceUrl : '',
    lines,
    urgent: p.kind === 'expired' || p.deadlineChanges.length > 0,
  };
}

/**
 * The one message of a catalogue run (`catalogue.synced`), or of a day's runs (`catalogue.daily_summary`): the counts, the programs that matter first (in the
 * order the import ranked them: expired, deadlines, eligibility; ADR 0015) by their names with a link to
 * their page in the Förderdatenbank, what changed in words, how many more, and the source and licence the
 * texts are shown under (CC BY-ND: attribution travels with them).
 */
export function catalogueSyncedMessage(
  raw: Record<string, unknown>,
  title = 'Förderkatalog aktualisiert',
  /** The day's summary counts changes (a program new and changed since is both), not programs. */
  lead = (total: string) => `${total} Programme`,
  /** `und mindestens 240 weitere` where the count is a lower bound (the day's summary). */
  atLeast = false,
): ChatMessage {
  const data = raw as unknown as SyncedData;
  const { counts } = data;
  const total = counts.new + counts.changed + counts.expired + counts.returned;
  const listed = data.programs.slice(0, CATALOGUE_CHAT_PROGRAMS);
  const more = data.notListed + data.programs.length - listed.length;
  const deadlines = data.programs.filter((p) => p.deadlineChanges.length > 0).length;
  const parts = [
    counts.new > 0 ? `${number.format(counts.new)} neu` : null,
    counts.changed > 0 ? `${number.format(counts.changed)} geändert` : null,
    counts.expired > 0 ? `${number.format(counts.expired)} ausgelaufen` : null,
    counts.returned > 0 ? `${number.format(counts.returned)} wieder aufgenommen` : null,
  ].filter((p): p is string => p !== null);
  const notes: ChatSpan[][] = [];
  if (more > 0) notes.push([{ text: `und ${atLeast ? 'mindestens ' : ''}${number.format(more)} weitere` }]);
  const s = data.source;
  notes.push([
    { text: 'Quelle: ' },
    { text: s.name, url: s.url },
    { text: ` (${s.publisher}); Texte unverändert übernommen, Lizenz ` },
    { text: s.licence, url: s.licenceUrl },
    { text: '.' },
  ]);
  return {
    title,
    text:
      `${lead(number.format(total))}: ${parts.join(', ')}.` +
      (deadlines > 0
        ? ` Fristen geändert bei ${number.format(deadlines)} Programmen (zuerst aufgeführt).`
        : ''),
    facts: [
      { label: 'Neu', value: number.format(counts.new) },
      { label: 'Geändert', value: number.format(counts.changed) },
      { label: 'Ausgelaufen', value: number.format(counts.expired) },
      ...(counts.returned > 0
        ? [{ label: 'Wieder aufgenommen', value: number.format(counts.returned) }]
        : []),
    ],
    items: listed.map(itemOf),
    notes,
    link: { label: 'Förderdatenbank öffnen', url: s.url },
  };
}
