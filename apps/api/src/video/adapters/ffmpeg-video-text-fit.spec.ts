import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebVTTParser } from 'webvtt-parser';
import {
  CAPTION_LINE_CHARS,
  CAPTION_MAX_LINES,
  CAPTION_MAX_SECONDS,
  CAPTION_PORTRAIT_LINE_CHARS,
} from '../domain/caption-cues';
import { programExplainerScript, type ProgramFacts } from '../domain/video-script';
import { FfmpegVideoRenderer } from './ffmpeg-video-renderer';
import { ffmpegTool, ffprobeTool, rendererTools } from '../../../../../test/support/test-tools';

// A narrated 640x360 render and a frame per slide taken from it: about a minute on the shared machine.
jest.setTimeout(120_000);

/**
 * Video text fitted. A program with a long name, a long first sentence and a long address is
 * rendered for real (640x360, narrated); then
 * - each slide's frame is taken from the MP4 (saved to test/artifacts/video/) and its text pixels must lie
 *   inside the frame with a margin: text drawn past the edge would reach the last columns;
 * - the title is on the slide whole (wrapped, no "…"), and no amount is parted from its unit;
 * - the WebVTT, read by webvtt-parser (a W3C parser), has cues of at most 2 lines of 42 characters, 7 s each.
 */
const ARTIFACTS = join(__dirname, '..', '..', '..', '..', '..', 'test', 'artifacts', 'video');
const SIZE = { width: 640, height: 360 };
const MARGIN = Math.round(360 * 0.08);

const renderer = new FfmpegVideoRenderer({
  ...rendererTools(),
  shortSide: 360,
  fps: 10,
  timeoutSeconds: 100,
  maxConcurrent: 1,
  preset: 'ultrafast',
});

const LONG: ProgramFacts = {
  name: 'Bundesförderung für Energie- und Ressourceneffizienz in der Wirtschaft – Zuschuss und Kredit',
  provider: 'Bundesamt für Wirtschaft und Ausfuhrkontrolle (BAFA) und Kreditanstalt für Wiederaufbau',
  description:
    'Gefördert werden Investitionen in hocheffiziente Querschnittstechnologien, in die Nutzung erneuerbarer Energien für Prozesswärme, in Mess-, Steuer- und Regelungstechnik sowie Energiemanagement-Software und in die Optimierung von Anlagen und Prozessen. Mehr Text.',
  maxAmountEur: 250_000,
  subsidyRateMax: 0.4,
  applicationDeadline: '2026-12-31',
  url: 'https://www.foerderdatenbank.de/FDB/Content/DE/Foerderprogramm/Bund/BMWi/bundesfoerderung-energie-ressourceneffizienz-wirtschaft-zuschuss-kredit.html?nn=0&templateQueryString=Energieeffizienz',
};

const durationOf = (file: string) =>
  Number(
    execFileSync(
      ffprobeTool().path,
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
      {
        encoding: 'utf8',
      },
    ).trim(),
  );

/** The bounding box of the near-white (text) pixels of one RGB frame. */
function textBox(rgb: Buffer, width: number, height: number) {
  const box = { left: width, right: -1, top: height, bottom: -1 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (rgb[i]! > 180 && rgb[i + 1]! > 180 && rgb[i + 2]! > 180) {
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y);
      }
    }
  }
  return box;
}

/**
 * Takes each slide's middle frame from the MP4 (saved as a PNG artifact) and checks its text pixels lie inside
 * the frame with a margin: text drawn past the frame's edge is clipped there, so its pixels would reach the
 * last columns or rows.
 */
