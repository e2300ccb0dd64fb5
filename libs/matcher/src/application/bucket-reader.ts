import { VALUE_PER_EURO } from '../domain/scoring-weights';
import type { ApplicantContext } from './applicant-context';
import type { ApplicantMemo } from './applicant-memo';
import { termsAnswer, type LiveBucket } from './live-buckets';
import { byProgramId, type Scored } from './match-order';
import type { CompiledProgram } from './program-traits';
import { amountPoints, deadlinePoints, roundScore, sumOf, sumWith, type ScoreParts } from './score-parts';

/** A member read from its bucket, bounded but not yet estimated. */
export interface Candidate {
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

/**
 * Bound of every member from `next` on: the most deadline points, and the amount bound of `next` (members
 * run by falling `maxAmount`). The same additions as `sumOf`, so it is never below a member's own bound.
 */
export function headBound(l: LiveBucket): number {
  const member = l.bucket.members[l.next];
  const value = Math.min(member?.maxAmount ?? 0, l.boundCeilingEur) * valuePerEuro(l);
  return roundScore(sumWith(l.prefix, l.deadlineMax, l.parts.deminimis, amountPoints(value)));
}

export function candidate(l: LiveBucket, cp: CompiledProgram, ctx: ApplicantContext): Candidate {
  const maxValueEur = Math.min(cp.program.maxAmount, l.boundCeilingEur) * valuePerEuro(l);
  const parts = { ...l.parts, deadline: deadlinePoints(cp, ctx), amount: amountPoints(maxValueEur) };
  return { live: l, cp, parts, maxValueEur, bound: roundScore(sumOf(parts)), ceilingEur: l.boundCeilingEur };
}

function memberAt(l: LiveBucket, i: number, ctx: ApplicantContext): CompiledProgram | null {
  const end = l.bucket.deadlineEndMs[i] ?? Infinity;
  const program = l.bucket.members[i];
  if (end < ctx.referenceMs || !program) return null;
  return { program, traits: l.bucket.cohort.traits, deadlineEndMs: end === Infinity ? null : end };
}

/** The next member of the bucket still open at the reference instant, as a candidate. */
export function readNext(l: LiveBucket, ctx: ApplicantContext): Candidate | null {
  while (l.next < l.bucket.members.length) {
    const cp = memberAt(l, l.next++, ctx);
    if (cp) return candidate(l, cp, ctx);
  }
  return null;
}

/**
 * Runs the cohort's terms estimate once (only worth it with several members to bound): it lowers the amount
 * bound of every member, or shows the engine refuses them all. Answers how many members it refused.
 */
export function tighten(l: LiveBucket, ctx: ApplicantContext, memo: ApplicantMemo): number {
  if (l.tightened || l.open < 2) return 0;
  l.tightened = true;
  const terms = termsAnswer(l, ctx, memo);
  if (terms.excluded) l.refused = true;
  else l.boundCeilingEur = Math.min(l.boundCeilingEur, terms.estimateEur);
  return terms.excluded ? l.open : 0;
}

/** Could `c`, scoring exactly its bound, still sort before `worst` (value desc, then id asc)? */
export const beatsOnTie = (c: Candidate, worst: Scored): boolean =>
  c.maxValueEur > worst.estimate.valueEur ||
  (c.maxValueEur === worst.estimate.valueEur && byProgramId(c.cp, worst.cp) < 0);

/**
 * Once nothing left can score above `worst`, a member gets in only by tying it and winning on value or id.
 * This reads the rest of the bucket for those, without queueing the others: a scheme cloned a thousand
 * times ties a thousand times.
 */
export function tieContenders(l: LiveBucket, ctx: ApplicantContext, worst: Scored): Candidate[] {
  const out: Candidate[] = [];
  const perEuro = valuePerEuro(l);
  for (; l.next < l.bucket.members.length; l.next++) {
    const m = l.bucket.members[l.next];
    const value = Math.min(m?.maxAmount ?? 0, l.boundCeilingEur) * perEuro;
    if (!m || value < worst.estimate.valueEur) continue;
    if (value === worst.estimate.valueEur && !(m.id < worst.cp.program.id)) continue;
    const cp = memberAt(l, l.next, ctx);
    const c = cp && candidate(l, cp, ctx);
    if (c && c.bound === worst.score) out.push(c);
  }
  return out;
}
