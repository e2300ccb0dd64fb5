import {
  screenDpia,
  type DpiaScreening,
  type DpiaStatus,
  type DskEntry,
  type Wp248Criterion,
} from './dpia-screening';

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export interface DpiaRisk {
  threat: string;
  likelihood: RiskLevel;
  severity: RiskLevel;
}

/** What the tenant describes: the processing (Art. 35(7)(a)), necessity (b), risks (c) and measures (d). */
export interface DpiaInput {
  title: string;
  description: string;
  purposes: string[];
  dataCategories: string[];
  dataSubjects: string[];
  recipients: string[];
  systems: string[];
  criteria: Wp248Criterion[];
  dskListMatches: DskEntry[];
  necessity: string;
  risks: DpiaRisk[];
  measures: string[];
}

export interface Dpia extends DpiaInput {
  id: string;
  sandbox: boolean;
  status: DpiaStatus;
  screening: DpiaScreening;
  createdAt: Date;
  updatedAt: Date;
  signedOffAt: Date | null;
}

const rank = (l: RiskLevel) => RISK_LEVELS.indexOf(l) + 1;

/** Likelihood × severity on a 3 × 3 matrix (the SDM's way of grading): 6 and 9 high, 3 and 4 medium. */
export function riskLevel(r: DpiaRisk): RiskLevel {
  const score = rank(r.likelihood) * rank(r.severity);
  return score >= 6 ? 'high' : score >= 3 ? 'medium' : 'low';
}

export function withScreening(input: DpiaInput): DpiaInput & { screening: DpiaScreening } {
  return { ...input, screening: screenDpia(input.criteria, input.dskListMatches) };
}
