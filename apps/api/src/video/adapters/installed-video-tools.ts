import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VideoTools, type VideoToolStatus } from '../application/video-tools.port';

/** Looks for the tools once (at start-up): `-version`/`--version` exit 0, and the two DejaVu faces exist. */
export class InstalledVideoTools extends VideoTools {
  private readonly found: VideoToolStatus;

  constructor(paths: { ffmpegPath: string; ffprobePath: string; espeakPath: string; fontDir: string }) {
    super();
    const runs = (cmd: string, arg: string) => {
      const result = spawnSync(cmd, [arg], { stdio: 'ignore', timeout: 5000, shell: false });
      return result.status === 0;
    };
    this.found = {
      ffmpeg: runs(paths.ffmpegPath, '-version'),
      espeak: runs(paths.espeakPath, '--version'),
      fonts: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].every((f) => existsSync(join(paths.fontDir, f))),
    };
  }

  status(): VideoToolStatus {
    return this.found;
  }
}
