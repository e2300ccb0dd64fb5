import type { Program } from '@libs/catalogue';
import {
  FINANCING_CATEGORIES,
  endOfGermanDay,
  isNationwide,
  parseFederalState,
  type DeminimisRegulation,
  type FederalStateCode,
} from '@libs/shared';
import { compileAudience, type Audience } from './audience';
import { deminimisRegulationOf } from '@libs/subsidy-engine';

/** What the ranking needs of one program that does not depend on the applicant, computed once. */
export interface CompiledProgram {
  readonly program: Program;
  /** Index into `CompiledCatalogue.eligibilityClasses`. */
  readonly eligibilityClass: number;
  /** End of the last application day (epoch ms), or null without a deadline. */
  readonly deadlineEndMs: number | null;
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

/**
 * The catalogue prepared for ranking, built once per catalogue version (the app caches it per tenant).
 * `open` and `byLand` pre-select by region; `eligibilityClasses` group programs whose eligibility rules are
 * identical, so that the engine's check runs once per class and request rather than once per program.
 */
export interface CompiledCatalogue {
  readonly programs: readonly CompiledProgram[];
  readonly open: readonly CompiledProgram[];
  readonly byLand: ReadonlyMap<FederalStateCode, readonly CompiledProgram[]>;
  /** One representative program per class, for `checkEligibility`. */
  readonly eligibilityClasses: readonly Program[];
}

/** Statuses that accept no applications and never will again: profile-independent hard filter. */
const CLOSED = new Set(['ausgelaufen', 'inaktiv']);

/** The fields `checkEligibility` reads (status, deadline, regions, size, age, sectors, legal basis). */
const eligibilityKey = (p: Program): string =>
  JSON.stringify([
    p.status,
    p.applicationDeadline,
    p.eligibleRegions,
    p.terms.eligibility,
    p.terms.legalBasis,
  ]);

/** Same region choice as the engine's check; this is only a pre-selection, the engine still decides. */
function regionsOf(p: Program): { open: boolean; lands: FederalStateCode[] } {
  const regions = p.terms.eligibility.regions.length > 0 ? p.terms.eligibility.regions : p.eligibleRegions;
  if (regions.length === 0 || regions.some(isNationwide)) return { open: true, lands: [] };
  const lands = regions.map(parseFederalState).filter((c): c is FederalStateCode => c !== null);
  return { open: false, lands: [...new Set(lands)] };
}

/**
 * The highest rate the engine can apply to this program for anyone: the largest stated rate capped by
 * `subsidyRateMax`; without a base rate the engine may fall back to 100 % (RATE_NOT_STATED), and tax
 * allowances follow their own law, so those count as 1. Financing: its share of the budget.
 */
function rateCeiling(p: Program): number {
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

const byId = (a: Program, b: Program): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function compileCatalogue(programs: readonly Program[]): CompiledCatalogue {
  const classes = new Map<string, number>();
  const eligibilityClasses: Program[] = [];
  const compiled: CompiledProgram[] = [];
  const open: CompiledProgram[] = [];
  const byLand = new Map<FederalStateCode, CompiledProgram[]>();

  for (const program of [...programs].sort(byId)) {
    if (CLOSED.has(program.status)) continue;
    const key = eligibilityKey(program);
    let eligibilityClass = classes.get(key);
    if (eligibilityClass === undefined) {
      eligibilityClass = eligibilityClasses.push(program) - 1;
      classes.set(key, eligibilityClass);
    }
    const deadline = program.applicationDeadline?.slice(0, 10) ?? null;
    const regions = regionsOf(program);
    const cp: CompiledProgram = {
      program,
      eligibilityClass,
      deadlineEndMs: deadline ? endOfGermanDay(deadline).getTime() : null,
      landProgram: !regions.open,
      deminimisRegulation: deminimisRegulationOf(program),
      audience: compileAudience(program),
      minBudgetEur: program.terms.rate.eligibleCostsMinEur ?? 0,
      eligibleCostsMaxEur: program.terms.rate.eligibleCostsMaxEur ?? Infinity,
      rateCeiling: rateCeiling(program),
    };
    compiled.push(cp);
    if (regions.open) open.push(cp);
    for (const land of regions.lands) {
      const list = byLand.get(land) ?? [];
      if (list.length === 0) byLand.set(land, list);
      list.push(cp);
    }
  }
  return { programs: compiled, open, byLand, eligibilityClasses };
}
