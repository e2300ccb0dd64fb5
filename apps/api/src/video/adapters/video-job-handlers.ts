import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.port';
import { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { CleanupVideoFiles } from '../application/cleanup-video-files.use-case';
import { RENDER_VIDEO_JOB } from '../application/render-job';
import { RenderVideoJob } from '../application/render-video-job.use-case';

/** Renders on the kernel's queue; the retention cleanup runs nightly (one run per slot, ADR 0010). */
@Injectable()
export class VideoJobHandlers implements OnModuleInit {
  constructor(
    private readonly jobs: TenantJobs,
    private readonly schedules: ScheduledJobs,
    private readonly render: RenderVideoJob,
    private readonly cleanup: CleanupVideoFiles,
  ) {}

  onModuleInit(): void {
    this.jobs.register(RENDER_VIDEO_JOB, (job) => this.render.execute(job.tenantId, job.jobId));
    this.schedules.schedule('video-cleanup', '30 3 * * *', 'Europe/Berlin', async () => {
      const { deletedJobs } = await this.cleanup.execute();
      return { counts: { deletedJobs } };
    });
  }
}
