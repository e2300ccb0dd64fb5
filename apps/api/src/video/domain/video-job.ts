import type { TenantId } from '@libs/shared';
import type { VideoAspect, VideoTemplateId } from './video-templates';

export const VIDEO_JOB_STATES = ['queued', 'rendering', 'succeeded', 'failed'] as const;
export type VideoJobState = (typeof VIDEO_JOB_STATES)[number];

/** The files of a finished render, by kind; stored under `<tenant>/<job>/<file>`. */
export const VIDEO_FILE_KINDS = ['video', 'poster', 'captions'] as const;
export type VideoFileKind = (typeof VIDEO_FILE_KINDS)[number];

export const VIDEO_FILE_NAMES: Record<VideoFileKind, string> = {
  video: 'video.mp4',
  poster: 'poster.jpg',
  captions: 'captions.vtt',
};
export const VIDEO_CONTENT_TYPES: Record<VideoFileKind, string> = {
  video: 'video/mp4',
  poster: 'image/jpeg',
  captions: 'text/vtt; charset=utf-8',
};

export interface VideoOptions {
  narration: boolean;
  captions: boolean;
  aspect: VideoAspect;
}

export interface VideoInputs {
  programId?: string;
  calculationId?: string;
  title?: string;
}

/** A render job of one tenant and mode (ADR 0009): what to render, how far it got, and what came out. */
export interface VideoJob {
  id: string;
  tenantId: TenantId;
  sandbox: boolean;
  templateId: VideoTemplateId;
  inputs: VideoInputs;
  options: VideoOptions;
  state: VideoJobState;
  /** 0..1 while rendering; 1 when succeeded. */
  progress: number;
  /** German reason when failed. */
  failureReason: string | null;
  durationSec: number | null;
  /** The Idempotency-Key of the creating request: a second request with it returns this job. */
  idempotencyKey: string | null;
  attempts: number;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
  /** When the files are deleted (the plan's retention); null until succeeded. */
  filesExpireAt: Date | null;
  /** Set by the cleanup: from then on the job keeps its facts but has no files and no links. */
  filesDeletedAt: Date | null;
}
