import { classifyEnterprise } from '../application/classify-enterprise';
import { conflictBetween } from '../application/conflicts';
import { deminimisLedger } from '../application/deminimis-ledger';
import { evaluateCombination } from '../application/evaluate-combination';
import { prepareCandidates } from '../application/prepare-candidates';
import { compareRanked, type Ranked } from '../application/search-combinations';
import { COST_KINDS, type CostKind, type PlanInput } from '../domain/plan-input';
import type { LedgerEntry } from '../domain/plan-result';
import type { PreparedCandidate } from '../application/prepared-candidate';

/** What the search works on, as plan-funding.ts prepares it: the candidates, the costs (cents), the ledgers. */
export function preparedPlan(input: PlanInput): {
  prepared: PreparedCandidate[];
  costs: Map<CostKind, number>;
  ledgers: Map<string, LedgerEntry>;
} {
  const size = classifyEnterprise(input.company.own, input.company.relations).size;
  const { prepared } = prepareCandidates(input, size);
  const costs = new Map<CostKind, number>();
  for (const kind of COST_KINDS)
    if ((input.project.costs[kind] ?? 0) > 0)
      costs.set(kind, Math.round((input.project.costs[kind] ?? 0) * 100));
  const ledgers = new Map<string, LedgerEntry>();
  for (const reg of ['general', 'agriculture', 'fishery', 'sgei'] as const)
    ledgers.set(reg, deminimisLedger(reg, input.company.deminimisGrants, input.project.applicationDate));
  return { prepared, costs, ledgers };
}

/** The plan's best combination by trying every subset: the reference the exact search must equal. */
export function bruteForceBest(input: PlanInput): Ranked | null {
  const { prepared, costs, ledgers } = preparedPlan(input);
  let best: Ranked | null = null;
  for (let mask = 0; mask < 1 << prepared.length; mask++) {
    const members = prepared.filter((_, i) => mask & (1 << i));
    if (members.some((a, i) => members.some((b, j) => i < j && conflictBetween(a, b) !== null))) continue;
    const outcome = evaluateCombination(members, costs, ledgers);
    if (!outcome.feasible || outcome.programs.some((p) => p.amountCents < 0.5)) continue;
    const ranked: Ranked = {
      members,
      outcome,
      key: members
        .map((m) => m.candidate.id)
        .sort()
        .join('|'),
    };
    if (best === null || compareRanked(ranked, best) > 0) best = ranked;
  }
  return best;
}
