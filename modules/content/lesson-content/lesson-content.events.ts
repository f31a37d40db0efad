import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';
import type { ContentDetail } from './lesson-content.contracts.js';

/**
 * A content's own stream (`content-<id>`): its detail after the creation. Its birth, deletion
 * and place are its lesson's (`ContentCreated`, `ContentDeleted`, `ContentsSwapped`).
 */
export type ContentEvent = DomainEvent<
  'ContentDetailSet',
  { codTrlConteudo: number; codTrlAula: number; codTrlCapitulo: number; detail: ContentDetail }
>;

export const isContentEvent = eventGuard<ContentEvent>({ ContentDetailSet: true });

export const contentStream = (id: number): string => `content-${id}`;

/** What a content's detail holds (decision 0061): the network's material only (a game's questions too). */
export const contentPrivacy = privacyRegister<ContentEvent>({
  ContentDetailSet: {
    fields: {
      codTrlConteudo: 'technical',
      codTrlAula: 'technical',
      codTrlCapitulo: 'technical',
      detail: 'content',
    },
  },
});
