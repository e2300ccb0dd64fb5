import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EnqueueOptions } from '../../platform/jobs/job-queue.port';
import type { TenantJobData, TenantJobType } from '../../platform/jobs/tenant-jobs';
import { VideoAvailability, type VideoAllowance } from '../application/video-availability.port';
import {
  RenderFailedError,
  VideoRenderer,
  type RenderRequest,
  type RenderedVideo,
} from '../application/video-renderer.port';
import { VideoSources } from '../application/video-sources.port';
import { VideoTools, type VideoToolStatus } from '../application/video-tools.port';
import type { CalculationFacts, ProgramFacts } from '../domain/video-script';

export class FixedVideoAvailability extends VideoAvailability {
  constructor(public allowance: VideoAllowance) {
    super();
  }
  of(): Promise<VideoAllowance> {
    return Promise.resolve(this.allowance);
  }
}

export class FixedVideoTools extends VideoTools {
  constructor(public found: VideoToolStatus = { ffmpeg: true, espeak: true, fonts: true }) {
    super();
  }
  status(): VideoToolStatus {
    return this.found;
  }
}

export const SAMPLE_PROGRAM: ProgramFacts = {
  name: 'Beratungsförderung',
  provider: 'BAFA',
  description: 'Gefördert wird die Beratung kleiner und mittlerer Unternehmen.',
  maxAmountEur: 3500,
  subsidyRateMax: 0.5,
  applicationDeadline: null,
  url: null,
};

export class InMemoryVideoSources extends VideoSources {
  programs = new Map<string, ProgramFacts>([['p-1', SAMPLE_PROGRAM]]);
  calculations = new Map<string, CalculationFacts>();
  program(_scope: unknown, id: string): Promise<ProgramFacts | null> {
    return Promise.resolve(this.programs.get(id) ?? null);
  }
  calculation(_scope: unknown, id: string): Promise<CalculationFacts | null> {
    return Promise.resolve(this.calculations.get(id) ?? null);
  }
}

/** Writes small stand-in files; can be told to crash (a plain Error) or to fail for good (RenderFailedError). */
export class ScriptedVideoRenderer extends VideoRenderer {
  renders = 0;
  next: 'ok' | 'crash' | 'fail' = 'ok';
  async render({ workDir, slides, onProgress }: RenderRequest): Promise<RenderedVideo> {
    this.renders++;
    if (this.next === 'crash') throw new Error('worker died');
    if (this.next === 'fail')
      throw new RenderFailedError('Das Video konnte nicht erzeugt werden (ffmpeg-Fehler).');
    onProgress(0.5);
    const paths = { videoPath: 'v.mp4', posterPath: 'p.jpg', captionsPath: 'c.vtt' };
    for (const p of Object.values(paths)) await writeFile(join(workDir, p), `${slides.length}`);
    return {
      videoPath: join(workDir, paths.videoPath),
      posterPath: join(workDir, paths.posterPath),
      captionsPath: join(workDir, paths.captionsPath),
      durationSec: slides.length * 2,
    };
  }
}

// The kernel's test kit holds these; the video specs know them by these names.
export { RecordingOutboundEvents, ImmediateUnitOfWork as DirectUnitOfWork } from '../../platform/testing';

export class RecordingTenantJobs {
  readonly enqueued: { queue: string; data: TenantJobData; options?: EnqueueOptions }[] = [];
  enqueue<T extends TenantJobData>(job: TenantJobType<T>, data: T, options?: EnqueueOptions): Promise<void> {
    this.enqueued.push({ queue: job.queue, data, options });
    return Promise.resolve();
  }
}
