import { assertNever, DomainError, type Decider, requireAbsent } from '@school/modules/kernel';
import {
  type ForumAuthor,
  type ForumEvent,
  type ForumTopicOpenedData,
  isForumEvent,
} from './forum.events.js';

/**
 * Who acts: its id, and whether it moderates this topic's school (the Master everywhere; the
 * school's Gestor and Diretores), as the handler reads the directory.
 */
export interface ForumActor {
  codBseUsuario: number;
  moderator: boolean;
}

export type ForumCommand =
  | ({ type: 'OpenTopic' } & ForumTopicOpenedData)
  | { type: 'ChangeTopic'; txtTopico: string; dscTopico: string; close: boolean; by: ForumActor }
  | { type: 'DeleteTopic'; by: ForumActor }
  | { type: 'PublishPost'; codFrmPostagem: number; txtPostagem: string; autor: ForumAuthor }
  | { type: 'ChangePost'; codFrmPostagem: number; txtPostagem: string; by: ForumActor }
  | { type: 'DeletePost'; codFrmPostagem: number; by: ForumActor };

export interface ForumState {
  status: 'absent' | 'open' | 'closed' | 'deleted';
  codFrmTopico: number | null;
  authorId: number | null;
  /** The live posts' authors, by post id. */
  posts: Record<number, number>;
}

function live(state: ForumState): number {
  if ((state.status !== 'open' && state.status !== 'closed') || state.codFrmTopico === null)
    throw new DomainError('generic.notFound');
  return state.codFrmTopico;
}

function mayChange(authorId: number | null, by: ForumActor): void {
  if (authorId !== by.codBseUsuario && !by.moderator) throw new DomainError('forum.notAllowed');
}

function livePost(state: ForumState, codFrmPostagem: number, by: ForumActor): number {
  const topic = live(state);
  const author = state.posts[codFrmPostagem];
  if (author === undefined) throw new DomainError('generic.notFound');
  mayChange(author, by);
  return topic;
}

export const forumDecider: Decider<ForumCommand, ForumState, ForumEvent> = {
  isEvent: isForumEvent,
  initialState: () => ({ status: 'absent', codFrmTopico: null, authorId: null, posts: {} }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ForumTopicOpened':
        return {
          ...state,
          status: 'open',
          codFrmTopico: event.data.codFrmTopico,
          authorId: event.data.autor.codBseUsuario,
        };
      case 'ForumTopicChanged':
        return state;
      case 'ForumTopicClosed':
        return { ...state, status: 'closed' };
      case 'ForumTopicDeleted':
        return { ...state, status: 'deleted' };
      case 'ForumPostPublished':
        return {
          ...state,
          posts: { ...state.posts, [event.data.codFrmPostagem]: event.data.autor.codBseUsuario },
        };
      case 'ForumPostChanged':
        return state;
      case 'ForumPostDeleted': {
        const { [event.data.codFrmPostagem]: _gone, ...posts } = state.posts;
        return { ...state, posts };
      }
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'OpenTopic': {
        requireAbsent(state);
        const { type: _type, ...data } = command;
        return [{ type: 'ForumTopicOpened', data }];
      }
      case 'ChangeTopic': {
        const codFrmTopico = live(state);
        mayChange(state.authorId, command.by);
        const events: ForumEvent[] = [
          {
            type: 'ForumTopicChanged',
            data: { codFrmTopico, txtTopico: command.txtTopico, dscTopico: command.dscTopico },
          },
        ];
        // A closed topic stays closed: reopening is not offered.
        if (command.close && state.status === 'open')
          events.push({ type: 'ForumTopicClosed', data: { codFrmTopico } });
        return events;
      }
      case 'DeleteTopic': {
        const codFrmTopico = live(state);
        mayChange(state.authorId, command.by);
        return [{ type: 'ForumTopicDeleted', data: { codFrmTopico } }];
      }
      case 'PublishPost': {
        const codFrmTopico = live(state);
        if (state.status === 'closed') throw new DomainError('forum.topicClosed');
        return [
          {
            type: 'ForumPostPublished',
            data: {
              codFrmTopico,
              codFrmPostagem: command.codFrmPostagem,
              txtPostagem: command.txtPostagem,
              autor: command.autor,
            },
          },
        ];
      }
      case 'ChangePost': {
        const codFrmTopico = livePost(state, command.codFrmPostagem, command.by);
        if (state.status === 'closed') throw new DomainError('forum.topicClosed');
        return [
          {
            type: 'ForumPostChanged',
            data: { codFrmTopico, codFrmPostagem: command.codFrmPostagem, txtPostagem: command.txtPostagem },
          },
        ];
      }
      case 'DeletePost': {
        const codFrmTopico = livePost(state, command.codFrmPostagem, command.by);
        return [{ type: 'ForumPostDeleted', data: { codFrmTopico, codFrmPostagem: command.codFrmPostagem } }];
      }
      default:
        return assertNever(command);
    }
  },
};
