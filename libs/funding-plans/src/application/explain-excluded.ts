import type { CostKind } from '../domain/plan-input';
import type { ExcludedProgram, Finding, LedgerEntry } from '../domain/plan-result';
import { sortReasons } from './exclusion-reasons';
import { finding } from '../domain/finding';
import { PLAN_SOURCES } from '../rules/plan-sources';
import { conflictBetween, interacts } from './conflicts';
import { evaluateCombination } from './evaluate-combination';
import type { PreparedCandidate } from './prepared-candidate';
import type { Ranked } from './search-combinations';
import { deEurFromCents } from './german-numbers';

const de = deEurFromCents;

/**
 * Why each program that passed the hard checks is not in the plan: a conflict with a chosen program, the
 * reason the plan plus this program is not lawful (de-minimis ceiling, minimum amount), or that it adds
 * nothing lawful (the cumulation cap is reached by programs that rank higher).
 */
export function explainExcluded(
  prepared: readonly PreparedCandidate[],
  best: readonly Ranked[],
  costs: ReadonlyMap<CostKind, number>,
  ledgers: ReadonlyMap<string, LedgerEntry>,
  /** The ceiling the program meets on its own, also named beside a conflict. */
  ceilingAlone: (p: PreparedCandidate) => Finding | null,
): ExcludedProgram[] {
  const chosen = best.flatMap((r) => r.members);
  const chosenIds = new Set(chosen.map((m) => m.candidate.id));
  const out: ExcludedProgram[] = [];
  for (const p of prepared) {
    if (chosenIds.has(p.candidate.id)) continue;
    const name = p.candidate.name;
    const conflict = chosen.map((c) => conflictBetween(p, c)).find((f) => f !== null);
    if (conflict) {
      const ceiling = ceilingAlone(p);
      out.push({
        programId: p.candidate.id,
        name,
        reasons: sortReasons(ceiling ? [conflict, ceiling] : [conflict]),
      });
      continue;
    }
    const groups = best.filter((r) => r.members.some((m) => interacts(m, p)));
    const base = groups.flatMap((r) => r.members);
    const before = groups.reduce((s, r) => s + r.outcome.aidCents, 0);
    const withIt = evaluateCombination([...base, p], costs, ledgers);
    if (!withIt.feasible && withIt.blocker) {
      const blockedId = withIt.programs[withIt.blocker.index]?.prepared.candidate.id;
      const reason =
        blockedId === p.candidate.id
          ? withIt.blocker.reason
          : { ...withIt.blocker.reason, programId: blockedId as string };
      out.push({ programId: p.candidate.id, name, reasons: [reason] });
      continue;
    }
    out.push({
      programId: p.candidate.id,
      name,
      reasons: [
        finding('NOT_IN_BEST_COMBINATION', PLAN_SOURCES.cumulationSameCosts, {
          detail: `Beihilfewert mit dem Programm ${de(withIt.aidCents)}, ohne ${de(before)}`,
        }),
        ...p.findings,
      ],
    });
  }
  return out;
}
