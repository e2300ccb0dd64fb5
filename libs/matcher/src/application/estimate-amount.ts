import { calculateSubsidy, type SubsidyResult } from '@libs/subsidy-engine';
import { INSTRUMENT_OF, TYPICAL_BUDGET_EUR, VALUE_PER_EURO } from '../domain/scoring-weights';
import type { ApplicantContext } from './applicant-context';
import type { CompiledProgram } from './compile-catalogue';

export interface AmountEstimate {
  budgetEur: number;
  /** The engine's estimate in EUR for `budgetEur` (financing for loans, guarantees, equity). */
  estimateEur: number;
  /** `estimateEur` weighted by VALUE_PER_EURO (and capped by `maxValueEur`): what the amount criterion scores. */
  valueEur: number;
  /** The engine found a reason the applicant cannot get this program that no budget changes. */
  excluded: boolean;
  result: SubsidyResult;
}

/** Errors that only say the assumed budget is too small or large; another project size would be funded. */
const BUDGET_DEPENDENT = new Set(['BELOW_MIN_COSTS', 'BELOW_MIN_AMOUNT']);

/** The typical budget of such a company for such an instrument, raised to the program's minimum costs. */
export function typicalBudgetEur(cp: CompiledProgram, ctx: ApplicantContext): number {
  const typical = TYPICAL_BUDGET_EUR[INSTRUMENT_OF[cp.program.category]][ctx.sme.size];
  return Math.max(typical, cp.minBudgetEur);
}

/**
 * The most the estimate can be worth: the engine never pays more than the eligible costs (the budget, capped
 * by the program) times the highest rate it can apply, nor more than `maxAmount`. Known without running the
 * engine, so it bounds the amount criterion.
 */
export function maxValueEur(cp: CompiledProgram, budgetEur: number): number {
  const costs = Math.min(budgetEur, cp.eligibleCostsMaxEur);
  return Math.min(cp.program.maxAmount, costs * cp.rateCeiling) * VALUE_PER_EURO[cp.program.category];
}

export function estimateAmount(
  cp: CompiledProgram,
  ctx: ApplicantContext,
  budgetEur: number,
): AmountEstimate {
  const result = calculateSubsidy({
    program: cp.program,
    profile: ctx.profile,
    projectBudgetEur: budgetEur,
    referenceDate: ctx.referenceDate,
  });
  const errors = result.warnings.filter((w) => w.severity === 'error');
  const estimateEur = result.estimatedSubsidyEur;
  return {
    budgetEur,
    estimateEur,
    // Clamped to the bound so that the ranking's early stop stays exact whatever the engine answers.
    valueEur: Math.min(estimateEur * VALUE_PER_EURO[cp.program.category], maxValueEur(cp, budgetEur)),
    excluded: errors.some((w) => !BUDGET_DEPENDENT.has(w.code)),
    result,
  };
}
