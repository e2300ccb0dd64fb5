// The weights and thresholds of a search's relevance, tuned on the judged sets (npm run eval:search).

/**
 * Added to a program of a Land the query names ("Digitalbonus Bayern": Bayern's own programs before the
 * federal ones that apply there too); about what a title word of medium rarity is worth.
 */
export const LAND_BONUS = 1.5;
/**
 * What a weak word's hit ("Geld", "neue", "Betrieb": text/concepts.ts) is worth relative to a word that
 * says what is wanted: it orders programs that match the rest equally, and never decides alone.
 */
export const WEAK_WEIGHT = 0.1;
/**
 * Relevance of a program that does not take applications now, relative to an open one: at equal (or nearly
 * equal) relevance the open program comes first; a clearly better match that has ended still shows. Planned
 * programs (`geplant`, or not open yet) sit between. Tuned on the judged sets (npm run eval:search).
 */
export const CLOSED_FACTOR = 0.8;
export const PLANNED_FACTOR = 0.9;
/**
 * When some, but fewer than this, programs match every narrowing word of a query of two or more (by the
 * text alone, before the filters), programs missing one of them follow, at PARTIAL_FACTOR of their relevance ("Druckluft und Pumpen modernisieren": the program
 * for pumps and compressed air that does not say "modernisieren").
 */
export const FEW_FULL_MATCHES = 5;
export const PARTIAL_FACTOR = 0.5;
/** A word found in more than this share of the programs does not narrow the result (e.g. "Förderung"). */
export const COMMON_SHARE = 0.5;
