import type { TermName, TextTab } from '@libs/term-extraction';
import type { ReviewStatus, StoredTermProposal, TermValue } from '../domain/term-review';
import { TermProposalOrmEntity } from './term-proposal.orm-entity';

/** The table's CHECK constraint guarantees the status; the importer writes only the extractor's terms. */
export function toStoredProposal(r: TermProposalOrmEntity): StoredTermProposal {
  return {
    programId: r.programId,
    term: r.term as TermName,
    proposedValue: r.proposedValue as TermValue,
    sentence: r.sentence,
    start: r.spanStart,
    end: r.spanEnd,
    quote: r.quote,
    tab: r.tab as TextTab,
    confidence: Number(r.confidence),
    rule: r.rule,
    condition: r.condition,
    status: r.status as ReviewStatus,
    confirmedValue: (r.confirmedValue ?? null) as TermValue | null,
    reviewedBy: r.reviewedBy,
    reviewerLabel: r.reviewerLabel,
    reviewedAt: r.reviewedAt === null ? null : new Date(r.reviewedAt),
    note: r.note,
    updatedAt: new Date(r.updatedAt),
  };
}

export function toProposalRow(p: StoredTermProposal): TermProposalOrmEntity {
  return Object.assign(new TermProposalOrmEntity(), {
    programId: p.programId,
    term: p.term,
    proposedValue: p.proposedValue,
    sentence: p.sentence,
    spanStart: p.start,
    spanEnd: p.end,
    quote: p.quote,
    tab: p.tab,
    confidence: p.confidence,
    rule: p.rule,
    condition: p.condition,
    status: p.status,
    confirmedValue: p.confirmedValue,
    reviewedBy: p.reviewedBy,
    reviewerLabel: p.reviewerLabel,
    reviewedAt: p.reviewedAt,
    note: p.note,
    updatedAt: p.updatedAt,
  });
}
