/**
 * Greedy word wrap to a width in characters, at most `maxLines` lines; what does not fit ends in "…".
 * DejaVu Sans averages ~0.55 em per character, so the caller derives `maxChars` from width and font size.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const piece = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    const candidate = current ? `${current} ${piece}` : piece;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = piece;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) lines.push(current);
  const used = lines.join(' ').replace(/…/g, '').length;
  const all = words.join(' ').length;
  if (used < all && lines.length > 0) {
    const last = lines[lines.length - 1]!;
    lines[lines.length - 1] = last.length >= maxChars ? `${last.slice(0, maxChars - 1)}…` : `${last}…`;
  }
  return lines;
}

/**
 * Characters per line for a font size on a width with side margins. DejaVu Sans averages ~0.58 em per
 * character of German text, its bold ~0.66 em (measured on a rendered frame: 0.55 overran the edge).
 */
export function charsPerLine(width: number, fontSize: number, margin: number, bold = false): number {
  return Math.max(8, Math.floor((width - 2 * margin) / (fontSize * (bold ? 0.66 : 0.58))));
}
