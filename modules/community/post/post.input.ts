import type { PostFields, PostInput } from '@school/modules/community';
import { DomainError, richTextIsEmpty } from '@school/modules/kernel';
import { sanitizeRichText } from '@school/backend/http/rich-text';

/** A post as it is stored: its body through the rich-text allow-list (the same as question statements). */
export function sanitizedPost(input: PostInput): PostFields {
  const txtPostagem = sanitizeRichText(input.txtPostagem);
  if (richTextIsEmpty(txtPostagem)) throw new DomainError('post.fillAll');
  return { ctgPostagem: input.ctgPostagem, dscPostagem: input.dscPostagem, txtPostagem };
}
