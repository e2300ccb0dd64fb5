export interface VideoToolStatus {
  ffmpeg: boolean;
  espeak: boolean;
  fonts: boolean;
  /** Which of each is in use: the system's (Debian packages, faster) or the npm-shipped one. */
  sources?: {
    ffmpeg: 'system' | 'npm' | null;
    espeak: 'system' | 'wasm' | null;
    fonts: 'system' | 'npm' | null;
  };
}

/** Whether this machine can render (ffmpeg, espeak-ng, DejaVu fonts): checked once at start-up. */
export abstract class VideoTools {
  abstract status(): VideoToolStatus;
  available(): boolean {
    const s = this.status();
    return s.ffmpeg && s.espeak && s.fonts;
  }
}
