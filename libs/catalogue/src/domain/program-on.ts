import { nextOccurrence } from '@libs/shared';
import type { Program } from './program';

/**
 * The program as it stands on `today` (a German calendar day): a recurring deadline becomes its next occurrence
 * in `applicationDeadline` (and a window's opening day in `terms.applicationsOpenFrom`), so every reader that
 * knows only dated deadlines (the engine, the matcher, a read) sees the date that applies now. A program with a
 * fixed deadline, or none, is returned as it is (the same object).
 */
export function programOn(program: Program, today: string): Program {
  const rule = program.terms.recurringDeadline;
  if (program.applicationDeadline || !rule) return program;
  const next = nextOccurrence(rule, today);
  return {
    ...program,
    applicationDeadline: next.closesOn,
    terms: next.opensOn ? { ...program.terms, applicationsOpenFrom: next.opensOn } : program.terms,
  };
}

/** Whether any program of a list has a recurring deadline (then a day's change changes its dates). */
export const hasRecurringDeadline = (programs: readonly Program[]): boolean =>
  programs.some((p) => !p.applicationDeadline && p.terms.recurringDeadline !== undefined);
