/**
 * The Förderdatenbank's own categories of a program (its export's classifiers, format note §8): funding
 * types (Förderart), areas (Förderbereich) and their sub-areas, eligible applicants (Förderberechtigte).
 * Kept by code, the export's stable key; the German label is looked up here. Region (Fördergebiet), level
 * (Fördergeber) and company size (Unternehmensgröße) are not repeated: the program's `eligibleRegions`,
 * `level` and `terms.eligibility.companySizes` already hold them.
 */
export interface FundingCategories {
  /** Förderart codes (`FUNDING_TYPE_LABELS`). */
  fundingTypes: string[];
  /** Förderbereich codes (`FUNDING_AREA_LABELS`). */
  areas: string[];
  /** Sub-areas as `<area code>.<sub-area code>`: sub-area codes repeat across areas. */
  subAreas: string[];
  /** Förderberechtigte codes (`APPLICANT_LABELS`). */
  applicants: string[];
}

export const FUNDING_TYPE_LABELS: Readonly<Record<string, string>> = {
  zuschuss: 'Zuschuss',
  darlehen: 'Darlehen',
  buergschaft: 'Bürgschaft',
  garantie: 'Garantie',
  beteiligung: 'Beteiligung',
  sonstige: 'Sonstige',
};

export const FUNDING_AREA_LABELS: Readonly<Record<string, string>> = {
  arbeit: 'Arbeit',
  aus_weiterbildung: 'Aus- & Weiterbildung',
  aussenwirtschaft: 'Außenwirtschaft',
  beratung: 'Beratung',
  corona: 'Corona-Hilfe',
  digitalisierung: 'Digitalisierung',
  energieeffizienz_erneuerbare_energien: 'Energieeffizienz & Erneuerbare Energien',
  existenzgruendung_festigung: 'Existenzgründung & -festigung',
  forschung_innovation_themenoffen: 'Forschung & Innovation (themenoffen)',
  forschung_innovation_themenspezifisch: 'Forschung & Innovation (themenspezifisch)',
  frauenfoerderung: 'Frauenförderung',
  gesundheit_soziales: 'Gesundheit & Soziales',
  infrastruktur: 'Infrastruktur',
  kultur_medien_sport: 'Kultur, Medien & Sport',
  landwirtschaft_laendliche_entwicklung: 'Landwirtschaft & Ländliche Entwicklung',
  messen_ausstellungen: 'Messen & Ausstellungen',
  mobilitaet: 'Mobilität',
  regionalfoerderung: 'Regionalförderung',
  smart_cities_regionen: 'Smart Cities & Regionen',
  staedtebau_stadterneuerung: 'Städtebau & Stadterneuerung',
  umwelt_naturschutz: 'Umwelt- & Naturschutz',
  unternehmensfinanzierung: 'Unternehmensfinanzierung',
  wohnungsbau_modernisierung: 'Wohnungsbau & Modernisierung',
};

export const APPLICANT_LABELS: Readonly<Record<string, string>> = {
  bildungseinrichtung: 'Bildungseinrichtung',
  existenzgruenderin: 'Existenzgründer/in',
  forschungseinrichtung: 'Forschungseinrichtung',
  hochschule: 'Hochschule',
  kommune: 'Kommune',
  oeffentliche_einrichtung: 'Öffentliche Einrichtung',
  privatperson: 'Privatperson',
  unternehmen: 'Unternehmen',
  verband_vereinigung: 'Verband/Vereinigung',
};

/** A sub-area code: its area's code, a dot, the export's code of the sub-area. */
const SUB_AREA = /^([a-z0-9_]+)\.([a-z0-9_]{1,80})$/;

/** Whether a value is a sub-area of a known area (the export ships no closed list of sub-areas). */
export const isSubAreaCode = (value: string): boolean => {
  const m = SUB_AREA.exec(value);
  return m !== null && FUNDING_AREA_LABELS[m[1]!] !== undefined;
};

/**
 * The German label of a sub-area: its area's label and the code spelt out ("Arbeit › betriebliche
 * arbeitsplaetze"); the export's label bundle for sub-areas is not read, so the code is all there is.
 */
export function subAreaLabel(value: string): string {
  const m = SUB_AREA.exec(value);
  if (!m) return value;
  return `${FUNDING_AREA_LABELS[m[1]!] ?? m[1]!} › ${m[2]!.replace(/_/g, ' ')}`;
}

/** The code of a label of one of the tables (as the importers deliver labels), undefined when unknown. */
export function codeOfLabel(labels: Readonly<Record<string, string>>, label: string): string | undefined {
  return Object.keys(labels).find((code) => labels[code] === label);
}
