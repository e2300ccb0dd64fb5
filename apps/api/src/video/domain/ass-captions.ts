import type { CaptionCue } from './webvtt';

/**
 * The header ffmpeg gives an SRT file it converts for libass (its default script: 384x288, the style the
 * `subtitles` filter's `force_style` then adjusts), so burned-in captions look as they did with SRT.
 */
const HEADER = [
  '[Script Info]',
  'ScriptType: v4.00+',
  'PlayResX: 384',
  'PlayResY: 288',
  'ScaledBorderAndShadow: yes',
  '',
  '[V4+ Styles]',
  'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
  'Style: Default,DejaVu Sans,16,&Hffffff,&Hffffff,&H0,&H0,0,0,0,0,100,100,0,0,1,1,0,2,10,10,10,0',
  '',
  '[Events]',
  'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
].join('\n');

/** `H:MM:SS.cc`, the centiseconds ASS counts in. */
function assTime(seconds: number): string {
  const cs = Math.round(seconds * 100);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(cs / 360_000)}:${pad(Math.floor((cs % 360_000) / 6000))}:${pad(Math.floor((cs % 6000) / 100))}.${pad(cs % 100)}`;
}

/** U+2060 WORD JOINER: invisible, and it keeps a backslash from starting `\N`, `\h`, `\n` or `\{`. */
const WORD_JOINER = '\u2060';

/**
 * A cue's text as libass shows it verbatim. libass reads `{...}` as override tags and `\N`, `\n`, `\h` as
 * breaks and spaces; it has no escape for a backslash, so one is followed by an invisible word joiner (libass
 * issue #194), and braces are written `\{` `\}` (libass's own escapes). Nothing else is markup in ASS: `<`,
 * `&`, `%`, `:`, quotes and commas in the last field stay as they are. SRT was the wrong carrier: ffmpeg's SRT
 * reader takes `<...>` for HTML tags and dropped such parts of titles.
 */
export function assText(text: string): string {
  return text
    .replace(/-->/g, '→')
    .trim()
    .replace(/\\/g, `\\${WORD_JOINER}`)
    .replace(/[{}]/g, (c) => `\\${c}`)
    .replace(/\r?\n+/g, '\\N');
}

/** An ASS script of the cues, for ffmpeg's `subtitles` filter (burned-in captions). */
export function toAss(cues: readonly CaptionCue[]): string {
  const events = cues.map(
    (c) => `Dialogue: 0,${assTime(c.startSec)},${assTime(c.endSec)},Default,,0,0,0,,${assText(c.text)}`,
  );
  return `${HEADER}\n${events.join('\n')}\n`;
}
