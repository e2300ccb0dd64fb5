import type { DeminimisRegulation } from '@libs/shared';
import { COST_KINDS, type CostKind, type PlanInput } from '../domain/plan-input';
import type { FundingPlanResult, LedgerEntry } from '../domain/plan-result';
import { nominalAidCents, type PreparedCandidate } from './prepared-candidate';
import { classifyEnterprise } from './classify-enterprise';
import { components, conflictBetween } from './conflicts';
import { deminimisLedger } from './deminimis-ledger';
import { finding } from '../domain/finding';
import { PLAN_SOURCES } from '../rules/plan-sources';
import { evaluateCombination } from './evaluate-combination';
import { explainExcluded } from './explain-excluded';
import { ceilingAlone, withCeilingReasons } from './ceiling-reasons';
import { prepareCandidates } from './prepare-candidates';
import { rankedOf, searchComponent, type Ranked } from './search-combinations';
import { alternativesOf, plannedPrograms, totalsOf } from './present-plan';

/**
 * The best lawful combination of programs for one project, as a pure function of its input:
 * SME class with linked/partner enterprises -> hard checks per program (incentive effect, deadline, costs,
 * regional map) and nominal amounts (legal intensity, max amount, grant equivalents) -> exact search over the
 * combinations (cumulation on the same costs, de-minimis headroom in application order, mutual exclusions,
 * minimum amounts) -> the best plan, its next-best alternatives, and why every other program is out.
 */
