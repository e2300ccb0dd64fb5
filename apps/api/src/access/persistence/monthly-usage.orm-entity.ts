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

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
