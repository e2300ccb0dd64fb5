import { FEDERAL_STATES } from '@libs/shared';
import { fold, labelOf, type Vocabulary } from './dump-vocabulary';
import type { ClassifiedList } from './export-document';
import type { QuirkTally } from './export-quirks';

/**
 * The export's category codes (§8 of the format note) as the catalogue's labels, the same labels the CSV
 * dump shows, so a program keeps its values when the operator switches source. Most codes are the label
 * folded (`kultur_medien_sport` ↔ `Kultur, Medien & Sport`); the rest are listed here (docs/adr/0015).
 */
const ALIASES: Partial<Record<Vocabulary, Record<string, string>>> = {
  funding_location: {
    de_ni: FEDERAL_STATES.NI,
    de_st: FEDERAL_STATES.ST,
    schlesig_holstein: FEDERAL_STATES.SH,
  },
  funding_area: { corona: 'Corona-Hilfe' },
  eligible_applicants: { existenzgruenderin: 'Existenzgründer/in' },
};

/** Codes that name the same thing as another code (`_bundesweit` has a label, `bundesweit` does not). */
const SAME_AS: Record<string, string> = { _bundesweit: 'bundesweit' };

/** The codes of a vocabulary that are not a label folded (aliases, duplicates): docs/catalogue-sources.md. */
export const irregularCodesOf = (vocabulary: Vocabulary): string[] => [
  ...Object.keys(ALIASES[vocabulary] ?? {}),
  ...(vocabulary === 'funding_location' ? Object.keys(SAME_AS) : []),
];

/** The Förderbereich code each sub-area classifier belongs to (`UFArbeit` → `arbeit`). */
export const SUB_AREA_PARENTS: Record<string, string> = {
  UFArbeit: 'arbeit',
  UFAusWeiterbildung: 'aus_weiterbildung',
  UFAussenwirtschaft: 'aussenwirtschaft',
  UFBeratung: 'beratung',
  UFEnergieeffizienz: 'energieeffizienz_erneuerbare_energien',
  UFExistenzgruendung: 'existenzgruendung_festigung',
  UFForschungOffen: 'forschung_innovation_themenoffen',
  UFForschungSpezifisch: 'forschung_innovation_themenspezifisch',
  UFFrauenfoerderung: 'frauenfoerderung',
  UFGesundheitSoziales: 'gesundheit_soziales',
  UFInfrastruktur: 'infrastruktur',
  UFKulturMedienSport: 'kultur_medien_sport',
  UFLandwirtschaft: 'landwirtschaft_laendliche_entwicklung',
  UFMessenAusstellungen: 'messen_ausstellungen',
  UFRegionalfoerderung: 'regionalfoerderung',
  UFStaedtebauStadterneuerung: 'staedtebau_stadterneuerung',
  UFUmweltNaturschutz: 'umwelt_naturschutz',
  UFUnternehmensfinanzierung: 'unternehmensfinanzierung',
  UFWohnungsbau: 'wohnungsbau_modernisierung',
};

/** Classifiers read but not published (§13: `Unternehmensalter`, `Foerdertermin` is always empty). */
const IGNORED = new Set(['Unternehmensalter', 'Foerdertermin', 'Foerderorganisation']);

const LEVEL_CODES: Record<string, 'Bund' | 'Land' | 'EU'> = { bund: 'Bund', land: 'Land', eu: 'EU' };

/** The code of a category link: its last path segment. */
export const codeOf = (target: string): string => target.slice(target.lastIndexOf('/') + 1);

/** What the categories of `cl2Processes` and `cl2Satisfaction` say, as labels and codes. */
export interface ExportCategories {
  fundingTypes: string[];
  fundingAreas: string[];
  fundingLocations: string[];
  eligibleApplicants: string[];
  /** The `Foerdergeber` category (the level), which the path overrides. */
  levelCategory: 'Bund' | 'Land' | 'EU' | null;
  companySizes: string[];
  sectors: string[];
  grw: boolean | null;
  subAreas: string[];
  otherCategories: string[];
  unknownLabels: string[];
}

/** Reads the classified lists; keyed by the classifier, never by the folder (§8). */
export function categoriesOf(lists: readonly ClassifiedList[], tally: QuirkTally): ExportCategories {
  const out: ExportCategories = {
    fundingTypes: [],
    fundingAreas: [],
    fundingLocations: [],
    eligibleApplicants: [],
    levelCategory: null,
    companySizes: [],
    sectors: [],
    grw: null,
    subAreas: [],
    otherCategories: [],
    unknownLabels: [],
  };
  const labels = (vocabulary: Vocabulary, codes: string[]) => labelsOf(vocabulary, codes, out, tally);
  for (const { classifier, targets } of lists) {
    const codes = targets.map(codeOf).filter((c) => c !== '');
    if (codes.length === 0 || IGNORED.has(classifier)) continue;
    if (classifier === 'Foerderart') out.fundingTypes.push(...labels('funding_type', codes));
    else if (classifier === 'Foerderbereich') out.fundingAreas.push(...labels('funding_area', codes));
    else if (classifier === 'Foerdergebiet') out.fundingLocations.push(...labels('funding_location', codes));
    else if (classifier === 'Foerderberechtigte')
      out.eligibleApplicants.push(...labels('eligible_applicants', codes));
    else if (classifier === 'Foerdergeber') out.levelCategory = LEVEL_CODES[codes[0]!] ?? out.levelCategory;
    else if (classifier === 'Unternehmensgroesse') out.companySizes.push(...codes);
    else if (classifier === 'BranchenUnternehmen' || classifier === 'BranchenExistenzgruenderin')
      out.sectors.push(...codes);
    else if (classifier === 'GRW') out.grw = codes.includes('grw_foerderung');
    else if (SUB_AREA_PARENTS[classifier])
      out.subAreas.push(...codes.map((c) => `${SUB_AREA_PARENTS[classifier]}.${c}`));
    else {
      tally.add('unknownClassifier');
      out.otherCategories.push(...codes.map((c) => `${classifier}:${c}`));
    }
  }
  for (const key of ['companySizes', 'sectors', 'subAreas', 'otherCategories'] as const)
    out[key] = [...new Set(out[key])].sort();
  for (const key of ['fundingTypes', 'fundingAreas', 'fundingLocations', 'eligibleApplicants'] as const)
    out[key] = [...new Set(out[key])].sort();
  return out;
}

function labelsOf(
  vocabulary: Vocabulary,
  codes: readonly string[],
  out: ExportCategories,
  tally: QuirkTally,
): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of codes) {
    const code = SAME_AS[raw] ?? raw;
    if (seen.has(code)) {
      tally.add('duplicateCode');
      continue;
    }
    seen.add(code);
    const alias = ALIASES[vocabulary]?.[code];
    if (alias) {
      tally.add('aliasCode');
      result.push(alias);
      continue;
    }
    const { label, known } = labelOf(vocabulary, code);
    if (!known) {
      // Kept as data (the code as delivered), never a reason to refuse the program.
      tally.add('unknownCode');
      out.unknownLabels.push(`${vocabulary}: ${code}`);
    }
    result.push(label);
  }
  return result;
}

/** Path segments of Länder that are not their label folded. */
const REGION_SEGMENTS: Record<string, string> = { nrw: FEDERAL_STATES.NW };

/** The Land's label of a path segment (`Thueringen` → `Thüringen`), or null when it names none. */
export function regionOfSegment(segment: string): string | null {
  const alias = REGION_SEGMENTS[fold(segment)];
  if (alias) return alias;
  const { label, known } = labelOf('funding_location', segment);
  return known && label !== 'bundesweit' ? label : null;
}
