import { centsToEur, eurToCents, type Cents, type DeminimisRegulation } from '@libs/shared';
import type { ApplicantProfile } from '../domain/applicant-profile';
import { warning } from '../domain/engine-warning';
import type { SubsidyProgram } from '../domain/subsidy-program';
import { ruleAtOrNearest } from '../rules/dated-rule';
import { DEMINIMIS_CEILINGS, REGULATION_LABELS } from '../rules/deminimis-ceilings';
import { LEGAL_SOURCES } from '../rules/legal-sources';
import { emptyTrace, euro, type StepTrace } from './pipeline-state';

/** The de-minimis regulation a program grants under, or null when it is not de-minimis aid. */
export function deminimisRegulationOf(program: SubsidyProgram): DeminimisRegulation | null {
  const basis = program.terms.legalBasis;
  if (basis.kind === 'deminimis') return basis.regulation;
  return program.deminimis === true ? 'general' : null;
}

/**
 * De-minimis step: ceiling of the regulation in force on the reference date, minus aid received in the last
 * three years. A grant above the headroom is cut to it (warning); no headroom gives 0 (error). Legally a
 * grant that would exceed the ceiling is not covered at all (rules.md §2.1): whether the funding body awards
 * the reduced amount is its decision, and the message says so. For loans, guarantees and equity only the
 * gross grant equivalent counts, which the engine cannot compute: it blocks them only when nothing is left.
 */
export function applyDeminimis(
  program: SubsidyProgram,
  profile: ApplicantProfile,
  amount: Cents,
  referenceDate: Date,
  isGrant: boolean,
): { amount: Cents; trace: StepTrace } {
  const trace = emptyTrace();
  const regulation = deminimisRegulationOf(program);
  if (regulation === null) return { amount, trace };

  const { rule, exact } = ruleAtOrNearest(DEMINIMIS_CEILINGS[regulation], referenceDate);
  trace.ruleVersions.push(rule.id);
  if (!exact) {
    trace.warnings.push(
      warning(
        'RULE_VALIDITY_UNKNOWN',
        'warning',
        `Für den Stichtag gilt keine hinterlegte Fassung; verwendet: ${rule.id}.`,
      ),
    );
  }
  if (rule.unverified)
    trace.warnings.push(warning('UNVERIFIED_RULE', 'info', `${rule.id}: ${rule.unverified}.`));
  if (profile.deminimisUsedEur === undefined || profile.deminimisUsedEur === null) {
    trace.warnings.push(
      warning('DATA_MISSING', 'info', 'Bisherige De-minimis-Beihilfen nicht angegeben; 0 EUR angenommen.'),
    );
  }

  const ceiling = eurToCents(rule.value);
  const used = eurToCents(profile.deminimisUsedEur ?? 0);
  const headroom = Math.max(0, ceiling - used) as Cents;
  const head = `Höchstbetrag ${euro(rule.value)} (${REGULATION_LABELS[regulation]}, drei Jahre), verbleibender Freibetrag ${euro(centsToEur(headroom))}`;
  trace.breakdown.push({
    step: 'deminimis',
    label: head,
    value: centsToEur(headroom),
    unit: 'EUR',
    legalSource: rule.legalSource,
  });

  if (headroom === 0) {
    trace.warnings.push(
      warning('DEMINIMIS_HEADROOM', 'error', `${head}: keine De-minimis-Beihilfe mehr möglich.`),
    );
    return { amount: 0 as Cents, trace };
  }
  if (!isGrant) {
    trace.warnings.push(
      warning(
        'DEMINIMIS_GROSS_GRANT_EQUIVALENT',
        'info',
        `${head}. Angerechnet wird das Bruttosubventionsäquivalent der Finanzierung, nicht ihr Betrag.`,
      ),
    );
    trace.ruleVersions.push('gross-grant-equivalent');
    trace.breakdown.push({
      step: 'deminimis',
      label: 'Anrechnung mit Bruttosubventionsäquivalent',
      legalSource: LEGAL_SOURCES.grossGrantEquivalent,
    });
    return { amount, trace };
  }
  if (amount > headroom) {
    trace.warnings.push(
      warning(
        'DEMINIMIS_HEADROOM',
        'warning',
        `${head}: Betrag von ${euro(centsToEur(amount))} auf ${euro(centsToEur(headroom))} begrenzt. Ob ein gekürzter Betrag bewilligt wird, entscheidet der Fördergeber.`,
      ),
    );
    trace.breakdown.push({
      step: 'deminimis',
      label: 'Auf den Freibetrag begrenzt',
      value: centsToEur(headroom),
      unit: 'EUR',
      legalSource: rule.legalSource,
    });
    return { amount: headroom, trace };
  }
  return { amount, trace };
}
