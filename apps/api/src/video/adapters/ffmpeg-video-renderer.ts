import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { CAPTION_LINE_CHARS, CAPTION_PORTRAIT_LINE_CHARS, captionCues } from '../domain/caption-cues';
import { layoutSlide } from '../domain/text-layout';
import { wavDurationSeconds } from '../domain/wav-duration';
import { toAss } from '../domain/ass-captions';
import { toWebVtt, type CaptionCue } from '../domain/webvtt';
import { frameSize } from '../domain/video-templates';
import {
  RenderFailedError,
  VideoRenderer,
  type RenderRequest,
  type RenderedVideo,
} from '../application/video-renderer.port';
import {
  NARRATION_VOICE,
  narrationArgs,
  posterArgs,
  renderArgs,
  type Layout,
  type SlideTiming,
} from './ffmpeg-args';
import { wasmNarration } from './espeak-wasm';
import { progressFraction } from './ffmpeg-progress';
import { runProcess, Semaphore } from './run-process';

export interface FfmpegRendererSettings {
  ffmpegPath: string;
  espeakPath: string;
  /** Narrate with the WebAssembly eSpeak NG from npm instead of `espeakPath` (no Debian package here). */
  espeakWasm?: boolean;
  fontDir: string;
  shortSide: number;
  fps: number;
  timeoutSeconds: number;
  maxConcurrent: number;
  /** x264 preset: `veryfast` in production, `ultrafast` on the shared test machines. */
  preset: string;
}

/** Words per second a reader takes in when a slide is not narrated; at least three seconds a slide. */
const READING_WORDS_PER_SECOND = 2.5;

/** Renders with espeak-ng (German voice) and ffmpeg, each spawned with an argument list and a time limit. */
export class FfmpegVideoRenderer extends VideoRenderer {
  private readonly log = new Logger('Video');
  private readonly slots: Semaphore;

  constructor(private readonly s: FfmpegRendererSettings) {
    super();
    this.slots = new Semaphore(s.maxConcurrent);
  }

  render(request: RenderRequest): Promise<RenderedVideo> {
    return this.slots.use(async () => {
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), this.s.timeoutSeconds * 1000);
      try {
        return await this.renderNow(request, abort.signal);
      } catch (error) {
        if (abort.signal.aborted) {
          const limit = new Intl.NumberFormat('de-DE').format(this.s.timeoutSeconds);
          throw new RenderFailedError(`Das Rendern hat das Zeitlimit von ${limit} s überschritten.`);
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    });
  }

  private async renderNow({ slides, options, workDir, onProgress }: RenderRequest, signal: AbortSignal) {
    const { width, height } = frameSize(options.aspect, this.s.shortSide);
    const base = Math.min(width, height);
    const layout: Layout = {
      width,
      height,
      fps: this.s.fps,
      headingSize: Math.round(base * 0.1),
      bodySize: Math.round(base * 0.068),
      margin: Math.round(base * 0.08),
    };
    const portrait = height > width;
    const timings: SlideTiming[] = [];
    const cues: CaptionCue[] = [];
    let at = 0;
    for (const [i, slide] of slides.entries()) {
      const length = options.narration
        ? await this.speak(slide.narration, `slide-${i}.wav`, workDir, signal)
        : Math.max(3, slide.narration.split(/\s+/).length / READING_WORDS_PER_SECOND);
      const headingFile = `slide-${i}-heading.txt`;
      const bodyFile = `slide-${i}-body.txt`;
      const text = layoutSlide(slide, { ...layout, portrait, captions: options.captions });
      await writeFile(join(workDir, headingFile), text.heading.lines.join('\n'));
      await writeFile(join(workDir, bodyFile), text.body.lines.join('\n'));
      timings.push({
        startSec: at,
        endSec: at + length,
        headingFile,
        bodyFile,
        audioFile: options.narration ? `slide-${i}.wav` : null,
        text,
      });
      // Captions of at most 2 lines of 42 characters and 7 s each, in the slide's narration time.
      const lineChars = portrait ? CAPTION_PORTRAIT_LINE_CHARS : CAPTION_LINE_CHARS;
      cues.push(...captionCues(slide.narration, at, at + length, lineChars));
      at += length;
    }
    await writeFile(join(workDir, 'captions.vtt'), toWebVtt(cues));
    await writeFile(join(workDir, 'captions.ass'), toAss(cues));

    const preset = this.s.preset;
    await this.ffmpeg(
      renderArgs(timings, layout, options, this.s.fontDir, preset),
      workDir,
      signal,
      (line) => {
        const fraction = progressFraction(line, at);
        if (fraction !== null) onProgress(fraction);
      },
    );
    // The finished file gets its name only now: a render killed midway leaves only `video.part.mp4`.
    await rename(join(workDir, 'video.part.mp4'), join(workDir, 'video.mp4'));
    await this.ffmpeg(posterArgs(Math.min(1, at / 2)), workDir, signal);
    onProgress(1);
    return {
      videoPath: join(workDir, 'video.mp4'),
      posterPath: join(workDir, 'poster.jpg'),
      captionsPath: join(workDir, 'captions.vtt'),
      durationSec: Math.round(at * 1000) / 1000,
    };
  }

  /** espeak-ng's German voice into a WAV; the text goes through a file, so no argument is ever slide text. */
  private async speak(text: string, wav: string, workDir: string, signal: AbortSignal): Promise<number> {
    const textFile = `${wav}.txt`;
    await writeFile(join(workDir, textFile), text);
    const { command, args } = this.s.espeakWasm
      ? wasmNarration(textFile, wav, NARRATION_VOICE)
      : { command: this.s.espeakPath, args: narrationArgs(textFile, wav) };
    const result = await runProcess(command, args, { cwd: workDir, signal });
    if (result.code !== 0) {
      // Killed at the time limit: `render` names that reason, this is no espeak-ng failure to log.
      if (signal.aborted) throw new Error('aborted');
      this.log.error(`espeak-ng exited with ${result.code}: ${result.stderrTail}`);
      throw new RenderFailedError('Die Sprachausgabe (espeak-ng) ist fehlgeschlagen.');
    }
    return wavDurationSeconds(await readFile(join(workDir, wav)));
  }

  private async ffmpeg(args: string[], workDir: string, signal: AbortSignal, onLine?: (l: string) => void) {
    const result = await runProcess(this.s.ffmpegPath, args, { cwd: workDir, signal, onLine });
    if (result.code !== 0) {
      if (signal.aborted) throw new Error('aborted');
      this.log.error(`ffmpeg exited with ${result.code}: ${result.stderrTail}`);
      throw new RenderFailedError('Das Video konnte nicht erzeugt werden (ffmpeg-Fehler).');
    }
  }
}
