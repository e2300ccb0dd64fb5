import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ApplicantProfile, SubsidyResult } from '@libs/subsidy-engine';

/** Row of `calculations` (migration CreateCalculations1763700100000). */
@Entity({ name: 'calculations' })
export class CalculationOrmEntity {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ name: 'program_id', type: 'text' }) programId!: string;
  @Column({ type: 'text' }) channel!: string;
  @Column({ name: 'project_budget_eur', type: 'numeric' }) projectBudgetEur!: string;
  @Column({ name: 'applicant_profile', type: 'jsonb' }) applicantProfile!: ApplicantProfile;
  @Column({ type: 'jsonb' }) result!: SubsidyResult;
  @Column({ name: 'estimated_subsidy_eur', type: 'numeric' }) estimatedSubsidyEur!: string;
  @Column({ name: 'rule_versions', type: 'text', array: true }) ruleVersions!: string[];
  @Column({ name: 'reference_date', type: 'date' }) referenceDate!: string;
  @Column({ name: 'computed_at', type: 'timestamptz' }) computedAt!: Date;
  @Column({ type: 'boolean' }) sandbox!: boolean;
}
