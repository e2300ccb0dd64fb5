import type { CostKind } from '../domain/plan-input';
import type { LedgerEntry } from '../domain/plan-result';
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

const isLoan = (p: PreparedCandidate): boolean => p.candidate.instrument === 'loan';

/** Per program, precomputed for the bound: its nominal aid and money on each cost kind (order of `costs`). */
interface BoundTerms {
  aidPerKind: number[];
  aidTotal: number;
  loanPerKind: number[];
}

/** The share of a program's covered costs that falls on one kind. */
function shareOf(p: PreparedCandidate, k: CostKind): number {
  const c = p.costs.find((x) => x.kind === k);
  return c && p.coveredCents > 0 ? c.cents / p.coveredCents : 0;
}

function boundTermsOf(p: PreparedCandidate, kinds: readonly CostKind[]): BoundTerms {
  const share = (k: CostKind): number => shareOf(p, k);
  const aid = nominalAidCents(p);
  const aidPerKind = kinds.map((k) => aid * share(k));
  return {
    aidPerKind,
    aidTotal: aidPerKind.reduce((a, b) => a + b, 0),
    loanPerKind: kinds.map((k) => (isLoan(p) ? p.nominalCents * share(k) : 0)),
  };
}

/**
 * Upper bound of (aid, financing) over every extension of `chosen` by members of `rest`. Per cost kind: State
 * aid that is not de-minimis is capped by the highest intensity available (or by the costs where an extension
 * without any intensity-bearing program is possible); de-minimis aid (no intensity of its own) can only fill
 * the room left up to that cap, and all of it together no more than each regulation's headroom; aid without
 * State-aid character adds on top; nothing exceeds the costs; a guarantee's aid at most on its share of the
 * loans still available. Financing: loans, at most the costs per kind.
 */
function bound(
  chosen: readonly PreparedCandidate[],
  order: readonly PreparedCandidate[],
  from: number,
  costValues: readonly number[],
  terms: ReadonlyMap<PreparedCandidate, BoundTerms>,
  headroom: ReadonlyMap<string, number>,
): [number, number] {
  // Runs at every node of the search: no arrays built here, the members are read in place.
  const count = chosen.length + order.length - from;
  const at = (j: number): PreparedCandidate =>
    (j < chosen.length ? chosen[j] : order[from + j - chosen.length]) as PreparedCandidate;
  const deminimisByRegulation = new Map<string, number>();
  for (let j = 0; j < count; j++) {
    const p = at(j);
    if (!p.stateAid || p.deminimis === null) continue;
    const total = (terms.get(p) as BoundTerms).aidTotal;
    deminimisByRegulation.set(p.deminimis, (deminimisByRegulation.get(p.deminimis) ?? 0) + total);
  }
  let aid = 0;
  let financing = 0;
  let deminimisSpace = 0;
  for (let k = 0; k < costValues.length; k++) {
    const cost = costValues[k] as number;
    let sum = 0;
    let sumNoIntensity = 0;
    let deminimis = 0;
    let free = 0;
    let loans = 0;
    let maxAll = -1;
    let maxRest = -1;
    let chosenHasIntensity = false;
    for (let j = 0; j < count; j++) loans += (terms.get(at(j)) as BoundTerms).loanPerKind[k] ?? 0;
    for (let j = 0; j < count; j++) {
      const p = at(j);
      const t = terms.get(p) as BoundTerms;
      let a = t.aidPerKind[k] ?? 0;
      // A guarantee secures at most its share of the loans that can still be in the plan (capGuarantees).
      if (p.candidate.instrument === 'guarantee') a = Math.min(a, p.aidRatio * p.candidate.rate * loans);
      if (a === 0) continue;
      if (!p.stateAid) free += a;
      else if (p.deminimis !== null) deminimis += a;
      else if (p.maxIntensity === null) {
        sum += a;
        sumNoIntensity += a;
      } else {
        sum += a;
        maxAll = Math.max(maxAll, p.maxIntensity);
        if (j < chosen.length) chosenHasIntensity = true;
        else maxRest = Math.max(maxRest, p.maxIntensity);
      }
    }
    let cap: number;
    let base: number;
    if (chosenHasIntensity) {
      cap = Math.min(cost, maxAll * cost);
      base = Math.min(cap, sum);
    } else {
      cap = cost;
      const withIntensity = maxRest < 0 ? 0 : Math.min(cost, maxRest * cost, sum);
      base = Math.max(withIntensity, Math.min(cost, sumNoIntensity));
    }
    // Aid on this kind is at most the costs; de-minimis aid can add only up to the cap and the costs left.
    aid += Math.min(cost, base + free);
    deminimisSpace += Math.max(0, Math.min(deminimis, cap - base, cost - free - base));
    financing += Math.min(cost, loans);
  }
  let room = 0;
  for (const [reg, sum] of deminimisByRegulation) room += Math.min(sum, headroom.get(reg) ?? 0);
  return [aid + Math.min(room, deminimisSpace), financing];
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
  const terms = new Map(order.map((p) => [p, boundTermsOf(p, kinds)]));
  const blocks = new CertainBlocks(order, costValues, (p) => kinds.map((k) => shareOf(p, k)), ledgers);
  const headroom = new Map(
    [...ledgers].map(([reg, l]) => [reg, l.ceilingEur === null ? 0 : l.headroomEur * 100]),
  );
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
      const [aidUb, finUb] = bound(chosen, order, i, costValues, terms, headroom);
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
