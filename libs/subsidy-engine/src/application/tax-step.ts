import { applyRate, centsToEur, eurToCents, minCents, type Cents } from '@libs/shared';
import { warning } from '../domain/engine-warning';
import type { SubsidyProgram } from '../domain/subsidy-program';
import { ruleAtOrNearest } from '../rules/dated-rule';
import { FZULG_BASE_CAP_EUR, FZULG_RATE, FZULG_UNMODELLED } from '../rules/forschungszulage';
import { emptyTrace, euro, percent, type StepTrace } from './pipeline-state';

export const isForschungszulage = (program: SubsidyProgram): boolean =>
  program.terms.legalBasis.kind === 'tax' && program.terms.legalBasis.law === 'FZulG';

/**
 * Forschungszulage (FZulG): base = budget capped by the base cap in force on the reference date (the date
 * the expenses are incurred); 25 %, 35 % for SMEs on expenses after 2024-03-27; then the program's maxAmount.
 */
export function computeForschungszulage(
  program: SubsidyProgram,
  budget: Cents,
  isSme: boolean,
  referenceDate: Date,
): { amount: Cents; rate: number; trace: StepTrace } {
  const trace = emptyTrace();
  const cap = ruleAtOrNearest(FZULG_BASE_CAP_EUR, referenceDate);
  const rateRule = ruleAtOrNearest(FZULG_RATE, referenceDate);
  trace.ruleVersions.push(cap.rule.id, rateRule.rule.id);
  if (!cap.exact || !rateRule.exact) {
    trace.warnings.push(
      warning(
        'RULE_VALIDITY_UNKNOWN',
        'warning',
        'Stichtag vor Inkrafttreten des FZulG; nächstliegende Fassung verwendet.',
      ),
    );
  }
  const rate = rateRule.rule.value.base + (isSme ? rateRule.rule.value.smeBonus : 0);
  trace.breakdown.push({
    step: 'tax',
    label: `Forschungszulage ${percent(rate)}${isSme && rateRule.rule.value.smeBonus > 0 ? ' (KMU-Zuschlag 10 Prozentpunkte)' : ''}`,
    value: rate,
    unit: 'rate',
    legalSource: rateRule.rule.legalSource,
  });
  const base = minCents(budget, eurToCents(cap.rule.value));
  trace.breakdown.push({
    step: 'tax',
    label: `Bemessungsgrundlage, höchstens ${euro(cap.rule.value)} je Wirtschaftsjahr`,
    value: centsToEur(base),
    unit: 'EUR',
    legalSource: cap.rule.legalSource,
  });
  let amount = applyRate(base, rate);
  const max = eurToCents(program.maxAmount);
  if (amount > max) {
    amount = max;
    trace.warnings.push(
      warning('MAX_AMOUNT_CAPPED', 'info', `Betrag auf ${euro(program.maxAmount)} begrenzt.`),
    );
  }
  trace.breakdown.push({
    step: 'tax',
    label: 'Forschungszulage',
    value: centsToEur(amount),
    unit: 'EUR',
    legalSource: rateRule.rule.legalSource,
  });
  trace.warnings.push(
    warning(
      'TAX_BENEFIT',
      'info',
      `Steuerliche Zulage über das Finanzamt (Bescheinigung der BSFZ nötig). ${FZULG_UNMODELLED}`,
    ),
  );
  return { amount, rate, trace };
}
