import type { Program } from '@libs/catalogue';
import {
  FINANCING_CATEGORIES,
  endOfGermanDay,
  type DeminimisRegulation,
  type ProgramCategory,
  type ProgramLevel,
  type ProgramTerms,
} from '@libs/shared';
import { deminimisRegulationOf, type SubsidyProgram } from '@libs/subsidy-engine';
import { compileAudience, type Audience } from './audience';

/**
 * What ranking keeps of a program: the engine's input plus the name and level the answer shows. The loaded
 * `Program` (descriptions, provider, source) is left to the garbage collector.
 */
export interface RankedProgram extends SubsidyProgram {
  readonly name: string;
  readonly level: ProgramLevel | null;
  /** Where its facts come from: named where the source states no amount. */
  readonly source?: { readonly url: string | null };
}

/**
 * What ranking derives from a program apart from its id, name, amounts, deadline and regions. Programs that
 * share these (clones of one scheme in other Länder or with other caps) score alike but for amount and
 * deadline, so the catalogue computes them once per group.
 */
export interface ProgramTraits {
  readonly category: ProgramCategory;
  /** Status `geplant`: announced, not yet open. */
  readonly planned: boolean;
  /** Open only in some Länder (a Land program), not nationwide. */
  readonly landProgram: boolean;
  readonly deminimisRegulation: DeminimisRegulation | null;
  readonly audience: Audience;
  /** The program's minimum eligible costs: the estimate never assumes a smaller project. */
  readonly minBudgetEur: number;
  /** Upper bounds of what the engine can pay: eligible costs (EUR) and the rate or financing share. */
  readonly eligibleCostsMaxEur: number;
  readonly rateCeiling: number;
}

/** One program as ranking sees it: its group's traits and its own figures. */
export interface CompiledProgram {
  readonly program: RankedProgram;
  readonly traits: ProgramTraits;
  /** End of the last application day (epoch ms), or null without a deadline. */
  readonly deadlineEndMs: number | null;
}

/**
 * The program's ranking fields, with `terms` and `eligibleRegions` given (shared between clones). Its
 * `terms.rateRulesText` (the source's wording, which neither the engine nor the matcher reads) is left out:
 * it would keep a long text per program alive and split cohorts.
 */
export function rankedProgram(
  p: Program,
  terms: ProgramTerms = { ...p.terms, rateRulesText: null },
  eligibleRegions: readonly string[] = p.eligibleRegions,
): RankedProgram {
  return {
    id: p.id,
    name: p.name,
    level: p.level,
    category: p.category,
    status: p.status,
    applicationDeadline: p.applicationDeadline,
    maxAmount: p.maxAmount,
    minAmount: p.minAmount,
    subsidyRateMax: p.subsidyRateMax,
    deminimis: p.deminimis,
    eligibleRegions,
    terms,
  };
}

/** Same instant as the engine's deadline check (the end of the German calendar day). */
export function deadlineEndMs(p: SubsidyProgram): number | null {
  const deadline = p.applicationDeadline?.slice(0, 10) ?? null;
  return deadline ? endOfGermanDay(deadline).getTime() : null;
}

/**
 * The highest rate the engine can apply to this program for anyone: the largest stated rate capped by
 * `subsidyRateMax`; without a base rate the engine may fall back to 100 % (RATE_NOT_STATED), and tax
 * allowances follow their own law, so those count as 1. Financing: its share of the budget.
 */
function rateCeiling(p: SubsidyProgram): number {
  const r = p.terms.rate;
  if (FINANCING_CATEGORIES.includes(p.category)) return Math.min(1, Math.max(0, r.financingShare ?? 1));
  if (p.category === 'steuervorteil' || r.baseRate === null) return 1;
  const stated = [
    r.baseRate,
    ...Object.values(r.sizeRates ?? {}),
    ...(r.regionalRates ?? []).flatMap((x) => [x.rate, ...Object.values(x.sizeRates ?? {})]),
    ...(r.ageRates ?? []).map((a) => a.rate),
  ].filter((n): n is number => typeof n === 'number');
  return Math.min(1, Math.max(0, ...stated), p.subsidyRateMax ?? 1);
}

export function traitsOf(p: Program, landProgram: boolean): ProgramTraits {
  return {
    category: p.category,
    planned: p.status === 'geplant',
    landProgram,
    deminimisRegulation: deminimisRegulationOf(p),
    audience: compileAudience(p),
    minBudgetEur: p.terms.rate.eligibleCostsMinEur ?? 0,
    eligibleCostsMaxEur: p.terms.rate.eligibleCostsMaxEur ?? Infinity,
    rateCeiling: rateCeiling(p),
  };
}
