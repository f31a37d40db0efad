import {
  eventGuard,
  ownedByActor,
  privacyRegister,
  userKeyOwner,
  type DomainEvent,
} from '@school/modules/kernel';

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

const POST_FIELDS = {
  codBsePostagem: 'technical',
  ctgPostagem: 'text',
  dscPostagem: 'text',
  txtPostagem: 'text',
} as const;

/** What each post event holds (decision 0061): the post is what its author wrote, with its name. */
export const postPrivacy = privacyRegister<PostEvent>({
  PostPublished: {
    fields: { ...POST_FIELDS, codUsuarioCriacao: 'technical', nomUsuarioCriacao: 'identity' },
    owner: (data) => userKeyOwner(data.codUsuarioCriacao),
    ownerIs: 'the author (`codUsuarioCriacao`)',
    why: 'the post and who wrote it',
  },
  PostEdited: {
    fields: POST_FIELDS,
    ...ownedByActor('who edited'),
    why: 'the post as edited',
  },
  PostDeleted: { fields: { codBsePostagem: 'technical' } },
});
