import type { TenantId, TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';

export type ReportCadence = 'daily' | 'weekly' | 'monthly';

export interface ReportSchedule {
  id: string;
  tenantId: TenantId;
  sandbox: boolean;
  name: string;
  /** Each `<kind>?<query string>`, e.g. `funnel?steps=search.performed,calculation.created`. */
  queries: string[];
  cadence: ReportCadence;
  hour: number;
  timeZone: string;
  createdAt: Date;
}

export interface ReportRun {
  id: string;
  scheduleId: string;
  slot: Date;
  createdAt: Date;
  result: unknown;
}

export abstract class ReportStore {
  abstract create(schedule: ReportSchedule): Promise<void>;
  abstract list(scope: TenantScope): Promise<ReportSchedule[]>;
  abstract find(scope: TenantScope, id: string): Promise<ReportSchedule | null>;
  abstract delete(scope: TenantScope, id: string): Promise<boolean>;
  abstract runs(scope: TenantScope, scheduleId: string): Promise<Omit<ReportRun, 'result'>[]>;
  abstract findRun(scope: TenantScope, id: string): Promise<ReportRun | null>;
  /** Every tenant's schedules (the scheduler's one cross-tenant read: ids and timing). */
  abstract allSchedules(): Promise<ReportSchedule[]>;
  abstract hasRun(tenantId: TenantId, scheduleId: string, slot: Date): Promise<boolean>;
  /** Stores the run of a slot unless it exists: false when another run got there first. */
  abstract insertRun(tx: Transaction, run: ReportRun): Promise<boolean>;
}
