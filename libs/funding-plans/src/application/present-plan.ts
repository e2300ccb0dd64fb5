import type { LegalBasis } from '@libs/shared';
import type { CostKind, ProjectFacts } from '../domain/plan-input';
import type { Alternative, PlannedProgram, PlanTotals } from '../domain/plan-result';
import { addDays } from './calendar';
import type { ProgramOutcome } from './evaluate-combination';
import type { Ranked } from './search-combinations';
import { deEur } from './german-numbers';

const eur = (cents: number): number => Math.round(cents) / 100;
const de = deEur;

export function basisLabel(b: LegalBasis): string {
  switch (b.kind) {
    case 'deminimis':
      return `De-minimis (${b.regulation})`;
    case 'gber':
      return `AGVO Art. ${b.article}${b.researchCategory ? ` (${b.researchCategory})` : ''}`;
    case 'regional-aid-map':
      return 'Regionalbeihilfe (AGVO Art. 14, Fördergebietskarte)';
    case 'tax':
      return `Steuerliche Förderung (${b.law})`;
    case 'notified':
      return `Genehmigte Beihilferegelung (${b.reference})`;
    case 'none':
      return 'Keine Beihilfe (marktübliche Finanzierung)';
  }
}

/** The last day to apply: before the start where the program needs it, and within its deadline. */
function applyBy(o: ProgramOutcome, project: ProjectFacts): string | null {
  const c = o.prepared.candidate;
  const beforeStart = c.requiresApplicationBeforeStart ? addDays(project.plannedStart, -1) : null;
  const dates = [beforeStart, c.applicationDeadline].filter((d): d is string => d !== null).sort();
  return dates[0] ?? null;
}

/** The chosen programs, in the order to apply: those bound to the project start first, by their last day. */
export function plannedPrograms(
  outcomes: readonly ProgramOutcome[],
  project: ProjectFacts,
): PlannedProgram[] {
  const rows = outcomes.map((o) => ({ o, by: applyBy(o, project) }));
  rows.sort((a, b) => {
    const ra = a.o.prepared.candidate.requiresApplicationBeforeStart ? 0 : 1;
    const rb = b.o.prepared.candidate.requiresApplicationBeforeStart ? 0 : 1;
    if (ra !== rb) return ra - rb;
    const da = a.by ?? '9999-12-31';
    const db = b.by ?? '9999-12-31';
    if (da !== db) return da < db ? -1 : 1;
    return a.o.prepared.candidate.id < b.o.prepared.candidate.id ? -1 : 1;
  });
  return rows.map(({ o, by }, i) => {
    const p = o.prepared;
    const c = p.candidate;
    return {
      programId: c.id,
      name: c.name,
      instrument: c.instrument,
      amountEur: eur(o.amountCents),
      aidValueEur: eur(o.aidCents),
      covers: p.costs.map((x) => ({
        kind: x.kind,
        costsEur: project.costs[x.kind] ?? 0,
        aidValueEur: eur((o.byKind.get(x.kind) ?? 0) * p.aidRatio),
      })),
      legalBasis: basisLabel(c.legalBasis),
      legalSource:
        p.intensitySource && p.intensitySource !== c.legalSource
          ? `${c.legalSource}; ${p.intensitySource}`
          : c.legalSource,
      maxIntensity: p.maxIntensity,
      reductions: [...p.findings, ...o.reductions],
      ...(p.grantEquivalent ? { grantEquivalent: p.grantEquivalent } : {}),
      ...(o.deminimis ? { deminimis: o.deminimis } : {}),
      applicationOrder: i + 1,
      applyBy: by,
    };
  });
}

export function totalsOf(
  programs: readonly PlannedProgram[],
  costs: ReadonlyMap<CostKind, number>,
): PlanTotals {
  const sum = (f: (p: PlannedProgram) => number): number =>
    Math.round(programs.reduce((s, p) => s + f(p) * 100, 0)) / 100;
  return {
    aidValueEur: sum((p) => p.aidValueEur),
    grantsEur: sum((p) => (p.instrument === 'grant' ? p.amountEur : 0)),
    taxEur: sum((p) => (p.instrument === 'tax' ? p.amountEur : 0)),
    financingEur: sum((p) => (p.instrument === 'loan' ? p.amountEur : 0)),
    eligibleCostsEur: eur([...costs.values()].reduce((s, v) => s + v, 0)),
  };
}

/** Next-best plans: the best plan with one group of interacting programs replaced by a variant of it. */
export function alternativesOf(
  found: readonly (Ranked | null)[],
  variants: readonly { group: number; ranked: Ranked }[],
  costs: ReadonlyMap<CostKind, number>,
  project: ProjectFacts,
  n: number,
): Alternative[] {
  const best = found.filter((r): r is Ranked => r !== null);
  const bestIds = new Set(best.flatMap((r) => r.members.map((m) => m.candidate.id)));
  const bestAid = best.reduce((s, r) => s + r.outcome.aidCents, 0);
  const bestFin = best.reduce((s, r) => s + r.outcome.financingCents, 0);
  const seen = new Set<string>();
  const options: { parts: Ranked[]; aid: number; fin: number; count: number; key: string }[] = [];
  for (const v of variants) {
    const parts = found.map((r, g) => (g === v.group ? v.ranked : r)).filter((r): r is Ranked => r !== null);
    const key = parts.map((r) => r.key).join('#');
    if (seen.has(key)) continue;
    seen.add(key);
    options.push({
      parts,
      key,
      aid: parts.reduce((s, r) => s + r.outcome.aidCents, 0),
      fin: parts.reduce((s, r) => s + r.outcome.financingCents, 0),
      count: parts.reduce((s, r) => s + r.members.length, 0),
    });
  }
  options.sort(
    (a, b) =>
      Math.round(b.aid) - Math.round(a.aid) ||
      Math.round(b.fin) - Math.round(a.fin) ||
      a.count - b.count ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return options.slice(0, n).map((o) => {
    const ids = o.parts.flatMap((r) => r.members.map((m) => m.candidate.id)).sort();
    const without = [...bestIds].filter((id) => !ids.includes(id)).sort();
    const extra = ids.filter((id) => !bestIds.has(id));
    const diffAid = eur(bestAid - o.aid);
    const diffFin = eur(bestFin - o.fin);
    const why =
      diffAid > 0
        ? `${de(diffAid)} weniger Beihilfewert`
        : diffFin > 0
          ? `gleicher Beihilfewert, ${de(diffFin)} weniger Finanzierung`
          : 'gleiches Ergebnis mit mehr Programmen (mehr Antragsaufwand)';
    const change = [
      without.length ? `ohne ${without.join(', ')}` : '',
      extra.length ? `mit ${extra.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    const programs = plannedPrograms(
      o.parts.flatMap((r) => r.outcome.programs),
      project,
    );
    return {
      programIds: ids,
      totals: totalsOf(programs, costs),
      whyLower: change ? `${why} (${change})` : why,
    };
  });
}
