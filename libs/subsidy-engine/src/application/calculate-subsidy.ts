import { FINANCING_CATEGORIES, centsToEur, eurToCents, type Cents } from '@libs/shared';
import type { ApplicantProfile } from '../domain/applicant-profile';
import type { BreakdownStep } from '../domain/breakdown-step';
import { hasError, warning, type EngineWarning } from '../domain/engine-warning';
import type { SubsidyProgram } from '../domain/subsidy-program';
import { LEGAL_SOURCES } from '../rules/legal-sources';
import { computeAmount } from './amount-step';
import { checkEligibility } from './check-eligibility';
import { classifySme, type SmeClassification } from './classify-sme';
import { applyDeminimis } from './deminimis-step';
import { determineRate } from './determine-rate';
import { emptyTrace, euro, mergeInto, percent, type StepTrace } from './pipeline-state';
import { computeForschungszulage, isForschungszulage } from './tax-step';

export interface CalculationInput {
  program: SubsidyProgram;
  profile: ApplicantProfile;
  projectBudgetEur: number;
  referenceDate: Date;
}

export interface SubsidyResult {
  programId: string;
  /** EUR, rounded once from integer cents. */
  estimatedSubsidyEur: number;
  /** estimatedSubsidyEur / projectBudgetEur, in [0, 1]. */
  effectiveSubsidyRate: number;
  eligible: boolean;
  warnings: EngineWarning[];
  breakdown: BreakdownStep[];
  sme: SmeClassification;
  /** Ids of the dated rules used, so that a stored calculation can be reproduced. */
  ruleVersions: string[];
  referenceDate: string;
}

/**
 * The subsidy pipeline in its order: SME class -> eligibility -> rate -> amount -> de-minimis
 * headroom -> loans/guarantees/equity -> tax allowance. A pure function of its input.
 */
export function calculateSubsidy(input: CalculationInput): SubsidyResult {
  const { program, profile, referenceDate } = input;
  const budget = eurToCents(
    Number.isFinite(input.projectBudgetEur) ? Math.max(0, input.projectBudgetEur) : 0,
  );
  const trace = emptyTrace();

  const sme = classifySme(profile);
  trace.ruleVersions.push(sme.ruleVersion);
  trace.warnings.push(...sme.warnings);
  trace.breakdown.push({ step: 'sme', label: sme.explanation, legalSource: LEGAL_SOURCES.smeDefinition });

  const eligibility = checkEligibility(program, profile, referenceDate, sme);
  trace.warnings.push(...eligibility.reasons);
  trace.breakdown.push({
    step: 'eligibility',
    label: eligibility.eligible ? 'Antragsberechtigt' : 'Nicht antragsberechtigt (siehe Hinweise)',
    legalSource: LEGAL_SOURCES.programGuideline,
  });
  if (program.terms.unverified?.length) {
    trace.warnings.push(
      warning(
        'UNVERIFIED_RULE',
        'info',
        `Nicht bestätigte Programmangaben: ${program.terms.unverified.join('; ')}.`,
      ),
    );
  }

  let amount = 0 as Cents;
  if (eligibility.eligible) amount = runInstrument(input, budget, sme, trace);

  const rate = budget > 0 ? Math.min(1, Math.max(0, amount / budget)) : 0;
  const effectiveSubsidyRate = Math.round(rate * 1_000_000) / 1_000_000;
  const estimatedSubsidyEur = centsToEur(amount);
  trace.breakdown.push({
    step: 'result',
    label: `Geschätzt ${euro(estimatedSubsidyEur)} (${percent(effectiveSubsidyRate)} des Projektbudgets)`,
    value: estimatedSubsidyEur,
    unit: 'EUR',
    legalSource: LEGAL_SOURCES.programGuideline,
  });
  return {
    programId: program.id,
    estimatedSubsidyEur,
    effectiveSubsidyRate,
    eligible: !hasError(trace.warnings),
    warnings: trace.warnings,
    breakdown: trace.breakdown,
    sme,
    ruleVersions: trace.ruleVersions,
    referenceDate: referenceDate.toISOString(),
  };
}

/** Rate, amount, de-minimis, financing and tax steps for an eligible applicant. */
function runInstrument(
  input: CalculationInput,
  budget: Cents,
  sme: SmeClassification,
  trace: StepTrace,
): Cents {
  const { program, profile, referenceDate } = input;

  if (isForschungszulage(program)) {
    const tax = computeForschungszulage(program, budget, sme.isSme, referenceDate);
    mergeInto(trace, tax.trace);
    return tax.amount;
  }

  if (FINANCING_CATEGORIES.includes(program.category)) {
    const share = Math.min(1, Math.max(0, program.terms.rate.financingShare ?? 1));
    trace.breakdown.push({
      step: 'rate',
      label: 'Finanzierungsanteil des Programms',
      value: share,
      unit: 'rate',
      legalSource: LEGAL_SOURCES.programGuideline,
    });
    const computed = computeAmount(program, budget, share);
    const dm = applyDeminimis(program, profile, computed.amount, referenceDate, false);
    mergeInto(trace, computed.trace, dm.trace);
    trace.warnings.push(
      warning(
        'NOT_A_GRANT',
        'info',
        `Der Betrag ist eine Finanzierung (${program.category}), kein Zuschuss; beihilferechtlich zählt nur ihr Bruttosubventionsäquivalent.`,
      ),
    );
    trace.breakdown.push({
      step: 'financing',
      label: 'Finanzierung, kein Zuschuss',
      value: centsToEur(dm.amount),
      unit: 'EUR',
      legalSource: LEGAL_SOURCES.grossGrantEquivalent,
    });
    return dm.amount;
  }

  const rate = determineRate(program, profile, sme.size);
  mergeInto(trace, rate.trace);
  if (hasError(rate.trace.warnings)) return 0 as Cents;
  const computed = computeAmount(program, budget, rate.rate);
  const dm = applyDeminimis(program, profile, computed.amount, referenceDate, true);
  mergeInto(trace, computed.trace, dm.trace);
  if (program.category === 'steuervorteil') {
    trace.warnings.push(
      warning(
        'TAX_BENEFIT',
        'info',
        'Steuerliche Förderung: der Betrag ist ein Abzug oder eine Ermäßigung über das Finanzamt, kein Zuschuss.',
      ),
    );
    trace.breakdown.push({
      step: 'tax',
      label: 'Steuerliche Förderung',
      value: centsToEur(dm.amount),
      unit: 'EUR',
      legalSource: LEGAL_SOURCES.programGuideline,
    });
  }
  return dm.amount;
}
