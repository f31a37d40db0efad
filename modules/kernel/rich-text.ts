/**
 * The rich-text allow-list (decision 0030): the blocks and marks the web editor makes, links to
 * http, https and mailto only. The server stores rich text through it; the web renders it
 * through it again. One list, so the two never disagree.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'hr',
  'a',
  'sub',
  'sup',
  'mark',
] as const;

/** The only attributes kept, all on links. */
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'target', 'rel'] as const;

/** The schemes a link may use. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The visible text of a rich-text fragment is empty: what "empty" means for a statement or a body. */
export function richTextIsEmpty(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}
