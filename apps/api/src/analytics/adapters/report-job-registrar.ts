import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.port';
import { RunDueReports } from '../application/report-schedules.use-case';

/**
 * Declares the spec's `scheduled-reports` job (so `/api/v2/cron/scheduled-reports` stops answering 501):
 * every full hour, which is the finest slot a report schedule has.
 */
@Injectable()
export class ReportJobRegistrar implements OnModuleInit {
  constructor(
    private readonly schedules: ScheduledJobs,
    private readonly runDue: RunDueReports,
  ) {}

  onModuleInit(): void {
    this.schedules.schedule('scheduled-reports', '0 * * * *', 'UTC', (run) => this.runDue.execute(run.slot));
  }
}
