import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Calls per tenant and UTC calendar month (`period` = `YYYY-MM`, sandbox calls `sandbox:YYYY-MM`). */
@Entity({ name: 'monthly_usage' })
export class MonthlyUsageOrmEntity {
  @PrimaryColumn({ name: 'tenant_id', type: 'uuid' })
  tenantId!: string;

  @PrimaryColumn({ type: 'text' })
  period!: string;

  @Column({ type: 'bigint' })
  used!: string;

  /** Calls handed out in lease blocks (ADR 0026), when PostgreSQL is the shared counter. */
  @Column({ type: 'bigint', default: 0 })
  granted!: string;

  @Column({ name: 'last_grant', type: 'bigint', default: 0 })
  lastGrant!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
