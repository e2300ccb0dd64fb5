import { textWidth } from '../../platform/text/dejavu-widths';

/**
 * Slide text laid out in pixels with DejaVu Sans's own advance widths, the font ffmpeg draws with (a
 * character-count estimate used to cut long titles, "Bundesförderung für Energie- und…"). Titles are never cut: they
 * wrap, and shrink to fit their lines. Words joined by a no-break space ("250.000 €") stay on one line.
 */

/** drawtext's line pitch: DejaVu's ascent + descent (0.928 + 0.236 em) plus the line spacing it is given. */
const FONT_HEIGHT_EM = 1.164;
export const HEADING_SPACING_EM = 0.2;
export const BODY_SPACING_EM = 0.35;

/**
 * A word wider than a line (a long address) breaks after a URL separator, else between characters, with a
 * hyphen where it is a plain word (an address gets none: it would change the address).
 */
function breakWord(word: string, maxWidth: number, size: number, bold: boolean): string[] {
  const address = /[/.]/.test(word);
  const hyphen = address ? '' : '-';
  const pieces = word.split(/(?<=[/?&=._-])/);
  const out: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (textWidth(current + piece, size, bold) <= maxWidth) {
      current += piece;
      continue;
    }
    if (current) out.push(current);
    current = '';
    for (const c of piece) {
      if (current && textWidth(current + c + hyphen, size, bold) > maxWidth) {
        out.push(current + hyphen);
        current = '';
      }
      current += c;
    }
  }
  if (current) out.push(current);
  return out;
}

/** Whether every word of `text` fits a line whole at this size (else it would be broken). */
const wordsFit = (text: string, maxWidth: number, size: number, bold: boolean) =>
  text.split(/[ \t\n]+/).every((word) => textWidth(word, size, bold) <= maxWidth);

/** Greedy wrap to `maxWidth` px, splitting at plain spaces only (a no-break space binds). Never cuts. */
export function wrapToWidth(text: string, maxWidth: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/[ \t]+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, size, bold) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    const parts = textWidth(word, size, bold) <= maxWidth ? [word] : breakWord(word, maxWidth, size, bold);
    lines.push(...parts.slice(0, -1));
    current = parts[parts.length - 1] ?? '';
  }
  if (current) lines.push(current);
  return lines;
}

export interface TextBlock {
  lines: string[];
  size: number;
  /** Pixels between lines (drawtext's `line_spacing`). */
  spacing: number;
  /** From the top of the first line to the bottom of the last. */
  height: number;
}

const block = (lines: string[], size: number, spacingEm: number): TextBlock => {
  const spacing = Math.round(size * spacingEm);
  return {
    lines,
    size,
    spacing,
    height: lines.length * Math.ceil(size * FONT_HEIGHT_EM) + (lines.length - 1) * spacing,
  };
};

const wrapAll = (text: string, maxWidth: number, size: number, bold: boolean) =>
  text.split('\n').flatMap((paragraph) => wrapToWidth(paragraph, maxWidth, size, bold));

export interface SlideFrame {
  width: number;
  height: number;
  margin: number;
  headingSize: number;
  bodySize: number;
  portrait: boolean;
  /** Burned-in captions take the bottom of the frame. */
  captions: boolean;
}

export interface SlideText {
  heading: TextBlock;
  body: TextBlock;
  headingY: number;
  bodyY: number;
}

/** Sizes tried, from the template's down to 70 % of it (the smallest still read from a phone). */
const sizes = (from: number) => {
  const min = Math.max(8, Math.floor(from * 0.7));
  return Array.from({ length: from - min + 1 }, (_, i) => from - i);
};

/**
 * The heading at the largest size at which it takes at most 2 lines (3 in portrait) with every word whole,
 * else at the largest size with every word whole, on as many lines as it needs; the body below it at the
 * largest size that fits above the captions (with every word whole if any does). A body that does not fit
 * even then loses its last lines, marked "…" (a title never does).
 */
export function layoutSlide(slide: { heading: string; body: string }, f: SlideFrame): SlideText {
  const maxWidth = f.width - 2 * f.margin;
  const headingSizes = sizes(f.headingSize);
  const headingLines = f.portrait ? 3 : 2;
  // Preferred: the largest size with every word whole; a word is broken only when none has it.
  const whole = (s: number) => wordsFit(slide.heading, maxWidth, s, true);
  const headingSize =
    headingSizes.find((s) => whole(s) && wrapAll(slide.heading, maxWidth, s, true).length <= headingLines) ??
    headingSizes.find(whole) ??
    headingSizes[headingSizes.length - 1]!;
  const heading = block(wrapAll(slide.heading, maxWidth, headingSize, true), headingSize, HEADING_SPACING_EM);
  const headingY = Math.round(f.height * 0.12);
  // The body keeps its place below a two-line heading slot (slides look alike), lower only under a taller one.
  const bodyY = Math.round(headingY + Math.max(f.headingSize * 3.2, heading.height + f.headingSize * 0.6));
  const bottom = f.height - (f.captions ? Math.round(f.height * 0.17) : f.margin);
  const bodySizes = sizes(f.bodySize);
  const fits = (s: number) => block(wrapAll(slide.body, maxWidth, s, false), s, BODY_SPACING_EM);
  const inside = (b: TextBlock) => bodyY + b.height <= bottom;
  let body =
    bodySizes.map(fits).find((b) => inside(b) && wordsFit(slide.body, maxWidth, b.size, false)) ??
    bodySizes.map(fits).find(inside);
  if (!body) {
    const smallest = fits(bodySizes[bodySizes.length - 1]!);
    const lines = [...smallest.lines];
    while (lines.length > 1 && bodyY + block(lines, smallest.size, BODY_SPACING_EM).height > bottom)
      lines.pop();
    const last = lines.length - 1;
    while (lines[last] && textWidth(`${lines[last]}…`, smallest.size) > maxWidth)
      lines[last] = lines[last]!.slice(0, -1);
    lines[last] = `${lines[last]}…`;
    body = block(lines, smallest.size, BODY_SPACING_EM);
  }
  return { heading, body, headingY, bodyY };
}
