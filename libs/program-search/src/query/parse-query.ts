import { FEDERAL_STATE_CODES, FEDERAL_STATES, type FederalStateCode } from '@libs/shared';
import { foldGerman, tokenize } from '../text/german-fold';
import { stemGerman } from '../text/german-stemmer';
import { GERMAN_STOPWORDS } from '../text/stopwords';
import { isWeakWord } from '../text/concepts';

/** A word of the query: as typed, folded, its stem, and whether it says nothing about the program wanted. */
export interface QueryWord {
  text: string;
  folded: string;
  stem: string;
  /** "Geld", "neue", "Betrieb" (text/concepts.ts): ranks a little, never narrows, matched only as written. */
  weak: boolean;
}

/** The query's words, and the Länder it names ("… Sachsen": programs open to applicants in Sachsen). */
export interface ParsedQuery {
  words: QueryWord[];
  lands: FederalStateCode[];
}

/** Folded Land names (joined, without hyphens or spaces) and the usual short forms. */
const LAND_NAMES = new Map<string, FederalStateCode>([
  ...FEDERAL_STATE_CODES.map((c) => [joined(FEDERAL_STATES[c]), c] as [string, FederalStateCode]),
  ['nrw', 'NW'],
  ['bawu', 'BW'],
]);
const MAX_WORDS = 16;

function joined(text: string): string {
  return foldGerman(text).replace(/[^a-z0-9]/g, '');
}

/**
 * Splits what a user typed into words to find and Länder to scope by. A Land's name (also written with a
 * space, "Baden Württemberg", or as its capitalised code, "SN") is a place, not a word of the text: a
 * program of another Land never mentions it, and a federal program applies there too. Stop words go; weak
 * words stay, marked.
 */
export function parseQuery(raw: string): ParsedQuery {
  const tokens = tokenize(raw, false);
  const words: QueryWord[] = [];
  const lands = new Set<FederalStateCode>();
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const text = raw.slice(token.start, token.end);
    const next = tokens[i + 1];
    const pair = next ? LAND_NAMES.get(joined(text + raw.slice(next.start, next.end))) : undefined;
    if (pair) {
      lands.add(pair);
      i++;
      continue;
    }
    const land =
      LAND_NAMES.get(joined(text)) ??
      (/^[A-Z]{2}$/.test(text) && text in FEDERAL_STATES ? (text as FederalStateCode) : undefined);
    if (land) {
      lands.add(land);
      continue;
    }
    if (GERMAN_STOPWORDS.has(token.folded)) continue;
    const stem = stemGerman(token.folded);
    if (stem.length < 2 || words.some((w) => w.stem === stem)) continue;
    if (words.length < MAX_WORDS) words.push({ text, folded: token.folded, stem, weak: isWeakWord(stem) });
  }
  return { words, lands: [...lands] };
}
