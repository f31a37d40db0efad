/** Where a `## title` section's body lies: after its heading line, up to the next `## ` heading. */
function bodyBounds(markdown: string, title: string): { start: number; end: number } {
  const heading = `\n## ${title}\n`;
  const at = markdown.indexOf(heading);
  if (at < 0) throw new Error(`no "## ${title}" section`);
  const start = at + heading.length;
  const next = markdown.indexOf('\n## ', start - 1);
  return { start, end: next < 0 ? markdown.length : next + 1 };
}

/** The text of a `## title` section, without its heading, trimmed. */
export function sectionBody(markdown: string, title: string): string {
  const { start, end } = bodyBounds(markdown, title);
  return markdown.slice(start, end).trim();
}

/** The markdown with the body of its `## title` section replaced (one blank line around it). */
export function replaceSectionBody(markdown: string, title: string, body: string): string {
  const { start, end } = bodyBounds(markdown, title);
  const after = markdown.slice(end);
  return `${markdown.slice(0, start)}\n${body.trim()}\n${after ? '\n' : ''}${after}`;
}
