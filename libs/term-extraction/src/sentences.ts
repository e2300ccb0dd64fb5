/** One sentence of a text and where it starts (character offset into the text). */
export interface Sentence {
  text: string;
  start: number;
}

/** Abbreviations whose full stops end no sentence (funding texts are full of them), dots included. */
const ABBREVIATIONS = [
  'z. B.',
  'z.B.',
  'u. a.',
  'u.a.',
  'd. h.',
  'd.h.',
  'i. H. v.',
  'i.H.v.',
  'v. H.',
  'ggf.',
  'bzw.',
  'ca.',
  'max.',
  'min.',
  'mind.',
  'Mio.',
  'Mrd.',
  'Tsd.',
  'Nr.',
  'Abs.',
  'Art.',
  'gem.',
  'inkl.',
  'zzgl.',
  'vgl.',
  'usw.',
  'etc.',
  'Dr.',
  'St.',
];

/** A month's name after a day's full stop ("30. November", with or without a year): no sentence end. */
const MONTH_NAME =
  /^\s+(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/;

/** Whether the full stop at `dot` belongs to an abbreviation (any of its dots, "z." of "z. B." too). */
function inAbbreviation(text: string, dot: number): boolean {
  return ABBREVIATIONS.some((abbr) => {
    for (let k = abbr.indexOf('.'); k >= 0; k = abbr.indexOf('.', k + 1)) {
      const from = dot - k;
      if (from >= 0 && text.startsWith(abbr, from) && !/[A-Za-zÄÖÜäöüß]/.test(text[from - 1] ?? ' '))
        return true;
    }
    return false;
  });
}

/**
 * Splits at a line break, and at `.`, `!`, `?` or `;` followed by white space, unless the full stop closes an abbreviation or a
 * date's day or month ("30. Juni", "1.6.2026"). Offsets stay exact, so evidence can be shown in the text.
 */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  // A line break ends a sentence too: headings, list items and paragraphs of a page's text carry no full stop.
  const boundary = /[.!?;](?=\s+|$)|\n/g;
  for (let m = boundary.exec(text); m; m = boundary.exec(text)) {
    const end = m.index + 1;
    const before = text.slice(start, m.index);
    if (m[0] === '.') {
      if (inAbbreviation(text, m.index)) continue;
      // A German sentence starts with a capital: "bis zum 30.6. für das folgende Jahr" goes on.
      if (/^[ \t]+[a-zäöüß]/.test(text.slice(end))) continue;
      // A day or month number before the full stop ("bis zum 30. Juni", "am 1. 6.").
      if (
        /(?:^|\s)\d{1,2}$/.test(before) &&
        (/^\s+\d/.test(text.slice(end)) || MONTH_NAME.test(text.slice(end)))
      )
        continue;
    }
    pushTrimmed(sentences, text, start, end);
    start = end;
  }
  pushTrimmed(sentences, text, start, text.length);
  return sentences;
}

function pushTrimmed(into: Sentence[], text: string, from: number, to: number): void {
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const trimmed = raw.trim();
  if (trimmed) into.push({ text: trimmed, start: from + lead });
}
