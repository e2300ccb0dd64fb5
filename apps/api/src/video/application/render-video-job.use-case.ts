import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock, TenantId } from '@libs/shared';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { VIDEO_CONTENT_TYPES, VIDEO_FILE_NAMES, type VideoJob } from '../domain/video-job';
import { calculationSummaryScript, programExplainerScript, type Slide } from '../domain/video-script';
import type { VideoAvailability } from './video-availability.port';
import type { VideoJobRepository } from './video-job-repository.port';
import { RenderFailedError, type VideoRenderer } from './video-renderer.port';
import type { VideoSources } from './video-sources.port';
import { storageKey, type VideoStorage } from './video-storage.port';

/** After this many started attempts (crashes, storage errors) a job fails instead of being retried again. */
export const MAX_RENDER_ATTEMPTS = 3;

/**
 * The worker side of a job: renders in a private temporary directory, uploads the finished files, and only then
 * marks the job succeeded (with its event) in one transaction. A crash at any point leaves the job queued or
 * rendering and no file under a visible name that a link could point to; the queue hands the job out again.
 */
export class RenderVideoJob {
  constructor(
    private readonly jobs: VideoJobRepository,
    private readonly sources: VideoSources,
    private readonly renderer: VideoRenderer,
    private readonly storage: VideoStorage,
    private readonly availability: VideoAvailability,
    private readonly events: OutboundEvents,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    /** Where renders keep their working files, one folder per job (`VIDEO_WORK_DIR`). */
    private readonly workRoot: string = tmpdir(),
  ) {}

  async execute(tenantId: TenantId, jobId: string): Promise<void> {
    const job = await this.jobs.startAttempt(tenantId, jobId, this.clock.now());
    if (!job) return; // finished already: a replayed queue job
    if (job.attempts > MAX_RENDER_ATTEMPTS) {
      return this.fail(job, 'Das Rendern wurde mehrfach abgebrochen. Bitte den Auftrag neu anlegen.');
    }
    const slides = await this.script(job);
    if (!slides) return this.fail(job, 'Das Programm oder die Berechnung gibt es nicht mehr.');
    // One folder per job, not per attempt: what a killed worker left here (on this machine) goes now.
    const workDir = join(this.workRoot, `fm-render-${jobId}`);
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });
    try {
      let reported = 0;
      const rendered = await this.renderer.render({
        slides,
        options: job.options,
        workDir,
        onProgress: (fraction) => {
          // At most every tenth: progress is for a status page, not a write per frame.
          if (fraction - reported < 0.1 || fraction >= 1) return;
          reported = fraction;
          void this.jobs.reportProgress(tenantId, jobId, fraction, this.clock.now()).catch(() => undefined);
        },
      });
      const files = {
        video: rendered.videoPath,
        poster: rendered.posterPath,
        captions: rendered.captionsPath,
      };
      for (const [kind, path] of Object.entries(files) as [keyof typeof files, string][]) {
        await this.storage.put(
          storageKey(tenantId, jobId, VIDEO_FILE_NAMES[kind]),
          path,
          VIDEO_CONTENT_TYPES[kind],
        );
      }
      const { retentionDays } = await this.availability.of({ tenantId, sandbox: job.sandbox });
      const now = this.clock.now();
      const filesExpireAt = new Date(now.getTime() + Math.max(1, retentionDays) * 86_400_000);
      await this.uow.run(tenantId, async (tx) => {
        await this.jobs.finish(
          tenantId,
          jobId,
          { state: 'succeeded', durationSec: rendered.durationSec, filesExpireAt },
          now,
          tx,
        );
        await this.events.publish(
          tenantId,
          {
            type: 'video.succeeded',
            sandbox: job.sandbox,
            data: { jobId, templateId: job.templateId, durationSec: rendered.durationSec },
            idempotencyKey: `video.succeeded:${jobId}`,
          },
          tx,
        );
      });
    } catch (error) {
      if (error instanceof RenderFailedError) return this.fail(job, error.reason);
      throw error; // storage or database trouble: the queue retries, the attempt counter bounds it
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async script(job: VideoJob): Promise<Slide[] | null> {
    const scope = { tenantId: job.tenantId, sandbox: job.sandbox };
    if (job.templateId === 'program-explainer') {
      const program = await this.sources.program(scope, job.inputs.programId ?? '');
      return program ? programExplainerScript(program, job.inputs.title) : null;
    }
    const calculation = await this.sources.calculation(scope, job.inputs.calculationId ?? '');
    return calculation ? calculationSummaryScript(calculation, job.inputs.title) : null;
  }

  private async fail(job: VideoJob, reason: string): Promise<void> {
    await this.uow.run(job.tenantId, async (tx) => {
      await this.jobs.finish(job.tenantId, job.id, { state: 'failed', reason }, this.clock.now(), tx);
      await this.events.publish(
        job.tenantId,
        {
          type: 'video.failed',
          sandbox: job.sandbox,
          data: { jobId: job.id, templateId: job.templateId, reason },
          idempotencyKey: `video.failed:${job.id}`,
        },
        tx,
      );
    });
  }
}
