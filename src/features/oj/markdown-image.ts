/** `![name](url)` for an uploaded image; characters that would end the Markdown link early are escaped. */
export function markdownImage(fileName: string, url: string): string {
  const alt = fileName.replace(/\.[^.]+$/, '').replace(/[[\]\\]/g, '\\$&');
  // encodeURIComponent leaves parentheses alone, so percent-encode by hand.
  const target = url.replace(/[()\s<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `![${alt}](${target})`;
}

/**
 * The text with `snippet` put where the cursor was (replacing a selection), on a line of its own
 * so the image is not glued to a word; and the cursor position just after it.
 */
export function insertAtCursor(text: string, start: number, end: number, snippet: string): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before && !before.endsWith('\n') ? '\n' : '';
  const trail = after && !after.startsWith('\n') ? '\n' : '';
  const inserted = `${lead}${snippet}${trail}`;
  return { text: before + inserted + after, cursor: from + lead.length + snippet.length };
}
