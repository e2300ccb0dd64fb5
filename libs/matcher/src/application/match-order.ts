import type { ProfileField } from '@libs/subsidy-engine';
import type { AmountEstimate } from './estimate-amount';
import type { CompiledProgram } from './program-traits';
import type { ScoreParts } from './score-parts';

/** A program with its score: what the ranking keeps of a match until the answer is written. */
export interface Scored {
  cp: CompiledProgram;
  parts: ScoreParts;
  missing: readonly ProfileField[];
  estimate: AmountEstimate;
  score: number;
}

export const byProgramId = (a: CompiledProgram, b: CompiledProgram): number =>
  a.program.id < b.program.id ? -1 : a.program.id > b.program.id ? 1 : 0;

/** The documented order: score desc, then the scored (instrument-weighted) amount desc, then id asc (byte-wise). */
export const compareMatches = (a: Scored, b: Scored): number =>
  b.score - a.score || b.estimate.valueEur - a.estimate.valueEur || byProgramId(a.cp, b.cp);
