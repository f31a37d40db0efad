import { eventGuard, type DomainEvent } from '@school/modules/kernel';

/** What a news post says (`bse_postagem`); the body is HTML already through the rich-text allow-list. */
export interface PostFields {
  ctgPostagem: string;
  dscPostagem: string;
  txtPostagem: string;
}

/** A news post of the network (`post-<codBsePostagem>`): the Master publishes, edits and deletes it. */
export type PostEvent =
  | DomainEvent<
      'PostPublished',
      PostFields & { codBsePostagem: number; codUsuarioCriacao: number; nomUsuarioCriacao: string }
    >
  | DomainEvent<'PostEdited', PostFields & { codBsePostagem: number }>
  | DomainEvent<'PostDeleted', { codBsePostagem: number }>;

export const isPostEvent = eventGuard<PostEvent>({
  PostPublished: true,
  PostEdited: true,
  PostDeleted: true,
});

export const postStream = (codBsePostagem: number): string => `post-${codBsePostagem}`;
