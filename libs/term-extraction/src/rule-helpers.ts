import type { CompanySize } from '@libs/shared';
import type { TermName, TermProposal } from './proposal';

export type Found = Omit<TermProposal, 'evidence'> & { at: number; length: number };
/** A rule reads one sentence and returns what it found, with offsets into the sentence. */
export interface Rule {
  id: string;
  term: TermName;
  find(sentence: string): Found[];
}

/** Words that turn the clause they stand in around ("nicht", "keine", "ausgenommen", ...). */
export const NEGATION = /\b(?:nicht|kein(?:e|en|er|es)?|ausgenommen|ausgeschlossen|nie)\b/i;
/** The clause (between commas or sentence ends) around an offset. */
export function clauseAround(sentence: string, at: number): string {
  const from = Math.max(sentence.lastIndexOf(',', at), sentence.lastIndexOf(';', at)) + 1;
  const next = sentence.slice(at).search(/[,;]/);
  return sentence.slice(from, next < 0 ? sentence.length : at + next);
}
// "nicht rückzahlbar" describes a grant; it negates nothing.
export const negated = (sentence: string, at: number) =>
  NEGATION.test(clauseAround(sentence, at).replace(/nicht\s+rückzahlbar\w*/gi, ''));

export const RATE_CONTEXT =
  /zuschuss|förder(?:quote|satz|ung|fähig)|gefördert|ausgaben|kosten|bezuschusst|erstattet/i;
export const OWN_SHARE = /eigenanteil|eigenbeteiligung|eigenmittel|eigenleistung/i;
/**
 * Percentages of a clause that are another rate than the grant's: an overhead flat rate, a cumulation ceiling
 * over all aid, interest or repayment. The clause, not the sentence, so a rate beside them still counts.
 */
export const OTHER_RATE =
  /\w*kostenpauschale|kumul|gesamtförderquote|zinssatz|sollzins|effektivzins|tilgung/i;
export const SIZE_WORDS: ReadonlyArray<{ pattern: RegExp; sizes: CompanySize[] }> = [
  { pattern: /kleinstunternehmen/i, sizes: ['micro'] },
  { pattern: /kleine(?:n|re)?\s+unternehmen|kleinunternehmen/i, sizes: ['micro', 'small'] },
  { pattern: /mittlere(?:n)?(?:\s+unternehmen)?/i, sizes: ['medium'] },
  { pattern: /große(?:n)?\s+unternehmen|großunternehmen/i, sizes: ['large'] },
];

export function* matches(pattern: RegExp, text: string): Generator<RegExpMatchArray & { index: number }> {
  const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (let m = re.exec(text); m; m = re.exec(text)) yield m as RegExpMatchArray & { index: number };
}

/**
 * The size class a figure is stated for ("für kleine Unternehmen bis zu 50 %"): the nearest size word in the
 * 60 characters before it, unless a new clause starts between them.
 */
export function sizeBefore(sentence: string, at: number): CompanySize[] | undefined {
  const before = sentence.slice(Math.max(0, at - 60), at);
  const size = SIZE_WORDS.map((s) => ({ s, at: before.search(s.pattern) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => b.at - a.at)[0];
  if (!size || /,\s*\w/.test(before.slice(size.at).replace(/^[^,]*?\d/, ''))) return undefined;
  return size.s.sizes;
}

/** The note of a term stated per size class ("rate.by-size", an amount by size). */
export const BY_SIZE_NOTE = 'gilt nur für einen Teil der Antragsteller (Größenklasse)';
