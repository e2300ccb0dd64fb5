import type { DatedRule } from '@libs/subsidy-engine';
import type { Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';

export type IntensityOutcome =
  | { kind: 'none' }
  | {
      kind: 'capped';
      rate: number;
      label: string;
      legalSource: string;
      /** Ids of the dated rules the rate rests on (the plan lists them in `ruleVersions`). */
      ruleVersions: string[];
      findings: Finding[];
    }
  | { kind: 'unavailable'; reason: Finding };

export const pct = (r: number): string => `${Math.round(r * 1000) / 10} %`;

/** The period a dated table covers, for the German detail of a finding (`2023-07-01 bis 2026-12-31`). */
export function periodOf(table: readonly DatedRule<unknown>[]): string {
  const from = table.map((r) => r.validFrom).sort()[0] ?? '?';
  const ends = table.map((r) => r.validTo);
  const to = ends.includes(null) ? 'offen' : ([...ends].sort().at(-1) ?? '?');
  return `${from} bis ${to}`;
}

/** A legal constant asked for on a day outside its validity: never applied silently (RULE_NOT_IN_FORCE). */
export function notInForce(
  what: string,
  table: readonly DatedRule<unknown>[],
  day: string,
  legalSource: string,
): IntensityOutcome {
  return {
    kind: 'unavailable',
    reason: finding('RULE_NOT_IN_FORCE', legalSource, {
      detail: `${what}: gültig ${periodOf(table)}, Antragsdatum ${day}`,
    }),
  };
}
