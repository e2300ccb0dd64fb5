import { DomainError, NotFoundError, type Clock } from '@libs/shared';
import type { TermName } from '@libs/term-extraction';
import { withConfirmedTerms } from '../domain/effective-terms';
import type { StoredTermProposal, TermValue } from '../domain/term-review';
import type { TermReviewStore } from './term-review-store.port';

export type ReviewDecision =
  { action: 'confirm' } | { action: 'correct'; value: TermValue } | { action: 'reject' };

export interface ReviewTermCommand {
  programId: string;
  term: TermName;
  decision: ReviewDecision;
  /** Who decides: the operator's credential (kept for the record). */
  reviewer: string;
  /** How the provenance names the reviewer (a role or initials); absent: "vom Betreiber". */
  reviewerLabel?: string | null;
}

export class TermProposalNotFoundError extends NotFoundError {
  constructor() {
    super('TERM_PROPOSAL_NOT_FOUND', 'Für dieses Programm gibt es keinen Vorschlag zu dieser Angabe.');
  }
}

export class ConditionalTermError extends DomainError {
  readonly code = 'TERM_PROPOSAL_CONDITIONAL';
  constructor(condition: string) {
    super(
      `Der Vorschlag gilt nur unter einer Bedingung (${condition}) und kann so nicht bestätigt werden; ` +
        'bitte mit einem Wert korrigieren oder ablehnen.',
    );
  }
}

/**
 * An operator's decision on one proposal: confirm it as proposed, correct it with a value, or
 * reject it. In one transaction the proposal is updated and the program's catalogue row rewritten with its
 * effective terms (`withConfirmedTerms`), so the catalogue version rises and every reader (engine, matcher,
 * funding plans, program reads) sees the confirmed figures, or stops seeing a rejected one, at once.
 */
export class ReviewTerm {
  constructor(
    private readonly store: TermReviewStore,
    private readonly clock: Clock,
  ) {}

  execute(cmd: ReviewTermCommand): Promise<StoredTermProposal> {
    return this.store.transaction(async (tx) => {
      const all = await tx.proposalsOf(cmd.programId);
      const current = all.find((p) => p.term === cmd.term);
      const program = current ? await tx.program(cmd.programId) : null;
      if (!current || !program) throw new TermProposalNotFoundError();
      const now = this.clock.now();
      const reviewed: StoredTermProposal = {
        ...current,
        ...decide(current, cmd.decision),
        reviewedBy: cmd.reviewer,
        reviewerLabel: cmd.reviewerLabel ?? null,
        reviewedAt: now,
        note: null,
        updatedAt: now,
      };
      await tx.save(reviewed);
      await tx.rewriteProgram(
        withConfirmedTerms(
          program,
          all.map((p) => (p.term === cmd.term ? reviewed : p)),
        ),
      );
      return reviewed;
    });
  }
}

function decide(
  p: StoredTermProposal,
  d: ReviewDecision,
): Pick<StoredTermProposal, 'status' | 'confirmedValue'> {
  if (d.action === 'reject') return { status: 'rejected', confirmedValue: null };
  if (d.action === 'correct') return { status: 'corrected', confirmedValue: d.value };
  if (p.condition) throw new ConditionalTermError(p.condition);
  return { status: 'confirmed', confirmedValue: p.proposedValue };
}
