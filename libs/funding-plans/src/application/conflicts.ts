import type { Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import { PLAN_SOURCES } from '../rules/plan-sources';
import type { PreparedCandidate } from './prepared-candidate';

const aided = (p: PreparedCandidate): boolean => p.stateAid && p.aidRatio > 0;
const overlap = (a: PreparedCandidate, b: PreparedCandidate): boolean =>
  a.costs.some((x) => b.costs.some((y) => y.kind === x.kind));

/**
 * Why `a` and `b` cannot both be in a plan, by the programs' own rules, or null: one names the other as
 * excluded (same purpose), or one forbids any other public aid on the costs it funds.
 */
export function conflictBetween(a: PreparedCandidate, b: PreparedCandidate): Finding | null {
  const ca = a.candidate;
  const cb = b.candidate;
  if (ca.exclusiveWith.includes(cb.id) || cb.exclusiveWith.includes(ca.id)) {
    return finding('EXCLUSIVE_PROGRAM_CHOSEN', PLAN_SOURCES.sameCostsForbidden, {
      programId: cb.id,
      detail: `${ca.name} / ${cb.name}`,
    });
  }
  if (
    overlap(a, b) &&
    ((ca.excludesOtherAidOnSameCosts && aided(b)) || (cb.excludesOtherAidOnSameCosts && aided(a)))
  ) {
    return finding('OTHER_AID_ON_SAME_COSTS_FORBIDDEN', PLAN_SOURCES.sameCostsForbidden, {
      programId: cb.id,
      detail: `${ca.name} / ${cb.name}`,
    });
  }
  return null;
}

/**
 * Programs interact when they share aided costs, a conflict, or a de-minimis regulation whose headroom they
 * could exhaust together (`tightRegulations`: where all its candidates' nominal aid exceeds the headroom).
 */
export function interacts(
  a: PreparedCandidate,
  b: PreparedCandidate,
  tightRegulations: ReadonlySet<string> = ALL_TIGHT,
): boolean {
  if (conflictBetween(a, b)) return true;
  if (a.deminimis !== null && a.deminimis === b.deminimis && tightRegulations.has(a.deminimis)) return true;
  // Shared costs couple programs through the intensity cap (aid) and through the costs themselves (money);
  // a guarantee is coupled to the loans it could secure.
  return (
    overlap(a, b) && ((aided(a) && aided(b)) || (paysCosts(a) && paysCosts(b)) || securesOrSecured(a, b))
  );
}

const paysCosts = (p: PreparedCandidate): boolean => p.candidate.instrument !== 'guarantee';
const securesOrSecured = (a: PreparedCandidate, b: PreparedCandidate): boolean =>
  (a.candidate.instrument === 'guarantee' && b.candidate.instrument === 'loan') ||
  (a.candidate.instrument === 'loan' && b.candidate.instrument === 'guarantee');

/** Every regulation counts as tight: the safe default for callers that do not know the headroom. */
const ALL_TIGHT: ReadonlySet<string> = new Set(['general', 'agriculture', 'fishery', 'sgei']);

/** Connected components of the interaction graph (indices), each sorted; deterministic. */
export function components(
  items: readonly PreparedCandidate[],
  tightRegulations: ReadonlySet<string> = ALL_TIGHT,
): number[][] {
  const parent = items.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i] as number)));
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++)
      if (interacts(items[i] as PreparedCandidate, items[j] as PreparedCandidate, tightRegulations))
        parent[find(i)] = find(j);
  const groups = new Map<number, number[]>();
  items.forEach((_, i) => {
    const r = find(i);
    groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  return [...groups.values()];
}
