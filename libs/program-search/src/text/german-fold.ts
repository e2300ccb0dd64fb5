const NON_ASCII = /[^ -~\t\n\r]/;

/**
 * The one spelling every word is compared in: lower case, umlauts and ß folded to plain letters, and the
 * transcriptions people type without a German keyboard (`ae`, `oe`, `ue`) folded the same way, so
 * "Förderung", "Foerderung" and "forderung" are one word. The catalogue's own target groups are written
 * that way ("Gruender", "Fachkraefte"). Applied to the programs and the query alike: what matters is that
 * both sides fold equally, not that the folded word is German.
 */
export function foldGerman(text: string): string {
  let folded = text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u');
  // Other diacritics (é, ç, ...) as their base letter (rare: most texts skip the normalisation).
  if (NON_ASCII.test(folded)) folded = folded.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return (
    folded
      // "ue" after "q" is no umlaut (Quelle, Frequenz).
      .replace(/([^q]|^)ue/g, '$1u')
      .replace(/ae/g, 'a')
      .replace(/oe/g, 'o')
  );
}

/** A word of the text with where it stands (for highlighting) and its folded form. */
export interface Token {
  /** Folded, hyphens removed (`Start-up` -> `startup`). */
  folded: string;
  start: number;
  end: number;
}

// Letters and digits, joined by inner hyphens or dots ("Start-up", "4.0", "Gründerstipendium.NRW").
const WORD = /[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+/gu;

/**
 * The words of a text. A hyphenated word counts as the joined word and, when `withParts`, as each part as
 * well: "Start-up" is `startup`, `start`, `up` (so "Startups" and "Start" both find it).
 */
export function tokenize(text: string, withParts = true): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    const word = m[0];
    const parts = [...word.matchAll(PART)];
    out.push({ folded: foldGerman(parts.map((p) => p[0]).join('')), start, end: start + word.length });
    if (withParts && parts.length > 1)
      for (const p of parts)
        out.push({ folded: foldGerman(p[0]), start: start + p.index, end: start + p.index + p[0].length });
  }
  return out;
}
