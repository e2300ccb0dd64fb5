/**
 * What a team-chat message says, independent of the vendor: a German title, a sentence, facts and a link.
 * Slack renders it as Block Kit, Teams as an Adaptive Card.
 */
export interface ChatMessage {
  title: string;
  text: string;
  facts: { label: string; value: string }[];
  link: { label: string; url: string } | null;
  /** Listed things, each with its own link (the programs of a catalogue run); after the facts. */
  items?: ChatItem[];
  /** Small print after the items (`und 240 weitere`, the source and licence): text with optional links. */
  notes?: ChatSpan[][];
}

/** A run of text, linked when `url` is set. */
export interface ChatSpan {
  text: string;
  url?: string;
}

export interface ChatItem {
  title: string;
  url: string;
  /** Plain lines under the title; `strong` ones are highlighted (a deadline). */
  lines: { text: string; strong?: boolean }[];
  /** Highlight the whole item (it concerns a deadline). */
  urgent: boolean;
}

export type ChatVendor = 'slack' | 'teams';
export const CHAT_VENDORS: readonly ChatVendor[] = ['slack', 'teams'];

/** German labels of the data fields our events carry; unknown fields keep their name. */
const LABELS: Record<string, string> = {
  calculationId: 'Berechnung',
  programId: 'Förderprogramm',
  channel: 'Kanal',
  estimatedSubsidyEur: 'Geschätzte Förderung',
  endpointId: 'Endpunkt',
  reason: 'Grund',
};

const EUR = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

function valueOf(key: string, value: unknown): string {
  if (typeof value === 'number' && key.endsWith('Eur')) return EUR.format(value);
  if (value === null || value === undefined) return '–';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The message for one published event. `description` is the event type's registered German description;
 * `linkBase` the public address of this API (links point to the program, or to the stored calculation).
 */
export function chatMessageOf(
  type: string,
  description: string,
  data: Record<string, unknown>,
  linkBase: string,
): ChatMessage {
  const facts = Object.entries(data).map(([key, value]) => ({
    label: LABELS[key] ?? key,
    value: valueOf(key, value),
  }));
  const base = linkBase.replace(/\/+$/, '');
  const programId = typeof data.programId === 'string' ? data.programId : null;
  if (type === 'calculation.created' && programId) {
    const subsidy = typeof data.estimatedSubsidyEur === 'number' ? EUR.format(data.estimatedSubsidyEur) : '–';
    return {
      title: 'Neue Förderberechnung',
      text: `Für das Programm ${programId} wurde eine Förderung von ${subsidy} geschätzt.`,
      facts,
      link: { label: 'Programm ansehen', url: `${base}/api/v1/programs/${encodeURIComponent(programId)}` },
    };
  }
  return { title: description, text: `Ereignis ${type}`, facts, link: null };
}

/** The test message of `POST /api/v2/integrations/{vendor}/{id}/test`. */
export function testChatMessage(linkBase: string): ChatMessage {
  return {
    title: 'Testnachricht der Fördermittel-API',
    text: 'Diese Verbindung ist eingerichtet: Ereignisse des Mandanten erscheinen hier.',
    facts: [],
    link: { label: 'API-Dokumentation', url: `${linkBase.replace(/\/+$/, '')}/api/docs` },
  };
}
