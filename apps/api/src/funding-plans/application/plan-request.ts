import type { Program } from '@libs/catalogue';
import {
  limitCandidates,
  planFunding,
  PLAN_CODES,
  PLAN_SOURCES,
  type Finding,
  type FundingPlanResult,
} from '@libs/funding-plans';
import type { DatedRule } from '@libs/subsidy-engine';
import type { FundingPlanRequest } from './plan-request.model';
import { buildPlanInput } from './build-plan-input';
import { DEFAULT_ALTERNATIVES, unusedInputNotes } from './unused-inputs';
import { probeNotes } from './probe-inputs';

export interface PlanContext {
  programs: readonly Program[];
  today: string;
  baseRates: readonly DatedRule<number>[];
  candidatesMax: number;
}

/** One plan for the request: candidates from the catalogue, the plan's limit, the pure planner. */
function planOnce(request: FundingPlanRequest, ctx: PlanContext): FundingPlanResult & { found: number } {
  const built = buildPlanInput(request, ctx.programs, ctx.today, ctx.baseRates);
  // Ranked by capped aid value (grant equivalents for loans and guarantees), so loans cannot crowd out grants.
  const { kept, dropped } = limitCandidates(built.input, ctx.candidatesMax);
  const wanted = request.alternatives ?? DEFAULT_ALTERNATIVES;
  // At least the default number is searched, so the answer can say when `alternatives` changes nothing.
  const result = planFunding({
    ...built.input,
    candidates: kept,
    alternatives: Math.max(wanted, DEFAULT_ALTERNATIVES),
  });
  const found = result.alternatives.length;
  result.alternatives = result.alternatives.slice(0, wanted);
  result.notes.push(...unusedInputNotes(request, ctx.programs, built.input, found));
  result.excluded.push(
    ...built.excluded,
    ...dropped.map((c) => ({
      programId: c.id,
      name: c.name,
      reasons: [
        {
          code: 'CANDIDATE_LIMIT' as const,
          message: `${PLAN_CODES.CANDIDATE_LIMIT} (höchstens ${ctx.candidatesMax})`,
          legalSource: PLAN_SOURCES.programGuideline,
        },
      ],
    })),
  );
  return { ...result, found };
}

const outcome = (r: FundingPlanResult): string =>
  JSON.stringify([r.programs, r.excluded, r.totals, r.alternatives, r.deminimisLedger]);

/** At most this many program terms are checked by planning without them (one plan each). */
const TERMS_CHECKED = 8;

/**
 * The plan, with a note for every input that changes nothing: the rules of `unusedInputNotes`, terms
 * for programs outside `programIds`, and each program's terms that leave the plan as it is without them.
 */
export function planRequest(request: FundingPlanRequest, ctx: PlanContext): FundingPlanResult {
  const { found: _found, ...result } = planOnce(request, ctx);
  const terms = request.programTerms ?? [];
  const notes: Finding[] = [];
  const outside = terms
    .map((t) => t.programId)
    .filter((id) => request.programIds !== undefined && !request.programIds.includes(id));
  if (outside.length > 0)
    notes.push({
      code: 'PROGRAM_TERMS_UNUSED',
      message: `${PLAN_CODES.PROGRAM_TERMS_UNUSED} (${[...new Set(outside)].sort().join(', ')})`,
      legalSource: PLAN_SOURCES.programGuideline,
    });
  const base = outcome(result);
  terms.slice(0, TERMS_CHECKED).forEach((t, i) => {
    if (outside.includes(t.programId)) return;
    const without = { ...request, programTerms: terms.filter((_, j) => j !== i) };
    if (outcome(planOnce(without, ctx)) !== base) return;
    const fields = Object.keys(t).filter((k) => k !== 'programId');
    notes.push({
      code: 'INPUT_WITHOUT_EFFECT',
      message: `${PLAN_CODES.INPUT_WITHOUT_EFFECT} (programTerms[${i}] ${t.programId}: ${fields.join(', ')} ändern den Plan nicht)`,
      legalSource: PLAN_SOURCES.programGuideline,
    });
  });
  notes.push(...probeNotes(request, result, base, (r) => outcome(planOnce(r, ctx))));
  result.notes.push(...notes);
  return result;
}
