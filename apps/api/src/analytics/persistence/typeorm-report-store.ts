import type { TenantId, TenantScope } from '@libs/shared';
import type { DataSource } from 'typeorm';
import { APP_ROLE, type TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { ReportStore, type ReportRun, type ReportSchedule } from '../application/report-store.port';
import { REPORT_SCHEDULER_SETTING } from './migrations/1763718000001-create-analytics-reports';

interface ScheduleRow {
  id: string;
  tenant_id: TenantId;
  sandbox: boolean;
  name: string;
  queries: string[] | string;
  cadence: ReportSchedule['cadence'];
  hour: number;
  time_zone: string;
  created_at: Date | string;
}

const toSchedule = (r: ScheduleRow): ReportSchedule => ({
  id: r.id,
  tenantId: r.tenant_id,
  sandbox: r.sandbox,
  name: r.name,
  queries: typeof r.queries === 'string' ? (JSON.parse(r.queries) as string[]) : r.queries,
  cadence: r.cadence,
  hour: r.hour,
  timeZone: r.time_zone,
  createdAt: new Date(r.created_at),
});

const COLUMNS = 'id, tenant_id, sandbox, name, queries, cadence, hour, time_zone, created_at';

export class TypeormReportStore extends ReportStore {
  constructor(
    private readonly tenantTx: TenantTransaction,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  async create(s: ReportSchedule): Promise<void> {
    await this.tenantTx.query(
      s.tenantId,
      `INSERT INTO analytics_report_schedules (${COLUMNS}) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)`,
      [
        s.id,
        s.tenantId,
        s.sandbox,
        s.name,
        JSON.stringify(s.queries),
        s.cadence,
        s.hour,
        s.timeZone,
        s.createdAt.toISOString(),
      ],
    );
  }

  async list(scope: TenantScope): Promise<ReportSchedule[]> {
    const rows: ScheduleRow[] = await this.tenantTx.query(
      scope.tenantId,
      `SELECT ${COLUMNS} FROM analytics_report_schedules WHERE tenant_id = $1 AND sandbox = $2 ORDER BY created_at, id`,
      [scope.tenantId, scope.sandbox],
    );
    return rows.map(toSchedule);
  }

  async find(scope: TenantScope, id: string): Promise<ReportSchedule | null> {
    const rows: ScheduleRow[] = await this.tenantTx.query(
      scope.tenantId,
      `SELECT ${COLUMNS} FROM analytics_report_schedules WHERE tenant_id = $1 AND sandbox = $2 AND id = $3`,
      [scope.tenantId, scope.sandbox, id],
    );
    return rows[0] ? toSchedule(rows[0]) : null;
  }

  async delete(scope: TenantScope, id: string): Promise<boolean> {
    const rows: unknown[] = await this.tenantTx.query(
      scope.tenantId,
      // TypeORM answers a bare DELETE with [rows, count]; through a CTE it is a plain SELECT
      `WITH deleted AS (
         DELETE FROM analytics_report_schedules WHERE tenant_id = $1 AND sandbox = $2 AND id = $3 RETURNING id
       ) SELECT id FROM deleted`,
      [scope.tenantId, scope.sandbox, id],
    );
    return rows.length > 0;
  }

  async runs(scope: TenantScope, scheduleId: string): Promise<Omit<ReportRun, 'result'>[]> {
    const rows: { id: string; schedule_id: string; slot: Date; created_at: Date }[] =
      await this.tenantTx.query(
        scope.tenantId,
        `SELECT r.id, r.schedule_id, r.slot, r.created_at FROM analytics_report_runs r
       JOIN analytics_report_schedules s ON s.id = r.schedule_id
       WHERE r.tenant_id = $1 AND s.sandbox = $2 AND r.schedule_id = $3 ORDER BY r.slot DESC LIMIT 100`,
        [scope.tenantId, scope.sandbox, scheduleId],
      );
    return rows.map((r) => ({
      id: r.id,
      scheduleId: r.schedule_id,
      slot: new Date(r.slot),
      createdAt: new Date(r.created_at),
    }));
  }

  async findRun(scope: TenantScope, id: string): Promise<ReportRun | null> {
    const rows: { id: string; schedule_id: string; slot: Date; created_at: Date; result: unknown }[] =
      await this.tenantTx.query(
        scope.tenantId,
        `SELECT r.id, r.schedule_id, r.slot, r.created_at, r.result FROM analytics_report_runs r
         JOIN analytics_report_schedules s ON s.id = r.schedule_id
         WHERE r.tenant_id = $1 AND s.sandbox = $2 AND r.id = $3`,
        [scope.tenantId, scope.sandbox, id],
      );
    const r = rows[0];
    if (!r) return null;
    const result = typeof r.result === 'string' ? (JSON.parse(r.result) as unknown) : r.result;
    return {
      id: r.id,
      scheduleId: r.schedule_id,
      slot: new Date(r.slot),
      createdAt: new Date(r.created_at),
      result,
    };
  }

  /** As the application role with the scheduler setting: the only policy that admits rows of every tenant. */
  allSchedules(): Promise<ReportSchedule[]> {
    return this.dataSource.transaction(async (em) => {
      const canUseRole = (await em.query(
        `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) AND pg_has_role(current_user, $1, 'MEMBER') AS ok`,
        [APP_ROLE],
      )) as { ok: boolean }[];
      await em.query(
        canUseRole[0]?.ok
          ? `SELECT set_config('${REPORT_SCHEDULER_SETTING}', 'on', true), set_config('role', '${APP_ROLE}', true)`
          : `SELECT set_config('${REPORT_SCHEDULER_SETTING}', 'on', true)`,
      );
      const rows = (await em.query(
        `SELECT ${COLUMNS} FROM analytics_report_schedules ORDER BY id`,
      )) as ScheduleRow[];
      return rows.map(toSchedule);
    });
  }

  async hasRun(tenantId: TenantId, scheduleId: string, slot: Date): Promise<boolean> {
    const rows: unknown[] = await this.tenantTx.query(
      tenantId,
      `SELECT 1 FROM analytics_report_runs WHERE tenant_id = $1 AND schedule_id = $2 AND slot = $3`,
      [tenantId, scheduleId, slot.toISOString()],
    );
    return rows.length > 0;
  }

  async insertRun(tx: Transaction, run: ReportRun): Promise<boolean> {
    const rows: unknown[] = await entityManagerOf(tx).query(
      `INSERT INTO analytics_report_runs (id, tenant_id, schedule_id, slot, created_at, result)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT (schedule_id, slot) DO NOTHING RETURNING id`,
      [
        run.id,
        tx.tenantId,
        run.scheduleId,
        run.slot.toISOString(),
        run.createdAt.toISOString(),
        JSON.stringify(run.result),
      ],
    );
    return rows.length > 0;
  }
}
