import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { type ChatAuthor, type ChatEvent, isChatEvent } from './chat.events.js';

export type ChatCommand =
  | {
      type: 'SendChatMessage';
      codChtMensagem: number;
      codChtSala: number;
      txtMensagem: string;
      autor: ChatAuthor;
      clientId: string | null;
    }
  | { type: 'DeleteChatMessage'; codChtMensagem: number; codChtSala: number; by: number };

export interface ChatState {
  /** The live messages' authors, by message id. */
  authors: Record<number, number>;
}

export const chatDecider: Decider<ChatCommand, ChatState, ChatEvent> = {
  isEvent: isChatEvent,
  initialState: () => ({ authors: {} }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ChatMessageSent':
        return { authors: { ...state.authors, [event.data.codChtMensagem]: event.data.autor.codBseUsuario } };
      case 'ChatMessageDeleted': {
        const { [event.data.codChtMensagem]: _gone, ...authors } = state.authors;
        return { authors };
      }
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'SendChatMessage': {
        const { type: _type, ...data } = command;
        return [{ type: 'ChatMessageSent', data }];
      }
      case 'DeleteChatMessage': {
        const author = state.authors[command.codChtMensagem];
        if (author === undefined) throw new DomainError('generic.notFound');
        // The spec's answer to deleting another's message: 410 "Sem permissão.".
        if (author !== command.by) throw new DomainError('chat.noPermission');
        return [
          {
            type: 'ChatMessageDeleted',
            data: { codChtMensagem: command.codChtMensagem, codChtSala: command.codChtSala },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};
