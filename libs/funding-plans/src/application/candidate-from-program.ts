import type { LegalBasis } from '@libs/shared';
import type { SubsidyProgram } from '@libs/subsidy-engine';
import type { CostKind, GuaranteeTerms, Instrument, LoanTerms, PlanCandidate } from '../domain/plan-input';

/** What the caller knows about a program beyond the catalogue: its terms for this project and its own rules. */
export interface ProgramOverride {
  programId: string;
  costKinds?: CostKind[];
  loan?: LoanTerms;
  guarantee?: GuaranteeTerms;
  exclusiveWith?: string[];
  excludesOtherAidOnSameCosts?: boolean;
  reducibleToDeminimisHeadroom?: boolean;
}

export type CatalogueProgram = SubsidyProgram & { name: string; source?: { url: string | null } };

const INSTRUMENTS: Record<string, Instrument | null> = {
  zuschuss: 'grant',
  beratung: 'grant',
  darlehen: 'loan',
  kredit: 'loan',
  buergschaft: 'guarantee',
  steuervorteil: 'tax',
  beteiligung: null,
};

/** The costs each legal basis funds (GBER articles' eligible costs, rules.md §3.2; FZulG § 3). */
function costKindsOf(basis: LegalBasis, category: string): CostKind[] {
  if (basis.kind === 'regional-aid-map') return ['investment'];
  if (basis.kind === 'tax') return basis.law === 'FZulG' ? ['rdPersonnel', 'contractResearch'] : [];
  if (basis.kind === 'gber') {
    const byArticle: Record<string, CostKind[]> = {
      '14': ['investment'],
      '17': ['investment'],
      '18': ['consulting'],
      '19': ['operating'],
      '25': ['rdPersonnel', 'contractResearch'],
      '28': ['consulting', 'rdPersonnel'],
      '29': ['rdPersonnel', 'consulting', 'investment'],
      '31': ['training'],
    };
    const kinds = byArticle[basis.article];
    if (kinds) return kinds;
  }
  if (category === 'beratung') return ['consulting'];
  if (category === 'darlehen' || category === 'kredit' || category === 'buergschaft')
    return ['investment', 'operating'];
  return ['investment'];
}

/** The program's cap, and its cap on eligible costs at its rate (e.g. ZIM: 550,000 EUR of costs). */
function maxAmountOf(program: CatalogueProgram, rate: number): number | null {
  const caps = [program.maxAmount > 0 ? program.maxAmount : null];
  const costsMax = program.terms.rate.eligibleCostsMaxEur;
  if (costsMax !== undefined && costsMax !== null) caps.push(Math.round(costsMax * rate * 100) / 100);
  const known = caps.filter((c): c is number => c !== null);
  return known.length ? Math.min(...known) : null;
}

/**
 * A catalogue program as a plan candidate. `rate` is the engine's effective rate for this applicant (size,
 * region, age) on the covered costs; loans and guarantees finance the share the guideline names. Null where
 * the instrument is not planned as an amount (equity, tax deductions without project costs).
 */
export function candidateFromProgram(
  program: CatalogueProgram,
  effectiveRate: number,
  override: ProgramOverride | undefined,
): PlanCandidate | null {
  const instrument = INSTRUMENTS[program.category] ?? null;
  const basis = program.terms.legalBasis;
  if (instrument === null) return null;
  if (instrument === 'tax' && !(basis.kind === 'tax' && basis.law === 'FZulG')) return null;
  const costKinds = override?.costKinds ?? costKindsOf(basis, program.category);
  if (costKinds.length === 0) return null;
  const financing = instrument === 'loan' || instrument === 'guarantee';
  return {
    id: program.id,
    name: program.name,
    instrument,
    legalBasis: basis,
    costKinds,
    rate: financing ? (program.terms.rate.financingShare ?? 1) : effectiveRate,
    maxAmountEur: maxAmountOf(program, financing ? (program.terms.rate.financingShare ?? 1) : effectiveRate),
    minAmountEur: program.minAmount,
    // GBER Art. 6(2) and nearly every guideline; tax measures with a legal entitlement are exempt (Art. 6(4)).
    requiresApplicationBeforeStart: instrument !== 'tax',
    exclusiveWith: override?.exclusiveWith ?? [],
    excludesOtherAidOnSameCosts: override?.excludesOtherAidOnSameCosts ?? false,
    reducibleToDeminimisHeadroom: override?.reducibleToDeminimisHeadroom ?? false,
    ...(override?.loan ? { loan: override.loan } : {}),
    ...(override?.guarantee ? { guarantee: override.guarantee } : {}),
    applicationDeadline: program.applicationDeadline,
    legalSource: `Richtlinie ${program.name}${program.source?.url ? ` (${program.source.url})` : ''}`,
  };
}
