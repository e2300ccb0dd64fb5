import { ruleAt } from '@libs/subsidy-engine';
import type { ProjectFacts } from '../domain/plan-input';
import type { Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import { FZULG_CONTRACT_RESEARCH_SHARE, FZULG_OVERHEAD_LUMP_SUM } from '../rules/fzulg-base';
import { dayAsDate, ruleOnOrNearest } from './calendar';
import { deEurFromCents } from './german-numbers';

export interface FzulgBase {
  /** Share of the contract-research price in the assessment base (§ 3 Abs. 4 FZulG). */
  contractShare: number;
  /** Lump sum for overhead on the eligible expenses (§ 3 Abs. 3b FZulG), 0 where it does not apply. */
  overhead: number;
  ruleVersions: string[];
  /** The findings that explain the lump sum, for the allowance rate and the eligible expenses (cents). */
  findings: (rate: number, eligibleCents: number) => Finding[];
}

/**
 * The assessment base of the Forschungszulage beyond the costs themselves (rules.md §5), dated by the
 * project's start: contract research at 60 or 70 %, plus 20 % overhead for projects begun after 31.12.2025.
 * The per-year maximum of the base (§ 3 Abs. 5) comes with the program's maximum amount.
 */
export function fzulgBase(project: ProjectFacts): FzulgBase {
  const start = dayAsDate(project.plannedStart);
  // Before the FZulG (2020) no share applies; the earliest one is the lawful side for such a date.
  const share = ruleOnOrNearest(FZULG_CONTRACT_RESEARCH_SHARE, project.plannedStart).rule;
  const overhead = ruleAt(FZULG_OVERHEAD_LUMP_SUM, start);
  return {
    contractShare: share.value,
    overhead: overhead?.value ?? 0,
    ruleVersions: overhead ? [share.id, overhead.id] : [share.id],
    findings: (rate, eligibleCents) =>
      overhead
        ? [
            finding('FZULG_OVERHEAD_LUMP_SUM', overhead.legalSource, {
              detail: `Vorhabensbeginn ${project.plannedStart}; Bemessungsgrundlage ${deEurFromCents(eligibleCents)} + ${Math.round(overhead.value * 100)} % = ${deEurFromCents(eligibleCents * (1 + overhead.value))}`,
              amountEur: Math.round(rate * eligibleCents * overhead.value) / 100,
            }),
          ]
        : [],
  };
}
