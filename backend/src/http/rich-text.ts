import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '@school/modules/kernel';

/**
 * The allow-list every rich text (a question's statement, a post's body) passes before it is
 * stored (decision 0030, the kernel's RICH_TEXT_* lists): the marks and blocks the web editor
 * (Tiptap through Mantine) makes, links to http, https and mailto only, no attribute that runs or
 * styles anything. What is not on the list is dropped, its text kept; script and style elements
 * go with their content.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  // A link opens apart from the platform and cannot reach back into it.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

/** The rich text as it may be stored and shown: inert whatever came in. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
