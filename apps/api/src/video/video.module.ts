import { randomBytes } from 'node:crypto';
import { Module } from '@nestjs/common';
import { GetProgram } from '@libs/catalogue';
import { Clock } from '@libs/shared';
import { TenantEntitlements } from '../access';
import { CatalogueModule } from '../catalogue';
import { CalculationsModule, GetCalculation } from '../calculations';
import { FeatureFlagsModule, FeatureGate } from '../feature-flags';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { TenantJobs } from '../platform/jobs/tenant-jobs';
import { TenantTransaction } from '../platform/tenancy/tenant-transaction';
import { UnitOfWork } from '../platform/tenancy/unit-of-work.port';
import { CatalogueVideoSources } from './adapters/catalogue-video-sources';
import { FfmpegVideoRenderer } from './adapters/ffmpeg-video-renderer';
import {
  InstalledVideoTools,
  resolveVideoTools,
  type ResolvedVideoTools,
} from './adapters/installed-video-tools';

/** The tools found at start-up (a token: a plain object, shared by the tools' status and the renderer). */
const RESOLVED_VIDEO_TOOLS = 'fm:resolved-video-tools';
import { LocalVideoStorage } from './adapters/local-video-storage';
import { FlaggedVideoAvailability } from './adapters/flagged-video-availability';
import { PlanVideoAvailability } from './adapters/plan-video-availability';
import { S3VideoStorage } from './adapters/s3-video-storage';
import { VideoJobHandlers } from './adapters/video-job-handlers';
import { CleanupVideoFiles } from './application/cleanup-video-files.use-case';
import { CreateVideoJob } from './application/create-video-job.use-case';
import { DownloadLinks } from './application/download-links';
import { VideoDownloads } from './application/open-video-download.use-case';
import { RenderVideoJob } from './application/render-video-job.use-case';
import { VideoAvailability } from './application/video-availability.port';
import { VideoJobRepository } from './application/video-job-repository.port';
import { VideoRenderer } from './application/video-renderer.port';
import { renderLeaseSeconds, videoSettings, type VideoConfig } from './application/video-settings';
import { VideoSources } from './application/video-sources.port';
import { VideoStorage } from './application/video-storage.port';
import { VideoTools } from './application/video-tools.port';
import { TypeormVideoJobRepository } from './persistence/typeorm-video-job-repository';
import { VideoDownloadsController } from './video-downloads.controller';
import { VideoController } from './video.controller';

const VideoSettings = Symbol('VideoSettings');

/** Video explainers (ADR 0020): templates, jobs, the render worker, storage and signed downloads. */
@Module({
  imports: [CatalogueModule, CalculationsModule, FeatureFlagsModule],
  controllers: [VideoController, VideoDownloadsController],
  providers: [
    VideoJobHandlers,
    { provide: VideoSettings, inject: [AppConfigToken], useFactory: (c: AppConfig) => videoSettings(c) },
    // Looked for once: the system tools where installed, else the npm-shipped ones.
    {
      provide: RESOLVED_VIDEO_TOOLS,
      inject: [VideoSettings],
      useFactory: (s: VideoConfig) => resolveVideoTools(s),
    },
    {
      provide: VideoTools,
      inject: [RESOLVED_VIDEO_TOOLS],
      useFactory: (t: ResolvedVideoTools) => new InstalledVideoTools(t),
    },
    {
      provide: VideoJobRepository,
      inject: [TenantTransaction],
      useFactory: (t: TenantTransaction) => new TypeormVideoJobRepository(t),
    },
    {
      provide: VideoStorage,
      inject: [VideoSettings],
      useFactory: (s: VideoConfig) =>
        s.storage === 's3' && s.s3 ? new S3VideoStorage(s.s3) : new LocalVideoStorage(s.storageDir),
    },
    {
      provide: VideoAvailability,
      inject: [TenantEntitlements, FeatureGate],
      useFactory: (p: TenantEntitlements, g: FeatureGate) =>
        new FlaggedVideoAvailability(new PlanVideoAvailability(p), g),
    },
    {
      provide: VideoSources,
      inject: [GetProgram, GetCalculation],
      useFactory: (p: GetProgram, c: GetCalculation) => new CatalogueVideoSources(p, c),
    },
    {
      provide: VideoRenderer,
      inject: [VideoSettings, RESOLVED_VIDEO_TOOLS],
      useFactory: (s: VideoConfig, t: ResolvedVideoTools) =>
        new FfmpegVideoRenderer({
          // Unresolved tools keep the configured names: the routes answer 503 before a render could start.
          ffmpegPath: t.ffmpegPath ?? s.ffmpegPath,
          espeakPath: t.espeak?.kind === 'system' ? t.espeak.path : s.espeakPath,
          espeakWasm: t.espeak?.kind === 'wasm',
          fontDir: t.fontDir ?? s.fontDir,
          shortSide: s.shortSide,
          fps: s.fps,
          timeoutSeconds: s.renderTimeoutSeconds,
          maxConcurrent: s.maxConcurrentRenders,
          preset: s.shortSide <= 360 ? 'ultrafast' : 'veryfast',
        }),
    },
    {
      provide: VideoDownloads,
      inject: [VideoSettings, VideoJobRepository, VideoStorage, Clock],
      useFactory: (s: VideoConfig, j: VideoJobRepository, st: VideoStorage, c: Clock) =>
        // Outside production without a configured key, a random one per process: links die with the process.
        new VideoDownloads(
          new DownloadLinks(s.linkSecret ? Buffer.from(s.linkSecret, 'base64') : randomBytes(32)),
          j,
          st,
          c,
          s.linkTtlSeconds,
        ),
    },
    {
      provide: CreateVideoJob,
      inject: [
        VideoJobRepository,
        VideoAvailability,
        VideoTools,
        VideoSources,
        UnitOfWork,
        TenantJobs,
        Clock,
        VideoSettings,
      ],
      useFactory: (
        j: VideoJobRepository,
        a: VideoAvailability,
        t: VideoTools,
        s: VideoSources,
        u: UnitOfWork,
        q: TenantJobs,
        c: Clock,
        cfg: VideoConfig,
      ) => new CreateVideoJob(j, a, t, s, u, q, c, renderLeaseSeconds(cfg)),
    },
    {
      provide: RenderVideoJob,
      inject: [
        VideoJobRepository,
        VideoSources,
        VideoRenderer,
        VideoStorage,
        VideoAvailability,
        OutboundEvents,
        UnitOfWork,
        Clock,
        VideoSettings,
      ],
      useFactory: (
        j: VideoJobRepository,
        s: VideoSources,
        r: VideoRenderer,
        st: VideoStorage,
        a: VideoAvailability,
        e: OutboundEvents,
        u: UnitOfWork,
        c: Clock,
        cfg: VideoConfig,
      ) => new RenderVideoJob(j, s, r, st, a, e, u, c, cfg.workDir),
    },
    {
      provide: CleanupVideoFiles,
      inject: [VideoJobRepository, VideoStorage, Clock],
      useFactory: (j: VideoJobRepository, s: VideoStorage, c: Clock) => new CleanupVideoFiles(j, s, c),
    },
  ],
  exports: [VideoTools],
})
export class VideoModule {}
