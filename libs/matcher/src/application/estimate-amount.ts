import { calculateSubsidy } from '@libs/subsidy-engine';
import { INSTRUMENT_OF, TYPICAL_BUDGET_EUR, VALUE_PER_EURO } from '../domain/scoring-weights';
import type { ApplicantContext } from './applicant-context';
import type { CompiledProgram, ProgramTraits, RankedProgram } from './program-traits';

/** What the engine answered for one program (or terms) and budget: all that ranking keeps of its result. */
export interface EngineAnswer {
  /** The engine's estimate in EUR (financing for loans, guarantees, equity). */
  estimateEur: number;
  /** The engine found a reason the applicant cannot get this program that no budget changes. */
  excluded: boolean;
}

export interface AmountEstimate extends EngineAnswer {
  budgetEur: number;
  /** `estimateEur` weighted by VALUE_PER_EURO (and capped by `maxValueEur`): what the amount criterion scores. */
  valueEur: number;
}

/** Errors that only say the assumed budget is too small or large; another project size would be funded. */
const BUDGET_DEPENDENT = new Set(['BELOW_MIN_COSTS', 'BELOW_MIN_AMOUNT']);

/** The typical budget of such a company for such an instrument, raised to the program's minimum costs. */
export function typicalBudgetEur(t: ProgramTraits, ctx: ApplicantContext): number {
  const typical = TYPICAL_BUDGET_EUR[INSTRUMENT_OF[t.category]][ctx.sme.size];
  return Math.max(typical, t.minBudgetEur);
}

/** Eligible costs (the budget, capped by the program) times the highest rate the engine can apply. */
export const costCeilingEur = (t: ProgramTraits, budgetEur: number): number =>
  Math.min(budgetEur, t.eligibleCostsMaxEur) * t.rateCeiling;

/**
 * The most the estimate can be worth: the engine never pays more than `costCeilingEur`, nor more than
 * `maxAmount`. Known without running the engine, so it bounds the amount criterion.
 */
export function maxValueEur(cp: CompiledProgram, budgetEur: number): number {
  return (
    Math.min(cp.program.maxAmount, costCeilingEur(cp.traits, budgetEur)) * VALUE_PER_EURO[cp.traits.category]
  );
}

export function engineAnswer(program: RankedProgram, ctx: ApplicantContext, budgetEur: number): EngineAnswer {
  const result = calculateSubsidy({
    program,
    profile: ctx.profile,
    projectBudgetEur: budgetEur,
    referenceDate: ctx.referenceDate,
  });
  return {
    estimateEur: result.estimatedSubsidyEur,
    excluded: result.warnings.some((w) => w.severity === 'error' && !BUDGET_DEPENDENT.has(w.code)),
  };
}

/** Scores an engine answer: weighted by instrument and clamped to the bound, so early stops stay exact. */
export function amountEstimate(cp: CompiledProgram, budgetEur: number, answer: EngineAnswer): AmountEstimate {
  const weighted = answer.estimateEur * VALUE_PER_EURO[cp.traits.category];
  return {
    estimateEur: answer.estimateEur,
    excluded: answer.excluded,
    budgetEur,
    valueEur: Math.min(weighted, maxValueEur(cp, budgetEur)),
  };
}

export function estimateAmount(
  cp: CompiledProgram,
  ctx: ApplicantContext,
  budgetEur: number,
): AmountEstimate {
  return amountEstimate(cp, budgetEur, engineAnswer(cp.program, ctx, budgetEur));
}
