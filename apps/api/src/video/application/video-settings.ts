import { tmpdir } from 'node:os';
import type { AppConfig } from '../../platform/config/app-config';
import { configSection } from '../../platform/config/config-section';

export interface VideoConfig {
  storage: 'local' | 's3';
  storageDir: string;
  s3: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
  } | null;
  /** base64 of 32 bytes; null outside production: a random key per process. */
  linkSecret: string | null;
  linkTtlSeconds: number;
  renderTimeoutSeconds: number;
  /**
   * How long a render job may stay active before the queue takes its worker for dead and hands it out again
   * (null: the time limit + 60 s for espeak-ng, the poster and the upload). Tests shorten it.
   */
  renderLeaseSeconds: number | null;
  /** Working files of running renders, one folder per job (a killed worker's folder goes with the retry). */
  workDir: string;
  maxConcurrentRenders: number;
  /** Pixels of the short side (180 for tests, 720 for 1280x720). */
  shortSide: number;
  fps: number;
  ffmpegPath: string;
  ffprobePath: string;
  espeakPath: string;
  fontDir: string;
  /** Fall back to the npm-shipped ffmpeg, WebAssembly eSpeak NG and DejaVu faces (`VIDEO_NPM_TOOLS`, default on). */
  npmTools: boolean;
}

export const VIDEO_DEFAULTS: VideoConfig = {
  storage: 'local',
  storageDir: '/tmp/fm-video',
  s3: null,
  linkSecret: null,
  linkTtlSeconds: 900,
  renderTimeoutSeconds: 300,
  renderLeaseSeconds: null,
  workDir: tmpdir(),
  maxConcurrentRenders: 1,
  shortSide: 720,
  fps: 25,
  ffmpegPath: 'ffmpeg',
  ffprobePath: 'ffprobe',
  espeakPath: 'espeak-ng',
  fontDir: '/usr/share/fonts/truetype/dejavu',
  npmTools: true,
};

/** The queue job's expiry: past it, the job's worker is taken for dead (ADR 0020). */
export function renderLeaseSeconds(s: VideoConfig): number {
  return s.renderLeaseSeconds ?? s.renderTimeoutSeconds + 60;
}

export function videoSettings(config: AppConfig): VideoConfig {
  return { ...VIDEO_DEFAULTS, ...configSection<Partial<VideoConfig>>(config, 'video') };
}
