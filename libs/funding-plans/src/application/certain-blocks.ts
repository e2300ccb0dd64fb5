import type { LedgerEntry } from '../domain/plan-result';
import { aidReductionOrder, moneyReductionOrder } from './cost-caps';
import type { PreparedCandidate } from './prepared-candidate';

/**
 * A lower bound on the de-minimis aid a chosen member keeps in every extension of a partial combination, so
 * that the search can drop a subtree in which that member is blocked for certain (at 24 candidates
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
const MARGIN_CENTS = 100;

/**
 * Built once per search over `order` (its candidates' terms and the pairwise cut orders precomputed: this
 * runs at every node of the search); `blocked` answers for a partial combination.
 */
export class CertainBlocks {
  private readonly n: number;
  private readonly index: Map<PreparedCandidate, number>;
  /** Per candidate and kind (flat, `i * kinds + k`): nominal money and aid. */
  private readonly money: Float64Array;
  private readonly aid: Float64Array;
  /** Per pair (flat, `m * n + q`): whether the money cut / the aid caps take q after m. */
  private readonly moneyAfter: Uint8Array;
  private readonly aidAfter: Uint8Array;
  /** Rank in evaluate-combination.ts's application order of de-minimis grants (deadline, then id). */
  private readonly applicationRank: Int32Array;
  private readonly inPlay: Uint8Array;
  /** Per kind, the aid cap's rate bound for the current call of `blocked` (-1: not yet worked out). */
  private readonly capRates: Float64Array;
  /** Per kind, the least the aid cap's rate can be in the current call (-1: not yet worked out). */
  private readonly capFloors: Float64Array;

  constructor(
    private readonly order: readonly PreparedCandidate[],
    private readonly costValues: readonly number[],
    costShares: (p: PreparedCandidate) => number[],
    private readonly ledgers: ReadonlyMap<string, LedgerEntry>,
  ) {
    const n = order.length;
    const kinds = costValues.length;
    this.n = n;
    this.index = new Map(order.map((p, i) => [p, i]));
    this.money = new Float64Array(n * kinds);
    this.aid = new Float64Array(n * kinds);
    order.forEach((p, i) => {
      costShares(p).forEach((share, k) => {
        const nominal = p.nominalCents * share;
        // A guarantee pays no costs; its aid (on the guaranteed amount) counts for the aid caps.
        this.money[i * kinds + k] = p.candidate.instrument === 'guarantee' ? 0 : nominal;
        this.aid[i * kinds + k] = p.stateAid ? nominal * p.aidRatio : 0;
      });
    });
    this.moneyAfter = new Uint8Array(n * n);
    this.aidAfter = new Uint8Array(n * n);
    for (let m = 0; m < n; m++) {
      for (let q = 0; q < n; q++) {
        if (m === q) continue;
        const [a, b] = [order[m] as PreparedCandidate, order[q] as PreparedCandidate];
        this.moneyAfter[m * n + q] = moneyReductionOrder(b, a) > 0 ? 1 : 0;
        this.aidAfter[m * n + q] = b.stateAid && b.aidRatio > 0 && aidReductionOrder(b, a) > 0 ? 1 : 0;
      }
    }
    const ranked = order.map((p, i) => ({ p, i })).sort((x, y) => applicationOrder(x.p, y.p));
    this.applicationRank = new Int32Array(n);
    ranked.forEach(({ i }, rank) => (this.applicationRank[i] = rank));
    this.inPlay = new Uint8Array(n);
    this.capRates = new Float64Array(kinds);
    this.capFloors = new Float64Array(kinds);
  }

  /**
   * Whether the de-minimis ceiling blocks a member of `chosen` in every extension by members of `order` from
   * index `from` on. evaluate-combination.ts grants de-minimis aid in application order, each from what the
   * ones before it left: this runs the same order on the least aid each keeps (`left` is at least the
   * headroom the real run leaves; a reducible member takes at most what is left).
   */
  blocked(chosen: readonly PreparedCandidate[], from: number): boolean {
    const members: number[] = [];
    for (const p of chosen) {
      if (p.deminimis === null || !p.stateAid || p.aidRatio <= 0) continue;
      // Union funding is fixed by the Union and cut by nobody: not this bound's case.
      if (p.candidate.unionFunding) return false;
      members.push(this.index.get(p) as number);
    }
    if (members.length === 0) return false;
    const chosenIdx = chosen.map((p) => this.index.get(p) as number);
    this.inPlay.fill(0);
    for (const i of chosenIdx) this.inPlay[i] = 1;
    for (let j = from; j < this.n; j++) this.inPlay[j] = 1;
    this.capRates.fill(-1);
    this.capFloors.fill(-1);
    members.sort((a, b) => (this.applicationRank[a] as number) - (this.applicationRank[b] as number));
    const left = new Map<string, number>();
    for (const m of members) {
      const p = this.order[m] as PreparedCandidate;
      const reg = p.deminimis as string;
      const ledger = this.ledgers.get(reg);
      const least = this.leastAid(m, chosenIdx);
      if (!ledger || ledger.ceilingEur === null) {
        if (least > MARGIN_CENTS) return true;
        continue;
      }
      const before = left.get(reg) ?? ledger.headroomEur * 100;
      const reducible = p.candidate.reducibleToDeminimisHeadroom;
      // A margin of 1 EUR over evaluate-combination.ts's half cent: loans taken back after a cut are refilled
      // in at most eight rounds (cost-caps.ts), which can leave a loan a few cents short of this bound's ideal.
      if (least > before + MARGIN_CENTS && (!reducible || before <= 0)) return true;
      left.set(reg, reducible ? before - Math.min(least, Math.max(before, 0)) : before - least);
    }
    return false;
  }

