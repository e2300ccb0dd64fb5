import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { VideoTools, type VideoToolStatus } from '../application/video-tools.port';

const FACES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];

/** The tools a render uses, as found at start-up: the system's where present (faster), else the npm ones. */
export interface ResolvedVideoTools {
  ffmpegPath: string | null;
  /** `wasm`: eSpeak NG compiled to WebAssembly (the `espeak-ng` package), run in a Node child process. */
  espeak: { kind: 'system'; path: string } | { kind: 'wasm' } | null;
  fontDir: string | null;
  sources: VideoToolStatus['sources'];
}

const runs = (cmd: string, arg: string) =>
  spawnSync(cmd, [arg], { stdio: 'ignore', timeout: 5000, shell: false }).status === 0;

/** A module's file, or null when the package is not installed (optional at run time). */
function resolved(specifier: string): string | null {
  try {
    return require.resolve(specifier);
  } catch {
    return null;
  }
}

/** A face of `dejavu-fonts-ttf` (its directory holds both), or null when the package is not installed. */
function npmFontFile(): string | null {
  try {
    return require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  } catch {
    return null;
  }
}

/** The static ffmpeg of `@ffmpeg-installer/ffmpeg`; required only here: it throws on a platform it has no binary for. */
function npmFfmpegPath(): string | null {
  if (!resolved('@ffmpeg-installer/ffmpeg')) return null;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    return null;
  }
}

/**
 * Looks for the tools once: the configured system binaries and font directory first (`-version`
 * exits 0, both DejaVu faces exist), otherwise the static ffmpeg of `@ffmpeg-installer/ffmpeg`, the WebAssembly
 * eSpeak NG of `espeak-ng` (with its German voice) and the DejaVu faces of `dejavu-fonts-ttf`, all from npm,
 * so that `npm install && npm start` renders videos on a machine without the Debian packages.
 */
export function resolveVideoTools(paths: {
  ffmpegPath: string;
  espeakPath: string;
  fontDir: string;
  /** false: the system tools or none (an operator who wants only the Debian packages). */
  npmTools?: boolean;
}): ResolvedVideoTools {
  const npm = paths.npmTools !== false;
  let ffmpegPath: string | null = null;
  let ffmpegSource: 'system' | 'npm' | null = null;
  if (runs(paths.ffmpegPath, '-version')) [ffmpegPath, ffmpegSource] = [paths.ffmpegPath, 'system'];
  else {
    const path = npm ? npmFfmpegPath() : null;
    if (path && runs(path, '-version')) [ffmpegPath, ffmpegSource] = [path, 'npm'];
  }
  const espeak: ResolvedVideoTools['espeak'] = runs(paths.espeakPath, '--version')
    ? { kind: 'system', path: paths.espeakPath }
    : npm && resolved('espeak-ng')
      ? { kind: 'wasm' }
      : null;
  const hasFaces = (dir: string) => FACES.every((f) => existsSync(join(dir, f)));
  const npmFace = npm ? npmFontFile() : null;
  const fontDir = hasFaces(paths.fontDir)
    ? paths.fontDir
    : npmFace && hasFaces(dirname(npmFace))
      ? dirname(npmFace)
      : null;
  return {
    ffmpegPath,
    espeak,
    fontDir,
    sources: {
      ffmpeg: ffmpegSource,
      espeak: espeak?.kind ?? null,
      fonts: fontDir === null ? null : fontDir === paths.fontDir ? 'system' : 'npm',
    },
  };
}

/** Whether this instance can render, and with which tools (reported at `/health/ready`). */
export class InstalledVideoTools extends VideoTools {
  constructor(private readonly tools: ResolvedVideoTools) {
    super();
  }

  status(): VideoToolStatus {
    return {
      ffmpeg: this.tools.ffmpegPath !== null,
      espeak: this.tools.espeak !== null,
      fonts: this.tools.fontDir !== null,
      sources: this.tools.sources,
    };
  }
}
