import type { CostKind } from '../domain/plan-input';
import type { LedgerEntry } from '../domain/plan-result';
import { AidBound } from './aid-bound';
import { CertainBlocks } from './certain-blocks';
import { conflictBetween } from './conflicts';
import { evaluateCombination, type CombinationOutcome } from './evaluate-combination';
import { nominalAidCents, type PreparedCandidate } from './prepared-candidate';

export interface Ranked {
  members: PreparedCandidate[];
  outcome: CombinationOutcome;
  key: string;
}

/** Larger is better: more aid, then more financing, then fewer programs, then the smaller id list. */
export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    Math.round(a.outcome.aidCents) - Math.round(b.outcome.aidCents) ||
    Math.round(a.outcome.financingCents) - Math.round(b.outcome.financingCents) ||
    b.members.length - a.members.length ||
    (a.key < b.key ? 1 : a.key > b.key ? -1 : 0)
  );
}

/** The share of a program's covered costs that falls on one kind. */
function shareOf(p: PreparedCandidate, k: CostKind): number {
  const c = p.costs.find((x) => x.kind === k);
  return c && p.coveredCents > 0 ? c.cents / p.coveredCents : 0;
}

/** A feasible start: add programs by nominal aid as long as each one makes the plan better. */
function greedy(
  order: readonly PreparedCandidate[],
  costs: ReadonlyMap<CostKind, number>,
  ledgers: ReadonlyMap<string, LedgerEntry>,
): Ranked | null {
  let best: Ranked | null = null;
  const chosen: PreparedCandidate[] = [];
  for (const next of order) {
    if (!chosen.every((c) => conflictBetween(c, next) === null)) continue;
    const members = [...chosen, next];
    const outcome = evaluateCombination(members, costs, ledgers, false);
    if (!outcome.feasible || outcome.programs.some((p) => p.amountCents < 0.5)) continue;
    const ranked = rankedOf(members, outcome);
    if (best === null || compareRanked(ranked, best) > 0) {
      best = ranked;
      chosen.push(next);
    }
  }
  return best;
}

export function rankedOf(members: PreparedCandidate[], outcome: CombinationOutcome): Ranked {
  return {
    members,
    outcome,
    key: members
      .map((m) => m.candidate.id)
      .sort()
      .join('|'),
  };
}

/**
 * Exact branch-and-bound over the subsets of one component: include/exclude each member (largest nominal aid
 * first), skip conflicting pairs, prune branches whose bound cannot beat the best found so far (seeded by a
 * greedy plan, so pruning starts at once). Returns the best combination, or null where none is lawful.
 */
export function searchComponent(
  items: readonly PreparedCandidate[],
  costs: ReadonlyMap<CostKind, number>,
  ledgers: ReadonlyMap<string, LedgerEntry>,
): { best: Ranked | null; evaluated: number } {
  const order = [...items].sort(
    (a, b) =>
      nominalAidCents(b) - nominalAidCents(a) ||
      b.nominalCents - a.nominalCents ||
      (a.candidate.id < b.candidate.id ? -1 : 1),
  );
  const kinds = [...costs.keys()];
  const costValues = kinds.map((k) => costs.get(k) as number);
  const shares = (p: PreparedCandidate): number[] => kinds.map((k) => shareOf(p, k));
  const blocks = new CertainBlocks(order, costValues, shares, ledgers);
  const headroom = new Map(
    [...ledgers].map(([reg, l]) => [reg, l.ceilingEur === null ? 0 : l.headroomEur * 100]),
  );
  const aidBound = new AidBound(order, costValues, shares, headroom);
  let best: Ranked | null = greedy(order, costs, ledgers);
  let evaluated = order.length;
  const chosen: PreparedCandidate[] = [];
  // Amounts stay in fractional cents during the search; the slack absorbs floating-point noise only.
  const slack = 1e-3;
  const consider = (): void => {
    evaluated++;
    const outcome = evaluateCombination(chosen, costs, ledgers, false);
    // A member that ends with nothing makes the set dominated by the set without it (also enumerated).
    if (!outcome.feasible || outcome.programs.some((p) => p.amountCents < 0.5)) return;
    const ranked = rankedOf([...chosen], outcome);
    if (best === null || compareRanked(ranked, best) > 0) best = ranked;
  };
  const walk = (i: number): void => {
    let tie = false;
    if (best !== null) {
      const [aidUb, finUb] = aidBound.bound(chosen, i);
      const bestAid = Math.round(best.outcome.aidCents);
      if (Math.round(aidUb + slack) < bestAid) return;
      const bestFin = Math.round(best.outcome.financingCents);
      const reachAid = Math.round(aidUb + slack);
      const reachFin = Math.round(finUb + slack);
      if (reachAid <= bestAid && reachFin < bestFin) return;
      // Equal at best in aid and money: only fewer programs could win, and extensions only add programs.
      tie = reachAid <= bestAid && reachFin <= bestFin && chosen.length >= best.members.length;
      if (tie && chosen.length > best.members.length) return;
    }
    // No lawful combination below this node: a chosen member is blocked whatever joins (certain-blocks.ts).
    // After the aid bound, which is cheaper and prunes most nodes.
    if (blocks.blocked(chosen, i)) return;
    if (tie) {
      consider();
      return;
    }
    if (i === order.length) {
      consider();
      return;
    }
    const next = order[i] as PreparedCandidate;
    if (chosen.every((c) => conflictBetween(c, next) === null)) {
      chosen.push(next);
      walk(i + 1);
      chosen.pop();
    }
    walk(i + 1);
  };
  walk(0);
  return { best, evaluated };
}
