import { textWidth } from '../../platform/text/dejavu-widths';

/**
 * Text laid out before it is drawn (a title cut at 420 px, a last x-label cut at the edge): widths by
 * DejaVu Sans's own advances, the widest common sans-serif, so a narrower system font fits as well.
 */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const widthOf = (text: string, size = 12, bold = false) => textWidth(text, size, bold);

/** Greedy word wrap to `maxWidth` px; a word wider than a line is broken between characters. */
export function wrapToWidth(text: string, maxWidth: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (widthOf(candidate, size, bold) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const c of word) {
      if (current && widthOf(current + c, size, bold) > maxWidth) {
        lines.push(current);
        current = '';
      }
      current += c;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

/**
 * `text` on one line of at most `maxWidth` px, shortened in the middle ("programm.antr…schritt_3") when longer:
 * long event names share their start, their end tells them apart. The full text goes in the tooltip.
 */
export function fitLine(text: string, maxWidth: number, size = 12, bold = false): string {
  if (widthOf(text, size, bold) <= maxWidth) return text;
  const chars = [...text];
  let head = Math.ceil(chars.length / 2);
  let tail = chars.length - head;
  const shown = () => `${chars.slice(0, head).join('')}…${chars.slice(chars.length - tail).join('')}`;
  while (head + tail > 0 && widthOf(shown(), size, bold) > maxWidth) {
    if (head > tail) head -= 1;
    else tail -= 1;
  }
  return shown();
}

/** A `<text>` with its tooltip (`<title>`) when it was shortened. */
export function label(x: number, y: number, shown: string, full: string, attrs = ''): string {
  const tip = shown === full ? '' : `<title>${esc(full)}</title>`;
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}"${attrs ? ` ${attrs}` : ''}>${tip}${esc(shown)}</text>`;
}

export const PAD = 16;
const TITLE_SIZE = 15;
const TITLE_LINE = 20;

/**
 * The canvas: the title wrapped to the width (its first baseline at 24 px), then the body, drawn for a
 * one-line title and moved down by the title's further lines.
 */
export function frame(width: number, bodyHeight: number, title: string, body: string): string {
  const lines = wrapToWidth(title, width - 2 * PAD, TITLE_SIZE, true);
  const extra = (lines.length - 1) * TITLE_LINE;
  const tspans = lines
    .map((l, i) => `<tspan x="${PAD}" y="${24 + i * TITLE_LINE}">${esc(l)}</tspan>`)
    .join('');
  const height = Math.ceil(bodyHeight + extra);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Verdana, system-ui, sans-serif" font-size="12">
<title>${esc(title)}</title><rect width="100%" height="100%" fill="#fff"/>
<text font-size="${TITLE_SIZE}" font-weight="bold">${tspans}</text>
<g transform="translate(0 ${extra})">
${body}
</g>
</svg>`;
}
