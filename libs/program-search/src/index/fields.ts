import { FEDERAL_STATES, type FederalStateCode } from '@libs/shared';
import type { Program } from '@libs/catalogue';

/**
 * The fields a search reads and what a hit in each is worth (BM25F weights). The name says what a program
 * is; the short name is what people call it; target groups and phases say for whom and for what; the
 * description is long and says much else; provider, instrument and Länder only break ties.
 */
export const SEARCH_FIELDS = ['name', 'shortName', 'groups', 'description', 'meta'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const FIELD_WEIGHTS: Readonly<Record<SearchField, number>> = {
  name: 3,
  shortName: 2.5,
  groups: 1.5,
  description: 1,
  meta: 0.5,
};

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

/** The text of each field of a program (the description as plain text). */
export function fieldTexts(p: Program, descriptionText: string): Record<SearchField, string> {
  const lands = p.eligibleRegions.map((r) => FEDERAL_STATES[r as FederalStateCode] ?? r).join(' ');
  return {
    name: p.name,
    shortName: p.shortName ?? '',
    groups: [...p.targetGroups, ...p.phases].join(' '),
    description: descriptionText,
    meta: [p.provider, p.providerDetail ?? '', CATEGORY_WORDS[p.category], lands].join(' '),
  };
}
