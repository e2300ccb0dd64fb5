import { VALUE_PER_EURO } from '../domain/scoring-weights';
import type { ApplicantContext } from './applicant-context';
import type { ApplicantMemo } from './applicant-memo';
import { amountEstimate, engineAnswer } from './estimate-amount';
import { termsAnswer, type LiveBucket } from './live-buckets';
import { byProgramId, compareMatches, type Scored } from './match-order';
import { MaxHeap } from './max-heap';
import type { CompiledProgram } from './program-traits';
import { amountPoints, deadlinePoints, roundScore, sumOf, sumWith, type ScoreParts } from './score-parts';

interface Candidate {
  live: LiveBucket;
  cp: CompiledProgram;
  parts: ScoreParts;
  /** Highest value the amount criterion can see, and the score that goes with it. */
  maxValueEur: number;
  bound: number;
  /** `live.boundCeilingEur` when the bound was taken (it only falls). */
  ceilingEur: number;
}

const valuePerEuro = (l: LiveBucket): number => VALUE_PER_EURO[l.bucket.cohort.traits.category];

/** Bound of every member from `next` on: the most deadline points, and the amount bound of `next`. */
function headBound(l: LiveBucket): number {
  const member = l.bucket.members[l.next];
  const value = Math.min(member?.maxAmount ?? 0, l.boundCeilingEur) * valuePerEuro(l);
  return roundScore(sumWith(l.prefix, l.deadlineMax, l.parts.deminimis, amountPoints(value)));
}

function candidate(l: LiveBucket, cp: CompiledProgram, ctx: ApplicantContext): Candidate {
  const maxValueEur = Math.min(cp.program.maxAmount, l.boundCeilingEur) * valuePerEuro(l);
  const parts = { ...l.parts, deadline: deadlinePoints(cp, ctx), amount: amountPoints(maxValueEur) };
  return { live: l, cp, parts, maxValueEur, bound: roundScore(sumOf(parts)), ceilingEur: l.boundCeilingEur };
}

/** The next member of the bucket still open at the reference instant, as a candidate. */
function expand(l: LiveBucket, ctx: ApplicantContext): Candidate | null {
  const { members, deadlineEndMs, cohort } = l.bucket;
  while (l.next < members.length) {
    const i = l.next++;
    const end = deadlineEndMs[i] ?? Infinity;
    const program = members[i];
    if (end < ctx.referenceMs || !program) continue;
    const cp = { program, traits: cohort.traits, deadlineEndMs: end === Infinity ? null : end };
    return candidate(l, cp, ctx);
  }
  return null;
}

/** Could `c`, scoring exactly its bound, still sort before `worst` (value desc, then id asc)? */
const beatsOnTie = (c: Candidate, worst: Scored): boolean =>
  c.maxValueEur > worst.estimate.valueEur ||
  (c.maxValueEur === worst.estimate.valueEur && byProgramId(c.cp, worst.cp) < 0);

/**
 * The best `limit` members of the live buckets, in the documented order, with the engine's estimate run only
 * where a member can still reach them. Buckets are read best bound first (a heap of bucket heads); a read
 * member waits in a second heap by its own bound; a member leaves that heap only when no unread member can
 * bound higher, so members are judged in the order of their bounds, as if all had been bounded and sorted.
 * The walk stops when the `limit`-th score beats the best remaining bound. The first member judged from a
 * cohort with several open members runs the terms estimate, which lowers the bounds of all of them.
 * `refused` counts what the engine refused although no probe foresaw it (then `total` shrinks by it).
 */
export function topMatches(
  live: readonly LiveBucket[],
  ctx: ApplicantContext,
  limit: number,
  memo: ApplicantMemo,
): { top: Scored[]; refused: number } {
  const top: Scored[] = [];
  let refused = 0;
  if (limit <= 0) return { top, refused };
  const heads = new MaxHeap<LiveBucket>((a, b) => a.key > b.key);
  const waiting = new MaxHeap<Candidate>(
    (a, b) => a.bound > b.bound || (a.bound === b.bound && byProgramId(a.cp, b.cp) < 0),
  );
  for (const l of live) {
    l.key = headBound(l);
    heads.push(l);
  }
  for (;;) {
    const head = heads.peek();
    let c = waiting.peek();
    if (head && (!c || head.key > c.bound)) {
      heads.pop();
      if (head.refused) continue;
      const key = headBound(head);
      // Unless its bound fell since it was queued (terms estimate): then it is queued again at its place.
      if (key === head.key) {
        const read = expand(head, ctx);
        if (read) waiting.push(read);
      }
      if (head.next < head.bucket.members.length) {
        head.key = headBound(head);
        heads.push(head);
      }
      continue;
    }
    if (!c) break;
    const worst = top[top.length - 1];
    const full = top.length >= limit;
    if (full && worst && worst.score > c.bound) break;
    waiting.pop();
    const l = c.live;
    if (!l.tightened && l.open > 1) {
      l.tightened = true;
      const terms = termsAnswer(l, ctx, memo);
      l.refused = terms.excluded;
      if (terms.excluded) refused += l.open;
      else l.boundCeilingEur = Math.min(l.boundCeilingEur, terms.estimateEur);
    }
    if (l.refused) continue;
    if (c.ceilingEur !== l.boundCeilingEur) {
      const again = candidate(l, c.cp, ctx);
      if (again.bound < c.bound) {
        waiting.push(again);
        continue;
      }
      c = again;
    }
    // At best a tie on score: it can only get in through the secondary keys, which are known without the engine.
    if (full && worst && worst.score === c.bound && !beatsOnTie(c, worst)) continue;
    const { program } = c.cp;
    const key = `${l.bucket.cohort.id}:${program.maxAmount}:${program.minAmount}`;
    const answer = memo.program(key, () => engineAnswer(program, ctx, l.budgetEur));
    if (answer.excluded) {
      refused += 1;
      continue;
    }
    const estimate = amountEstimate(c.cp, l.budgetEur, answer);
    const parts = { ...c.parts, amount: amountPoints(estimate.valueEur) };
    const scored: Scored = { cp: c.cp, parts, missing: l.missing, estimate, score: roundScore(sumOf(parts)) };
    const at = top.findIndex((t) => compareMatches(scored, t) < 0);
    top.splice(at === -1 ? top.length : at, 0, scored);
    if (top.length > limit) top.pop();
  }
  return { top, refused };
}
