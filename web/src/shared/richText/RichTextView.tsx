import { useMemo } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import {
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '@school/modules/kernel/contracts';

/** What a stored rich text may show: the server's allow-list again (decision 0030). */
const ALLOWED = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_LINK_ATTRIBUTES],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${RICH_TEXT_SCHEMES.join('|')}):`, 'i'),
};

export interface RichTextViewProps extends BoxProps {
  html: string;
}

/**
 * A rich text (a statement, a post) as HTML. The server stored it through its allow-list; it is
 * sanitised here again, so nothing that ever bypassed the server can run in the page.
 */
export function RichTextView({ html, ...props }: RichTextViewProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, ALLOWED), [html]);
  return <Box className="rich-text" {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The text of a rich text, without its markup (a table cell, an accessible name). */
export function richTextPlain(html: string): string {
  const doc = new DOMParser().parseFromString(DOMPurify.sanitize(html, ALLOWED), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
