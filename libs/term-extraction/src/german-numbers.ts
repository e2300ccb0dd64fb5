/** German number words a funding text uses for rates ("zwei Drittel", "die Hälfte"), as percent. */
export const FRACTION_WORDS: ReadonlyArray<{ pattern: RegExp; percent: number }> = [
  { pattern: /\b(?:die\s+)?hälfte\b/i, percent: 50 },
  { pattern: /\bzwei\s+drittel\b/i, percent: 66.67 },
  { pattern: /\bein(?:em)?\s+drittel\b/i, percent: 33.33 },
  { pattern: /\bdrei\s+viertel\b/i, percent: 75 },
  { pattern: /\bein(?:em)?\s+viertel\b/i, percent: 25 },
];

/**
 * A German decimal ("15.000", "1,5", "2.500.000,50") as a number; null when it is not one. The dot groups
 * thousands and the comma is the decimal mark, as in every German text of the Förderdatenbank.
 */
export function parseGermanNumber(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$|^\d+(?:,\d+)?$/.test(t)) return null;
  return Number(t.replace(/\./g, '').replace(',', '.'));
}

/** Multipliers written after a number ("1,5 Mio. Euro", "200 Tsd. €", "2 Milliarden"). */
const SCALES: ReadonlyArray<{ pattern: RegExp; factor: number }> = [
  { pattern: /^(?:mrd\.?|milliarden?)$/i, factor: 1_000_000_000 },
  { pattern: /^(?:mio\.?|millionen?)$/i, factor: 1_000_000 },
  { pattern: /^(?:tsd\.?|tausend|t€)$/i, factor: 1_000 },
];

/** The factor of a scale word, or 1. */
export function scaleOf(word: string | undefined): number {
  if (!word) return 1;
  return SCALES.find((s) => s.pattern.test(word.trim()))?.factor ?? 1;
}

/**
 * A money amount in EUR: number, optional scale word, currency (`Euro`, `EUR`, `€`), in either order of
 * currency sign ("€ 50.000", "50.000 €"). `source` is where to look; the match's index and length are kept.
 */
export const AMOUNT =
  /(?:(?:€|EUR)\s*(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)\s*(Mrd\.?|Milliarden?|Mio\.?|Millionen?|Tsd\.?|Tausend)?|(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)\s*(Mrd\.?|Milliarden?|Mio\.?|Millionen?|Tsd\.?|Tausend)?\s*(?:Euro|EUR|€))/g;

/** EUR of an `AMOUNT` match, rounded to cents. */
export function amountOf(match: RegExpMatchArray): number | null {
  const number = parseGermanNumber(match[1] ?? match[3] ?? '');
  if (number === null) return null;
  return Math.round(number * scaleOf(match[2] ?? match[4]) * 100) / 100;
}

/** A percentage: "50 %", "50 Prozent", "50 v. H.", "50vH". */
// "Prozentpunkte" / "%-Punkte" are an increment to a rate, never a rate of their own.
export const PERCENT = /(\d{1,3}(?:,\d+)?)\s*(?:%(?!-?\s?Punkt)|Prozent(?!punkt)|v\.\s?H\.|vH)/g;
