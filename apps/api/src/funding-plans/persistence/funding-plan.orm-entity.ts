import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FundingPlanResult } from '@libs/funding-plans';

/** Row of `funding_plans` (migration CreateFundingPlans1763722000000). */
@Entity({ name: 'funding_plans' })
export class FundingPlanOrmEntity {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ type: 'boolean' }) sandbox!: boolean;
  @Column({ type: 'text', nullable: true }) title!: string | null;
  /** The stored request, versioned (stored-plan-request.ts). */
  @Column({ type: 'jsonb' }) request!: Record<string, unknown>;
  @Column({ type: 'jsonb' }) result!: FundingPlanResult;
  @Column({ name: 'aid_value_eur', type: 'numeric' }) aidValueEur!: string;
  @Column({ name: 'rule_versions', type: 'text', array: true }) ruleVersions!: string[];
  @Column({ name: 'reference_date', type: 'date' }) referenceDate!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
