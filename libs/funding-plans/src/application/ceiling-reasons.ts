import type { CostKind, DeminimisGrant } from '../domain/plan-input';
import type { ExcludedProgram, Finding, LedgerEntry } from '../domain/plan-result';
import { deminimisLedger } from './deminimis-ledger';
import { evaluateCombination } from './evaluate-combination';
import { sortReasons } from './exclusion-reasons';
import type { PreparedCandidate } from './prepared-candidate';

/**
 * The ceiling a program meets on its own (de-minimis headroom, minimum amount, a ceiling not on record), or
 * null. A guarantee alone always lacks its loan: that depends on the plan, not on the program.
 */
export function ceilingAlone(
  p: PreparedCandidate,
  costs: ReadonlyMap<CostKind, number>,
  ledgers: ReadonlyMap<string, LedgerEntry>,
  grants: readonly DeminimisGrant[],
  day: string,
): Finding | null {
  if (p.candidate.instrument === 'guarantee') return null;
  const reg = p.deminimis;
  const own =
    reg !== null && !ledgers.has(reg)
      ? new Map([...ledgers, [reg, deminimisLedger(reg, grants, day)]])
      : ledgers;
  const alone = evaluateCombination([p], costs, own);
  return !alone.feasible && alone.blocker ? alone.blocker.reason : null;
}

/**
 * Programs the hard checks exclude are also held against the ceilings where their amount is known, so that
 * a program not yet open says as well that it would exceed the de-minimis ceiling.
 */
export function withCeilingReasons(
  excluded: readonly ExcludedProgram[],
  measurable: readonly PreparedCandidate[],
  costs: ReadonlyMap<CostKind, number>,
  ledgers: ReadonlyMap<string, LedgerEntry>,
  grants: readonly DeminimisGrant[],
  day: string,
): ExcludedProgram[] {
  const byId = new Map(measurable.map((p) => [p.candidate.id, p]));
  return excluded.map((e) => {
    const p = byId.get(e.programId);
    const ceiling = p ? ceilingAlone(p, costs, ledgers, grants, day) : null;
    return ceiling ? { ...e, reasons: sortReasons([...e.reasons, ceiling]) } : e;
  });
}
