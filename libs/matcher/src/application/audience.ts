import type { Program } from '@libs/catalogue';
import type { CompanySize } from '@libs/shared';

/** Whom a program addresses, read once from its free-text `targetGroups` and `phases`. */
export interface Audience {
  /** Size classes named explicitly ("Kleinstunternehmen", "Kleine Unternehmen", "Grossunternehmen"). */
  sizes: CompanySize[];
  /** "KMU" or "Mittelstand". */
  sme: boolean;
  /** Founders, start-ups, young companies. */
  young: boolean;
  /** No target groups, or just "Unternehmen": open to all, says nothing about fit. */
  generic: boolean;
  /** Age-specific phases: founding (incl. pre-founding), consolidation ("Festigung"), growth. */
  founding: boolean;
  consolidation: boolean;
  growth: boolean;
  /** The program's own age limit, if any (an age-limited program is made for young companies). */
  ageLimited: boolean;
}

const fold = (s: string): string =>
  s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z]/g, '');

/** Catalogue spellings (folded) of the groups that name a size class, SMEs or young companies. */
const SIZE_GROUPS: Record<string, CompanySize[]> = {
  kleinstunternehmen: ['micro'],
  soloselbststaendige: ['micro'],
  kleineunternehmen: ['micro', 'small'],
  kleinunternehmen: ['micro', 'small'],
  grossunternehmen: ['large'],
  smallmidcaps: ['large'],
};
const SME_GROUPS = new Set(['kmu', 'mittelstand']);
const YOUNG_GROUPS = new Set([
  'gruender',
  'existenzgruender',
  'startups',
  'jungunternehmer',
  'jungeunternehmen',
]);

export function compileAudience(p: Program): Audience {
  const groups = p.targetGroups.map(fold);
  const phases = new Set(p.phases.map(fold));
  return {
    sizes: [...new Set(groups.flatMap((g) => SIZE_GROUPS[g] ?? []))],
    sme: groups.some((g) => SME_GROUPS.has(g)),
    young: groups.some((g) => YOUNG_GROUPS.has(g)),
    generic: groups.length === 0 || groups.includes('unternehmen'),
    founding: phases.has('gruendung') || phases.has('vorgruendung'),
    consolidation: phases.has('festigung'),
    growth: phases.has('wachstum'),
    ageLimited: p.terms.eligibility.companyAgeMaxYears !== null,
  };
}
