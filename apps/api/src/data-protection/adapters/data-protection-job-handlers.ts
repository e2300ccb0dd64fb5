import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.port';
import { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { BuildPortabilityArchive } from '../application/build-portability-archive.use-case';
import { ERASURE_JOB, GOBD_EXPORT_JOB, PORTABILITY_JOB } from '../application/dsgvo-jobs';
import { BuildGobdExport } from '../application/gobd-export.use-case';
import { EnforceRetention } from '../application/enforce-retention.use-case';
import { ExecuteErasure } from '../application/execute-erasure.use-case';

/**
 * The module's jobs: erasure and export per request, and the daily `data-retention` run (spec 4.3, also
 * triggerable at `GET /api/v2/cron/data-retention`), at 03:30 in Germany when the service is quiet.
 */
@Injectable()
export class DataProtectionJobHandlers implements OnModuleInit {
  constructor(
    private readonly jobs: TenantJobs,
    private readonly schedules: ScheduledJobs,
    private readonly erasure: ExecuteErasure,
    private readonly portability: BuildPortabilityArchive,
    private readonly retention: EnforceRetention,
    private readonly gobdExport: BuildGobdExport,
  ) {}

  onModuleInit(): void {
    this.jobs.register(ERASURE_JOB, (job) => this.erasure.execute(job.tenantId, job.requestId));
    this.jobs.register(PORTABILITY_JOB, (job) => this.portability.execute(job.tenantId, job.requestId));
    this.jobs.register(GOBD_EXPORT_JOB, (job) => this.gobdExport.execute(job.tenantId, job.exportId));
    this.schedules.schedule(
      'data-retention',
      '30 3 * * *',
      'Europe/Berlin',
      async () => ({ counts: await this.retention.execute() }),
      { timeoutSeconds: 3600 },
    );
  }
}
