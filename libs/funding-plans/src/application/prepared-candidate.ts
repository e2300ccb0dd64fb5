import type { DeminimisRegulation } from '@libs/shared';
import type { CostKind, PlanCandidate } from '../domain/plan-input';
import type { Finding } from '../domain/plan-result';

/** A candidate after the hard filters, with its nominal amount on this project (integer cents). */
export interface PreparedCandidate {
  candidate: PlanCandidate;
  /** Costs of the project this program covers, by kind (cents). */
  costs: { kind: CostKind; cents: number }[];
  coveredCents: number;
  /** Grant/tax: aid; loan: principal; guarantee: guaranteed amount (cents), after rate, legal cap and max amount. */
  nominalCents: number;
  /** Aid value per cent of amount: 1 for grants and tax, the grant-equivalent ratio for loans/guarantees. */
  aidRatio: number;
  /** Counts as State aid in the cumulation (not market-conform financing). */
  stateAid: boolean;
  maxIntensity: number | null;
  /** Who sets the intensity (German label) and the rule it comes from. */
  intensityLabel: string | null;
  intensitySource: string | null;
  deminimis: DeminimisRegulation | null;
  /** Findings that hold whatever the combination: legal cap, max amount, grant equivalent. */
  findings: Finding[];
  grantEquivalent?: string;
}

export const nominalAidCents = (p: PreparedCandidate): number => p.nominalCents * p.aidRatio;