function expectInsideFrames(
  dir: string,
  videoPath: string,
  count: number,
  size: { width: number; height: number },
  name: string,
): void {
  let start = 0;
  for (let i = 0; i < count; i++) {
    const length = durationOf(join(dir, `slide-${i}.wav`));
    const at = (start + length / 2).toFixed(2);
    start += length;
    const png = join(ARTIFACTS, `${name}-slide-${i + 1}.png`);
    execFileSync(ffmpegTool().path, ['-v', 'error', '-y', '-ss', at, '-i', videoPath, '-frames:v', '1', png]);
    const rgb = execFileSync(
      ffmpegTool().path,
      ['-v', 'error', '-i', png, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    expect(rgb.length).toBe(size.width * size.height * 3);
    const box = textBox(rgb, size.width, size.height);
    expect(box.right).toBeGreaterThan(box.left);
    expect([i + 1, box.left >= MARGIN - 2]).toEqual([i + 1, true]);
    expect([i + 1, box.right <= size.width - MARGIN / 2]).toEqual([i + 1, true]);
    expect([i + 1, box.bottom <= size.height - MARGIN / 2]).toEqual([i + 1, true]);
  }
}

describe('video text fitted to the frame', () => {
  let dir: string;
  let slides: ReturnType<typeof programExplainerScript>;
  let videoPath: string;
  let captionsPath: string;
  let bodies: string[];
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    dir = mkdtempSync(join(tmpdir(), 'fm-text-fit-'));
    slides = programExplainerScript(LONG);
    const out = await renderer.render({
      slides,
      options: { narration: true, captions: false, aspect: '16:9' },
      workDir: dir,
      onProgress: () => undefined,
    });
    [videoPath, captionsPath] = [out.videoPath, out.captionsPath];
    bodies = slides.map((_, i) => readFileSync(join(dir, `slide-${i}-body.txt`), 'utf8'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shows the long title whole, wrapped, not cut', () => {
    const heading = readFileSync(join(dir, 'slide-0-heading.txt'), 'utf8');
    expect(heading).not.toContain('…');
    expect(heading.split(/\s+/)).toEqual(LONG.name.split(/\s+/));
    expect(heading.split('\n').length).toBeGreaterThan(1);
  });

  it('keeps every amount with its unit, and ends an over-long first sentence at a whole word', () => {
    expect(bodies.join('\n')).not.toMatch(/\d\n[€%]/);
    expect(bodies[2]).toContain('250.000\u00a0€');
    // "…in die Optimie" was shown and spoken.
    const shown = bodies[1]!.replace(/\n/g, ' ');
    expect(shown).toMatch(/ …$/);
    expect(`${LONG.description} `.startsWith(`${shown.slice(0, -2)} `)).toBe(true);
    expect(slides[1]!.narration).toBe(`${shown.slice(0, -2)}.`);
  });

  it('shows no cut address on the link slide, and says what it shows', () => {
    expect(bodies[3]).not.toContain('…');
    expect(bodies[3]).toContain('www.foerderdatenbank.de');
    expect(slides[3]!.narration).toContain('www.foerderdatenbank.de');
    expect(slides[3]!.narration).not.toContain('im Bild');
  });

  it('draws every slide inside the frame (frames saved to test/artifacts/video/)', () => {
    expectInsideFrames(dir, videoPath, slides.length, SIZE, 'long-title');
  });

  it('writes WebVTT cues of at most 2 lines of 42 characters and 7 s (read by webvtt-parser)', () => {
    const parsed = new WebVTTParser().parse(readFileSync(captionsPath, 'utf8'), 'metadata');
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues.length).toBeGreaterThan(slides.length);
    const tooLong = parsed.cues.filter((c) => {
      const lines = c.text.split('\n');
      return (
        lines.length > CAPTION_MAX_LINES ||
        lines.some((l) => [...l].length > CAPTION_LINE_CHARS) ||
        c.endTime - c.startTime > CAPTION_MAX_SECONDS + 0.0005
      );
    });
    expect(tooLong.map((c) => `${c.startTime}-${c.endTime}: ${c.text}`)).toEqual([]);
    const words = (texts: string[]) => texts.join(' ').split(/\s+/);
    expect(words(parsed.cues.map((c) => c.text))).toEqual(words(slides.map((s) => s.narration)));
  });
});

describe('video text fitted to a portrait frame', () => {
  it('draws every slide of the long-title video inside a 360x640 frame', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fm-text-fit-portrait-'));
    try {
      const out = await renderer.render({
        slides: programExplainerScript(LONG),
        options: { narration: true, captions: false, aspect: '9:16' },
        workDir: dir,
        onProgress: () => undefined,
      });
      expect(readFileSync(join(dir, 'slide-0-heading.txt'), 'utf8')).not.toContain('…');
      expectInsideFrames(dir, out.videoPath, 4, { width: 360, height: 640 }, 'long-title-portrait');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('burned-in captions of a portrait video', () => {
  it('shows each cue on at most 2 lines inside the frame (libass drew 4 lines edge to edge)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fm-captions-portrait-'));
    try {
      const out = await renderer.render({
        slides: programExplainerScript(LONG),
        options: { narration: true, captions: true, aspect: '9:16' },
        workDir: dir,
        onProgress: () => undefined,
      });
      const size = { width: 360, height: 640 };
      const cues = new WebVTTParser().parse(readFileSync(out.captionsPath, 'utf8'), 'metadata').cues;
      for (const c of cues) {
        const lines = c.text.split('\n');
        expect(lines.length).toBeLessThanOrEqual(CAPTION_MAX_LINES);
        for (const l of lines) expect([...l].length).toBeLessThanOrEqual(CAPTION_PORTRAIT_LINE_CHARS);
      }
      // Below the body's lowest line (83 % of the height) only captions are drawn.
      const band = Math.round(size.height * 0.83);
      for (const [n, c] of cues.slice(0, 6).entries()) {
        const at = ((c.startTime + c.endTime) / 2).toFixed(2);
        const png = join(ARTIFACTS, `captions-portrait-${n + 1}.png`);
        execFileSync(ffmpegTool().path, [
          '-v',
          'error',
          '-y',
          '-ss',
          at,
          '-i',
          out.videoPath,
          '-frames:v',
          '1',
          png,
        ]);
        const rgb = execFileSync(
          ffmpegTool().path,
          ['-v', 'error', '-i', png, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
          { maxBuffer: 16 * 1024 * 1024 },
        );
        const box = textBox(rgb.subarray(band * size.width * 3), size.width, size.height - band);
        expect(box.right).toBeGreaterThan(box.left);
        // Two lines of an 18 px font are about 45 px high; 4 lines were about 130.
        expect([c.text, box.bottom - box.top <= 50]).toEqual([c.text, true]);
        expect([c.text, box.left >= 4 && box.right <= size.width - 5]).toEqual([c.text, true]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
