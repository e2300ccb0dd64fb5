import type { ProfileField } from '@libs/subsidy-engine';
import {
  AMOUNT_SCALE_EUR,
  DEADLINE_FULL_POINTS_DAYS,
  DEADLINE_PLANNED_POINTS,
  POINTS_PER_MISSING_FIELD,
  SCORE_WEIGHTS,
  SPECIFICITY_POINTS as P,
} from '../domain/scoring-weights';
import type { ApplicantContext } from './applicant-context';
import type { Audience } from './audience';
import type { CompiledProgram, ProgramTraits } from './program-traits';

/** Points per criterion (see SCORE_WEIGHTS); `amount` is filled in last, it needs the engine's estimate. */
export interface ScoreParts {
  region: number;
  targetGroup: number;
  phase: number;
  completeness: number;
  deadline: number;
  deminimis: number;
  amount: number;
}

const DAY_MS = 86_400_000;
/** Below this age a company counts as young/founding (KfW and Länder programs mostly draw the line at 3 or 5). */
export const FOUNDING_BELOW_YEARS = 3;
export const YOUNG_BELOW_YEARS = 5;

export function targetGroupPoints(a: Audience, ctx: ApplicantContext): number {
  if (a.sizes.includes(ctx.sme.size)) return P.targetGroupExact;
  if (a.young && ctx.age !== null && ctx.age < YOUNG_BELOW_YEARS) return P.targetGroupExact;
  if (a.sme && ctx.sme.isSme) return P.targetGroupSme;
  return a.generic ? P.targetGroupGeneric : 0;
}

/** Which age-specific phase of the program fits the applicant's age, if any. */
export function fittingPhase(
  a: Audience,
  age: number | null,
): 'age-limit' | 'founding' | 'consolidation' | 'growth' | null {
  if (age === null) return null;
  if (a.ageLimited) return 'age-limit';
  if (a.founding && age < FOUNDING_BELOW_YEARS) return 'founding';
  if (a.consolidation && age < YOUNG_BELOW_YEARS) return 'consolidation';
  if (a.growth && age >= FOUNDING_BELOW_YEARS) return 'growth';
  return null;
}

export function phasePoints(a: Audience, age: number | null): number {
  if (fittingPhase(a, age) !== null) return P.phaseMatch;
  const ageSpecific = a.founding || a.consolidation || a.growth;
  return ageSpecific && age !== null ? 0 : P.phaseNeutral;
}

export function daysLeft(cp: CompiledProgram, ctx: ApplicantContext): number | null {
  return cp.deadlineEndMs === null ? null : Math.floor((cp.deadlineEndMs - ctx.referenceMs) / DAY_MS);
}

/** The most deadline points any program of these traits can get, whatever its deadline. */
export const deadlinePointsMax = (t: ProgramTraits): number =>
  t.planned ? DEADLINE_PLANNED_POINTS : SCORE_WEIGHTS.deadline;

export function deadlinePoints(cp: CompiledProgram, ctx: ApplicantContext): number {
  if (cp.traits.planned) return DEADLINE_PLANNED_POINTS;
  const days = daysLeft(cp, ctx);
  if (days === null) return SCORE_WEIGHTS.deadline;
  return SCORE_WEIGHTS.deadline * Math.min(1, Math.max(0, days) / DEADLINE_FULL_POINTS_DAYS);
}

export function deminimisPoints(t: ProgramTraits, ctx: ApplicantContext): number {
  if (t.deminimisRegulation === null) return SCORE_WEIGHTS.deminimis;
  const room = ctx.deminimis[t.deminimisRegulation];
  return room.ceilingEur > 0 ? (SCORE_WEIGHTS.deminimis * room.headroomEur) / room.ceilingEur : 0;
}

/** The engine's missing fields plus prior de-minimis aid where the program is de-minimis aid. */
export function missingFields(
  t: ProgramTraits,
  ctx: ApplicantContext,
  engine: readonly ProfileField[],
): ProfileField[] {
  const fields = new Set(engine);
  const used = ctx.profile.deminimisUsedEur;
  if (t.deminimisRegulation !== null && (used === undefined || used === null)) fields.add('deminimisUsedEur');
  return [...fields];
}

export const completenessPoints = (missing: readonly ProfileField[]): number =>
  Math.max(0, SCORE_WEIGHTS.completeness - POINTS_PER_MISSING_FIELD * missing.length);

/** Log scale between AMOUNT_SCALE_EUR.floor (0 points) and .ceiling (full points). */
export function amountPoints(valueEur: number): number {
  const { floor, ceiling } = AMOUNT_SCALE_EUR;
  const x = Math.log10(Math.max(valueEur, floor) / floor) / Math.log10(ceiling / floor);
  return SCORE_WEIGHTS.amount * Math.min(1, x);
}

/** The criteria every program of these traits shares for this applicant: all but deadline and amount. */
export function sharedParts(
  t: ProgramTraits,
  ctx: ApplicantContext,
  missing: readonly ProfileField[],
): ScoreParts {
  return {
    region: t.landProgram ? P.landProgram : P.nationwideProgram,
    targetGroup: targetGroupPoints(t.audience, ctx),
    phase: phasePoints(t.audience, ctx.age),
    completeness: completenessPoints(missing),
    deadline: 0,
    deminimis: deminimisPoints(t, ctx),
    amount: 0,
  };
}

export function partsWithoutAmount(
  cp: CompiledProgram,
  ctx: ApplicantContext,
  missing: readonly ProfileField[],
): ScoreParts {
  return { ...sharedParts(cp.traits, ctx, missing), deadline: deadlinePoints(cp, ctx) };
}

/**
 * The sum in two steps, so that a group's head (`prefixOf`) is added once and the bound of any deadline and
 * amount is the very sum `sumOf` computes: the same additions in the same order give the same float.
 */
export const prefixOf = (p: ScoreParts): number => p.region + p.targetGroup + p.phase + p.completeness;
export const sumWith = (prefix: number, deadline: number, deminimis: number, amount: number): number =>
  prefix + deadline + deminimis + amount;
export const sumOf = (p: ScoreParts): number => sumWith(prefixOf(p), p.deadline, p.deminimis, p.amount);

/** One decimal, as answered; the ordering uses the rounded value so that equal displayed scores tie. */
export const roundScore = (points: number): number =>
  Math.round(Math.min(100, Math.max(0, points)) * 10) / 10;
