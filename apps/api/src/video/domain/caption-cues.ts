import type { CaptionCue } from './webvtt';

/**
 * Subtitle limits as broadcast guidelines set them (BBC Subtitle Guidelines; EBU-TT-D practice; Netflix's
 * German style guide alike): at most two lines of 42 characters, at most 7 seconds a cue (one cue
 * was 192 characters over 14 s).
 */
export const CAPTION_LINE_CHARS = 42;
export const CAPTION_MAX_LINES = 2;
export const CAPTION_MAX_SECONDS = 7;
/**
 * A portrait frame is about half as wide: 42 characters would need a font too small to read on a phone (or
 * libass wraps them to 4 lines), so its lines hold 28, at a font as large as the landscape one.
 */
export const CAPTION_PORTRAIT_LINE_CHARS = 28;

const NBSP = '\u00a0';
/** A number and its unit are one word: "250.000 Euro" never breaks between the two. */
const bindUnits = (text: string) =>
  text.replace(/(\d) (Euro|Prozent|€|%|Tage?n?|Monate?n?|Jahre?n?)(?=[\s.,;:!?)]|$)/g, `$1${NBSP}$2`);

/** Lines of at most `max` characters; a word longer than a line is split. */
function captionLines(sentence: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of sentence.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if ([...candidate].length <= max) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while ([...current].length > max) {
      lines.push([...current].slice(0, max).join(''));
      current = [...current].slice(max).join('');
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * One slide's narration, spoken from `startSec` to `endSec`, as cues: each sentence starts a cue, a
 * sentence's lines go two to a cue, and the time is shared by characters (the voice speaks at an even
 * pace). A cue that would still last longer than 7 s (a slow reading slide) shows for 7 s; the rest of
 * its share is a pause without a caption.
 */
export function captionCues(
  narration: string,
  startSec: number,
  endSec: number,
  lineChars = CAPTION_LINE_CHARS,
): CaptionCue[] {
  const sentences = bindUnits(narration.replace(/\s+/g, ' ').trim()).split(/(?<=[.!?:;])\s+/);
  const groups = sentences.flatMap((sentence) => {
    const lines = captionLines(sentence, lineChars);
    return Array.from({ length: Math.ceil(lines.length / CAPTION_MAX_LINES) }, (_, i) =>
      lines.slice(i * CAPTION_MAX_LINES, (i + 1) * CAPTION_MAX_LINES),
    );
  });
  const weight = (lines: string[]) => lines.join(' ').length + 1;
  const total = groups.reduce((sum, g) => sum + weight(g), 0);
  const cues: CaptionCue[] = [];
  let at = startSec;
  for (const lines of groups) {
    const share = total === 0 ? 0 : ((endSec - startSec) * weight(lines)) / total;
    cues.push({
      startSec: at,
      endSec: at + Math.min(share, CAPTION_MAX_SECONDS),
      text: lines.join('\n').replaceAll(NBSP, ' '),
    });
    at += share;
  }
  return cues;
}
