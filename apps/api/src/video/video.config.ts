import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { toBool } from '../platform/config/env-transforms';
import { ConfigError, validateEnvironment, type ConfigSection } from '../platform/config/config-section';
import type { VideoConfig } from './application/video-settings';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
/** Paths go into ffmpeg filter arguments: plain characters only, so nothing needs filter escaping. */
const PLAIN_PATH = /^[A-Za-z0-9_./-]+$/;

/** The video module's environment variables (docs/configuration.md). */
class VideoEnvironment {
  @IsOptional() @IsIn(['local', 's3']) VIDEO_STORAGE?: 'local' | 's3';
  @IsOptional() @Matches(PLAIN_PATH) VIDEO_STORAGE_DIR?: string;
  @IsOptional() @IsString() VIDEO_S3_ENDPOINT?: string;
  @IsOptional() @IsString() VIDEO_S3_BUCKET?: string;
  @IsOptional() @IsString() VIDEO_S3_REGION?: string;
  @IsOptional() @IsString() VIDEO_S3_ACCESS_KEY_ID?: string;
  @IsOptional() @IsString() VIDEO_S3_SECRET_ACCESS_KEY?: string;
  @IsOptional()
  @Matches(/^[A-Za-z0-9+/]{43}=$/, { message: 'must be base64 of 32 bytes' })
  VIDEO_LINK_SECRET?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(30) @Max(86_400) VIDEO_LINK_TTL_SECONDS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(10) @Max(3_600) VIDEO_RENDER_TIMEOUT_SECONDS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(16) VIDEO_MAX_CONCURRENT_RENDERS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(120) @Max(1080) VIDEO_SHORT_SIDE?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(5) @Max(30) VIDEO_FPS?: number;
  @IsOptional() @Matches(PLAIN_PATH) VIDEO_FONT_DIR?: string;
  @IsOptional() @Matches(PLAIN_PATH) VIDEO_WORK_DIR?: string;
  @IsOptional() @Transform(toBool) @IsBoolean() VIDEO_NPM_TOOLS?: boolean;
}

/** The `video` section: storage, link signing, render limits and size. */
export const VIDEO_CONFIG: ConfigSection<Partial<VideoConfig>> = {
  key: 'video',
  load(env, nodeEnv) {
    const e = validateEnvironment(VideoEnvironment, env);
    const problems: string[] = [];
    if (nodeEnv === 'production' && !e.VIDEO_LINK_SECRET)
      problems.push('VIDEO_LINK_SECRET is required in production');
    const s3 = e.VIDEO_STORAGE === 's3';
    const s3Vars = [
      'VIDEO_S3_ENDPOINT',
      'VIDEO_S3_BUCKET',
      'VIDEO_S3_ACCESS_KEY_ID',
      'VIDEO_S3_SECRET_ACCESS_KEY',
    ] as const;
    if (s3)
      for (const name of s3Vars) if (!e[name]) problems.push(`${name} is required with VIDEO_STORAGE=s3`);
    if (problems.length) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    const section: Partial<VideoConfig> = {
      storage: e.VIDEO_STORAGE ?? 'local',
      s3: s3
        ? {
            endpoint: e.VIDEO_S3_ENDPOINT!,
            bucket: e.VIDEO_S3_BUCKET!,
            region: e.VIDEO_S3_REGION ?? 'us-east-1',
            accessKeyId: e.VIDEO_S3_ACCESS_KEY_ID!,
            secretAccessKey: e.VIDEO_S3_SECRET_ACCESS_KEY!,
          }
        : null,
      linkSecret: e.VIDEO_LINK_SECRET ?? null,
    };
    if (e.VIDEO_STORAGE_DIR) section.storageDir = e.VIDEO_STORAGE_DIR;
    if (e.VIDEO_LINK_TTL_SECONDS) section.linkTtlSeconds = e.VIDEO_LINK_TTL_SECONDS;
    if (e.VIDEO_RENDER_TIMEOUT_SECONDS) section.renderTimeoutSeconds = e.VIDEO_RENDER_TIMEOUT_SECONDS;
    if (e.VIDEO_MAX_CONCURRENT_RENDERS) section.maxConcurrentRenders = e.VIDEO_MAX_CONCURRENT_RENDERS;
    if (e.VIDEO_SHORT_SIDE) section.shortSide = e.VIDEO_SHORT_SIDE;
    if (e.VIDEO_FPS) section.fps = e.VIDEO_FPS;
    if (e.VIDEO_FONT_DIR) section.fontDir = e.VIDEO_FONT_DIR;
    if (e.VIDEO_WORK_DIR) section.workDir = e.VIDEO_WORK_DIR;
    if (e.VIDEO_NPM_TOOLS !== undefined) section.npmTools = e.VIDEO_NPM_TOOLS;
    return section;
  },
};
