import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of `program_term_proposals` (migration ProgramTermProposals1764322000000). */
@Entity({ name: 'program_term_proposals' })
export class TermProposalOrmEntity {
  @PrimaryColumn({ name: 'program_id', type: 'text' }) programId!: string;
  @PrimaryColumn({ type: 'text' }) term!: string;
  @Column({ name: 'proposed_value', type: 'jsonb' }) proposedValue!: number | string | boolean | string[];
  @Column({ type: 'text' }) sentence!: string;
  @Column({ name: 'span_start', type: 'integer' }) spanStart!: number;
  @Column({ name: 'span_end', type: 'integer' }) spanEnd!: number;
  @Column({ type: 'text' }) quote!: string;
  /** The page tab the evidence stands in (migration TermProposalTab1764410000000). */
  @Column({ type: 'text', default: 'description' }) tab!: string;
  @Column({ type: 'real' }) confidence!: number;
  @Column({ type: 'text' }) rule!: string;
  @Column({ type: 'text', nullable: true }) condition!: string | null;
  @Column({ type: 'text' }) status!: string;
  @Column({ name: 'confirmed_value', type: 'jsonb', nullable: true }) confirmedValue!:
    number | string | boolean | string[] | null;
  @Column({ name: 'reviewed_by', type: 'text', nullable: true }) reviewedBy!: string | null;
  @Column({ name: 'reviewer_label', type: 'text', nullable: true }) reviewerLabel!: string | null;
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true }) reviewedAt!: Date | null;
  @Column({ type: 'text', nullable: true }) note!: string | null;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
