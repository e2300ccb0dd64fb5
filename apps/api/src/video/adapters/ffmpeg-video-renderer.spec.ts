import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calculationSummaryScript, programExplainerScript } from '../domain/video-script';
import { parseWebVtt } from '../domain/webvtt';
import { FfmpegVideoRenderer } from './ffmpeg-video-renderer';
import { ffmpegTool, ffprobeTool, rendererTools } from '../../../../../test/support/test-tools';

// Three real renders with narration, checked with ffprobe: tens of seconds each on the shared machine.
jest.setTimeout(60_000);

/** Renders for real (tiny: 320x180, 10 fps, ultrafast) and checks the result with ffprobe, not by eye. */
const renderer = new FfmpegVideoRenderer({
  ...rendererTools(),
  shortSide: 180,
  fps: 10,
  timeoutSeconds: 60,
  maxConcurrent: 1,
  preset: 'ultrafast',
});

interface Probe {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
  format: { duration: string };
}
/** A duration as ffprobe reads it from the file, of the container or of its first audio or video stream. */
const durationOf = (file: string, stream?: 'a:0' | 'v:0'): number => {
  const what = stream
    ? ['-select_streams', stream, '-show_entries', 'stream=duration']
    : ['-show_entries', 'format=duration'];
  const out = execFileSync(ffprobeTool().path, ['-v', 'error', ...what, '-of', 'csv=p=0', file], {
    encoding: 'utf8',
  });
  return Number(out.trim());
};
const probe = (file: string): Probe =>
  JSON.parse(
    execFileSync(ffprobeTool().path, ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file], {
      encoding: 'utf8',
    }),
  ) as Probe;

