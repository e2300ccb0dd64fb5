/**
 * German Länder as ISO 3166-2:DE short codes (../shared/research/categories.md §5.1).
 * `bundesweit` is the catalogue's marker for "open in every Land".
 */
export const FEDERAL_STATES = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
} as const;

export type FederalStateCode = keyof typeof FEDERAL_STATES;
export const FEDERAL_STATE_CODES = Object.keys(FEDERAL_STATES) as FederalStateCode[];
export const NATIONWIDE = 'bundesweit';

const fold = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[\s_]+/g, '-');

const LOOKUP = new Map<string, FederalStateCode>();
for (const code of FEDERAL_STATE_CODES) {
  LOOKUP.set(fold(code), code);
  LOOKUP.set(fold(`DE-${code}`), code);
  LOOKUP.set(fold(FEDERAL_STATES[code]), code);
}
// Common short forms in German business use.
LOOKUP.set('nrw', 'NW');
LOOKUP.set('bawue', 'BW');

/**
 * Accepts `SN`, `sn`, `DE-SN` or `Sachsen` and answers `SN`; anything else answers null.
 * Clients send all of these forms; one canonical code keeps queries and rules simple.
 */
export function parseFederalState(input: string): FederalStateCode | null {
  return LOOKUP.get(fold(input)) ?? null;
}

export function isNationwide(input: string): boolean {
  return fold(input) === NATIONWIDE;
}
