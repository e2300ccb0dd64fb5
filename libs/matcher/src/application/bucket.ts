import type { Cohort } from './cohort';
import { deadlineEndMs, type RankedProgram } from './program-traits';

/**
 * One cohort's members in one slot of the index (nationwide, or one Land). Members run from the highest
 * `maxAmount` down (then by id), which is also the order of their amount bounds for any applicant: within a
 * cohort the bound is `min(maxAmount, cohort's cost ceiling)`. So a request can stop reading a bucket at the
 * first member that cannot reach the top.
 */
export interface Bucket {
  readonly cohort: Cohort;
  readonly members: readonly RankedProgram[];
  /** Per member, the end of its last application day (epoch ms); Infinity without a deadline. */
  readonly deadlineEndMs: Float64Array;
  /** The same instants ascending: how many members are still open is one binary search. */
  readonly sortedDeadlineEndMs: Float64Array;
}

/** `members` in id order. */
export function bucketOf(cohort: Cohort, members: RankedProgram[]): Bucket {
  // Array.prototype.sort is stable: equal amounts stay in id order.
  const ordered = members.sort((a, b) => b.maxAmount - a.maxAmount);
  const deadlines = Float64Array.from(ordered, (m) => deadlineEndMs(m) ?? Infinity);
  return {
    cohort,
    members: ordered,
    deadlineEndMs: deadlines,
    sortedDeadlineEndMs: Float64Array.from(deadlines).sort(),
  };
}

/** Members whose deadline has not passed at `referenceMs` (the engine's check: reference <= end of day). */
export function openMembers(bucket: Bucket, referenceMs: number): number {
  const sorted = bucket.sortedDeadlineEndMs;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? Infinity) < referenceMs) lo = mid + 1;
    else hi = mid;
  }
  return sorted.length - lo;
}
