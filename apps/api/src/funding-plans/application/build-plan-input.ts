import { amountNotStatedText, amountsKnown, type Program } from '@libs/catalogue';
import {
  candidateFromProgram,
  classifyEnterprise,
  COST_KINDS,
  genericCandidates,
  legalBasisOf,
  PLAN_CODES,
  PLAN_SOURCES,
  type CompanyFacts,
  type DeminimisGrant,
  type ExcludedProgram,
  type PlanCandidate,
  type PlanInput,
  type ProgramOverride,
  type ProjectFacts,
} from '@libs/funding-plans';
import { parseFederalState } from '@libs/shared';
import { calculateSubsidy, type DatedRule } from '@libs/subsidy-engine';
import type { FundingPlanRequest, ProgramTermsInput } from './plan-request.model';

export interface BuiltPlanInput {
  input: PlanInput;
  /** Programs named in the request that the hard filters or the instrument rule out. */
  excluded: ExcludedProgram[];
}

function overrideOf(t: ProgramTermsInput): ProgramOverride {
  const loan =
    t.interestRatePercent !== undefined && t.termYears !== undefined
      ? {
          interestRatePercent: t.interestRatePercent,
          termYears: t.termYears,
          ...(t.gracePeriodYears !== undefined ? { gracePeriodYears: t.gracePeriodYears } : {}),
          ...(t.marginBasisPoints !== undefined ? { marginBasisPoints: t.marginBasisPoints } : {}),
        }
      : undefined;
  const guarantee =
    t.guaranteePremiumPercent !== undefined &&
    t.marketPremiumPercent !== undefined &&
    t.termYears !== undefined
      ? {
          premiumPercent: t.guaranteePremiumPercent,
          marketPremiumPercent: t.marketPremiumPercent,
          termYears: t.termYears,
        }
      : undefined;
  return {
    programId: t.programId,
    ...(t.costKinds ? { costKinds: t.costKinds } : {}),
    ...(loan ? { loan } : {}),
    ...(guarantee ? { guarantee } : {}),
    ...(t.exclusiveWith ? { exclusiveWith: t.exclusiveWith } : {}),
    ...(t.excludesOtherAidOnSameCosts !== undefined
      ? { excludesOtherAidOnSameCosts: t.excludesOtherAidOnSameCosts }
      : {}),
    ...(t.reducibleToDeminimisHeadroom !== undefined
      ? { reducibleToDeminimisHeadroom: t.reducibleToDeminimisHeadroom }
      : {}),
    ...(t.legalBasis !== undefined ? { legalBasis: legalBasisOf(t.legalBasis) } : {}),
  };
}

/** The engine's checks of the amount, which on the 1 EUR probe budget say nothing about the program. */
const PROBE_BUDGET_CODES: ReadonlySet<string> = new Set(['BELOW_MIN_COSTS', 'BELOW_MIN_AMOUNT']);

/** The engine's rate for this applicant before amount caps: the last rate line of its breakdown. */
function rateOf(result: ReturnType<typeof calculateSubsidy>): number {
  const line = [...result.breakdown].reverse().find((b) => b.unit === 'rate' && typeof b.value === 'number');
  return line?.value ?? result.effectiveSubsidyRate;
}

/**
 * The request and the tenant's catalogue as the planner's input. Each program passes the subsidy engine's
 * hard filters (status, deadline on the application day, region, size with the group's figures, age, sector)
 * and becomes a candidate with the engine's rate for this applicant.
 */
