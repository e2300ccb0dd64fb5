import type { CostKind } from '../domain/plan-input';
import type { PlanCode } from '../domain/plan-codes';
import type { Finding } from '../domain/plan-result';
import { deEur } from './german-numbers';

/**
 * The order in which an excluded program's reasons are listed, most fundamental first: whether the company
 * may receive the aid at all (eligibility, sector, size, start-up conditions), whether the program takes
 * applications on the day (status, deadline, the rule's validity), whether this project fits (incentive
 * effect, cost kinds, the grant equivalent), then the ceilings the amount meets. Codes not listed follow.
 */
const REASON_ORDER: readonly PlanCode[] = [
  'AMOUNT_NOT_STATED',
  'NOT_PLANNABLE',
  'NOT_ELIGIBLE',
  'SECTOR_EXCLUDED',
  'SME_ONLY_MEASURE',
  'START_UP_CONDITION_NOT_MET',
  'NOT_YET_OPEN',
  'APPLICATION_DEADLINE_PASSED',
  'RULE_NOT_IN_FORCE',
  'INCENTIVE_EFFECT_MISSING',
  'COST_KINDS_UNKNOWN',
  'NO_ELIGIBLE_COSTS',
  'REGIONAL_AID_NOT_AVAILABLE',
  'REGIONAL_AREA_UNKNOWN',
  'GRANT_EQUIVALENT_UNKNOWN',
  'EXCLUSIVE_PROGRAM_CHOSEN',
  'OTHER_AID_ON_SAME_COSTS_FORBIDDEN',
  'DEMINIMIS_CEILING_UNKNOWN',
  'DEMINIMIS_HEADROOM_EXCEEDED',
  'BELOW_MIN_AMOUNT',
  'GUARANTEE_WITHOUT_LOAN',
];

const rank = (code: PlanCode): number => {
  const i = REASON_ORDER.indexOf(code);
  return i < 0 ? REASON_ORDER.length : i;
};

/** The reasons in the order above (stable within a code), each once. */
export function sortReasons(reasons: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  return reasons
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r.code) - rank(b.r.code) || a.i - b.i)
    .map(({ r }) => r)
    .filter((r) => {
      const key = `${r.code}\u0000${r.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The cost kinds in the words of the request form (the wire names in brackets). */
export const COST_KIND_LABELS: Record<CostKind, string> = {
  investment: 'Investitionen',
  rdPersonnel: 'FuE-Personal',
  contractResearch: 'Auftragsforschung (externe FuE-Leistungen)',
  consulting: 'Beratung',
  training: 'Weiterbildung',
  operating: 'Betriebskosten',
};

const named = (kinds: readonly CostKind[]): string =>
  kinds.map((k) => `${COST_KIND_LABELS[k]} (${k})`).join(', ');

/**
 * Why none of the project's costs is eligible, in the caller's terms: which kinds the program funds, which
 * the project has, and that none of those is among them.
 */
export function noEligibleCostsDetail(
  funded: readonly CostKind[],
  costs: Partial<Record<CostKind, number>>,
): string {
  const given = (Object.keys(COST_KIND_LABELS) as CostKind[]).filter((k) => (costs[k] ?? 0) > 0);
  const givenText = given.map((k) => `${COST_KIND_LABELS[k]} (${k}) ${deEur(costs[k] ?? 0)}`).join(', ');
  return `das Programm fördert ${named(funded)}; angegeben sind ${givenText || 'keine Kosten'}, davon fördert es keine`;
}