describe('FfmpegVideoRenderer', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fm-render-spec-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('renders a narrated, captioned program explainer: H.264 + AAC, 320x180, as long as its narration', async () => {
    const progress: number[] = [];
    const slides = programExplainerScript({
      name: 'Digitalbonus Größenwachstum',
      provider: 'Bundesland',
      description:
        'Gefördert werden Investitionen in Hard- und Software für kleine Unternehmen. Weitere Sätze.',
      maxAmountEur: 50_000,
      subsidyRateMax: 0.5,
      applicationDeadline: '2026-12-31',
      url: 'https://example.org/foerderung',
    });
    const out = await renderer.render({
      slides,
      options: { narration: true, captions: true, aspect: '16:9' },
      workDir: dir,
      onProgress: (p) => progress.push(p),
    });

    const info = probe(out.videoPath);
    const video = info.streams.find((s) => s.codec_type === 'video')!;
    const audio = info.streams.find((s) => s.codec_type === 'audio')!;
    expect([video.codec_name, video.pix_fmt, video.width, video.height]).toEqual([
      'h264',
      'yuv420p',
      320,
      180,
    ]);
    expect(audio.codec_name).toBe('aac');
    const cues = parseWebVtt(readFileSync(out.captionsPath, 'utf8'));
    // The cues say the narration, split into captions of at most 2 x 42 characters.
    const words = (texts: string[]) => texts.join(' ').split(/\s+/);
    expect(words(cues.map((c) => c.text))).toEqual(words(slides.map((s) => s.narration)));
    // The narration as ffprobe measures espeak-ng's WAVs (not the renderer's own header arithmetic): the
    // container and its audio stream last as long as their sum, and each cue as long as its slide's WAV.
    const wavs = slides.map((_, i) => durationOf(join(dir, `slide-${i}.wav`)));
    const narration = wavs.reduce((sum, d) => sum + d, 0);
    expect(narration).toBeGreaterThan(5);
    expect(Math.abs(Number(info.format.duration) - narration)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(durationOf(out.videoPath, 'a:0') - narration)).toBeLessThanOrEqual(0.2);
    // Each slide's captions start when its WAV starts; the last ends with the narration.
    wavs.reduce((start, wav) => {
      expect(cues.some((c) => Math.abs(c.startSec - start) <= 0.05)).toBe(true);
      return start + wav;
    }, 0);
    expect(Math.abs(cues.at(-1)!.endSec - narration)).toBeLessThanOrEqual(0.2);
    // Cues follow each other without overlapping.
    cues.slice(1).forEach((c, i) => expect(c.startSec).toBeGreaterThanOrEqual(cues[i]!.endSec - 0.001));
    // ffmpeg's own progress arrived before the end (rising), and 1 only once the files are there.
    expect(progress.slice(0, -1).some((p) => p > 0 && p < 1)).toBe(true);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    expect(progress[progress.length - 1]).toBe(1);
    expect(readFileSync(out.posterPath).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8])); // JPEG
    // Moov atom before mdat: playable while downloading (fast start).
    const head = readFileSync(out.videoPath).subarray(0, 4096).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    if (process.env.VIDEO_FRAME_OUT) {
      execFileSync(ffmpegTool().path, [
        '-v',
        'error',
        '-y',
        '-ss',
        '1',
        '-i',
        out.videoPath,
        '-frames:v',
        '1',
        process.env.VIDEO_FRAME_OUT,
      ]);
    }
  });

  it('renders a portrait calculation summary without narration: silent AAC, 180x320, reading-time slides', async () => {
    const slides = calculationSummaryScript({
      programName: 'Förderung von Unternehmensberatungen',
      estimatedSubsidyEur: 1750,
      effectiveSubsidyRate: 0.5,
      projectBudgetEur: 3500,
      eligible: true,
      warnings: [],
    });
    const out = await renderer.render({
      slides,
      options: { narration: false, captions: false, aspect: '9:16' },
      workDir: dir,
      onProgress: () => undefined,
    });
    const info = probe(out.videoPath);
    const video = info.streams.find((s) => s.codec_type === 'video')!;
    expect([video.width, video.height]).toEqual([180, 320]);
    expect(info.streams.some((s) => s.codec_type === 'audio' && s.codec_name === 'aac')).toBe(true);
    // Without a voice a slide stays as long as reading it takes: 2.5 words a second, at least three seconds.
    const reading = slides
      .map((s) => Math.max(3, s.narration.split(/\s+/).length / 2.5))
      .reduce((sum, d) => sum + d, 0);
    expect(reading).toBeGreaterThanOrEqual(9); // three slides
    expect(Math.abs(Number(info.format.duration) - reading)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(durationOf(out.videoPath, 'v:0') - reading)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(durationOf(out.videoPath, 'a:0') - reading)).toBeLessThanOrEqual(0.2);
    if (process.env.VIDEO_FRAME_OUT) {
      const frame = process.env.VIDEO_FRAME_OUT.replace(/\.png$/, '-portrait.png');
      execFileSync(ffmpegTool().path, [
        '-v',
        'error',
        '-y',
        '-ss',
        '4',
        '-i',
        out.videoPath,
        '-frames:v',
        '1',
        frame,
      ]);
    }
  });

  it('shows the title at one second: the heading band changes with the title, the body below does not', async () => {
    const facts = {
      name: 'Digitalbonus Größenwachstum',
      provider: 'Bundesland',
      description: 'Gefördert werden Investitionen in Hard- und Software.',
      maxAmountEur: 50_000,
      subsidyRateMax: 0.5,
      applicationDeadline: null,
      url: null,
    };
    /** The frame at 1 s as 320x180 grey levels, one byte a pixel. */
    const frameAtOneSecond = async (name: string) => {
      const workDir = mkdtempSync(join(dir, 'r-'));
      const out = await renderer.render({
        slides: programExplainerScript({ ...facts, name }),
        options: { narration: false, captions: false, aspect: '16:9' },
        workDir,
        onProgress: () => undefined,
      });
      return execFileSync(ffmpegTool().path, [
        ...['-v', 'error', '-ss', '1', '-i', out.videoPath, '-frames:v', '1'],
        ...['-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
      ]);
    };
    const rows = (frame: Buffer, from: number, to: number) => frame.subarray(from * 320, to * 320);
    const bright = (pixels: Buffer) => pixels.filter((v) => v > 200).length;
    const difference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0);

    const a = await frameAtOneSecond('Digitalbonus Größenwachstum');
    const b = await frameAtOneSecond('Zuschuss Energieberatung');
    expect(a.length).toBe(320 * 180);
    // The heading (white on the dark blue) sits in the top third; the provider line below it.
    const headingA = rows(a, 0, 60);
    expect(bright(headingA)).toBeGreaterThan(300);
    expect(difference(headingA, rows(b, 0, 60)) / headingA.length).toBeGreaterThan(10);
    expect(difference(rows(a, 66, 110), rows(b, 66, 110))).toBeLessThan(5 * 320); // same body, same pixels
    expect(bright(rows(a, 66, 110))).toBeGreaterThan(100);
  });
});
