import type { CostKind } from '../domain/plan-input';
import type { LedgerEntry } from '../domain/plan-result';
import { aidReductionOrder, moneyReductionOrder } from './cost-caps';
import type { PreparedCandidate } from './prepared-candidate';

/**
 * A lower bound on the de-minimis aid a chosen member keeps in every extension of a partial combination, so
 * that the search can drop a subtree in which that member is blocked for certain (issue 31: at 24 candidates
 * a de-minimis loan whose grant equivalent alone exceeded the headroom made every one of 20,928 leaves of the
 * tree infeasible, and the aid bound, which knows nothing of feasibility, pruned none of them).
 *
 * The caps of cost-caps.ts only cut a member after every member they cut before it is at nothing, so what a
 * member keeps on a kind of costs is at least:
 * - no over-financing: its nominal money, less what the costs leave after the money of every member the cut
 *   takes after it (`moneyReductionOrder`): max(0, min(nominal, costs - money after it));
 * - the aid cap (Art. 8(3)/(5)): its aid, or the cap less the aid of every member cut after it
 *   (`aidReductionOrder`), the cap being at least the lowest intensity any member could bring (or 100 %);
 * - the Union-funding cap (Art. 8(2)): the same with the lowest Union rate and all Union money.
 * Loans taken back after a cut (refill) only grow. Amounts of members not yet decided count at their nominal
 * value, which only lowers the bound. A non-reducible member whose bound exceeds its regulation's whole
 * headroom is blocked by evaluate-combination.ts whatever else joins.
 */
export interface BlockTerms {
  /** Money and aid on each kind of costs (the order of `kinds`), at the nominal amount. */
  moneyPerKind: number[];
  aidPerKind: number[];
}

export function blockTermsOf(p: PreparedCandidate, kinds: readonly CostKind[]): BlockTerms {
  const share = (k: CostKind): number => {
    const c = p.costs.find((x) => x.kind === k);
    return c && p.coveredCents > 0 ? c.cents / p.coveredCents : 0;
  };
  const nominal = kinds.map((k) => p.nominalCents * share(k));
  return {
    // A guarantee pays no costs; its aid (on the guaranteed amount) counts for the aid caps.
    moneyPerKind: nominal.map((n) => (p.candidate.instrument === 'guarantee' ? 0 : n)),
    aidPerKind: nominal.map((n) => (p.stateAid ? n * p.aidRatio : 0)),
  };
}

/**
 * Whether the de-minimis ceiling blocks a member of `chosen` in every extension by members of `order` from
 * index `from` on. evaluate-combination.ts grants de-minimis aid in application order (deadline, then id), each
 * from what the ones before it left: this runs the same order on the least aid each keeps (`rest` below is at
 * least the headroom the real run leaves; a reducible member takes at most what is left).
 */
const MARGIN_CENTS = 100;

export function certainlyBlocked(
  chosen: readonly PreparedCandidate[],
  order: readonly PreparedCandidate[],
  from: number,
  costValues: readonly number[],
  terms: ReadonlyMap<PreparedCandidate, BlockTerms>,
  ledgers: ReadonlyMap<string, LedgerEntry>,
): boolean {
  const members = chosen.filter((m) => m.deminimis !== null && m.stateAid && m.aidRatio > 0);
  if (members.length === 0) return false;
  const rest = new Map<string, number>();
  for (const m of [...members].sort(applicationOrder)) {
    const reg = m.deminimis as string;
    const ledger = ledgers.get(reg);
    // Union funding is fixed by the Union and cut by nobody: not this bound's case; it keeps its aid, unknown here.
    if (m.candidate.unionFunding) return false;
    const least = leastAid(m, chosen, order, from, costValues, terms);
    if (!ledger || ledger.ceilingEur === null) {
      if (least > MARGIN_CENTS) return true;
      continue;
    }
    const before = rest.get(reg) ?? ledger.headroomEur * 100;
    const reducible = m.candidate.reducibleToDeminimisHeadroom;
    // A margin of 1 EUR over evaluate-combination.ts's half cent: loans taken back after a cut are refilled
    // in at most eight rounds (cost-caps.ts), which can leave a loan a few cents short of this bound's ideal.
    if (least > before + MARGIN_CENTS && (!reducible || before <= 0)) return true;
    rest.set(reg, reducible ? before - Math.min(least, Math.max(before, 0)) : before - least);
  }
  return false;
}

