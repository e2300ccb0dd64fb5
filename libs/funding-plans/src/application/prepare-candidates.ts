import type { CompanySize } from '@libs/shared';
import { ruleAt } from '@libs/subsidy-engine';
import type { CostKind, PlanCandidate, PlanInput } from '../domain/plan-input';
import type { ExcludedProgram, Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import { PLAN_SOURCES } from '../rules/plan-sources';
import { dayAsDate } from './calendar';
import {
  guaranteeGrantEquivalent,
  loanGrantEquivalent,
  type GrantEquivalent,
} from './gross-grant-equivalent';
import { maxIntensityFor } from './max-intensity';
import { notInForce } from './intensity-outcome';
import type { PreparedCandidate } from './prepared-candidate';
import { deEurFromCents, deNumber3 } from './german-numbers';
import { fzulgBase, type FzulgBase } from './fzulg-base';
import { legalAmountCap, namedStartUpReasons, sectorExclusion } from './gber-measures';
import { noEligibleCostsDetail, sortReasons } from './exclusion-reasons';
import { REFERENCE_RATE_METHOD } from '../rules/reference-rate-method';
/** Upper bound of the advantage where a State-aid loan's terms are unknown (LOAN_TERMS_ASSUMED). */
const ASSUMED_LOAN = { interestRatePercent: 0, termYears: 10, gracePeriodYears: 2 };
const eur = deEurFromCents;
const cents = (e: number): number => Math.round(e * 100);

export interface Prepared {
  prepared: PreparedCandidate[];
  /** Every candidate the hard checks exclude, with all their reasons, most fundamental first. */
  excluded: ExcludedProgram[];
  /**
   * The excluded candidates whose amount could still be worked out: the plan checks them against the
   * ceilings too (de-minimis headroom, minimum amount), so that one reason does not hide another.
   */
  measurable: PreparedCandidate[];
  ruleVersions: Set<string>;
}

function baseRate(input: PlanInput): { percent: number; source: string; id: string } | null {
  if (input.baseRatePercent !== undefined && input.baseRatePercent !== null) {
    return {
      percent: input.baseRatePercent,
      source: `${PLAN_SOURCES.baseRates} (Angabe im Auftrag)`,
      id: 'eu-base-rate-request',
    };
  }
  const rule = input.baseRates ? ruleAt(input.baseRates, dayAsDate(input.project.applicationDate)) : null;
  return rule ? { percent: rule.value, source: rule.legalSource, id: rule.id } : null;
}

interface Amount {
  /** Why the candidate cannot be planned on this project's costs (none where its amount is known). */
  reasons: Finding[];
  prepared: PreparedCandidate | null;
  ruleVersions: string[];
}

const unmeasurable = (...reasons: Finding[]): Amount => ({ reasons, prepared: null, ruleVersions: [] });

/**
 * The candidate's nominal amount on this project: the program's rate on the costs it covers, capped by the
 * legal intensity and its maximum amount; loans and guarantees with their gross grant equivalent. Where the
 * amount cannot be worked out, why (cost kinds, intensity, grant equivalent), in the caller's terms.
 */
function amountOf(
  c: PlanCandidate,
  input: PlanInput,
  size: CompanySize,
  base: ReturnType<typeof baseRate>,
): Amount {
  const { project } = input;
  if (c.costKinds.length === 0)
    return unmeasurable(finding('COST_KINDS_UNKNOWN', PLAN_SOURCES.programGuideline));
  const fz: FzulgBase | null =
    c.legalBasis.kind === 'tax' && c.legalBasis.law === 'FZulG' ? fzulgBase(project, size) : null;
  const costs = c.costKinds
    .map((kind: CostKind) => ({
      kind,
      cents: cents(project.costs[kind] ?? 0) * (fz && kind === 'contractResearch' ? fz.contractShare : 1),
    }))
    .filter((x) => x.cents > 0);
  const coveredCents = costs.reduce((s, x) => s + x.cents, 0);
  const intensity = maxIntensityFor(c, size, project, project.applicationDate);
  const reasons: Finding[] = [];
  if (coveredCents === 0)
    reasons.push(
      finding('NO_ELIGIBLE_COSTS', PLAN_SOURCES.programGuideline, {
        detail: noEligibleCostsDetail(c.costKinds, project.costs),
      }),
    );
  if (intensity.kind === 'unavailable') reasons.push(intensity.reason);
  if (reasons.length > 0 || intensity.kind === 'unavailable') return unmeasurable(...reasons);
  const ruleVersions: string[] = [];
  const findings: Finding[] = [
    ...(c.notes ?? []),
    ...(intensity.kind === 'capped' ? intensity.findings : []),
  ];
  if (intensity.kind === 'capped') ruleVersions.push(...intensity.ruleVersions);
  const stateAid = c.legalBasis.kind !== 'none';
  const maxIntensity = intensity.kind === 'capped' ? intensity.rate : null;

  let aidRatio = 1;
  let ge: GrantEquivalent | undefined;
  // The FZulG's lump sum for overhead raises its assessment base, not the project's costs: the cumulation
  // caps stay on the costs the advisor gave (the lawful side, the overhead is not among them).
  let base100 = coveredCents * (1 + (fz?.overhead ?? 0));
  let rate = c.rate;
  if (fz) {
    ruleVersions.push(...fz.ruleVersions);
    if (rate > fz.legalRate) {
      findings.push(fz.rateFinding(rate));
      rate = fz.legalRate;
    }
    findings.push(...fz.findings(rate, coveredCents));
    const capped = fz.capFinding(base100);
    if (capped) {
      findings.push(capped);
      base100 = fz.baseCapCents;
    }
  }
  let nominal = rate * base100;
  if (c.instrument === 'grant' || c.instrument === 'tax') {
    if (maxIntensity !== null && rate > maxIntensity) {
      nominal = maxIntensity * base100;
      findings.push(
        finding(
          'LEGAL_INTENSITY_CAP',
          intensity.kind === 'capped' ? intensity.legalSource : PLAN_SOURCES.programGuideline,
          {
            detail: `${intensity.kind === 'capped' ? intensity.label : ''}: ${Math.round(maxIntensity * 1000) / 10} % statt ${Math.round(rate * 1000) / 10} %`,
          },
        ),
      );
    }
  } else if (!stateAid) {
    aidRatio = 0;
  } else if (!base) {
    return unmeasurable(
      finding('GRANT_EQUIVALENT_UNKNOWN', PLAN_SOURCES.baseRates, {
        detail: `Antragsdatum ${project.applicationDate}`,
      }),
    );
  } else {
    const method = ruleAt(REFERENCE_RATE_METHOD, dayAsDate(project.applicationDate));
    if (!method) {
      const out = notInForce(
        'Referenzzinsmethode',
        REFERENCE_RATE_METHOD,
        project.applicationDate,
        PLAN_SOURCES.referenceRateMethod,
      );
      return unmeasurable(...(out.kind === 'unavailable' ? [out.reason] : []));
    }
    ruleVersions.push(base.id, method.id);
    if (c.instrument === 'loan') {
      const terms = c.loan ?? ASSUMED_LOAN;
      if (!c.loan) findings.push(finding('LOAN_TERMS_ASSUMED', PLAN_SOURCES.grossGrantEquivalent));
      ge = loanGrantEquivalent(1_000_000_00, terms, base.percent, method.value);
    } else if (c.guarantee) {
      ge = guaranteeGrantEquivalent(1_000_000_00, c.guarantee, base.percent, method.value);
    } else {
      return unmeasurable(
        finding('GRANT_EQUIVALENT_UNKNOWN', PLAN_SOURCES.grossGrantEquivalent, {
          detail: 'Bürgschaftskonditionen fehlen',
        }),
      );
    }
    aidRatio = ge.ggeCents / 1_000_000_00;
  }
  const cap = legalAmountCap(c, project);
  if (cap && nominal > cents(cap.eur)) {
    findings.push(
      finding('MAX_AMOUNT_CAP', cap.legalSource, {
        detail: `${eur(nominal)} → ${eur(cents(cap.eur))}`,
      }),
    );
    nominal = cents(cap.eur);
  }
  if (ge) {
    findings.push(
      finding('GRANT_EQUIVALENT', `${PLAN_SOURCES.grossGrantEquivalent}; ${base?.source ?? ''}`, {
        detail: `${ge.explanation}: ${deNumber3(aidRatio * 100)} % des Betrags`,
      }),
    );
  }
  if (Math.round(nominal) <= 0)
    return unmeasurable(
      ...(findings.length ? findings : [finding('NO_ELIGIBLE_COSTS', PLAN_SOURCES.programGuideline)]),
    );
  return {
    reasons: [],
    ruleVersions,
    prepared: {
      candidate: c,
      costs,
      coveredCents,
      nominalCents: Math.round(nominal),
      aidRatio,
      stateAid,
      maxIntensity,
      intensityLabel: intensity.kind === 'capped' ? intensity.label : null,
      intensitySource: intensity.kind === 'capped' ? intensity.legalSource : null,
      deminimis: c.legalBasis.kind === 'deminimis' ? c.legalBasis.regulation : null,
      findings,
      ...(ge ? { grantEquivalent: ge.explanation } : {}),
    },
  };
}

/**
 * The hard, combination-independent checks of each candidate (incentive effect, deadline, costs, regional
 * map) and its nominal amount on this project: the program's rate, capped by the legal intensity and its
 * maximum amount; loans and guarantees with their gross grant equivalent.
 */
export function prepareCandidates(input: PlanInput, size: CompanySize): Prepared {
  const { project } = input;
  const prepared: PreparedCandidate[] = [];
  const excluded: ExcludedProgram[] = [];
  const measurable: PreparedCandidate[] = [];
  const ruleVersions = new Set<string>();
  const base = baseRate(input);

  for (const c of [...input.candidates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    // Every reason that applies, not the first one: the advisor sees all that must change at once.
    const reasons: Finding[] = [...(c.ineligible ?? [])];
    const sector = sectorExclusion(c, input.company);
    if (sector) reasons.push(sector);
    reasons.push(...namedStartUpReasons(c, input.company, size, project.applicationDate));
    if (c.announced && (!c.opensOn || project.applicationDate < c.opensOn)) {
      reasons.push(
        finding('NOT_YET_OPEN', PLAN_SOURCES.programGuideline, {
          detail: c.opensOn
            ? `Anträge ab ${c.opensOn}, Antragsdatum ${project.applicationDate}`
            : 'Starttermin nicht bekannt',
        }),
      );
    }
    if (c.applicationDeadline !== null && c.applicationDeadline < project.applicationDate) {
      reasons.push(
        finding('APPLICATION_DEADLINE_PASSED', PLAN_SOURCES.programGuideline, {
          detail: `Frist ${c.applicationDeadline}, Antragsdatum ${project.applicationDate}`,
        }),
      );
    }
    if (c.requiresApplicationBeforeStart && !(project.applicationDate < project.plannedStart)) {
      const source =
        c.legalBasis.kind === 'gber' || c.legalBasis.kind === 'regional-aid-map'
          ? PLAN_SOURCES.incentiveEffect
          : `${PLAN_SOURCES.programGuideline}; ${PLAN_SOURCES.incentiveEffect}`;
      reasons.push(
        finding('INCENTIVE_EFFECT_MISSING', source, {
          detail: `Antrag ${project.applicationDate}, Beginn ${project.plannedStart}`,
        }),
      );
    }
    const amount = amountOf(c, input, size, base);
    reasons.push(...amount.reasons);
    if (amount.prepared) for (const id of amount.ruleVersions) ruleVersions.add(id);
    if (reasons.length > 0) {
      excluded.push({ programId: c.id, name: c.name, reasons: sortReasons(reasons) });
      if (amount.prepared) measurable.push(amount.prepared);
      continue;
    }
    if (amount.prepared) prepared.push(amount.prepared);
  }
  return { prepared, excluded, measurable, ruleVersions };
}
