import { randomUUID } from 'node:crypto';
import type { Clock, TenantScope } from '@libs/shared';
import { NotFoundError } from '@libs/shared';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import { RequestValidationError, type ValidationIssue } from '../../platform/errors/request-validation.error';
import type { JobRunResult } from '../../platform/jobs/scheduled-jobs.port';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { ANALYTICS_ERROR_CODES } from '../analytics.error-codes';
import type { ReportQueryCheck, ReportQueryExecutor } from './report-query-executor.port';
import { cronOf, dueSlot } from './report-schedule';
import type { ReportCadence, ReportSchedule, ReportStore } from './report-store.port';

export class ReportScheduleNotFoundError extends NotFoundError {
  constructor() {
    super('ANALYTICS_REPORT_NOT_FOUND', ANALYTICS_ERROR_CODES.ANALYTICS_REPORT_NOT_FOUND.message);
  }
}

/** A new schedule as the caller asked for it (hour and time zone default to 7 and Europe/Berlin). */
export interface CreateReportScheduleCommand {
  name: string;
  queries: string[];
  cadence: ReportCadence;
  hour?: number;
  timeZone?: string;
}

export class CreateReportSchedule {
  constructor(
    private readonly store: ReportStore,
    private readonly clock: Clock,
    private readonly check: ReportQueryCheck,
  ) {}

  async execute(scope: TenantScope, body: CreateReportScheduleCommand): Promise<ReportSchedule> {
    const issues: ValidationIssue[] = [];
    body.queries.forEach((spec, i) => {
      const problem = this.check.problemOf(spec);
      if (problem !== null) issues.push({ path: ['queries', i], message: problem });
    });
    const schedule: ReportSchedule = {
      id: randomUUID(),
      tenantId: scope.tenantId,
      sandbox: scope.sandbox,
      name: body.name,
      queries: body.queries,
      cadence: body.cadence,
      hour: body.hour ?? 7,
      timeZone: body.timeZone ?? 'Europe/Berlin',
      createdAt: this.clock.now(),
    };
    try {
      cronOf(schedule);
    } catch {
      issues.push({ path: ['timeZone'], message: 'muss eine IANA-Zeitzone sein (z. B. Europe/Berlin)' });
    }
    if (issues.length > 0) throw new RequestValidationError(issues);
    await this.store.create(schedule);
    return schedule;
  }
}

/**
 * The `/cron/scheduled-reports` job: every schedule whose latest slot has no run yet gets one. The run is
 * computed outside the transaction (queries may take a while) and stored with its `report.ready` event in
 * one; the unique (schedule, slot) key lets only the first of two racing instances store and announce it.
 */
export class RunDueReports {
  constructor(
    private readonly store: ReportStore,
    private readonly executor: ReportQueryExecutor,
    private readonly uow: UnitOfWork,
    private readonly events: OutboundEvents,
  ) {}

  async execute(now: Date): Promise<JobRunResult> {
    let ran = 0;
    let failed = 0;
    for (const schedule of await this.store.allSchedules()) {
      const slot = dueSlot(schedule, now);
      if (!slot || (await this.store.hasRun(schedule.tenantId, schedule.id, slot))) continue;
      const scope = { tenantId: schedule.tenantId, sandbox: schedule.sandbox };
      try {
        const results = [];
        for (const query of schedule.queries)
          results.push({ query, result: await this.executor.execute(scope, query) });
        const run = { id: randomUUID(), scheduleId: schedule.id, slot, createdAt: now, result: results };
        await this.uow.run(schedule.tenantId, async (tx) => {
          if (!(await this.store.insertRun(tx, run))) return;
          ran++;
          await this.events.publish(
            schedule.tenantId,
            {
              type: 'report.ready',
              sandbox: schedule.sandbox,
              idempotencyKey: `report.ready:${schedule.id}:${slot.toISOString()}`,
              data: {
                scheduleId: schedule.id,
                runId: run.id,
                slot: slot.toISOString(),
                downloadPath: `/api/v2/analytics/report-runs/${run.id}`,
              },
            },
            tx,
          );
        });
      } catch {
        // One tenant's broken report (e.g. a query over a range grown too long) does not stop the others';
        // its slot stays open and the next run of the job tries again.
        failed++;
      }
    }
    return { counts: { ran, failed } };
  }
}
