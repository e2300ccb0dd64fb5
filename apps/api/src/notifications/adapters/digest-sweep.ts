import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { ScheduledJobs, type JobRunResult } from '../../platform/jobs/scheduled-jobs.port';
import { DigestRepository } from '../application/digest-repository.port';
import { ProduceDigest, type DigestOutcome } from '../application/produce-digest.use-case';

/** The job `weekly-digest` of spec 4.3 (also `GET /api/v2/cron/weekly-digest`): every due digest, daily or weekly. */
export const DIGEST_JOB = 'weekly-digest';
/** Every 5 minutes: a digest goes out at most 5 minutes after its local time. */
export const DIGEST_SWEEP_CRON = '*/5 * * * *';
const BATCH = 500;

/**
 * Sends the digests that are due. Runs on one instance per slot (ScheduledJobs), but nothing depends on it:
 * each digest is produced exactly once by `ProduceDigest` whoever runs it, so a trigger in the same slot, a
 * second instance or a retried run sends nothing twice.
 */
@Injectable()
export class DigestSweep implements OnModuleInit {
  private readonly log = new Logger('Digests');

  constructor(
    private readonly schedules: ScheduledJobs,
    private readonly digests: DigestRepository,
    private readonly produce: ProduceDigest,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.schedules.schedule(DIGEST_JOB, DIGEST_SWEEP_CRON, 'UTC', () => this.run());
  }

  async run(): Promise<JobRunResult> {
    const now = this.clock.now();
    const counts: Record<DigestOutcome | 'failed', number> = {
      sent: 0,
      skipped: 0,
      duplicate: 0,
      not_due: 0,
      failed: 0,
    };
    for (const due of await this.digests.due(now, BATCH)) {
      try {
        counts[await this.produce.execute(due.tenantId, due.scheduleId, now)]++;
      } catch (error) {
        // One tenant's failure does not hold back the others; it stays due and is tried in the next slot.
        counts.failed++;
        this.log.error(`digest ${due.scheduleId}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { counts };
  }
}
