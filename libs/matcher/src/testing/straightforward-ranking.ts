import type { Program } from '@libs/catalogue';
import { isNationwide } from '@libs/shared';
import { checkEligibility, type ApplicantProfile } from '@libs/subsidy-engine';
import type { MatchResult, RankOptions } from '../domain/match-result';
import { applicantContext } from '../application/applicant-context';
import { buildReasons } from '../application/build-reasons';
import { estimateAmount, typicalBudgetEur } from '../application/estimate-amount';
import { compareMatches, type Scored } from '../application/match-order';
import { deadlineEndMs, traitsOf, type CompiledProgram } from '../application/program-traits';
import {
  amountPoints,
  missingFields,
  partsWithoutAmount,
  roundScore,
  sumOf,
} from '../application/score-parts';

const CLOSED = new Set(['ausgelaufen', 'inaktiv']);

/** Nationwide unless every region names a Land (the region rule as the catalogue states it). */
function landProgram(p: Program): boolean {
  const regions = p.terms.eligibility.regions.length > 0 ? p.terms.eligibility.regions : p.eligibleRegions;
  return regions.length > 0 && !regions.some(isNationwide);
}

/**
 * The ranking without index, cohorts, bounds or memos, for tests to hold `rankPrograms` against: every
 * program is checked and estimated by the engine on its own, everything it accepts is scored, sorted, and
 * cut at `limit`. The criteria are the same functions (they define the score); what is left out is every
 * shortcut. Slow on purpose.
 */
export function rankStraightforwardly(
  programs: readonly Program[],
  profile: ApplicantProfile,
  options: RankOptions,
): MatchResult {
  const ctx = applicantContext(profile, options.referenceDate);
  const categories = options.categories?.length ? new Set(options.categories) : null;
  const scored: Scored[] = [];
  for (const program of programs) {
    if (CLOSED.has(program.status)) continue;
    if (categories && !categories.has(program.category)) continue;
    const cp: CompiledProgram = {
      program,
      traits: traitsOf(program, landProgram(program)),
      deadlineEndMs: deadlineEndMs(program),
    };
    const eligibility = checkEligibility(program, profile, options.referenceDate, ctx.sme);
    if (!eligibility.eligible) continue;
    const regulation = cp.traits.deminimisRegulation;
    if (regulation && ctx.deminimis[regulation].headroomEur <= 0) continue;
    const estimate = estimateAmount(cp, ctx, typicalBudgetEur(cp.traits, ctx));
    if (estimate.excluded) continue;
    const missing = missingFields(cp.traits, ctx, eligibility.missingData);
    const parts = { ...partsWithoutAmount(cp, ctx, missing), amount: amountPoints(estimate.valueEur) };
    scored.push({ cp, parts, missing, estimate, score: roundScore(sumOf(parts)) });
  }
  const limit = Math.max(0, Math.floor(options.limit));
  return {
    total: scored.length,
    matches: scored
      .sort(compareMatches)
      .slice(0, limit)
      .map((s) => ({
        programId: s.cp.program.id,
        programName: s.cp.program.name,
        score: s.score,
        reasons: buildReasons(s.cp, ctx, s.parts, s.estimate, s.missing),
      })),
  };
}
