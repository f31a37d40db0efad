import { z } from 'zod';
import { richTextIsEmpty, requiredText } from '@school/modules/kernel';

export const POST_CATEGORY_MAX = 100;
export const POST_TITLE_MAX = 255;
/** The body's HTML, tags included. */
export const POST_BODY_MAX = 50_000;

const ALL = 'post.fillAll';

/** POST and PUT /api/bse_postagem: category, title and body, all required ("Por favor, preencha todos os campos"). */
export const postSchema = z.object({
  ctgPostagem: requiredText(POST_CATEGORY_MAX, ALL, 'post.categoryMax'),
  dscPostagem: requiredText(POST_TITLE_MAX, ALL, 'post.titleMax'),
  txtPostagem: z
    .string({ error: ALL })
    .max(POST_BODY_MAX, { error: 'post.bodyMax' })
    .refine((html) => !richTextIsEmpty(html), { error: ALL }),
});
export type PostInput = z.output<typeof postSchema>;

/** A post as GET /api/bse_postagem answers it. */
export interface Post {
  codBsePostagem: number;
  ctgPostagem: string;
  dscPostagem: string;
  /** The body (sanitised HTML); the list leaves it out. */
  txtPostagem?: string;
  codUsuarioCriacao: number;
  nomUsuarioCriacao: string;
  /** ISO. */
  datCriacao: string;
}
