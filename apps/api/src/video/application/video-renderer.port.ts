import type { Slide } from '../domain/video-script';
import type { VideoOptions } from '../domain/video-job';

export interface RenderRequest {
  slides: Slide[];
  options: VideoOptions;
  /** A private, empty directory for intermediate and output files (the caller removes it). */
  workDir: string;
  onProgress(fraction: number): void;
}

export interface RenderedVideo {
  videoPath: string;
  posterPath: string;
  captionsPath: string;
  durationSec: number;
}

/** A render that cannot succeed by retrying (bad input, time limit): the job fails with this German reason. */
export class RenderFailedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Turns slides into an MP4 with poster and WebVTT captions. */
export abstract class VideoRenderer {
  abstract render(request: RenderRequest): Promise<RenderedVideo>;
}
