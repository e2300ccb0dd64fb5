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

export const percent = (rate: number): string =>
  `${(Math.round(rate * 10_000) / 100).toLocaleString('de-DE')} %`;
export const euro = (eur: number): string =>
  `${eur.toLocaleString('de-DE', { minimumFractionDigits: 0, maximumFractionDigits: 2 })} EUR`;
