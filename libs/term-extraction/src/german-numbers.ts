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

/** Multipliers written after a number ("1,5 Mio. Euro", "EUR 1 Million", "200 Tsd. €", "2 Milliarden"). */
const SCALES: ReadonlyArray<{ pattern: RegExp; factor: number }> = [
  { pattern: /^(?:mrd\.?|milliarden?|milliarde)$/i, factor: 1_000_000_000 },
  { pattern: /^(?:mio\.?|millionen|million)$/i, factor: 1_000_000 },
  { pattern: /^(?:tsd\.?|tausend|t€)$/i, factor: 1_000 },
];

/** The factor of a scale word, or 1. */
export function scaleOf(word: string | undefined): number {
  if (!word) return 1;
  return SCALES.find((s) => s.pattern.test(word.trim()))?.factor ?? 1;
}

/** Number words written before a scale word ("eine Million Euro", "zwei Millionen", "fünf Mio."). */
const NUMBER_WORDS: Record<string, number> = {
  ein: 1,
  eine: 1,
  einer: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  zwanzig: 20,
  fünfzig: 50,
  hundert: 100,
};
const WORD = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const SCALE = String.raw`Mrd\.?|Milliarden?|Mio\.?|Million(?:en)?|Tsd\.?|Tausend`;

/**
 * A money amount in EUR: a number (or a number word before a scale word), an optional scale word and the
 * currency (`Euro`, `EUR`, `€`) before or after it: "€ 50.000", "50.000 €", "EUR 1 Million", "eine Million Euro".
 * Groups: 1 number and 2 scale (currency first), 3 number and 4 scale (currency last), 5 word and 6 scale.
 */
export const AMOUNT = new RegExp(
  String.raw`(?:(?:€|EUR)\s*(${NUMBER})\s*(${SCALE})?(?![\wäöü])|(${NUMBER})\s*(${SCALE})?\s*(?:Euro|EUR|€)|\b(${WORD})\s+(${SCALE})\s*(?:Euro|EUR|€))`,
  'gi',
);

/** EUR of an `AMOUNT` match, rounded to cents. */
export function amountOf(match: RegExpMatchArray): number | null {
  const word = match[5]?.toLowerCase();
  const number = word ? (NUMBER_WORDS[word] ?? null) : parseGermanNumber(match[1] ?? match[3] ?? '');
  if (number === null) return null;
  return Math.round(number * scaleOf(match[2] ?? match[4] ?? match[6]) * 100) / 100;
}

/** A percentage: "50 %", "50 Prozent", "50 v. H.", "50vH". */
// "Prozentpunkte" / "%-Punkte" are an increment to a rate, never a rate of their own.
export const PERCENT = /(\d{1,3}(?:,\d+)?)\s*(?:%(?!-?\s?Punkt)|Prozent(?!punkt)|v\.\s?H\.|vH)/g;
