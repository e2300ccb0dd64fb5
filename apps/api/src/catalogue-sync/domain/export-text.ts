import { plainTextOf } from '@libs/catalogue';
import type { QuirkTally } from './export-quirks';

const OPEN = '<![CDATA[';
const CLOSE = ']]>';
/** Soft hyphens and C1 controls (one U+0090 seen): invisible, never wording. */
const INVISIBLE = /[\u00ad\u0080-\u009f]/g;
/** An entity left in the HTML layer: the file escaped it twice (`&amp;#xa0;`). */
const ENTITY = /&(#x?[0-9a-f]+|[a-z]+);/i;
/** A `?` where the source lost a character outside Latin-1: ` ? ` (a dash), `(?x` / `x?)` (quotes), `1?2`. */
const LOST_CHARACTER = /\s\?\s|[(„"]\?\S|\S\?[)"“]|\d\?\d/;
/** The empty fragment the export writes for an unused property. */
const EMPTY_DIV = /^<div[^>]*>\s*<\/div>$/;

/**
 * The HTML of a RichText value (§7, layer 1): the literal `<![CDATA[` … `]]>` markers (plain text in the
 * file, not a CDATA section) and invisible characters removed, nothing else. '' for the empty `<div>`.
 * Counts what it met.
 */
export function richTextHtml(raw: string | null, tally: QuirkTally): string {
  if (raw === null) return '';
  let html = raw.trim();
  if (html.includes(OPEN) || html.includes(CLOSE)) {
    tally.add('cdataMarkers');
    html = html.split(OPEN).join('').split(CLOSE).join('').trim();
  }
  if (INVISIBLE.test(html)) {
    tally.add('invisibleChars');
    html = html.replace(INVISIBLE, '');
  }
  if (html === '' || EMPTY_DIV.test(html)) return '';
  if (ENTITY.test(html)) tally.add('doubleEscaped');
  return html;
}

/** Tags after which a reader expects a line break (as `plainTextOf`). */
const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|ul|ol|table|blockquote)\s*>|<br\s*\/?>/gi;
/** What only the HTML parser gets right: entities, comments, elements whose content is no text. */
const NEEDS_PARSER = /&|<!--|<!\[|<(script|style|textarea|option|noscript)\b/i;

/**
 * The plain text of a fragment (§7, layer 2): tags removed (inline ones without a space), entities decoded,
 * blocks as lines: `plainTextOf`, the catalogue's own rendering. Most fragments of the export (titles,
 * names) have no entity: for them the same result is had without the HTML parser, 10,000 times a pass.
 */
export function exportPlainText(html: string): string {
  const text = html
    .replace(/<li[^>]*>/gi, '$&• ')
    .replace(BLOCK_END, '$&\n')
    .replace(/<\/?[a-z][^<>]*>/gi, '');
  if (NEEDS_PARSER.test(html) || /[<>]/.test(text)) return plainTextOf(html);
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** A title or name on one line. */
export const oneLine = (html: string): string =>
  exportPlainText(html)
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/** Whether a text shows a `?` where the source lost a character (kept as delivered, only counted). */
export const hasLostCharacter = (text: string): boolean => LOST_CHARACTER.test(text);

/** A String value: trailing spaces trimmed, invisible characters removed; null when empty. */
export function stringValue(raw: string | null, tally: QuirkTally): string | null {
  if (raw === null) return null;
  if (INVISIBLE.test(raw)) tally.add('invisibleChars');
  const value = raw.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  return value === '' ? null : value;
}
