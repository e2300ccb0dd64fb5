/**
 * A display form for texts in which the Förderdatenbank's export lost a character: every character outside
 * Latin-1 (dashes, typographic quotes, the euro sign, Polish or Czech letters) arrives as a literal `?`
 * (format note §10). The source string is never changed; this derives a second string, and repairs a `?`
 * only where one of three rules justifies it without a dictionary. Every other `?` stays as delivered,
 * a real question mark above all.
 *
 * - `same-word-in-program`: a `?` with a letter on both sides (a real question mark is never directly
 *   followed by a letter) is replaced by the letter that the same word has, intact, elsewhere in the same
 *   program's texts, when exactly one such spelling exists. Case-sensitive; words inside URLs are skipped.
 * - `dash-between-words`: a `?` with a space on both sides, after a letter or a closing bracket and before a
 *   letter, digit, `(` or `§`, is shown as an en dash. German puts no space before a question mark, so it is
 *   no question mark; of the characters the export loses, only dashes stand alone between words. After a
 *   digit or a full stop it is left alone: there it may well have been a euro sign ("500 ? je Antrag").
 * - `quotation-marks`: a `?` directly before a letter (so a lost character), at the start or after a space or
 *   an opening bracket, and the next `?` directly after a letter, digit or full stop and before a space, a
 *   closing bracket, punctuation or the end, with 3 to 60 characters, no line break and no other `?` between,
 *   are a pair of quotation marks, shown as German „ and “. Shorter groups are left alone (a place name such as
 *   Łódź arrives as `?ód?`), and so is a pair next to a further `?` (`?Was ist neu??` holds a real one).
 *
 * A digit on both sides (`2021?2027`, but also `10?000` with a lost thin space) is left alone: ambiguous.
 */
export type RepairRule = 'same-word-in-program' | 'dash-between-words' | 'quotation-marks';

export interface CharacterRepair {
  /** Position of the `?` in the source string (UTF-16 units; the display form has the same length). */
  index: number;
  replacement: string;
  rule: RepairRule;
  /** For `same-word-in-program`: the intact word the program's texts hold. */
  evidence: string | null;
}

export interface RepairedText {
  text: string;
  repairs: CharacterRepair[];
}

const WORD = /[\p{L}?]+/gu;
const LETTER = /\p{L}/u;
const SPACE = /[ \u00a0\t]/;
/** A whitespace-separated run that is (part of) an address: its `?` may be a real query separator. */
const ADDRESS_LIKE = /[/=@&]|www\.|\.[a-z]{2,4}\?/i;

/** The words without a `?` in a program's texts: the evidence `same-word-in-program` may use. */
export function wordsOf(texts: readonly (string | null | undefined)[]): Set<string> {
  const words = new Set<string>();
  for (const t of texts)
    for (const [w] of (t ?? '').matchAll(WORD)) if (!w.includes('?') && w.length > 1) words.add(w);
  return words;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function runAround(text: string, i: number): string {
  let start = i;
  let end = i;
  while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
  while (end < text.length && !/\s/.test(text[end]!)) end++;
  return text.slice(start, end);
}

function sameWordRepairs(text: string, words: ReadonlySet<string>): CharacterRepair[] {
  const out: CharacterRepair[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const inner = [...word.matchAll(/\?/g)].map((q) => q.index);
    // Only a `?` between two letters of the word; one at either end may be punctuation.
    if (
      inner.length === 0 ||
      inner.some((i) => !LETTER.test(word[i - 1] ?? '') || !LETTER.test(word[i + 1] ?? ''))
    )
      continue;
    if (ADDRESS_LIKE.test(runAround(text, m.index))) continue;
    const pattern = new RegExp(`^${word.split('?').map(escape).join('(\\p{L})')}$`, 'u');
    const spellings = new Map<string, string>();
    for (const w of words) {
      const found = pattern.exec(w);
      if (found && found.slice(1).every((c) => c.length === 1))
        spellings.set(found.slice(1).join('\u0000'), w);
    }
    if (spellings.size !== 1) continue;
    const [[letters, evidence]] = [...spellings] as [[string, string]];
    letters
      .split('\u0000')
      .forEach((replacement, k) =>
        out.push({ index: m.index + inner[k]!, replacement, rule: 'same-word-in-program', evidence }),
      );
  }
  return out;
}

function dashRepairs(text: string): CharacterRepair[] {
  const out: CharacterRepair[] = [];
  for (const m of text.matchAll(/\?/g)) {
    const i = m.index;
    const [before, after] = [text[i - 2] ?? '', text[i + 2] ?? ''];
    if (!SPACE.test(text[i - 1] ?? '') || !SPACE.test(text[i + 1] ?? '')) continue;
    if (!(LETTER.test(before) || /[)\]]/.test(before))) continue;
    if (!(LETTER.test(after) || /[\d(§]/.test(after))) continue;
    out.push({ index: i, replacement: '–', rule: 'dash-between-words', evidence: null });
  }
  return out;
}

function quotationRepairs(text: string): CharacterRepair[] {
  const out: CharacterRepair[] = [];
  const marks = [...text.matchAll(/\?/g)].map((m) => m.index);
  for (let k = 0; k + 1 < marks.length; k++) {
    const open = marks[k]!;
    const close = marks[k + 1]!;
    const before = text[open - 1];
    if (!(before === undefined || /[\s([/]/.test(before)) || !LETTER.test(text[open + 1] ?? '')) continue;
    if (!/[\p{L}\d.]/u.test(text[close - 1] ?? '')) continue;
    const after = text[close + 1];
    if (!(after === undefined || /[\s)\],.;:!]/.test(after))) continue;
    const inside = text.slice(open + 1, close);
    if (inside.length < 3 || inside.length > 60 || inside.includes('\n')) continue;
    if (text[open - 1] === '?' || text[close + 1] === '?') continue;
    out.push(
      { index: open, replacement: '„', rule: 'quotation-marks', evidence: null },
      { index: close, replacement: '“', rule: 'quotation-marks', evidence: null },
    );
    k++;
  }
  return out;
}

/** The display form of `source` and the repairs made; `source` itself when nothing can be justified. */
export function repairLostCharacters(source: string, words: ReadonlySet<string>): RepairedText {
  if (!source.includes('?')) return { text: source, repairs: [] };
  const byIndex = new Map<number, CharacterRepair>();
  // The rules never claim the same `?` (they need letters, spaces or a partner around it); first one wins.
  for (const r of [...sameWordRepairs(source, words), ...quotationRepairs(source), ...dashRepairs(source)])
    if (!byIndex.has(r.index)) byIndex.set(r.index, r);
  const repairs = [...byIndex.values()].sort((a, b) => a.index - b.index);
  const chars = source.split('');
  for (const r of repairs) chars[r.index] = r.replacement;
  return { text: chars.join(''), repairs };
}
