import { parseTenantId, type Clock } from '@libs/shared';
import { VIDEO_CONTENT_TYPES, VIDEO_FILE_KINDS, VIDEO_FILE_NAMES, type VideoJob } from '../domain/video-job';
import type { DownloadLinks } from './download-links';
import type { VideoJobRepository } from './video-job-repository.port';
import { storageKey, type StoredFile, type VideoStorage } from './video-storage.port';
import { VideoLinkExpiredError, VideoLinkInvalidError } from './video.errors';

export const DOWNLOAD_PATH = '/api/v2/video/downloads';

export interface VideoDownload {
  file: StoredFile;
  contentType: string;
  fileName: string;
}

/** Signed links of a finished job (fresh on every read) and the check of a presented link. */
export class VideoDownloads {
  constructor(
    private readonly links: DownloadLinks,
    private readonly jobs: VideoJobRepository,
    private readonly storage: VideoStorage,
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
  ) {}

  /** Links for a succeeded job whose files are still kept; they expire after one to two TTLs or with the files. */
  linksFor(job: VideoJob): { video: string; poster: string; captions: string; linksExpireAt: string } | null {
    const now = this.clock.now();
    if (job.state !== 'succeeded' || job.filesDeletedAt || !job.filesExpireAt || job.filesExpireAt <= now)
      return null;
    // Aligned to a grid of the TTL: the same link for a whole window (players and caches can reuse it), valid
    // for at least one TTL and at most two, never past the files' retention.
    const window = Math.floor(now.getTime() / 1000 / this.ttlSeconds);
    const expiresAt = Math.min(
      (window + 2) * this.ttlSeconds,
      Math.floor(job.filesExpireAt.getTime() / 1000),
    );
    const link = (kind: (typeof VIDEO_FILE_KINDS)[number]) =>
      `${DOWNLOAD_PATH}/${this.links.sign({ tenantId: job.tenantId, sandbox: job.sandbox, jobId: job.id, kind, expiresAt })}`;
    return {
      video: link('video'),
      poster: link('poster'),
      captions: link('captions'),
      linksExpireAt: new Date(expiresAt * 1000).toISOString(),
    };
  }

  /** 403 for a token we did not sign (or altered), 410 once it expired or the files are gone. */
  async open(token: string): Promise<VideoDownload> {
    const grant = this.links.verify(token);
    const tenantId = grant ? parseTenantId(grant.tenantId) : null;
    if (!grant || !tenantId) throw new VideoLinkInvalidError();
    const now = this.clock.now();
    if (grant.expiresAt * 1000 <= now.getTime()) throw new VideoLinkExpiredError();
    const job = await this.jobs.findById({ tenantId, sandbox: grant.sandbox }, grant.jobId);
    if (!job || !this.linksFor(job)) throw new VideoLinkExpiredError();
    const fileName = VIDEO_FILE_NAMES[grant.kind];
    const file = await this.storage.open(storageKey(tenantId, job.id, fileName));
    if (!file) throw new VideoLinkExpiredError();
    return { file, contentType: VIDEO_CONTENT_TYPES[grant.kind], fileName };
  }
}
