import type { CostKind } from '../domain/plan-input';
import type { Finding, LedgerEntry } from '../domain/plan-result';
import { finding } from '../domain/finding';
import { PLAN_SOURCES } from '../rules/plan-sources';
import type { PreparedCandidate } from './prepared-candidate';
import { capCosts, findingsOfCuts } from './cost-caps';
import type { ProgramOutcome } from './program-outcome';

export type { ProgramOutcome } from './program-outcome';
import { deEur, deEurFromCents } from './german-numbers';

const eur = (c: number): number => Math.round(c) / 100;
/** The search needs only whether a combination is lawful, not why not. */
const UNEXPLAINED: Finding = { code: 'NOT_IN_BEST_COMBINATION', message: '', legalSource: '' };

export interface CombinationOutcome {
  feasible: boolean;
  /** Why infeasible: the member and the finding (de-minimis ceiling, minimum amount). */
  blocker?: { index: number; reason: Finding };
  programs: ProgramOutcome[];
  aidCents: number;
  financingCents: number;
}

/**
 * The lawful amounts of one combination: per cost kind the cumulation cap and the costs themselves, then the de-minimis headroom of
 * each regulation in application order, then the programs' minimum amounts. A combination in which a member
 * cannot be granted at all is infeasible (the search also tries it without that member).
 */
export function evaluateCombination(
  members: readonly PreparedCandidate[],
  costs: ReadonlyMap<CostKind, number>,
  ledgers: ReadonlyMap<string, LedgerEntry>,
  /** False while searching: the German findings are written only for the combinations that are shown. */
  explain = true,
): CombinationOutcome {
  const programs: ProgramOutcome[] = members.map((p) => ({
    prepared: p,
    amountCents: 0,
    aidCents: 0,
    byKind: new Map(
      p.costs.map((c) => [c.kind, p.coveredCents > 0 ? (p.nominalCents * c.cents) / p.coveredCents : 0]),
    ),
    nominal: new Map(
      p.costs.map((c) => [c.kind, p.coveredCents > 0 ? (p.nominalCents * c.cents) / p.coveredCents : 0]),
    ),
    cuts: new Map(),
    reductions: [],
  }));
  for (const [kind, costCents] of costs) {
    capCosts(
      kind,
      costCents,
      programs.filter((m) => m.byKind.has(kind)),
    );
  }
  for (let i = 0; i < programs.length; i++) {
    const m = programs[i] as ProgramOutcome;
    if (m.prepared.candidate.instrument !== 'guarantee') continue;
    if ([...m.byKind.values()].every((v) => v < 0.5))
      return blocked(
        programs,
        i,
        explain ? finding('GUARANTEE_WITHOUT_LOAN', PLAN_SOURCES.guaranteeSecuresLoan) : UNEXPLAINED,
      );
  }
  if (explain) for (const m of programs) m.reductions.push(...findingsOfCuts(m));
  for (const m of programs) {
    // Fractional cents until the edge (plan-funding rounds once), so the search's bounds compare exactly.
    m.amountCents = [...m.byKind.values()].reduce((s, v) => s + v, 0);
    m.aidCents = m.amountCents * m.prepared.aidRatio;
  }
  const headroom = new Map<string, number>();
  for (const [reg, l] of ledgers) headroom.set(reg, l.headroomEur * 100);
  // The grantor who comes later checks the aid granted before: take de-minimis programs by deadline.
  const inApplicationOrder = programs
    .map((m, i) => ({ m, i }))
    .sort((a, b) => {
      const da = a.m.prepared.candidate.applicationDeadline ?? '9999-12-31';
      const db = b.m.prepared.candidate.applicationDeadline ?? '9999-12-31';
      return da < db ? -1 : da > db ? 1 : a.m.prepared.candidate.id < b.m.prepared.candidate.id ? -1 : 1;
    });
  for (const { m, i } of inApplicationOrder) {
    const reg = m.prepared.deminimis;
    if (reg === null || m.aidCents === 0) continue;
    const ledger = ledgers.get(reg);
    const before = headroom.get(reg) ?? 0;
    if (!ledger || ledger.ceilingEur === null) {
      return blocked(programs, i, finding('DEMINIMIS_CEILING_UNKNOWN', PLAN_SOURCES.deminimisRolling));
    }
    if (m.aidCents > before + 0.5) {
      const c = m.prepared.candidate;
      if (!c.reducibleToDeminimisHeadroom || before <= 0) {
        return blocked(
          programs,
          i,
          explain
            ? finding('DEMINIMIS_HEADROOM_EXCEEDED', PLAN_SOURCES.deminimisNewAidNotCoverable, {
                detail: `Spielraum ${deEurFromCents(before)}, Beihilfewert ${deEurFromCents(m.aidCents)}`,
              })
            : UNEXPLAINED,
        );
      }
      const scale = before / m.aidCents;
      for (const [k, v] of m.byKind) m.byKind.set(k, v * scale);
      m.reductions.push(
        finding('DEMINIMIS_REDUCED_TO_HEADROOM', PLAN_SOURCES.deminimisRolling, {
          amountEur: eur(m.aidCents - before),
        }),
      );
      m.amountCents = m.amountCents * scale;
      m.aidCents = before;
    }
    headroom.set(reg, Math.max(0, before - m.aidCents));
    m.deminimis = {
      regulation: reg,
      ceilingEur: ledger.ceilingEur,
      headroomBeforeEur: eur(before),
      headroomAfterEur: eur(Math.max(0, before - m.aidCents)),
    };
  }
  for (let i = 0; i < programs.length; i++) {
    const m = programs[i] as ProgramOutcome;
    const min = m.prepared.candidate.minAmountEur;
    if (min !== null && m.amountCents < min * 100 - 0.5) {
      return blocked(
        programs,
        i,
        explain
          ? finding('BELOW_MIN_AMOUNT', PLAN_SOURCES.programGuideline, {
              detail: `Mindestbetrag ${deEur(min)}`,
            })
          : UNEXPLAINED,
      );
    }
  }
  return {
    feasible: true,
    programs,
    aidCents: programs.reduce((s, m) => s + m.aidCents, 0),
    financingCents: programs.reduce(
      (s, m) => s + (m.prepared.candidate.instrument === 'loan' ? m.amountCents : 0),
      0,
    ),
  };
}

function blocked(programs: ProgramOutcome[], index: number, reason: Finding): CombinationOutcome {
  return { feasible: false, blocker: { index, reason }, programs, aidCents: 0, financingCents: 0 };
}
