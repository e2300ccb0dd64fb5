import type { CostKind } from '../domain/plan-input';
import type { PlanCode } from '../domain/plan-codes';
import type { DeminimisStep, Finding } from '../domain/plan-result';
import type { PreparedCandidate } from './prepared-candidate';

export interface ProgramOutcome {
  prepared: PreparedCandidate;
  amountCents: number;
  aidCents: number;
  /** Amount (not aid) per cost kind, cents. */
  byKind: Map<CostKind, number>;
  /** The amount per cost kind before any cap, cents. */
  nominal: Map<CostKind, number>;
  /** What the caps took, per finding code and cost kind (turned into findings when the plan is explained). */
  cuts: Map<string, Cut>;
  reductions: Finding[];
  deminimis?: DeminimisStep;
}

/** What one cap took from one program on one cost kind (aid value for the intensity cap, money otherwise). */
export interface Cut {
  code: PlanCode;
  legalSource: string;
  kind: CostKind;
  cents: number;
  costCents: number;
  capRate: number;
  setter?: { id: string; label: string };
}
