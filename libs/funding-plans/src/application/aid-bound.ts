import type { PreparedCandidate } from './prepared-candidate';
import { nominalAidCents } from './prepared-candidate';

/**
 * Upper bound of (aid, financing) over every extension of a partial combination by the members of `order`
 * from an index on. Per cost kind: State aid that is not de-minimis is capped by the highest intensity
 * available (or by the costs where an extension without any intensity-bearing program is possible);
 * de-minimis aid (no intensity of its own) can only fill the room left up to that cap, and all of it together
 * no more than each regulation's headroom; aid without State-aid character adds on top; nothing exceeds the
 * costs; a guarantee's aid at most on its share of the loans still available. Financing: loans, at most the
 * costs per kind.
 *
 * Built once per search (the terms of each candidate in flat typed arrays, `i * kinds + k`): this runs at every
 * node of the search, so a call reads the members in place and allocates nothing but its result.
 */
export class AidBound {
  private readonly n: number;
  private readonly kinds: number;
  private readonly index: Map<PreparedCandidate, number>;
  private readonly aidPerKind: Float64Array;
  private readonly loanPerKind: Float64Array;
  private readonly aidTotal: Float64Array;
  /** Per candidate: its regulation's index in `headroom` (-1: not de-minimis State aid, or no ledger). */
  private readonly regulation: Int32Array;
  private readonly headroom: Float64Array;
  private readonly deminimisSum: Float64Array;
  private readonly members: Int32Array;

  constructor(
    private readonly order: readonly PreparedCandidate[],
    private readonly costValues: readonly number[],
    costShares: (p: PreparedCandidate) => number[],
    headroomByRegulation: ReadonlyMap<string, number>,
  ) {
    this.n = order.length;
    this.kinds = costValues.length;
    this.index = new Map(order.map((p, i) => [p, i]));
    this.aidPerKind = new Float64Array(this.n * this.kinds);
    this.loanPerKind = new Float64Array(this.n * this.kinds);
    this.aidTotal = new Float64Array(this.n);
    const regs = [...headroomByRegulation.keys()];
    this.headroom = Float64Array.from(regs.map((r) => headroomByRegulation.get(r) ?? 0));
    this.deminimisSum = new Float64Array(regs.length);
    this.regulation = new Int32Array(this.n).fill(-1);
    this.members = new Int32Array(this.n);
    order.forEach((p, i) => {
      const aid = nominalAidCents(p);
      costShares(p).forEach((share, k) => {
        this.aidPerKind[i * this.kinds + k] = aid * share;
        this.aidTotal[i] = (this.aidTotal[i] as number) + aid * share;
        this.loanPerKind[i * this.kinds + k] = p.candidate.instrument === 'loan' ? p.nominalCents * share : 0;
      });
      // A regulation without a ledger has no headroom: its aid is counted nowhere (-1), so it adds no room.
      if (p.stateAid && p.deminimis !== null) this.regulation[i] = regs.indexOf(p.deminimis);
    });
  }

  /** [aid, financing] bounds for `chosen` extended by members of `order` from `from` on. */
  bound(chosen: readonly PreparedCandidate[], from: number): [number, number] {
    const kinds = this.kinds;
    let count = 0;
    for (const p of chosen) this.members[count++] = this.index.get(p) as number;
    const chosenCount = count;
    for (let j = from; j < this.n; j++) this.members[count++] = j;
    this.deminimisSum.fill(0);
    for (let j = 0; j < count; j++) {
      const i = this.members[j] as number;
      const r = this.regulation[i] as number;
      if (r >= 0) this.deminimisSum[r] = (this.deminimisSum[r] as number) + (this.aidTotal[i] as number);
    }
    let aid = 0;
    let financing = 0;
    let deminimisSpace = 0;
    for (let k = 0; k < kinds; k++) {
      const cost = this.costValues[k] as number;
      let sum = 0;
      let sumNoIntensity = 0;
      let deminimis = 0;
      let free = 0;
      let loans = 0;
      let maxAll = -1;
      let maxRest = -1;
      let chosenHasIntensity = false;
      for (let j = 0; j < count; j++)
        loans += this.loanPerKind[(this.members[j] as number) * kinds + k] as number;
      for (let j = 0; j < count; j++) {
        const i = this.members[j] as number;
        const p = this.order[i] as PreparedCandidate;
        let a = this.aidPerKind[i * kinds + k] as number;
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
          if (j < chosenCount) chosenHasIntensity = true;
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
    for (let r = 0; r < this.headroom.length; r++)
      room += Math.min(this.deminimisSum[r] as number, this.headroom[r] as number);
    return [aid + Math.min(room, deminimisSpace), financing];
  }
}
