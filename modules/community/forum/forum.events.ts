import {
  eventGuard,
  ownedByActor,
  privacyRegister,
  userKeyOwner,
  type DomainEvent,
} from '@school/modules/kernel';

/** Who wrote a topic or a post, as the directory named them then. */
export interface ForumAuthor {
  codBseUsuario: number;
  nomUsuario: string;
  cstLogin: string;
  codBsePerfil: number;
}

/** A topic as its author opened it. */
export interface ForumTopicOpenedData {
  codFrmTopico: number;
  codFrmSala: number;
  txtTopico: string;
  dscTopico: string;
  codBseEscola: number | null;
  autor: ForumAuthor;
}

/**
 * A forum topic and its posts (`forum-topic-<codFrmTopico>`): the topic belongs to its
 * creator's school (`codBseEscola`; null for the Master's, read by the whole network).
 */
export type ForumEvent =
  | DomainEvent<'ForumTopicOpened', ForumTopicOpenedData>
  | DomainEvent<'ForumTopicChanged', { codFrmTopico: number; txtTopico: string; dscTopico: string }>
  | DomainEvent<'ForumTopicClosed', { codFrmTopico: number }>
  | DomainEvent<'ForumTopicDeleted', { codFrmTopico: number }>
  | DomainEvent<
      'ForumPostPublished',
      { codFrmTopico: number; codFrmPostagem: number; txtPostagem: string; autor: ForumAuthor }
    >
  | DomainEvent<'ForumPostChanged', { codFrmTopico: number; codFrmPostagem: number; txtPostagem: string }>
  | DomainEvent<'ForumPostDeleted', { codFrmTopico: number; codFrmPostagem: number }>;

export const isForumEvent = eventGuard<ForumEvent>({
  ForumTopicOpened: true,
  ForumTopicChanged: true,
  ForumTopicClosed: true,
  ForumTopicDeleted: true,
  ForumPostPublished: true,
  ForumPostChanged: true,
  ForumPostDeleted: true,
});

export const forumTopicStream = (codFrmTopico: number): string => `forum-topic-${codFrmTopico}`;

const byAuthor = {
  owner: (data: { autor: ForumAuthor }) => userKeyOwner(data.autor.codBseUsuario),
  ownerIs: 'the author (`autor`)',
} as const;
const byEditor = ownedByActor('who edited (the author or a moderator)');

/** What each forum event holds (decision 0061): topics and posts are what their authors wrote. */
export const forumPrivacy = privacyRegister<ForumEvent>({
  ForumTopicOpened: {
    fields: {
      codFrmTopico: 'technical',
      codFrmSala: 'technical',
      txtTopico: 'text',
      dscTopico: 'text',
      codBseEscola: 'technical',
      autor: 'identity',
    },
    ...byAuthor,
    why: 'the topic and who opened it',
  },
  ForumTopicChanged: {
    fields: { codFrmTopico: 'technical', txtTopico: 'text', dscTopico: 'text' },
    ...byEditor,
    why: 'the topic as edited',
  },
  ForumTopicClosed: { fields: { codFrmTopico: 'technical' } },
  ForumTopicDeleted: { fields: { codFrmTopico: 'technical' } },
  ForumPostPublished: {
    fields: {
      codFrmTopico: 'technical',
      codFrmPostagem: 'technical',
      txtPostagem: 'text',
      autor: 'identity',
    },
    ...byAuthor,
    why: 'the reply and who wrote it',
  },
  ForumPostChanged: {
    fields: { codFrmTopico: 'technical', codFrmPostagem: 'technical', txtPostagem: 'text' },
    ...byEditor,
    why: 'the reply as edited',
  },
  ForumPostDeleted: { fields: { codFrmTopico: 'technical', codFrmPostagem: 'technical' } },
});
