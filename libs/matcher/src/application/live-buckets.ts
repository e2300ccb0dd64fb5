import { checkEligibility, type ProfileField } from '@libs/subsidy-engine';
import type { RankOptions } from '../domain/match-result';
import type { ApplicantContext } from './applicant-context';
import type { ApplicantMemo, EligibilityVerdict } from './applicant-memo';
import { openMembers, type Bucket } from './bucket';
import type { Cohort, CompiledCatalogue } from './compile-catalogue';
import { sizeBit } from './engine-probes';
import { costCeilingEur, engineAnswer, typicalBudgetEur, type EngineAnswer } from './estimate-amount';
import { deadlinePointsMax, missingFields, prefixOf, sharedParts, type ScoreParts } from './score-parts';

/** A bucket whose cohort passed every hard filter for this applicant, with what its members share. */
export interface LiveBucket {
  readonly bucket: Bucket;
  readonly missing: readonly ProfileField[];
  /** Every criterion but deadline and amount, and their head sum (`prefixOf`). */
  readonly parts: ScoreParts;
  readonly prefix: number;
  readonly deadlineMax: number;
  readonly budgetEur: number;
  /** Members open at the reference instant: what the bucket adds to `total`. */
  readonly open: number;
  /** What the engine can pay at most apart from a program's own `maxAmount`; the terms estimate lowers it. */
  boundCeilingEur: number;
  tightened: boolean;
  /** The engine refused the whole cohort (only found while ranking if no probe foresaw it). */
  refused: boolean;
  /** The next member to read, and the bound of the members from it on. */
  next: number;
  key: number;
}

function eligibility(cohort: Cohort, ctx: ApplicantContext, memo: ApplicantMemo): EligibilityVerdict {
  let verdict = memo.eligibility.get(cohort.eligibilityClass);
  if (!verdict) {
    const r = checkEligibility(cohort.eligibilityProbe, ctx.profile, ctx.referenceDate, ctx.sme);
    verdict = { eligible: r.eligible, missingData: r.missingData };
    memo.eligibility.set(cohort.eligibilityClass, verdict);
  }
  return verdict;
}

/**
 * The engine's estimate for the cohort's terms at this budget without a program's own `maxAmount` and
 * `minAmount` (and deadline, which ranking checks itself). The engine's amount only falls when `maxAmount`
 * falls (it caps last, after rate and eligible costs, before the de-minimis headroom), so for every member
 * the estimate is at most min(this, its maxAmount); and its refusals are the members' (they differ only in
 * what cannot refuse: amounts, regions the index already matched, a deadline checked by ranking).
 */
export function termsAnswer(live: LiveBucket, ctx: ApplicantContext, memo: ApplicantMemo): EngineAnswer {
  const id = live.bucket.cohort.id;
  let answer = memo.terms.get(id);
  if (!answer) {
    const any = live.bucket.members[0];
    if (!any) return { estimateEur: 0, excluded: true };
    const lifted = { ...any, maxAmount: Infinity, minAmount: null, applicationDeadline: null };
    answer = engineAnswer(lifted, ctx, live.budgetEur);
    memo.terms.set(id, answer);
  }
  return answer;
}

/**
 * The hard filters, each an index dimension or a per-cohort check, none a per-program one:
 * - status: closed programs never enter the catalogue (compile time);
 * - region: only the nationwide bucket and the applicant's Land's (the engine's region rule, probed);
 * - size class: the cohort's `sizes` (the engine's `companySizes` rule, probed);
 * - category: the request's instruments;
 * - de-minimis room: none left of the cohort's regulation (the score's rule, in euros);
 * - deadline: counted per bucket by binary search over its members' deadlines (the engine's formula);
 * - headcount, age, sectors: the engine's `checkEligibility` once per eligibility class;
 * - the engine's own refusals (a legal maximum intensity of 0, a headroom of 0 cents): the terms estimate,
 *   where a probe or the applicant's de-minimis room says the engine may refuse.
 * `total` is the sum of the open members of the buckets that pass.
 */
export function liveBuckets(
  catalogue: CompiledCatalogue,
  ctx: ApplicantContext,
  options: RankOptions,
  memo: ApplicantMemo,
): { live: LiveBucket[]; total: number } {
  const categories = options.categories?.length ? new Set(options.categories) : null;
  const bit = sizeBit(ctx.sme.size);
  const slots = ctx.land ? [catalogue.open, catalogue.byLand.get(ctx.land) ?? []] : [catalogue.open];
  const live: LiveBucket[] = [];
  let total = 0;
  for (const buckets of slots)
    for (const bucket of buckets) {
      const { cohort } = bucket;
      const t = cohort.traits;
      if (categories && !categories.has(t.category)) continue;
      if ((cohort.sizes & bit) === 0) continue;
      const room = t.deminimisRegulation ? ctx.deminimis[t.deminimisRegulation] : null;
      if (room && room.headroomEur <= 0) continue;
      const open = openMembers(bucket, ctx.referenceMs);
      if (open === 0) continue;
      const verdict = eligibility(cohort, ctx, memo);
      if (!verdict.eligible) continue;
      const missing = missingFields(t, ctx, verdict.missingData);
      const parts = sharedParts(t, ctx, missing);
      const budgetEur = typicalBudgetEur(t, ctx);
      const entry: LiveBucket = {
        bucket,
        missing,
        parts,
        prefix: prefixOf(parts),
        deadlineMax: deadlinePointsMax(t),
        budgetEur,
        open,
        boundCeilingEur: costCeilingEur(t, budgetEur),
        tightened: false,
        refused: false,
        next: 0,
        key: 0,
      };
      const mayRefuse = (cohort.refusable & bit) !== 0 || room?.exhausted === true;
      if (mayRefuse && termsAnswer(entry, ctx, memo).excluded) continue;
      total += open;
      live.push(entry);
    }
  return { live, total };
}
