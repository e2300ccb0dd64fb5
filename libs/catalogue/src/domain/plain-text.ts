import sanitizeHtml from 'sanitize-html';

/** Tags after which a reader expects a line break. */
const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|ul|ol|table|blockquote)\s*>|<br\s*\/?>/gi;

/**
 * The plain-text form of a program's description (`descriptionText`): the same words, without markup,
 * entities decoded, one line per paragraph or list item. For texts shown verbatim (CC BY-ND) this is a
 * rendering, not an edit: every word stays. Plain input comes back unchanged (trimmed).
 */
export function plainTextOf(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const marked = html.replace(/<li[^>]*>/gi, '$&• ').replace(BLOCK_END, '$&\n');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    // sanitize-html decodes entities while parsing and escapes only these four again.
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
