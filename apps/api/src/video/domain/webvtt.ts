/** One caption: the narration of one slide, shown while it is spoken. */
export interface CaptionCue {
  startSec: number;
  endSec: number;
  text: string;
}

function timestamp(seconds: number, separator: '.' | ','): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

/**
 * WebVTT (W3C): header, blank line, numbered cues; "-->" inside a text would end the cue timing, so it goes.
 * `&`, `<` and `>` are written as character references: cue text is markup, so a title with `<...>` lost that
 * part and a bare `&` was invalid.
 */
export function toWebVtt(cues: CaptionCue[]): string {
  const blocks = cues.map(
    (c, i) =>
      `${i + 1}\n${timestamp(c.startSec, '.')} --> ${timestamp(c.endSec, '.')}\n${escapeCueText(clean(c.text))}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

const escapeCueText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeCueText = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const clean = (text: string) =>
  text
    .replace(/-->/g, '→')
    .replace(/\n{2,}/g, '\n')
    .trim();

/** Parses WebVTT cues back (tests and the worker's own check): start, end and text of each cue. */
export function parseWebVtt(vtt: string): CaptionCue[] {
  if (!vtt.startsWith('WEBVTT')) throw new Error('not a WebVTT file');
  const toSec = (t: string) => {
    const [h, m, s] = t.split(':');
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  };
  return vtt
    .split(/\n\n+/)
    .slice(1)
    .map((block) => block.split('\n').filter(Boolean))
    .filter((lines) => lines.some((l) => l.includes('-->')))
    .map((lines) => {
      const at = lines.findIndex((l) => l.includes('-->'));
      const [start, end] = lines[at]!.split('-->').map((s) => s.trim());
      return {
        startSec: toSec(start!),
        endSec: toSec(end!),
        text: unescapeCueText(lines.slice(at + 1).join('\n')),
      };
    });
}