export function planFunding(input: PlanInput): FundingPlanResult {
  const enterprise = classifyEnterprise(input.company.own, input.company.relations);
  const { prepared, excluded, measurable, ruleVersions } = prepareCandidates(input, enterprise.size);
  ruleVersions.add(enterprise.ruleVersion);

  const costs = new Map<CostKind, number>();
  for (const kind of COST_KINDS) {
    const eur = input.project.costs[kind] ?? 0;
    if (eur > 0) costs.set(kind, Math.round(eur * 100));
  }
  const regulations = new Set<DeminimisRegulation>([
    ...input.company.deminimisGrants.map((g) => g.regulation),
    ...prepared.flatMap((p) => (p.deminimis ? [p.deminimis] : [])),
  ]);
  const ledgers = new Map<string, LedgerEntry>();
  for (const reg of [...regulations].sort()) {
    const ledger = deminimisLedger(reg, input.company.deminimisGrants, input.project.applicationDate);
    ledgers.set(reg, ledger);
    if (ledger.ruleVersion) ruleVersions.add(ledger.ruleVersion);
  }

  const grants = input.company.deminimisGrants;
  const day = input.project.applicationDate;
  let evaluated = 0;
  const search = (items: readonly PreparedCandidate[]): Ranked | null => {
    const result = searchComponent(items, costs, ledgers);
    evaluated += result.evaluated;
    return result.best;
  };
  // A regulation whose candidates together stay within the headroom couples nobody: split the search there.
  const tight = new Set(
    [...ledgers]
      .filter(([reg, l]) => {
        const nominal = prepared
          .filter((p) => p.deminimis === reg)
          .reduce((s, p) => s + nominalAidCents(p), 0);
        return l.ceilingEur === null || nominal > l.headroomEur * 100;
      })
      .map(([reg]) => reg),
  );
  // Loans without State aid carry no aid value and never cut aid (the cost cap cuts them first): they only
  // finance what the aid leaves open, so they are added after the exact search, largest first.
  // A loan that a guarantee could secure is searched with it (the guarantee is capped by the loans).
  const guaranteed = new Set(
    prepared.filter((g) => g.candidate.instrument === 'guarantee').flatMap((g) => g.costs.map((x) => x.kind)),
  );
  const fillers = prepared.filter(
    (p) =>
      p.candidate.instrument === 'loan' &&
      p.aidRatio === 0 &&
      p.costs.every((x) => !guaranteed.has(x.kind)) &&
      prepared.every((q) => q === p || (conflictBetween(p, q) === null && conflictBetween(q, p) === null)),
  );
  const searched = prepared.filter((p) => !fillers.includes(p));
  const groups = components(searched, tight).map((idx) => idx.map((i) => searched[i] as PreparedCandidate));
  const found = groups.map((items) => search(items));
  // The search ran without writing findings; the chosen combinations are evaluated again with them.
  const best = found
    .filter((r): r is Ranked => r !== null)
    .map((r) => ({ ...r, outcome: evaluateCombination(r.members, costs, ledgers) }));
  // Next-best plans: the best one without one of its programs, or with it swapped for a program it excludes.
  // Each is one evaluation, not a search: a concrete alternative an advisor can weigh, with its difference.
  const wanted = input.alternatives ?? 3;
  const variants: { group: number; ranked: Ranked }[] = [];
  if (wanted > 0) {
    found.forEach((r, g) => {
      for (const dropped of r?.members ?? []) {
        const rest = (r?.members ?? []).filter((m) => m !== dropped);
        const swaps = (groups[g] ?? []).filter(
          (q) => !r?.members.includes(q) && conflictBetween(q, dropped) !== null,
        );
        for (const members of [rest, ...swaps.map((q) => [...rest, q])]) {
          if (members.some((a, i) => members.some((b, j) => i < j && conflictBetween(a, b) !== null)))
            continue;
          evaluated++;
          const outcome = evaluateCombination(members, costs, ledgers, false);
          if (!outcome.feasible || outcome.programs.some((p) => p.amountCents < 0.5)) continue;
          variants.push({ group: g, ranked: rankedOf(members, outcome) });
        }
      }
    });
  }
  // One evaluation of the whole plan: groups do not interact, but the de-minimis ledger shows every grant in
  // application order across them.
  let members = best.flatMap((r) => r.members);
  let current = evaluateCombination(members, costs, ledgers, false);
  const filled: PreparedCandidate[] = [];
  const fillerOrder = [...fillers].sort(
    (a, b) => b.nominalCents - a.nominalCents || (a.candidate.id < b.candidate.id ? -1 : 1),
  );
  const aidFreeLoan = (p: PreparedCandidate): boolean =>
    p.candidate.instrument === 'loan' && p.aidRatio === 0;
  for (const loan of fillerOrder) {
    evaluated++;
    let trial = evaluateCombination([...members, ...filled, loan], costs, ledgers, false);
    if (!trial.feasible) continue;
    // A loan without aid that the new one pushes out of the costs leaves the plan (it would finance nothing).
    const pushedOut = trial.programs
      .filter((o) => o.amountCents < 0.5 && o.prepared !== loan && aidFreeLoan(o.prepared))
      .map((o) => o.prepared);
    const keep = members.filter((m) => !pushedOut.includes(m));
    const keepFilled = filled.filter((m) => !pushedOut.includes(m));
    if (pushedOut.length > 0)
      trial = evaluateCombination([...keep, ...keepFilled, loan], costs, ledgers, false);
    if (!trial.feasible || trial.programs.some((p) => p.amountCents < 0.5)) continue;
    if (Math.round(trial.financingCents) <= Math.round(current.financingCents)) continue;
    if (Math.round(trial.aidCents) < Math.round(current.aidCents)) continue;
    members = keep;
    filled.splice(0, filled.length, ...keepFilled, loan);
    current = trial;
  }
  const chosen = evaluateCombination([...members, ...filled], costs, ledgers).programs;
  const unfilled = fillers
    .filter((f) => !filled.includes(f))
    .map((f) => ({
      programId: f.candidate.id,
      name: f.candidate.name,
      reasons: [
        finding('NOT_IN_BEST_COMBINATION', PLAN_SOURCES.noOverFinancing, {
          detail: 'die Kosten sind mit den gewählten Programmen bereits finanziert',
        }),
      ],
    }));
  const programs = plannedPrograms(chosen, input.project);
  const totals = totalsOf(programs, costs);

  return {
    enterprise: {
      size: enterprise.size,
      isSme: enterprise.isSme,
      figures: enterprise.figures,
      explanation: enterprise.explanation,
      relations: enterprise.relations,
    },
    deminimisLedger: [...ledgers.values()],
    programs,
    excluded: [
      ...withCeilingReasons(excluded, measurable, costs, ledgers, grants, day),
      ...explainExcluded(searched, best, costs, ledgers, (p) => ceilingAlone(p, costs, ledgers, grants, day)),
      ...unfilled,
    ],
    totals,
    alternatives: alternativesOf(found, variants, costs, input.project, wanted),
    notes: enterprise.findings,
    ruleVersions: [...ruleVersions].sort(),
    referenceDate: input.referenceDate,
    applicationDate: input.project.applicationDate,
    combinationsEvaluated: evaluated,
  };
}
