import type { ApplicantContext } from './applicant-context';
import type { ApplicantMemo } from './applicant-memo';
import {
  beatsOnTie,
  candidate,
  headBound,
  readNext,
  tieContenders,
  tighten,
  type Candidate,
} from './bucket-reader';
import { amountEstimate, engineAnswer } from './estimate-amount';
import type { LiveBucket } from './live-buckets';
import { byProgramId, compareMatches, type Scored } from './match-order';
import { MaxHeap } from './max-heap';
import { amountPoints, roundScore, sumOf } from './score-parts';

/** The best `limit` so far, in the documented order, and what the engine refused unforeseen. */
class Top {
  readonly entries: Scored[] = [];
  refused = 0;

  constructor(
    readonly limit: number,
    private readonly ctx: ApplicantContext,
    private readonly memo: ApplicantMemo,
  ) {}

  get worst(): Scored | undefined {
    return this.entries.length >= this.limit ? this.entries[this.entries.length - 1] : undefined;
  }

  /** Estimates `c` unless it cannot get in, and keeps it if it does. */
  judge(c: Candidate): void {
    const worst = this.worst;
    if (worst && (worst.score > c.bound || (worst.score === c.bound && !beatsOnTie(c, worst)))) return;
    const l = c.live;
    const { program } = c.cp;
    // What else the engine reads of a member is its cohort's.
    const key = `${l.bucket.cohort.id}:${program.maxAmount}:${program.minAmount}`;
    const answer = this.memo.program(key, () => engineAnswer(program, this.ctx, l.budgetEur));
    if (answer.excluded) {
      this.refused += 1;
      return;
    }
    const estimate = amountEstimate(c.cp, l.budgetEur, answer);
    const parts = { ...c.parts, amount: amountPoints(estimate.valueEur) };
    const scored: Scored = { cp: c.cp, parts, missing: l.missing, estimate, score: roundScore(sumOf(parts)) };
    const at = this.entries.findIndex((t) => compareMatches(scored, t) < 0);
    this.entries.splice(at === -1 ? this.entries.length : at, 0, scored);
    if (this.entries.length > this.limit) this.entries.pop();
  }
}

/**
 * The best `limit` members of the live buckets, with the engine's estimate run only where a member can still
 * get in. Buckets are read best bound first (a heap of bucket heads); a read member waits in a second heap by
 * its own bound and is judged only when no unread member can bound higher, so members are judged in the order
 * of their bounds, as if all had been bounded and sorted. The first member judged from a cohort runs its terms
 * estimate (`tighten`), which lowers its members' bounds. Once the best remaining bound is the `limit`-th
 * score, only ties that win on value or id can get in (`tieContenders`); below it, nothing.
 */
export function topMatches(
  live: readonly LiveBucket[],
  ctx: ApplicantContext,
  limit: number,
  memo: ApplicantMemo,
): { top: Scored[]; refused: number } {
  const top = new Top(limit, ctx, memo);
  if (limit <= 0) return { top: top.entries, refused: 0 };
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
    const next = waiting.peek();
    if (!head && !next) break;
    const best = Math.max(head?.key ?? -Infinity, next?.bound ?? -Infinity);
    const worst = top.worst;
    if (worst && worst.score > best) break;
    if (worst && worst.score === best) {
      tiesAt(worst.score, heads, waiting, top, ctx, memo);
      break;
    }
    // A bucket head bounding higher than every waiting member is read first.
    if (head && !(next && next.bound >= head.key)) {
      heads.pop();
      if (head.refused) continue;
      // Unless its bound fell since it was queued (terms estimate): then it is only queued again.
      if (headBound(head) === head.key) {
        const read = readNext(head, ctx);
        if (read) waiting.push(read);
      }
      if (head.next < head.bucket.members.length) {
        head.key = headBound(head);
        heads.push(head);
      }
      continue;
    }
    const c = waiting.pop() as Candidate;
    const l = c.live;
    top.refused += tighten(l, ctx, memo);
    if (l.refused) continue;
    const again = c.ceilingEur === l.boundCeilingEur ? c : candidate(l, c.cp, ctx);
    if (again.bound < c.bound) waiting.push(again);
    else top.judge(again);
  }
  return { top: top.entries, refused: top.refused };
}

/** Everything left bounds at most `score`: judge only the ties that could still win, best first. */
function tiesAt(
  score: number,
  heads: MaxHeap<LiveBucket>,
  waiting: MaxHeap<Candidate>,
  top: Top,
  ctx: ApplicantContext,
  memo: ApplicantMemo,
): void {
  const contenders: Candidate[] = [];
  for (let c = waiting.pop(); c; c = waiting.pop()) if (c.bound === score) contenders.push(c);
  for (let l = heads.pop(); l; l = heads.pop()) {
    if (l.key < score || l.refused) continue;
    top.refused += tighten(l, ctx, memo);
    const worst = top.worst;
    if (!l.refused && worst) contenders.push(...tieContenders(l, ctx, worst));
  }
  contenders.sort((a, b) => b.maxValueEur - a.maxValueEur || byProgramId(a.cp, b.cp));
  for (const c of contenders) {
    if (c.live.refused) continue;
    const again = c.ceilingEur === c.live.boundCeilingEur ? c : candidate(c.live, c.cp, ctx);
    top.judge(again);
  }
}
