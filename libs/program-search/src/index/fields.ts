import { FEDERAL_STATES, type FederalStateCode } from '@libs/shared';
import type { Program } from '@libs/catalogue';

/**
 * The fields a search reads and what a hit in each is worth (BM25F weights). The name says what a program
 * is; the short name is what people call it; keywords are the editors' own words for it; target groups,
 * phases and Förderbereiche say for whom and for what; the description is long and says much else; the
 * eligibility text says who may apply, in many words; provider, funding organisation, instrument and
 * Länder only break ties. A field a program lacks adds nothing and does not count in the field's average
 * length (imported programs have fields the curated ones lack, and the other way round).
 */
export const SEARCH_FIELDS = [
  'name',
  'shortName',
  'keywords',
  'groups',
  'description',
  'eligibility',
  'meta',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const FIELD_WEIGHTS: Readonly<Record<SearchField, number>> = {
  name: 3,
  shortName: 2.5,
  keywords: 1.5,
  groups: 1.5,
  description: 1,
  eligibility: 0.5,
  meta: 0.5,
};

/**
 * Fields an imported program may carry (the Förderdatenbank's export has them; the catalogue model gains
 * them with its importer). Read where present, so the index weighs a field as soon as programs have it.
 */
export interface ImportedFields {
  /** "Antragsberechtigt sind …" (the export's Rechtliche Voraussetzungen), plain text. */
  eligibilityText?: string | null;
  /** The export's keywords: a list, or one string of words. */
  keywords?: readonly string[] | string | null;
  /** Förderbereiche as labels ("Existenzgründung & -festigung"). */
  fundingAreas?: readonly string[] | null;
  /** Their sub-areas as labels. */
  fundingSubAreas?: readonly string[] | null;
  /** The funding organisation's name ("Bundesagentur für Arbeit (BA)"). */
  fundingOrganisation?: string | null;
}

/** The German words for an instrument, as people type them. */
const CATEGORY_WORDS: Readonly<Record<Program['category'], string>> = {
  zuschuss: 'Zuschuss Förderzuschuss',
  darlehen: 'Darlehen',
  kredit: 'Kredit Darlehen',
  buergschaft: 'Bürgschaft Garantie',
  steuervorteil: 'Steuervorteil Steuer',
  beteiligung: 'Beteiligung Beteiligungskapital Wagniskapital',
  beratung: 'Beratung',
};

/** The text of each field of a program (the description as plain text); '' for a field it lacks. */
export function fieldTexts(
  p: Program & ImportedFields,
  descriptionText: string,
): Record<SearchField, string> {
  const lands = p.eligibleRegions.map((r) => FEDERAL_STATES[r as FederalStateCode] ?? r).join(' ');
  const keywords = typeof p.keywords === 'string' ? p.keywords : (p.keywords ?? []).join(' ');
  return {
    name: p.name,
    shortName: p.shortName ?? '',
    keywords,
    groups: [...p.targetGroups, ...p.phases, ...(p.fundingAreas ?? []), ...(p.fundingSubAreas ?? [])].join(
      ' ',
    ),
    description: descriptionText,
    eligibility: p.eligibilityText ?? '',
    meta: [
      p.provider,
      p.providerDetail ?? '',
      p.fundingOrganisation ?? '',
      CATEGORY_WORDS[p.category],
      lands,
    ].join(' '),
  };
}
