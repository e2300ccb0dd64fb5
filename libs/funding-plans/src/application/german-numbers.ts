/**
 * German number formatting with formatters built once: `toLocaleString` builds one per call, which cost
 * more than the whole search (the evaluation writes its findings' German texts for every combination).
 */
const UP_TO_2 = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });
const UP_TO_3 = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });

/** `1.234,5` */
export const deNumber = (n: number): string => UP_TO_2.format(n);
/** `2,125` */
export const deNumber3 = (n: number): string => UP_TO_3.format(n);
/** `1.234,56 EUR` from euros. */
export const deEur = (eur: number): string => `${UP_TO_2.format(eur)} EUR`;
/** `1.234,56 EUR` from cents. */
export const deEurFromCents = (cents: number): string => `${UP_TO_2.format(Math.round(cents) / 100)} EUR`;
/** `45 %` from a fraction. */
export const dePercent = (fraction: number): string => `${UP_TO_2.format(fraction * 100)} %`;
