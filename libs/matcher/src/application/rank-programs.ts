import type { Program } from '@libs/catalogue';
import type { ApplicantProfile } from '@libs/subsidy-engine';
import type { MatchResult, RankOptions } from '../domain/match-result';
import { answerWindow } from './answer-window';
import { buildReasons } from './build-reasons';
import { compileCatalogue, type CompiledCatalogue } from './compile-catalogue';
import { liveBuckets } from './live-buckets';
import { topMatches } from './top-k-walk';

/**
 * Ranks the programs an applicant can get (spec 2.6/2.7). The same input gives the same output: the
 * catalogue's memo of engine answers only saves work. A request reads the index (`liveBuckets`: hard filters
 * per cohort and `total`), then walks the surviving buckets best bound first (`topMatches`), so its cost grows
 * with the number of cohorts and the members that can still reach the top, not with the catalogue. An
 * identical request (same applicant, limit and categories) within the span its answer holds
 * (`answerWindow`) gets the answer already ranked: the same, frozen object.
 */
export function rankPrograms(
  programs: readonly Program[] | CompiledCatalogue,
  profile: ApplicantProfile,
  options: RankOptions,
): MatchResult {
  const catalogue = Array.isArray(programs) ? compileCatalogue(programs) : (programs as CompiledCatalogue);
  const window = answerWindow(catalogue.deadlineTimesOfDay, options.referenceDate);
  const memo = catalogue.memos.for(profile, options.referenceDate, window.germanDay);
  const limit = Math.max(0, Math.floor(options.limit));
  // Categories are a set (`liveBuckets`); another order only keeps another entry.
  const key = `${limit}|${options.categories?.join(',') ?? ''}|${window.until}`;
  return memo.answer(key, () => {
    const ctx = memo.context(profile, options.referenceDate);
    const { live, total } = liveBuckets(catalogue, ctx, options, memo);
    const { top, refused } = topMatches(live, ctx, limit, memo);
    return {
      total: total - refused,
      matches: top.map((s) => ({
        programId: s.cp.program.id,
        programName: s.cp.program.name,
        score: s.score,
        reasons: buildReasons(s.cp, ctx, s.parts, s.estimate, s.missing),
      })),
    };
  });
}
