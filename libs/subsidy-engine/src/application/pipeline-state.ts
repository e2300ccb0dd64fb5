import type { BreakdownStep } from '../domain/breakdown-step';
import type { EngineWarning } from '../domain/engine-warning';

/** What every pipeline step adds: explanation lines, findings and the ids of the dated rules it used. */
export interface StepTrace {
  breakdown: BreakdownStep[];
  warnings: EngineWarning[];
  ruleVersions: string[];
}

export const emptyTrace = (): StepTrace => ({ breakdown: [], warnings: [], ruleVersions: [] });

export function mergeInto(target: StepTrace, ...traces: StepTrace[]): void {
  for (const t of traces) {
    target.breakdown.push(...t.breakdown);
    target.warnings.push(...t.warnings);
    for (const v of t.ruleVersions) if (!target.ruleVersions.includes(v)) target.ruleVersions.push(v);
  }
}

/**
 * One formatter for every amount and rate text: `toLocaleString` builds a new Intl formatter per call, which
 * profiled as the largest single cost of ranking (the matcher formats texts for every candidate).
 */
const GERMAN_NUMBER = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export const percent = (rate: number): string => `${GERMAN_NUMBER.format(Math.round(rate * 10_000) / 100)} %`;
export const euro = (eur: number): string => `${GERMAN_NUMBER.format(eur)} EUR`;
