import { applyRate, centsToEur, eurToCents, type Cents } from '@libs/shared';
import { warning } from '../domain/engine-warning';
import type { SubsidyProgram } from '../domain/subsidy-program';
import { LEGAL_SOURCES } from '../rules/legal-sources';
import { emptyTrace, euro, percent, type StepTrace } from './pipeline-state';

/**
 * Amount step: rate x eligible costs (the budget, capped where the program caps eligible costs), then the
 * program's `maxAmount`; below the minimum costs or `minAmount` the answer is 0 with an error.
 * For loans, guarantees and equity the "rate" is the program's financing share.
 */
export function computeAmount(
  program: SubsidyProgram,
  budget: Cents,
  rate: number,
): { amount: Cents; trace: StepTrace } {
  const trace = emptyTrace();
  const src = LEGAL_SOURCES.programGuideline;
  const { eligibleCostsMinEur = null, eligibleCostsMaxEur = null } = program.terms.rate;
  const zero = 0 as Cents;

  if (eligibleCostsMinEur !== null && budget < eurToCents(eligibleCostsMinEur)) {
    trace.warnings.push(
      warning(
        'BELOW_MIN_COSTS',
        'error',
        `Projektkosten ${euro(centsToEur(budget))} unter den förderfähigen Mindestkosten von ${euro(eligibleCostsMinEur)}.`,
      ),
    );
    trace.breakdown.push({
      step: 'amount',
      label: 'Mindestkosten nicht erreicht',
      value: 0,
      unit: 'EUR',
      legalSource: src,
    });
    return { amount: zero, trace };
  }

  let costs = budget;
  if (eligibleCostsMaxEur !== null && costs > eurToCents(eligibleCostsMaxEur)) {
    costs = eurToCents(eligibleCostsMaxEur);
    trace.breakdown.push({
      step: 'amount',
      label: `Förderfähige Kosten auf ${euro(eligibleCostsMaxEur)} begrenzt`,
      value: centsToEur(costs),
      unit: 'EUR',
      legalSource: src,
    });
  }

  let amount = applyRate(costs, rate);
  trace.breakdown.push({
    step: 'amount',
    label: `${percent(rate)} von ${euro(centsToEur(costs))}`,
    value: centsToEur(amount),
    unit: 'EUR',
    legalSource: src,
  });

  const max = eurToCents(program.maxAmount);
  if (amount > max) {
    amount = max;
    const what =
      program.terms.maxAmountBasis === 'legal-ceiling' ? 'gesetzliche Obergrenze' : 'Förderhöchstbetrag';
    trace.warnings.push(
      warning('MAX_AMOUNT_CAPPED', 'info', `Betrag auf den ${what} von ${euro(program.maxAmount)} begrenzt.`),
    );
    trace.breakdown.push({
      step: 'amount',
      label: `Begrenzt auf ${what}`,
      value: centsToEur(amount),
      unit: 'EUR',
      // A cap confirmed from the program's text cites that.
      legalSource: program.terms.provenance?.maxAmount ?? src,
    });
  }

  if (program.minAmount !== null && amount < eurToCents(program.minAmount)) {
    trace.warnings.push(
      warning(
        'BELOW_MIN_AMOUNT',
        'error',
        `Errechnet ${euro(centsToEur(amount))}, Mindestbetrag des Programms ${euro(program.minAmount)}: keine Förderung.`,
      ),
    );
    trace.breakdown.push({
      step: 'amount',
      label: 'Mindestbetrag nicht erreicht',
      value: 0,
      unit: 'EUR',
      legalSource: program.terms.provenance?.minAmount ?? src,
    });
    return { amount: zero, trace };
  }
  return { amount, trace };
}
