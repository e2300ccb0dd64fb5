import type { Program } from '@libs/catalogue';
import type { DataSource, EntityManager } from 'typeorm';
import { lockPublicProgramIn, upsertPublicProgramsIn } from '../../catalogue';
import {
  TermReviewStore,
  type ProgramUnderReview,
  type TermReviewTransaction,
} from '../application/term-review-store.port';
import type { StoredTermProposal } from '../domain/term-review';
import { toProposalRow, toStoredProposal } from './term-proposal.mapper';
import { TermProposalOrmEntity } from './term-proposal.orm-entity';

const OPEN = `('proposed','reopened')`;

/** The review's storage: the proposals beside the programs, and the program row a decision rewrites. */
export class TypeormTermReviewStore extends TermReviewStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async listPrograms(
    openOnly: boolean,
    limit: number,
    offset: number,
  ): Promise<{ items: ProgramUnderReview[]; total: number }> {
    // One row per program: the highest confidence among its open proposals orders the review.
    const ranked: { program_id: string; name: string; confidence: number; open: string; total: string }[] =
      await this.dataSource.query(
        `SELECT t.program_id, COALESCE(p.name, t.program_id) AS name,
                COALESCE(MAX(t.confidence) FILTER (WHERE t.status IN ${OPEN}), 0)::float8 AS confidence,
                COUNT(*) FILTER (WHERE t.status IN ${OPEN}) AS open, COUNT(*) OVER () AS total
         FROM program_term_proposals t
         LEFT JOIN programs p ON p.id = t.program_id AND p.tenant_id IS NULL
         GROUP BY t.program_id, p.name
         HAVING $1::boolean IS FALSE OR COUNT(*) FILTER (WHERE t.status IN ${OPEN}) > 0
         ORDER BY confidence DESC, t.program_id COLLATE "C"
         LIMIT $2 OFFSET $3`,
        [openOnly, limit, offset],
      );
    const ids = ranked.map((r) => r.program_id);
    const rows =
      ids.length === 0
        ? []
        : await this.dataSource
            .getRepository(TermProposalOrmEntity)
            .createQueryBuilder('t')
            .where('t.program_id = ANY(:ids)', { ids })
            .orderBy('t.span_start', 'ASC')
            .getMany();
    const proposals = rows.map(toStoredProposal);
    const total = ranked.length > 0 ? Number(ranked[0]!.total) : await this.countPrograms(openOnly);
    return {
      items: ranked.map((r) => ({
        programId: r.program_id,
        name: r.name,
        confidence: Number(r.confidence),
        open: Number(r.open),
        proposals: proposals.filter((p) => p.programId === r.program_id),
      })),
      total,
    };
  }

  /** Past the last page the window count is not there: count on its own. */
  private async countPrograms(openOnly: boolean): Promise<number> {
    const [row] = await this.dataSource.query<{ n: string }[]>(
      `SELECT COUNT(DISTINCT program_id) AS n FROM program_term_proposals
       WHERE $1::boolean IS FALSE OR status IN ${OPEN}`,
      [openOnly],
    );
    return Number(row?.n ?? 0);
  }

  async proposalsOf(programId: string): Promise<StoredTermProposal[]> {
    return (await this.ordered(this.dataSource.manager, programId, false)).map(toStoredProposal);
  }

  transaction<T>(work: (tx: TermReviewTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (em) =>
      work({
        proposalsOf: async (id) => (await this.ordered(em, id, true)).map(toStoredProposal),
        program: (id) => lockPublicProgramIn(em, id),
        save: async (p) => void (await em.getRepository(TermProposalOrmEntity).save(toProposalRow(p))),
        rewriteProgram: (p: Program) => upsertPublicProgramsIn(em, [p]),
      }),
    );
  }

  private ordered(em: EntityManager, programId: string, lock: boolean): Promise<TermProposalOrmEntity[]> {
    const qb = em
      .getRepository(TermProposalOrmEntity)
      .createQueryBuilder('t')
      .where('t.program_id = :programId', { programId })
      .orderBy('t.span_start', 'ASC')
      .addOrderBy('t.term', 'ASC');
    return (lock ? qb.setLock('pessimistic_write') : qb).getMany();
  }
}
