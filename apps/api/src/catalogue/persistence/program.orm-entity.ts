import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ProgramTerms } from '@libs/shared';
import type { FundingCategories, ProgramSource } from '@libs/catalogue';

/** Row of `programs` (schema in migration CreatePrograms1763700000000). numeric columns arrive as strings. */
@Entity({ name: 'programs' })
export class ProgramOrmEntity {
  @PrimaryGeneratedColumn('uuid', { name: 'row_id' }) rowId!: string;
  @Column({ type: 'text' }) id!: string;
  @Column({ name: 'tenant_id', type: 'uuid', nullable: true }) tenantId!: string | null;
  @Column({ type: 'text' }) name!: string;
  @Column({ name: 'short_name', type: 'text', nullable: true }) shortName!: string | null;
  @Column({ type: 'text' }) provider!: string;
  @Column({ name: 'provider_detail', type: 'text', nullable: true }) providerDetail!: string | null;
  @Column({ type: 'text' }) category!: string;
  @Column({ type: 'text', nullable: true }) level!: string | null;
  @Column({ type: 'text' }) description!: string;
  @Column({ name: 'max_amount', type: 'numeric' }) maxAmount!: string;
  @Column({ name: 'min_amount', type: 'numeric', nullable: true }) minAmount!: string | null;
  @Column({ name: 'subsidy_rate_max', type: 'numeric', nullable: true }) subsidyRateMax!: string | null;
  @Column({ type: 'boolean', nullable: true }) deminimis!: boolean | null;
  @Column({ name: 'target_groups', type: 'text', array: true }) targetGroups!: string[];
  @Column({ name: 'eligible_regions', type: 'text', array: true }) eligibleRegions!: string[];
  @Column({ type: 'text', array: true }) phases!: string[];
  @Column({ name: 'application_deadline', type: 'date', nullable: true }) applicationDeadline!: string | null;
  @Column({ type: 'text' }) status!: string;
  @Column({ name: 'last_updated', type: 'timestamptz' }) lastUpdated!: Date;
  @Column({ type: 'jsonb' }) terms!: ProgramTerms;
  @Column({ type: 'jsonb' }) source!: ProgramSource;
  @Column({ name: 'successor_id', type: 'text', nullable: true }) successorId!: string | null;
  @Column({ name: 'funding_categories', type: 'jsonb', nullable: true })
  fundingCategories!: FundingCategories | null;
}
