import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { programExplainerScript } from '../domain/video-script';
import { FfmpegVideoRenderer } from './ffmpeg-video-renderer';
import { ffprobeTool } from '../../../../../test/support/test-tools';
import { InstalledVideoTools, resolveVideoTools } from './installed-video-tools';

// A narrated render with the npm tools (eSpeak NG as WebAssembly is the slow part): up to a minute here.
jest.setTimeout(90_000);

/**
 * With the Debian tools out of reach (names that resolve to nothing, a font directory that does not
 * exist), the npm-shipped ones render a German video with umlauts: the static ffmpeg, the WebAssembly eSpeak NG
 * and the DejaVu faces. The result is checked with ffprobe (a test tool, not the renderer's: test-tools.ts).
 */
describe('video from npm alone', () => {
  const tools = resolveVideoTools({
    ffmpegPath: 'fm-ffmpeg-not-installed',
    espeakPath: 'fm-espeak-not-installed',
    fontDir: '/nonexistent/fonts',
  });
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fm-npm-video-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the npm tools and says so (the /health/ready report)', () => {
    expect(new InstalledVideoTools(tools).status()).toEqual({
      ffmpeg: true,
      espeak: true,
      fonts: true,
      sources: { ffmpeg: 'npm', espeak: 'wasm', fonts: 'npm' },
    });
    expect(tools.ffmpegPath).toContain('@ffmpeg-installer');
    expect(tools.fontDir).toContain('dejavu-fonts-ttf');
  });

  it('prefers the system tools where they are installed', () => {
    // Installed tools stood in for by what every machine has after npm install, configured by absolute path as
    // an operator would: the static ffmpeg, an espeak-ng that answers --version, the DejaVu directory.
    const espeak = join(dir, 'espeak-ng');
    writeFileSync(espeak, '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    const installed = { ffmpegPath: tools.ffmpegPath!, espeakPath: espeak, fontDir: tools.fontDir! };
    const system = resolveVideoTools(installed);
    expect(system.sources).toEqual({ ffmpeg: 'system', espeak: 'system', fonts: 'system' });
    expect(system.ffmpegPath).toBe(installed.ffmpegPath);
    expect(system.espeak).toEqual({ kind: 'system', path: espeak });
    expect(system.fontDir).toBe(installed.fontDir);
  });

  it('renders a narrated German explainer: H.264 + AAC, narration as long as the spoken text', async () => {
    const renderer = new FfmpegVideoRenderer({
      ffmpegPath: tools.ffmpegPath!,
      espeakPath: 'fm-espeak-not-installed',
      espeakWasm: tools.espeak?.kind === 'wasm',
      fontDir: tools.fontDir!,
      shortSide: 180,
      fps: 10,
      timeoutSeconds: 80,
      maxConcurrent: 1,
      preset: 'ultrafast',
    });
    const out = await renderer.render({
      slides: programExplainerScript({
        name: 'Förderung für Größenwachstum und Übergänge',
        provider: 'Bundesland',
        description: 'Gefördert werden Investitionen kleiner Unternehmen in Sachsen und Thüringen.',
        maxAmountEur: 50_000,
        subsidyRateMax: 0.5,
        applicationDeadline: '2026-12-31',
        url: 'https://example.org/foerderung',
      }),
      options: { narration: true, captions: true, aspect: '16:9' },
      workDir: dir,
      onProgress: () => undefined,
    });
    const probe = JSON.parse(
      execFileSync(
        ffprobeTool().path,
        ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', out.videoPath],
        {
          encoding: 'utf8',
        },
      ),
    ) as { streams: { codec_type: string; codec_name: string }[]; format: { duration: string } };
    expect(probe.streams.map((s) => [s.codec_type, s.codec_name]).sort()).toEqual([
      ['audio', 'aac'],
      ['video', 'h264'],
    ]);
    // Spoken, not silence: the WebAssembly voice said the slides (several seconds of German).
    expect(Number(probe.format.duration)).toBeGreaterThan(5);
  });
});
