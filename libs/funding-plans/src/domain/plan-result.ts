import type { CompanySize, DeminimisRegulation } from '@libs/shared';
import type { CostKind, EnterpriseFigures, Instrument } from './plan-input';
import type { PlanCode } from './plan-codes';

/** One explained decision: a stable code, a German message and the legal source it rests on. */
export interface Finding {
  code: PlanCode;
  message: string;
  legalSource: string;
  /** The program concerned, where the finding names another one (e.g. the exclusive partner). */
  programId?: string;
  /** EUR, where the finding moves money (the reduction). */
  amountEur?: number;
}

export interface CoveredCost {
  kind: CostKind;
  costsEur: number;
  /** Aid value (grant, tax, or grant equivalent) this program puts on these costs. */
  aidValueEur: number;
}

export interface DeminimisStep {
  regulation: DeminimisRegulation;
  ceilingEur: number;
  headroomBeforeEur: number;
  headroomAfterEur: number;
}

export interface PlannedProgram {
  programId: string;
  name: string;
  instrument: Instrument;
  /** Grant/tax: the aid; loan: the principal; guarantee: the guaranteed amount (EUR). */
  amountEur: number;
  /** Grant, tax allowance or gross grant equivalent (EUR): what counts against intensities and ceilings. */
  aidValueEur: number;
  covers: CoveredCost[];
  legalBasis: string;
  legalSource: string;
  /** The highest intensity the law allows this program on this project (fraction), or null where none applies. */
  maxIntensity: number | null;
  reductions: Finding[];
  grantEquivalent?: string;
  deminimis?: DeminimisStep;
  /** 1 = apply first: programs that need an application before the project starts, by deadline. */
  applicationOrder: number;
  applyBy: string | null;
}

export interface ExcludedProgram {
  programId: string;
  name: string;
  reasons: Finding[];
}

export interface LedgerEntry {
  regulation: DeminimisRegulation;
  ceilingEur: number | null;
  ruleVersion: string | null;
  /** First day of the three-year window ending on the day of the new grant. */
  windowStart: string;
  usedEur: number;
  headroomEur: number;
  counted: { grantDate: string; amountEur: number; label?: string }[];
  /** Grants outside the window on the day of the new grant. */
  expired: { grantDate: string; amountEur: number; label?: string }[];
  legalSource: string;
}

export interface PlanTotals {
  aidValueEur: number;
  grantsEur: number;
  taxEur: number;
  financingEur: number;
  eligibleCostsEur: number;
}

export interface Alternative {
  programIds: string[];
  totals: PlanTotals;
  /** German: why it ranks lower than the plan. */
  whyLower: string;
}

export interface FundingPlanResult {
  enterprise: {
    size: CompanySize;
    isSme: boolean;
    figures: EnterpriseFigures;
    explanation: string;
    relations: {
      name: string;
      kind: 'linked' | 'partner' | 'autonomous';
      factor: number;
      explanation: string;
    }[];
  };
  deminimisLedger: LedgerEntry[];
  programs: PlannedProgram[];
  excluded: ExcludedProgram[];
  totals: PlanTotals;
  alternatives: Alternative[];
  notes: Finding[];
  ruleVersions: string[];
  referenceDate: string;
  /** The day the applications are filed, on which the plan's law is read (absent in plans stored before). */
  applicationDate?: string;
  /** How many combinations the exact search evaluated (for the bench and the curious). */
  combinationsEvaluated: number;
}
