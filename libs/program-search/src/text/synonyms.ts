import { foldGerman } from './german-fold';
import { stemGerman } from './german-stemmer';

/**
 * Words people use for the same thing in funding (curated, moderate: each group is one meaning, not a
 * topic). A query word of a group also finds the other words of its group, at a lower weight than itself
 * (SYNONYM_WEIGHT), so a program naming the word as typed still comes first. Multi-word phrases are
 * listed by their telling word ("künstliche Intelligenz" by "Intelligenz", "Energie sparen" by
 * "Energieeinsparung"); compounds and longer forms are found by the index's own expansion.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['KI', 'Intelligenz', 'AI'],
  ['Gründung', 'Existenzgründung', 'Startup', 'Gründer', 'Gründerin', 'Jungunternehmen'],
  ['Digitalisierung', 'IT', 'Informationstechnik', 'Software', 'Digitaltechnik'],
  ['Energieeffizienz', 'Energieeinsparung', 'Energiesparen', 'Effizienz'],
  ['Weiterbildung', 'Qualifizierung', 'Schulung', 'Fortbildung'],
  ['Forschung', 'FuE', 'Forschungsvorhaben', 'Forschungsprojekt'],
  ['Export', 'Außenwirtschaft', 'Internationalisierung', 'Auslandsmarkt', 'Auslandsmesse'],
  ['Mitarbeiter', 'Beschäftigte', 'Fachkräfte', 'Personal', 'Arbeitnehmer'],
  ['Handwerk', 'Handwerker', 'Handwerksbetrieb'],
  ['Landwirtschaft', 'Agrar', 'Landwirt', 'Agrarwirtschaft'],
  ['Mikrokredit', 'Mikrodarlehen', 'Kleinkredit'],
  ['Kredit', 'Darlehen'],
  ['Zuschuss', 'Beihilfe', 'Zuwendung'],
  ['Nachfolge', 'Unternehmensnachfolge', 'Betriebsübernahme'],
  ['Klimaschutz', 'Dekarbonisierung', 'Treibhausgas'],
  ['Photovoltaik', 'PV', 'Solar', 'Solaranlage'],
  ['Wasserstoff', 'H2'],
  ['Elektromobilität', 'Elektrofahrzeug', 'Ladeinfrastruktur'],
  ['Beratung', 'Coaching'],
  ['Wagniskapital', 'Risikokapital', 'Venture', 'Beteiligungskapital'],
];

/** What a hit on a related word is worth relative to the word itself (below prefix 0.8 and infix 0.6). */
export const SYNONYM_WEIGHT = 0.5;

/** A related word of a query word: folded, and its stem. */
export interface RelatedWord {
  folded: string;
  stem: string;
}

const BY_STEM = new Map<string, RelatedWord[]>();
for (const group of GROUPS) {
  const words = group.map((w) => {
    const folded = foldGerman(w);
    return { folded, stem: stemGerman(folded) };
  });
  for (const w of words) {
    const others = words.filter((o) => o.stem !== w.stem);
    BY_STEM.set(w.stem, [...(BY_STEM.get(w.stem) ?? []), ...others]);
  }
}

/** The words related to a query word (by its stem); empty for most words. */
export function relatedWords(stem: string): readonly RelatedWord[] {
  return BY_STEM.get(stem) ?? [];
}
