import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RenderFailedError } from '../application/video-renderer.port';
import { programExplainerScript } from '../domain/video-script';
import { FfmpegVideoRenderer } from './ffmpeg-video-renderer';
import { progressFraction } from './ffmpeg-progress';
import { runProcess } from './run-process';
import { ffmpegTool, rendererTools } from '../../../../../test/support/test-tools';

// Real ffmpeg renders (one runs into its time limit): tens of seconds on the shared 2-core machine.
jest.setTimeout(60_000);

const facts = {
  name: 'Digitalbonus Größenwachstum',
  provider: 'Bundesland',
  description: 'Gefördert werden Investitionen in Hard- und Software für kleine Unternehmen.',
  maxAmountEur: 50_000,
  subsidyRateMax: 0.5,
  applicationDeadline: '2026-12-31',
  url: 'https://example.org/foerderung',
};

describe('render controls: progress from ffmpeg, the time limit', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fm-render-controls-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the position from real `-progress` output: rising fractions strictly between 0 and 1', async () => {
    // Two seconds of frames read at their own pace (`-re`), a progress block every half second (ffmpeg's
    // default period, the one renders report with; the npm-shipped static ffmpeg has no `-stats_period`).
    const lines: string[] = [];
    const result = await runProcess(
      ffmpegTool().path,
      [
        ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
        ...['-f', 'lavfi', '-i', 'color=c=black:s=64x36:r=10:d=2'],
        ...['-progress', 'pipe:1', '-nostats', '-f', 'null', '-'],
      ],
      { cwd: dir, signal: new AbortController().signal, onLine: (line) => lines.push(line) },
    );
    expect(result.code).toBe(0);
    expect(lines).toContain('progress=continue');
    expect(lines[lines.length - 1]).toBe('progress=end');
    const fractions = lines.map((line) => progressFraction(line, 2)).filter((f): f is number => f !== null);
    expect(fractions.filter((f) => f > 0.1 && f < 0.9).length).toBeGreaterThanOrEqual(2);
    expect(fractions).toEqual([...fractions].sort((x, y) => x - y));
    // The last block is the whole output (1.9 to 2 s of 2 s), reported as at most 0.99: not done yet.
    expect(fractions[fractions.length - 1]).toBeGreaterThanOrEqual(0.9);
    expect(fractions[fractions.length - 1]).toBeLessThanOrEqual(0.99);
    // Lines without a position (other keys, N/A) and a total of zero give nothing.
    const others = lines.filter((line) => !line.startsWith('out_time_us='));
    expect(others.map((line) => progressFraction(line, 2))).toEqual(others.map(() => null));
    expect(progressFraction('out_time_us=N/A', 2)).toBeNull();
    expect(progressFraction('out_time_us=1000000', 0)).toBeNull();
    expect(progressFraction('out_time_us=-9223372036854775807', 2)).toBe(0);
  });

  it('stops a render over its time limit and fails it with the German reason, leaving no finished file', async () => {
    const hasty = new FfmpegVideoRenderer({
      ...rendererTools(),
      shortSide: 180,
      fps: 10,
      // A narrated render takes well over a second here: the limit strikes during espeak-ng or ffmpeg.
      timeoutSeconds: 0.05,
      maxConcurrent: 1,
      preset: 'ultrafast',
    });
    const progress: number[] = [];
    const failure = await hasty
      .render({
        slides: programExplainerScript(facts),
        options: { narration: true, captions: true, aspect: '16:9' },
        workDir: dir,
        onProgress: (p) => progress.push(p),
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(RenderFailedError);
    expect((failure as RenderFailedError).reason).toBe(
      'Das Rendern hat das Zeitlimit von 0,05 s überschritten.',
    );
    expect(existsSync(join(dir, 'video.mp4'))).toBe(false);
    expect(readdirSync(dir)).not.toContain('poster.jpg');
    expect(progress).not.toContain(1);
  });
});
