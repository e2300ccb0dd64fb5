import { randomUUID } from 'node:crypto';
import type { Clock, TenantScope } from '@libs/shared';
import type { TenantJobs } from '../../platform/jobs/tenant-jobs';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { RequestValidationError } from '../../platform/errors/request-validation.error';
import type { VideoInputs, VideoJob, VideoOptions } from '../domain/video-job';
import { findVideoTemplate, type VideoTemplateId } from '../domain/video-templates';
import { RENDER_VIDEO_JOB } from './render-job';
import type { VideoAvailability } from './video-availability.port';
import type { VideoJobRepository } from './video-job-repository.port';
import type { VideoSources } from './video-sources.port';
import type { VideoTools } from './video-tools.port';
import {
  VideoNotInPlanError,
  VideoRenderLimitReachedError,
  VideoSourceNotFoundError,
  VideoSwitchedOffError,
  VideoUnavailableError,
} from './video.errors';

export interface CreateVideoJobCommand {
  templateId: VideoTemplateId;
  inputs: VideoInputs;
  options: VideoOptions;
  idempotencyKey: string | null;
}

const startOfUtcMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

/**
 * Accepts a render: checks the machine, the plan and the source, then stores the job and its queue job in one
 * transaction (the render exists exactly when the job does). A repeated Idempotency-Key returns the first job,
 * even after the kernel's stored answer expired: the same key never renders twice.
 */
export class CreateVideoJob {
  constructor(
    private readonly jobs: VideoJobRepository,
    private readonly availability: VideoAvailability,
    private readonly tools: VideoTools,
    private readonly sources: VideoSources,
    private readonly uow: UnitOfWork,
    private readonly queue: TenantJobs,
    private readonly clock: Clock,
    /** The queue job's expiry: longer than any live render (time limit + upload), see `renderLeaseSeconds`. */
    private readonly leaseSeconds: number,
  ) {}

  async execute(
    scope: TenantScope,
    command: CreateVideoJobCommand,
  ): Promise<{ job: VideoJob; created: boolean }> {
    if (!this.tools.available()) {
      const s = this.tools.status();
      throw new VideoUnavailableError(Object.entries(s).flatMap(([tool, ok]) => (ok ? [] : [tool])));
    }
    const allowance = await this.availability.of(scope);
    if (allowance.switchedOff) throw new VideoSwitchedOffError(allowance.plan);
    if (!allowance.allowed || allowance.monthlyRenders === 0) throw new VideoNotInPlanError(allowance.plan);
    if (command.idempotencyKey) {
      const earlier = await this.jobs.findByIdempotencyKey(scope, command.idempotencyKey);
      if (earlier) return { job: earlier, created: false };
    }
    await this.checkSource(scope, command);
    const now = this.clock.now();
    const job: VideoJob = {
      id: randomUUID(),
      tenantId: scope.tenantId,
      sandbox: scope.sandbox,
      templateId: command.templateId,
      inputs: command.inputs,
      options: command.options,
      state: 'queued',
      progress: 0,
      failureReason: null,
      durationSec: null,
      idempotencyKey: command.idempotencyKey,
      attempts: 0,
      createdAt: now,
      updatedAt: now,
      finishedAt: null,
      filesExpireAt: null,
      filesDeletedAt: null,
    };
    return this.uow.run(scope.tenantId, async (tx) => {
      if (command.idempotencyKey) {
        const earlier = await this.jobs.findByIdempotencyKey(scope, command.idempotencyKey, tx);
        if (earlier) return { job: earlier, created: false };
      }
      if (!(await this.jobs.addWithinLimit(job, allowance.monthlyRenders, startOfUtcMonth(now), tx))) {
        throw new VideoRenderLimitReachedError(allowance.plan, allowance.monthlyRenders ?? 0);
      }
      await this.queue.enqueue(
        RENDER_VIDEO_JOB,
        { tenantId: scope.tenantId, jobId: job.id },
        // A worker that died mid-render is replaced once the render's time limit has surely passed.
        { transaction: tx, expireInSeconds: this.leaseSeconds },
      );
      return { job, created: true };
    });
  }

  private async checkSource(
    scope: TenantScope,
    { templateId, inputs }: CreateVideoJobCommand,
  ): Promise<void> {
    const template = findVideoTemplate(templateId)!;
    const missing = template.fields.filter((f) => f.required && !inputs[f.name as keyof VideoInputs]?.trim());
    if (missing.length > 0) {
      throw new RequestValidationError(
        missing.map((f) => ({
          path: ['inputs', f.name],
          message: `Die Vorlage ${template.id} braucht das Feld ${f.name}.`,
        })),
      );
    }
    if (templateId === 'program-explainer') {
      if (!(await this.sources.program(scope, inputs.programId!)))
        throw new VideoSourceNotFoundError('programId', inputs.programId!);
    } else if (!(await this.sources.calculation(scope, inputs.calculationId!))) {
      throw new VideoSourceNotFoundError('calculationId', inputs.calculationId!);
    }
  }
}
