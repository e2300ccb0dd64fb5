import { plainTextOf, type ProgramRepository } from '@libs/catalogue';
import type { StoredTermProposal } from '../domain/term-review';
import { TermProposalNotFoundError } from './review-term.use-case';
import type { TermReviewStore } from './term-review-store.port';

const OPEN = new Set(['proposed', 'reopened']);

export interface TermReview {
  programId: string;
  name: string;
  url: string | null;
  /** The text the evidence offsets point into (`descriptionText` of the program reads). */
  descriptionText: string;
  confidence: number;
  open: number;
  proposals: StoredTermProposal[];
}

/** One public program's proposals with its text, for the operator's review (API and console). */
export class GetTermReview {
  constructor(
    private readonly store: TermReviewStore,
    private readonly programs: ProgramRepository,
  ) {}

  async execute(programId: string): Promise<TermReview> {
    const [program, proposals] = await Promise.all([
      this.programs.findById(null, programId),
      this.store.proposalsOf(programId),
    ]);
    if (!program || proposals.length === 0) throw new TermProposalNotFoundError();
    const open = proposals.filter((p) => OPEN.has(p.status));
    return {
      programId,
      name: program.name,
      url: program.source.url,
      descriptionText: plainTextOf(program.description),
      confidence: Math.max(0, ...open.map((p) => p.confidence)),
      open: open.length,
      proposals,
    };
  }
}
