import type { Program } from '@libs/catalogue';
import {
  checkEligibility,
  type ApplicantProfile,
  type EligibilityResult,
  type ProfileField,
} from '@libs/subsidy-engine';
import type { MatchResult, RankOptions } from '../domain/match-result';
import { applicantContext, type ApplicantContext } from './applicant-context';
import { buildReasons } from './build-reasons';
import { compileCatalogue, type CompiledCatalogue, type CompiledProgram } from './compile-catalogue';
import { estimateAmount, maxValueEur, typicalBudgetEur, type AmountEstimate } from './estimate-amount';
import {
  amountPoints,
  missingFields,
  partsWithoutAmount,
  roundScore,
  sumOf,
  type ScoreParts,
} from './score-parts';

interface Candidate {
  cp: CompiledProgram;
  parts: ScoreParts;
  missing: ProfileField[];
  budgetEur: number;
  /** Highest value the amount criterion can see (`maxValueEur`). */
  maxValueEur: number;
  /** Highest score the program can reach: its other criteria plus the amount points of `maxValueEur`. */
  bound: number;
}

interface Scored extends Candidate {
  score: number;
  estimate: AmountEstimate;
}

const byId = (a: CompiledProgram, b: CompiledProgram): number =>
  a.program.id < b.program.id ? -1 : a.program.id > b.program.id ? 1 : 0;

/** The documented order: score desc, then the scored (instrument-weighted) amount desc, then id asc (byte-wise). */
export const compareMatches = (a: Scored, b: Scored): number =>
  b.score - a.score || b.estimate.valueEur - a.estimate.valueEur || byId(a.cp, b.cp);

/** Could `c`, scoring exactly its bound, still sort before `worst` (value desc, then id asc)? */
const beatsOnTie = (c: Candidate, worst: Scored): boolean =>
  c.maxValueEur > worst.estimate.valueEur ||
  (c.maxValueEur === worst.estimate.valueEur && byId(c.cp, worst.cp) < 0);

/**
 * Hard filters, all of them the engine's checks (status, deadline, region, size, age, sector) plus what it
 * reports in a calculation (de-minimis allowance used up), and the requested categories.
 */
function eligibleCandidates(
  catalogue: CompiledCatalogue,
  ctx: ApplicantContext,
  options: RankOptions,
): Candidate[] {
  const categories = options.categories?.length ? new Set(options.categories) : null;
  const memo = new Map<number, EligibilityResult>();
  const pool = ctx.land ? [...catalogue.open, ...(catalogue.byLand.get(ctx.land) ?? [])] : catalogue.open;
  const candidates: Candidate[] = [];
  for (const cp of pool) {
    if (categories && !categories.has(cp.program.category)) continue;
    if (cp.deadlineEndMs !== null && cp.deadlineEndMs < ctx.referenceMs) continue;
    if (cp.deminimisRegulation && ctx.deminimis[cp.deminimisRegulation].headroomEur <= 0) continue;
    let eligibility = memo.get(cp.eligibilityClass);
    if (!eligibility) {
      const representative = catalogue.eligibilityClasses[cp.eligibilityClass] ?? cp.program;
      eligibility = checkEligibility(representative, ctx.profile, ctx.referenceDate, ctx.sme);
      memo.set(cp.eligibilityClass, eligibility);
    }
    if (!eligibility.eligible) continue;
    const missing = missingFields(cp, ctx, eligibility.missingData);
    const parts = partsWithoutAmount(cp, ctx, missing);
    const budgetEur = typicalBudgetEur(cp, ctx);
    const maxValue = maxValueEur(cp, budgetEur);
    const bound = roundScore(sumOf(parts) + amountPoints(maxValue));
    candidates.push({ cp, parts, missing, budgetEur, maxValueEur: maxValue, bound });
  }
  return candidates;
}

/**
 * Ranks the programs an applicant can get (spec 2.6/2.7). Pure: the same input gives the same output.
 * The engine's estimate is the expensive part, so candidates are visited best bound first and the walk stops
 * once no remaining program can reach the `limit`-th score: at 100,000 programs only a few hundred estimates
 * run. `total` counts every candidate that passed the hard filters; a program the estimate reveals as
 * impossible (e.g. a legal maximum intensity of 0 for the applicant's size) is removed from it when visited.
 */
export function rankPrograms(
  programs: readonly Program[] | CompiledCatalogue,
  profile: ApplicantProfile,
  options: RankOptions,
): MatchResult {
  const catalogue = Array.isArray(programs) ? compileCatalogue(programs) : (programs as CompiledCatalogue);
  const ctx = applicantContext(profile, options.referenceDate);
  const limit = Math.max(0, Math.floor(options.limit));
  const candidates = eligibleCandidates(catalogue, ctx, options).sort(
    (a, b) => b.bound - a.bound || byId(a.cp, b.cp),
  );
  let total = candidates.length;
  const top: Scored[] = [];
  for (const c of candidates) {
    const worst = top[top.length - 1];
    if (top.length >= limit && (limit === 0 || (worst && worst.score > c.bound))) break;
    // At best a tie on score: it can only get in through the secondary keys, which are known without the engine.
    if (top.length >= limit && worst && worst.score === c.bound && !beatsOnTie(c, worst)) continue;
    const estimate = estimateAmount(c.cp, ctx, c.budgetEur);
    if (estimate.excluded) {
      total -= 1;
      continue;
    }
    const parts = { ...c.parts, amount: amountPoints(estimate.valueEur) };
    const scored: Scored = { ...c, parts, estimate, score: roundScore(sumOf(parts)) };
    const at = top.findIndex((t) => compareMatches(scored, t) < 0);
    top.splice(at === -1 ? top.length : at, 0, scored);
    if (top.length > limit) top.pop();
  }
  return {
    total,
    matches: top.map((s) => ({
      programId: s.cp.program.id,
      programName: s.cp.program.name,
      score: s.score,
      reasons: buildReasons(s.cp, ctx, s.parts, s.estimate, s.missing),
    })),
  };
}
