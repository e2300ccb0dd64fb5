import { isOfficialUrl, NOT_VERIFIED, type LegalBasis } from '@libs/shared';
import type { SubsidyProgram } from '@libs/subsidy-engine';
import {
  COST_KINDS,
  type CostKind,
  type GuaranteeTerms,
  type Instrument,
  type LoanTerms,
  type PlanCandidate,
} from '../domain/plan-input';
import { PLAN_SOURCES } from '../rules/plan-sources';
import { UNION_FUNDING_RULES } from '../rules/union-funding';
import { ruleOnOrNearest } from './calendar';

/** What the caller knows about a program beyond the catalogue: its terms for this project and its own rules. */
export interface ProgramOverride {
  programId: string;
  costKinds?: CostKind[];
  loan?: LoanTerms;
  guarantee?: GuaranteeTerms;
  exclusiveWith?: string[];
  excludesOtherAidOnSameCosts?: boolean;
  reducibleToDeminimisHeadroom?: boolean;
  /** The program's legal basis where the catalogue does not know it (or knows it wrongly). */
  legalBasis?: LegalBasis;
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

/** The costs a legal basis names (GBER articles' eligible costs, rules.md §3.2; FZulG § 3), or null. */
function costKindsOfBasis(basis: LegalBasis): CostKind[] | null {
  if (basis.kind === 'regional-aid-map') return ['investment'];
  if (basis.kind === 'tax') return basis.law === 'FZulG' ? ['rdPersonnel', 'contractResearch'] : [];
  if (basis.kind === 'gber') {
    const byArticle: Record<string, CostKind[]> = {
      '14': ['investment'],
      '17': ['investment'],
      '18': ['consulting'],
      '19': ['operating'],
      // Start-up aid has no eligible costs of its own (Art. 22(3)): any costs of the project.
      '22': [...COST_KINDS],
      '25': ['rdPersonnel', 'contractResearch'],
      '28': ['consulting', 'rdPersonnel'],
      '29': ['rdPersonnel', 'consulting', 'investment'],
      '31': ['training'],
    };
    return byArticle[basis.article] ?? null;
  }
  return null;
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
  /** The application day: the Union rules of that day apply (GBER Art. 8(2)). */
  day: string,
): PlanCandidate | null {
  const instrument = INSTRUMENTS[program.category] ?? null;
  const basis = override?.legalBasis ?? program.terms.legalBasis;
  if (instrument === null) return null;
  if (instrument === 'tax' && !(basis.kind === 'tax' && basis.law === 'FZulG')) return null;
  // Never a default: the caller's kinds, those the legal basis names, or the curated ones; else none, and
  // the planner says why (COST_KINDS_UNKNOWN) instead of funding machinery with a research grant.
  const costKinds = override?.costKinds ?? costKindsOfBasis(basis) ?? program.terms.fundedCosts ?? [];
  const union = UNION_FUNDING_RULES[program.id];
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
    ...(basis.kind === 'regional-aid-map' && /\bGRW\b|Gemeinschaftsaufgabe/u.test(program.name)
      ? { grw: true }
      : {}),
    ...(program.status === 'geplant'
      ? { announced: true, opensOn: program.terms.applicationsOpenFrom ?? null }
      : {}),
    ...(union ? { unionFunding: ruleOnOrNearest(union, day).rule.value } : {}),
    // GRW: the law and the federal framework are the legal text; a Land's or bank's page only describes it.
    legalSource:
      basis.kind === 'regional-aid-map'
        ? `${PLAN_SOURCES.grwLegalText}; Programmseite: ${programPage(program.source?.url)}`
        : `Richtlinie ${program.name} (${programPage(program.source?.url)})${override?.legalBasis ? '; Rechtsgrundlage laut Auftrag (programTerms.legalBasis)' : ''}`,
  };
}

/** The program's own page where it is official (funder, Förderdatenbank); never a secondary page. */
function programPage(url: string | null | undefined): string {
  return url && isOfficialUrl(url) ? url : `Quelle im Katalogeintrag, ${NOT_VERIFIED}`;
}