/** evaluate-combination.ts's order of the de-minimis grants: by application deadline, then id. */
function applicationOrder(a: PreparedCandidate, b: PreparedCandidate): number {
  const da = a.candidate.applicationDeadline ?? '9999-12-31';
  const db = b.candidate.applicationDeadline ?? '9999-12-31';
  return da < db ? -1 : da > db ? 1 : a.candidate.id < b.candidate.id ? -1 : 1;
}

function leastAid(
  member: PreparedCandidate,
  chosen: readonly PreparedCandidate[],
  order: readonly PreparedCandidate[],
  from: number,
  costValues: readonly number[],
  terms: ReadonlyMap<PreparedCandidate, BlockTerms>,
): number {
  const all = [...chosen, ...order.slice(from)];
  let total = 0;
  for (let k = 0; k < costValues.length; k++) {
    const cost = costValues[k] as number;
    // The grants and allowances after the member hold at most the aid cap's money: where a chosen member with
    // an intensity surely keeps some of these costs, the cap is at most the highest intensity in play.
    const setter = chosen.some(
      (g) =>
        g !== member && g.maxIntensity !== null && leastOnKind(g, k, cost, all, terms, 1) / g.aidRatio > 0.5,
    );
    const highest = Math.max(
      ...all.filter((q) => (terms.get(q)?.aidPerKind[k] ?? 0) > 0).map((q) => q.maxIntensity ?? 0),
    );
    total += leastOnKind(member, k, cost, all, terms, setter ? Math.min(1, highest) : 1);
  }
  return total;
}

/**
 * The least aid `member` keeps on kind `k` (see the top of this file); `capRate` bounds the money of the
 * aid-capped grants and allowances cut after it (1: no more than the costs).
 */
function leastOnKind(
  member: PreparedCandidate,
  k: number,
  cost: number,
  all: readonly PreparedCandidate[],
  terms: ReadonlyMap<PreparedCandidate, BlockTerms>,
  capRate: number,
): number {
  const nominal = (terms.get(member) as BlockTerms).moneyPerKind[k] ?? 0;
  if (nominal <= 0 || member.aidRatio <= 0) return 0;
  let moneyAfter = 0;
  let cappedAfter = 0;
  let aidAfter = 0;
  let lowestIntensity = Math.min(1, member.maxIntensity ?? 1);
  let lowestUnionRate = Infinity;
  let unionMoney = 0;
  for (const q of all) {
    if (q === member) continue;
    const t = terms.get(q) as BlockTerms;
    const money = t.moneyPerKind[k] ?? 0;
    const aid = t.aidPerKind[k] ?? 0;
    if (money <= 0 && aid <= 0) continue;
    if (moneyReductionOrder(q, member) > 0) {
      const capped = q.stateAid && q.aidRatio === 1 && q.candidate.instrument !== 'loan';
      if (capped) cappedAfter += money;
      else moneyAfter += money;
    }
    if (aid > 0 && aidReductionOrder(q, member) > 0) aidAfter += aid;
    if (aid > 0 && q.maxIntensity !== null) lowestIntensity = Math.min(lowestIntensity, q.maxIntensity);
    const union = q.candidate.unionFunding;
    if (union) {
      lowestUnionRate = Math.min(lowestUnionRate, union.rate);
      unionMoney += money;
    }
  }
  moneyAfter += Math.min(cappedAfter, capRate * cost);
  let aid = Math.max(0, Math.min(nominal, cost - moneyAfter)) * member.aidRatio;
  aid = Math.min(aid, Math.max(0, lowestIntensity * cost - aidAfter));
  if (lowestUnionRate !== Infinity)
    aid = Math.min(aid, Math.max(0, lowestUnionRate * cost - unionMoney - aidAfter));
  return aid;
}