export function buildPlanInput(
  req: FundingPlanRequest,
  programs: readonly Program[],
  today: string,
  baseRates: readonly DatedRule<number>[],
): BuiltPlanInput {
  const applicationDate = req.project.applicationDate ?? today;
  const land =
    parseFederalState(req.project.federalState ?? req.company.federalState) ?? req.company.federalState;
  const grants: DeminimisGrant[] =
    req.company.deminimisGrants ??
    (req.company.deminimisUsedEur
      ? [
          {
            amountEur: req.company.deminimisUsedEur,
            grantDate: applicationDate,
            regulation: 'general',
            label: 'deminimisUsedEur (Summe ohne Datum)',
          },
        ]
      : []);
  const company: CompanyFacts = {
    own: {
      staffHeadcount: req.company.employeeCount,
      turnoverEur: req.company.revenueEur,
      balanceSheetEur: req.company.balanceSheetEur ?? null,
    },
    relations: (req.company.relations ?? []).map((r) => ({
      name: r.name,
      sharePercent: r.sharePercent,
      staffHeadcount: r.employeeCount,
      turnoverEur: r.revenueEur,
      balanceSheetEur: r.balanceSheetEur ?? null,
      ...(r.qualifiedInvestor !== undefined ? { qualifiedInvestor: r.qualifiedInvestor } : {}),
    })),
    deminimisGrants: grants,
    startUp: {
      registeredOn: req.company.registeredOn ?? null,
      listed: req.company.listed ?? null,
      profitsDistributed: req.company.profitsDistributed ?? null,
      formedByMerger: req.company.formedByMerger ?? null,
    },
    primaryAgriculturalProduction: req.company.primaryAgriculturalProduction ?? null,
  };
  const project: ProjectFacts = {
    plannedStart: req.project.plannedStart,
    applicationDate,
    federalState: land,
    kreis: req.project.kreis ?? null,
    ...(req.project.regionalAidMapRatePercent !== undefined
      ? { regionalAidMapRatePercent: req.project.regionalAidMapRatePercent }
      : {}),
    costs: Object.fromEntries(COST_KINDS.map((k) => [k, req.project.costs[k] ?? 0])),
    researchCategory: req.project.researchCategory ?? null,
    effectiveCollaboration: req.project.effectiveCollaboration ?? null,
    trainingForDisadvantagedWorkers: req.project.trainingForDisadvantagedWorkers ?? null,
  };
  const group = classifyEnterprise(company.own, company.relations);
  // The engine's hard filters see the group's figures, so the size checks use the aggregated class.
  const profile = {
    employeeCount: group.figures.staffHeadcount,
    revenueEur: group.figures.turnoverEur,
    balanceSheetEur: group.figures.balanceSheetEur,
    federalState: land,
    industryCode: req.company.industryCode,
    companyAgeYears: req.company.companyAgeYears ?? null,
    deminimisUsedEur: 0,
  };
  const overrides = new Map((req.programTerms ?? []).map((t) => [t.programId, overrideOf(t)]));
  const named = req.programIds !== undefined;
  const day = new Date(`${applicationDate}T12:00:00Z`);
  const candidates: PlanCandidate[] = [];
  const excluded: ExcludedProgram[] = [];
  for (const program of programs) {
    const override = overrides.get(program.id);
    // No stated amount or rate (an imported program): never planned as 0, named with its source.
    if (!amountsKnown(program) && !override) {
      if (named) excluded.push(notStated(program));
      continue;
    }
    const probe = candidateFromProgram(program, 1, override, applicationDate);
    if (!probe) {
      if (named)
        excluded.push({
          programId: program.id,
          name: program.name,
          reasons: [
            {
              code: 'NOT_PLANNABLE',
              message: PLAN_CODES.NOT_PLANNABLE,
              legalSource: PLAN_SOURCES.programGuideline,
            },
          ],
        });
      continue;
    }
    const covered = probe.costKinds.reduce((s, k) => s + (project.costs[k] ?? 0), 0);
    // A program that names no cost kinds goes on to the planner, which says why it is not planned.
    if (covered <= 0 && !named && probe.costKinds.length > 0) continue;
    const engine = calculateSubsidy({
      program,
      profile,
      projectBudgetEur: Math.max(covered, 1),
      referenceDate: day,
    });
    // The engine's hard filters: for a named program each failing one is a reason, and the planner adds every
    // other that applies (status, dates, cost kinds, ceilings). Costs of none of the program's kinds are the
    // planner's NO_ELIGIBLE_COSTS, not "1 EUR below the minimum costs" of the probe budget.
    const failures = engine.warnings.filter(
      (w) => w.severity === 'error' && !(covered <= 0 && PROBE_BUDGET_CODES.has(w.code)),
    );
    if (failures.length > 0 && !named) continue;
    const candidate = candidateFromProgram(
      program,
      rateOf(engine),
      override,
      applicationDate,
    ) as PlanCandidate;
    candidates.push(
      failures.length > 0
        ? {
            ...candidate,
            ineligible: failures.map((w) => ({
              code: 'NOT_ELIGIBLE' as const,
              message: `${PLAN_CODES.NOT_ELIGIBLE} (${w.message})`,
              legalSource: PLAN_SOURCES.programGuideline,
            })),
          }
        : candidate,
    );
  }
  // The generic measures are the law's ceilings, not programs: only on request (see the DTO's description).
  if (req.includeGenericGberMeasures === true) {
    const generic = genericCandidates(company, project, group.size);
    candidates.push(...generic.candidates);
    excluded.push(...generic.excluded);
  }
  return {
    input: {
      company,
      project,
      candidates,
      referenceDate: today,
      baseRates,
      ...(req.baseRatePercent !== undefined ? { baseRatePercent: req.baseRatePercent } : {}),
      alternatives: req.alternatives ?? 3,
    },
    excluded,
  };
}

/** The exclusion of a program whose source states no amounts, with the source and its licence. */
function notStated(program: Program): ExcludedProgram {
  const a = program.source.attribution;
  const source = a
    ? `Text: ${a.name}, ${a.publisher}, ${a.licence} (${a.licenceUrl}), abgerufen am ${a.retrievedAt}: ${program.source.url ?? ''}`
    : (program.source.url ?? PLAN_SOURCES.programGuideline);
  return {
    programId: program.id,
    name: program.name,
    reasons: [
      {
        code: 'AMOUNT_NOT_STATED',
        message: `${amountNotStatedText(program)}. ${PLAN_CODES.AMOUNT_NOT_STATED}`,
        legalSource: source,
      },
    ],
  };
}
