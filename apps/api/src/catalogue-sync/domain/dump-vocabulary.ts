import { FEDERAL_STATES, NATIONWIDE, type FederalStateCode } from '@libs/shared';

/**
 * The Förderdatenbank's list vocabularies (../shared/data/README.md): 6 funding types, 23 areas, 17
 * locations, 9 applicant groups. Pages sometimes serve an internal code instead of the label; a code is
 * taken to be the label folded (lower case, umlauts spelt out, every other character a hyphen), so both
 * `Bürgschaft` and `buergschaft` become the label `Bürgschaft` and a version compares equal either way.
 */
export const FUNDING_TYPES = ['Zuschuss', 'Darlehen', 'Bürgschaft', 'Beteiligung', 'Garantie', 'Sonstige'];

export const FUNDING_AREAS = [
  'Arbeit',
  'Aus- & Weiterbildung',
  'Außenwirtschaft',
  'Beratung',
  'Corona-Hilfe',
  'Digitalisierung',
  'Energieeffizienz & Erneuerbare Energien',
  'Existenzgründung & -festigung',
  'Forschung & Innovation (themenoffen)',
  'Forschung & Innovation (themenspezifisch)',
  'Frauenförderung',
  'Gesundheit & Soziales',
  'Infrastruktur',
  'Kultur, Medien & Sport',
  'Landwirtschaft & Ländliche Entwicklung',
  'Messen & Ausstellungen',
  'Mobilität',
  'Regionalförderung',
  'Smart Cities & Regionen',
  'Städtebau & Stadterneuerung',
  'Umwelt- & Naturschutz',
  'Unternehmensfinanzierung',
  'Wohnungsbau & Modernisierung',
];

export const APPLICANT_GROUPS = [
  'Bildungseinrichtung',
  'Existenzgründer/in',
  'Forschungseinrichtung',
  'Hochschule',
  'Kommune',
  'Öffentliche Einrichtung',
  'Privatperson',
  'Unternehmen',
  'Verband/Vereinigung',
];

/** `bundesweit` and the 16 Länder by their full name, as the site labels them. */
export const FUNDING_LOCATIONS = ['bundesweit', ...Object.values(FEDERAL_STATES)];

export const fold = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function lookup(labels: readonly string[]): Map<string, string> {
  return new Map(labels.map((label) => [fold(label), label]));
}

const TYPES = lookup(FUNDING_TYPES);
const AREAS = lookup(FUNDING_AREAS);
const APPLICANTS = lookup(APPLICANT_GROUPS);
const LOCATIONS = lookup(FUNDING_LOCATIONS);
for (const [code, name] of Object.entries(FEDERAL_STATES)) LOCATIONS.set(fold(code), name);

export type Vocabulary = 'funding_type' | 'funding_area' | 'funding_location' | 'eligible_applicants';

const TABLES: Record<Vocabulary, Map<string, string>> = {
  funding_type: TYPES,
  funding_area: AREAS,
  funding_location: LOCATIONS,
  eligible_applicants: APPLICANTS,
};

/** The label of a value (label or code); an unknown value is kept as delivered (whitespace collapsed). */
export function labelOf(vocabulary: Vocabulary, value: string): { label: string; known: boolean } {
  const label = TABLES[vocabulary].get(fold(value));
  return label ? { label, known: true } : { label: value.replace(/\s+/g, ' ').trim(), known: false };
}

const STATE_BY_NAME = new Map<string, FederalStateCode>(
  Object.entries(FEDERAL_STATES).map(([code, name]) => [name, code as FederalStateCode]),
);

/** The catalogue's region key of a location label: `bundesweit` or the Land's code, null for others. */
export function regionKeyOf(location: string): string | null {
  if (location === NATIONWIDE) return NATIONWIDE;
  return STATE_BY_NAME.get(location) ?? null;
}
