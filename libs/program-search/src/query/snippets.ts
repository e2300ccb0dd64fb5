import { tokenize } from '../text/german-fold';

/** Characters of description shown around the best passage. */
const SNIPPET_LENGTH = 180;

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A word of a text with its stem: a text's are computed once and kept (see `stemmedTokens`). */
export interface StemmedToken {
  stem: string;
  start: number;
  end: number;
}

/** The words of a text with their stems (the work of highlighting that does not depend on the query). */
export function stemmedTokens(text: string, stemOf: (folded: string) => string): StemmedToken[] {
  return tokenize(text).map((t) => ({ stem: stemOf(t.folded), start: t.start, end: t.end }));
}

/** Ranges of the text whose words matched (stems of the index that a query word expanded to). */
function matchedRanges(tokens: readonly StemmedToken[], stems: ReadonlySet<string>): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const t of tokens) {
    if (!stems.has(t.stem)) continue;
    const last = ranges[ranges.length - 1];
    // A hyphenated word and its parts overlap: one mark.
    if (last && t.start < last[1]) last[1] = Math.max(last[1], t.end);
    else ranges.push([t.start, t.end]);
  }
  return ranges;
}

function render(text: string, from: number, to: number, ranges: Array<[number, number]>): string {
  let out = '';
  let at = from;
  for (const [s, e] of ranges) {
    if (e <= from || s >= to) continue;
    out +=
      escapeHtml(text.slice(at, Math.max(s, at))) +
      '<mark>' +
      escapeHtml(text.slice(Math.max(s, at), e)) +
      '</mark>';
    at = e;
  }
  return out + escapeHtml(text.slice(at, to));
}

/**
 * The text with the matched words in `<mark>…</mark>`, everything else HTML-escaped (safe to insert as
 * HTML); undefined when nothing in it matched. A long text is cut to the passage with most matches.
 */
export function highlight(
  text: string,
  stems: ReadonlySet<string>,
  tokens: readonly StemmedToken[],
): string | undefined {
  if (stems.size === 0) return undefined;
  const ranges = matchedRanges(tokens, stems);
  if (ranges.length === 0) return undefined;
  if (text.length <= SNIPPET_LENGTH) return render(text, 0, text.length, ranges);
  let best = 0;
  let bestCount = 0;
  for (let i = 0; i < ranges.length; i++) {
    let count = 0;
    for (let j = i; j < ranges.length && ranges[j]![1] - ranges[i]![0] <= SNIPPET_LENGTH; j++) count++;
    if (count > bestCount) [best, bestCount] = [i, count];
  }
  let from = Math.max(0, ranges[best]![0] - 40);
  from = from === 0 ? 0 : text.indexOf(' ', from) + 1 || from;
  let to = Math.min(text.length, from + SNIPPET_LENGTH);
  if (to < text.length) to = text.lastIndexOf(' ', to) > ranges[best]![1] ? text.lastIndexOf(' ', to) : to;
  return (from > 0 ? '… ' : '') + render(text, from, to, ranges) + (to < text.length ? ' …' : '');
}
