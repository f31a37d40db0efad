import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { isPostEvent, type PostEvent, type PostFields } from './post.events.js';

export type PostCommand =
  | {
      type: 'PublishPost';
      codBsePostagem: number;
      fields: PostFields;
      creator: { id: number; name: string };
    }
  | { type: 'EditPost'; fields: PostFields }
  | { type: 'DeletePost' };

export interface PostState {
  status: 'absent' | 'live' | 'deleted';
  codBsePostagem: number | null;
}

function live(state: PostState): number {
  if (state.status !== 'live' || state.codBsePostagem === null) throw new DomainError('generic.notFound');
  return state.codBsePostagem;
}

export const postDecider: Decider<PostCommand, PostState, PostEvent> = {
  isEvent: isPostEvent,
  initialState: () => ({ status: 'absent', codBsePostagem: null }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'PostPublished':
        return { status: 'live', codBsePostagem: event.data.codBsePostagem };
      case 'PostEdited':
        return state;
      case 'PostDeleted':
        return { ...state, status: 'deleted' };
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'PublishPost':
        if (state.status !== 'absent') throw new DomainError('generic.conflict');
        return [
          {
            type: 'PostPublished',
            data: {
              codBsePostagem: command.codBsePostagem,
              ...command.fields,
              codUsuarioCriacao: command.creator.id,
              nomUsuarioCriacao: command.creator.name,
            },
          },
        ];
      case 'EditPost':
        return [{ type: 'PostEdited', data: { codBsePostagem: live(state), ...command.fields } }];
      case 'DeletePost':
        return [{ type: 'PostDeleted', data: { codBsePostagem: live(state) } }];
      default:
        return assertNever(command);
    }
  },
};
