import type { TenantId } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';

/** What applying the inventory's retention rules did to one table. */
export interface RetentionOutcome {
  table: string;
  rule: 'days' | 'statutory' | 'restriction_lifted';
  rows: number;
  /** Why the rule could not be applied (e.g. the table is append-only for the application role). */
  blocked?: string;
}

/** The data-retention job's reach into the tables, by the inventory's rules (ADR 0017). */
export abstract class RetentionStore {
  /** The tenants to visit (all of them: retention runs whether or not a tenant is active). */
  abstract tenants(): Promise<TenantId[]>;
  /** Deletes rows whose restriction (§ 35(3) BDSG) ended before `today` and marks the restriction lifted. */
  abstract liftEndedRestrictions(tx: Transaction, today: string, now: Date): Promise<RetentionOutcome[]>;
  /** Deletes rows past their `days` or `statutory` retention. */
  abstract applyRules(tx: Transaction, now: Date): Promise<RetentionOutcome[]>;
}
