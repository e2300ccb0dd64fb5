import type { CompanySize } from '@libs/shared';
import { ruleAt } from '@libs/subsidy-engine';
import type { ProjectFacts } from '../domain/plan-input';
import type { Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import {
  FZULG_BASE_CAP_EUR,
  FZULG_CONTRACT_RESEARCH_SHARE,
  FZULG_OVERHEAD_LUMP_SUM,
  FZULG_RATE,
} from '../rules/fzulg-base';
import { dayAsDate, ruleOnOrNearest } from './calendar';
import { deEurFromCents, dePercent } from './german-numbers';

export interface FzulgBase {
  /** Share of the contract-research price in the assessment base (§ 3 Abs. 4 FZulG). */
  contractShare: number;
  /** Lump sum for overhead on the eligible expenses (§ 3 Abs. 3b FZulG), 0 where it does not apply. */
  overhead: number;
  /** § 3 Abs. 5 FZulG: the assessment base of one fiscal year at most (cents). */
  baseCapCents: number;
  /** § 4 Abs. 1 FZulG: the allowance rate the law gives this enterprise on these expenses. */
  legalRate: number;
  ruleVersions: string[];
  /** The findings that explain the lump sum, for the allowance rate and the eligible expenses (cents). */
  findings: (rate: number, eligibleCents: number) => Finding[];
  /** The finding when the base (cents, with the lump sum) exceeds the year's cap, else null. */
  capFinding: (baseCents: number) => Finding | null;
  /** The finding when the program's rate exceeds the law's. */
  rateFinding: (rate: number) => Finding;
}

/**
 * The assessment base of the Forschungszulage beyond the costs themselves (rules.md §5), dated by the
 * project's start: contract research at 60 or 70 %, plus 20 % overhead for projects begun after 31.12.2025,
 * the whole base capped per fiscal year (§ 3 Abs. 5), and the rate by size (§ 4 Abs. 1: the SME bonus for
 * expenses after 27.03.2024). The costs are read as one year's expenses from the start (the lawful side).
 */
export function fzulgBase(project: ProjectFacts, size: CompanySize): FzulgBase {
  const start = dayAsDate(project.plannedStart);
  // Before the FZulG (2020) no share applies; the earliest one is the lawful side for such a date.
  const share = ruleOnOrNearest(FZULG_CONTRACT_RESEARCH_SHARE, project.plannedStart).rule;
  const overhead = ruleAt(FZULG_OVERHEAD_LUMP_SUM, start);
  const cap = ruleOnOrNearest(FZULG_BASE_CAP_EUR, project.plannedStart).rule;
  const rate = ruleOnOrNearest(FZULG_RATE, project.plannedStart).rule;
  const legalRate = rate.value.base + (size === 'large' ? 0 : rate.value.smeBonus);
  return {
    contractShare: share.value,
    overhead: overhead?.value ?? 0,
    baseCapCents: cap.value * 100,
    legalRate,
    ruleVersions: [share.id, ...(overhead ? [overhead.id] : []), cap.id, rate.id],
    findings: (r, eligibleCents) =>
      overhead
        ? [
            finding('FZULG_OVERHEAD_LUMP_SUM', overhead.legalSource, {
              detail: `Vorhabensbeginn ${project.plannedStart}; Bemessungsgrundlage ${deEurFromCents(eligibleCents)} + ${Math.round(overhead.value * 100)} % = ${deEurFromCents(eligibleCents * (1 + overhead.value))}`,
              amountEur: Math.round(r * eligibleCents * overhead.value) / 100,
            }),
          ]
        : [],
    capFinding: (baseCents) =>
      baseCents > cap.value * 100
        ? finding('FZULG_BASE_CAP', cap.legalSource, {
            detail: `Aufwendungen ab ${project.plannedStart}: Bemessungsgrundlage ${deEurFromCents(baseCents)} → ${deEurFromCents(cap.value * 100)} (gültig ${cap.validFrom} bis ${cap.validTo ?? 'offen'})`,
          })
        : null,
    rateFinding: (r) =>
      finding('LEGAL_INTENSITY_CAP', rate.legalSource, {
        detail: `Forschungszulage ${size === 'large' ? 'Großunternehmen' : 'KMU'}, Aufwendungen ab ${project.plannedStart}: ${dePercent(legalRate)} statt ${dePercent(r)}`,
      }),
  };
}
