import type { Program } from '@libs/catalogue';
import type { StoredTermProposal } from '../domain/term-review';

/** One program in the review list: its name, its proposals, the highest confidence among its open ones. */
export interface ProgramUnderReview {
  programId: string;
  name: string;
  /** Highest confidence of its proposals still to review (`proposed`, `reopened`); 0 when none is open. */
  confidence: number;
  open: number;
  proposals: StoredTermProposal[];
}

/** Inside the review's transaction: the program's proposals and its catalogue row, both locked. */
export interface TermReviewTransaction {
  proposalsOf(programId: string): Promise<StoredTermProposal[]>;
  program(programId: string): Promise<Program | null>;
  save(proposal: StoredTermProposal): Promise<void>;
  rewriteProgram(program: Program): Promise<void>;
}

/** Storage of the review (TypeORM adapter; in-memory fake in testing/). */
export abstract class TermReviewStore {
  /** Programs with proposals, the most confident open ones first (then by id), one page. */
  abstract listPrograms(
    openOnly: boolean,
    limit: number,
    offset: number,
  ): Promise<{ items: ProgramUnderReview[]; total: number }>;
  /** A program's proposals, in the order of their evidence in the text. */
  abstract proposalsOf(programId: string): Promise<StoredTermProposal[]>;
  abstract transaction<T>(work: (tx: TermReviewTransaction) => Promise<T>): Promise<T>;
}