  /** Over the kinds of costs. */
  private leastAid(m: number, chosenIdx: readonly number[]): number {
    const kinds = this.costValues.length;
    let total = 0;
    for (let k = 0; k < kinds; k++) {
      if ((this.money[m * kinds + k] as number) <= 0) continue;
      total += this.leastOnKind(m, k, this.capRateOf(k, chosenIdx), this.capFloorOf(k, chosenIdx));
    }
    return total;
  }

  /**
   * The least rate of the aid cap on kind `k`, once per call of `blocked`: capAid caps at the highest intensity
   * of the members aided there, so a chosen member with an intensity that surely keeps some of these costs
   * (judged on its own intensity, without this floor) holds the cap at least at its intensity in every round.
   */
  private capFloorOf(k: number, chosenIdx: readonly number[]): number {
    const known = this.capFloors[k] as number;
    if (known >= 0) return known;
    const capRate = this.capRateOf(k, chosenIdx);
    let floor = 0;
    for (const g of chosenIdx) {
      const gp = this.order[g] as PreparedCandidate;
      if (gp.maxIntensity === null || gp.aidRatio <= 0 || gp.maxIntensity <= floor) continue;
      if (this.leastOnKind(g, k, capRate, 0) / gp.aidRatio > 0.5) floor = gp.maxIntensity;
    }
    this.capFloors[k] = floor;
    return floor;
  }

  /**
   * The aid cap's money bound on kind `k`, once per call of `blocked`: where a chosen member with an
   * intensity surely keeps some of these costs (and so is aided), the cap is at most the highest intensity in
   * play; otherwise it may be 100 %.
   */
  private capRateOf(k: number, chosenIdx: readonly number[]): number {
    const known = this.capRates[k] as number;
    if (known >= 0) return known;
    const kinds = this.costValues.length;
    let rate = 1;
    for (const g of chosenIdx) {
      const gp = this.order[g] as PreparedCandidate;
      if (gp.maxIntensity === null || gp.aidRatio <= 0) continue;
      if (this.leastOnKind(g, k, 1, 0) / gp.aidRatio > 0.5) {
        let highest = 0;
        for (let q = 0; q < this.n; q++) {
          if (this.inPlay[q] && (this.aid[q * kinds + k] as number) > 0)
            highest = Math.max(highest, (this.order[q] as PreparedCandidate).maxIntensity ?? 0);
        }
        rate = Math.min(1, highest);
        break;
      }
    }
    this.capRates[k] = rate;
    return rate;
  }

  /**
   * The least aid member `m` keeps on kind `k` (see the top of this file); `capRate` bounds the money of the
   * aid-capped grants and allowances cut after it (1: no more than the costs).
   */
  private leastOnKind(m: number, k: number, capRate: number, capFloor: number): number {
    const kinds = this.costValues.length;
    const member = this.order[m] as PreparedCandidate;
    const nominal = this.money[m * kinds + k] as number;
    if (nominal <= 0 || member.aidRatio <= 0) return 0;
    const cost = this.costValues[k] as number;
    let moneyAfter = 0;
    let cappedAfter = 0;
    let aidAfter = 0;
    let lowestIntensity = Math.min(1, member.maxIntensity ?? 1);
    let lowestUnionRate = Infinity;
    let unionMoney = 0;
    for (let q = 0; q < this.n; q++) {
      if (q === m || !this.inPlay[q]) continue;
      const money = this.money[q * kinds + k] as number;
      const aid = this.aid[q * kinds + k] as number;
      if (money <= 0 && aid <= 0) continue;
      const qp = this.order[q] as PreparedCandidate;
      if (this.moneyAfter[m * this.n + q]) {
        if (qp.stateAid && qp.aidRatio === 1 && qp.candidate.instrument !== 'loan') cappedAfter += money;
        else moneyAfter += money;
      }
      if (aid > 0 && this.aidAfter[m * this.n + q]) aidAfter += aid;
      if (aid > 0 && qp.maxIntensity !== null) lowestIntensity = Math.min(lowestIntensity, qp.maxIntensity);
      const union = qp.candidate.unionFunding;
      if (union) {
        lowestUnionRate = Math.min(lowestUnionRate, union.rate);
        unionMoney += money;
      }
    }
    moneyAfter += Math.min(cappedAfter, capRate * cost);
    const moneyAid = Math.max(0, Math.min(nominal, cost - moneyAfter)) * member.aidRatio;
    const capped = (rate: number): number => {
      let aid = Math.min(moneyAid, Math.max(0, rate * cost - aidAfter));
      if (lowestUnionRate !== Infinity)
        aid = Math.min(aid, Math.max(0, lowestUnionRate * cost - unionMoney - aidAfter));
      return aid;
    };
    const floor = Math.max(lowestIntensity, capFloor);
    // A member with an intensity that keeps money is aided, so the cap is at least its own intensity; by
    // induction over the refill rounds it keeps this much in each (its money only shrinks), so it stays aided.
    if (member.maxIntensity !== null && member.maxIntensity > floor) {
      const own = capped(Math.min(1, member.maxIntensity));
      if (own / member.aidRatio > 0.5) return own;
    }
    return capped(floor);
  }
}

/** evaluate-combination.ts's order of the de-minimis grants: by application deadline, then id. */
function applicationOrder(a: PreparedCandidate, b: PreparedCandidate): number {
  const da = a.candidate.applicationDeadline ?? '9999-12-31';
  const db = b.candidate.applicationDeadline ?? '9999-12-31';
  return da < db ? -1 : da > db ? 1 : a.candidate.id < b.candidate.id ? -1 : 1;
}
