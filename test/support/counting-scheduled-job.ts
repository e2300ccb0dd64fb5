import { Injectable, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { ScheduledJobs } from '../../apps/api/src/platform/jobs/scheduled-jobs.port';
import type { JobRunContext } from '../../apps/api/src/platform/jobs/scheduled-jobs.port';

/** What the test job saw: every run it did, in order, across all app instances of the test. */
export class JobCalls {
  readonly runs: JobRunContext[] = [];
  /** Makes the next run throw, to see a failure recorded. */
  failNext: string | null = null;
}

export interface TestJob {
  name: string;
  cron: string;
  timeZone: string;
  calls: JobCalls;
}

/**
 * A module that schedules a test job the way a feature does: from its own registrar's `onModuleInit`, not
 * inside a provider factory. The handler counts its runs and reports a count back.
 */
export function countingJobModule(job: TestJob): DynamicModule {
  @Injectable()
  class CountingJobRegistrar implements OnModuleInit {
    constructor(private readonly jobs: ScheduledJobs) {}

    onModuleInit(): void {
      this.jobs.schedule(job.name, job.cron, job.timeZone, async (run) => {
        job.calls.runs.push(run);
        // The handler's own work, not a wait in a test: long enough for a concurrent duplicate to overlap.
        await new Promise((r) => setTimeout(r, 50));
        const failure = job.calls.failNext;
        job.calls.failNext = null;
        if (failure) throw new Error(failure);
        return { counts: { deleted: 3, pseudonymised: 1 } };
      });
    }
  }

  @Module({ providers: [CountingJobRegistrar] })
  class CountingJobModule {}

  return { module: CountingJobModule };
}
