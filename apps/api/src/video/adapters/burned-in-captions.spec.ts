import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assText, toAss } from '../domain/ass-captions';
import { ffmpegTool, fontTool } from '../../../../../test/support/test-tools';

/** The DejaVu faces as the renderer finds them (the system's or those of `dejavu-fonts-ttf`). */
const FONTS = fontTool().path;
/** A title with everything a filter or a subtitle format could take for markup. */
const TITLE = 'Förderung <Digital & Innovation>: 50 % für "KMU" & \'Start-ups\' {\\b1}a\\Nb';

/** One frame (gray, raw bytes) of a 192x108 black picture with the caption file burned in as the renderer does. */
function burn(dir: string, file: string, content: string): Buffer {
  writeFileSync(join(dir, file), content);
  return execFileSync(
    ffmpegTool().path,
    [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=black:s=192x108:r=1:d=1'],
      ...[
        '-vf',
        `subtitles=filename=${file}:fontsdir=${FONTS}:force_style='FontName=DejaVu Sans,FontSize=14'`,
      ],
      ...['-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    ],
    // stderr kept: the static ffmpeg's fontconfig warns about the system's newer configuration files.
    { cwd: dir, maxBuffer: 1 << 20, stdio: 'pipe' },
  );
}
/** What ffmpeg's reader of a caption file hands to libass: the Dialogue texts. */
function decoded(dir: string, file: string, content: string): string[] {
  writeFileSync(join(dir, file), content);
  const out = execFileSync(ffmpegTool().path, ['-v', 'error', '-i', file, '-f', 'ass', '-'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((l) => l.startsWith('Dialogue:'))
    .map((l) => l.split(',').slice(9).join(',').trimEnd());
}
const cue = (text: string) => [{ startSec: 0, endSec: 1, text }];
const srt = (text: string) => `1\n00:00:00,000 --> 00:00:01,000\n${text}\n`;

describe('burned-in captions (ASS for the subtitles filter)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fm-captions-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('escapes only what libass reads as markup: braces, and a backslash before N, n, h', () => {
    expect(assText(TITLE)).toBe(
      'Förderung <Digital & Innovation>: 50 % für "KMU" & \'Start-ups\' \\{\\\u2060b1\\}a\\\u2060Nb',
    );
    expect(assText('Zeile eins\nZeile zwei')).toBe('Zeile eins\\NZeile zwei');
  });

  it('ffmpeg hands libass the whole title: the <...> part, &, %, :, quotes; SRT lost the <...> part', () => {
    const [text] = decoded(dir, 'captions.ass', toAss(cue(TITLE)));
    expect(text).toBe(assText(TITLE));
    expect(text).toContain('<Digital & Innovation>: 50 % für "KMU"');
    // The carrier used before: ffmpeg's SRT reader takes <...> for an HTML tag and drops it.
    const [fromSrt] = decoded(dir, 'captions.srt', srt(TITLE));
    expect(fromSrt).not.toContain('Digital');
  });

  it('the <...> part is drawn: the frame differs from the same caption without it', () => {
    const whole = burn(dir, 'a.ass', toAss(cue('Programm <Digital> Test')));
    const without = burn(dir, 'b.ass', toAss(cue('Programm  Test')));
    expect(whole.equals(without)).toBe(false);
    expect(whole.some((px) => px > 128)).toBe(true); // something was drawn at all
    // With SRT both frames were the same picture: the <Digital> part never reached the video.
    expect(
      burn(dir, 'a.srt', srt('Programm <Digital> Test')).equals(burn(dir, 'b.srt', srt('Programm  Test'))),
    ).toBe(true);
  });
});
