export interface VideoToolStatus {
  ffmpeg: boolean;
  espeak: boolean;
  fonts: boolean;
}

/** Whether this machine can render (ffmpeg, espeak-ng, DejaVu fonts): checked once at start-up. */
export abstract class VideoTools {
  abstract status(): VideoToolStatus;
  available(): boolean {
    const s = this.status();
    return s.ffmpeg && s.espeak && s.fonts;
  }
}
