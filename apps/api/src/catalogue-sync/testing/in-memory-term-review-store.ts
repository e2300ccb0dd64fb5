import type { Program } from '@libs/catalogue';
import {
  TermReviewStore,
  type ProgramUnderReview,
  type TermReviewTransaction,
} from '../application/term-review-store.port';
import type { StoredTermProposal } from '../domain/term-review';

/** The review's storage in memory, for use-case tests: proposals by `programId/term`, programs by id. */
export class InMemoryTermReviewStore extends TermReviewStore {
  readonly proposals = new Map<string, StoredTermProposal>();
  readonly programs = new Map<string, Program>();

  async listPrograms(
    openOnly: boolean,
    limit: number,
    offset: number,
  ): Promise<{ items: ProgramUnderReview[]; total: number }> {
    const ids = [...new Set([...this.proposals.values()].map((p) => p.programId))];
    const items = ids
      .map((programId) => {
        const proposals = [...this.proposals.values()].filter((p) => p.programId === programId);
        const open = proposals.filter((p) => p.status === 'proposed' || p.status === 'reopened');
        return {
          programId,
          name: this.programs.get(programId)?.name ?? programId,
          confidence: Math.max(0, ...open.map((p) => p.confidence)),
          open: open.length,
          proposals,
        };
      })
      .filter((i) => !openOnly || i.open > 0)
      .sort((a, b) => b.confidence - a.confidence || a.programId.localeCompare(b.programId));
    return { items: items.slice(offset, offset + limit), total: items.length };
  }

  async proposalsOf(programId: string): Promise<StoredTermProposal[]> {
    return [...this.proposals.values()]
      .filter((p) => p.programId === programId)
      .sort((a, b) => a.start - b.start)
      .map((p) => structuredClone(p));
  }

  async transaction<T>(work: (tx: TermReviewTransaction) => Promise<T>): Promise<T> {
    return work({
      proposalsOf: (id) => this.proposalsOf(id),
      program: async (id) => structuredClone(this.programs.get(id) ?? null),
      save: async (p) => void this.proposals.set(`${p.programId}/${p.term}`, structuredClone(p)),
      rewriteProgram: async (p) => void this.programs.set(p.id, structuredClone(p)),
    });
  }
}
