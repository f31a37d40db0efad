import {
  assertNever,
  DomainError,
  isAllowed,
  type Decider,
  type DecisionContext,
  requireAbsent,
} from '@school/modules/kernel';
import {
  PROTECTED_SUPPORT_ROW_ID,
  type SupportEvent,
  type SupportRequestedData,
  isSupportEvent,
} from './support-request.events.js';

export type SupportCommand =
  | {
      type: 'RequestSupport';
      codBseSuporte: number;
      name: string;
      email: string;
      pagina: string;
      desc: string;
    }
  | {
      /** "Esqueci minha senha": no one is signed in; the request is for the school of the login's user. */
      type: 'RequestPasswordHelp';
      codBseSuporte: number;
      codBseUsuario: number;
      codBseEscola: number;
      name: string;
      login: string;
    }
  | { type: 'DeleteSupportRequest'; codBseSuporte: number };

/** The desk's text of a password help request (pt, as the desk's other texts): the login to reset. */
export function passwordHelpText(login: string): string {
  return `Esqueci minha senha: a matrícula ${login} pede uma senha nova. Quem troca a senha é a escola.`;
}

/** Ids start at 1 (row 0 is the desk's protected one). */
function requireNewId(id: number): void {
  if (!Number.isSafeInteger(id) || id < 1) throw new DomainError('generic.invalid');
}

export type SupportState =
  { status: 'absent' } | { status: 'open' | 'deleted'; request: SupportRequestedData };

/** The caller, who must hold `permission`: sending is for every profile but Assistente, the desk for Assistente. */
function actorWith(permission: 'support.send' | 'support.desk', context: DecisionContext) {
  if (!context.actor) throw new DomainError('generic.unauthenticated');
  if (!isAllowed(permission, context.actor.profile)) throw new DomainError('generic.forbidden');
  return context.actor;
}

export const supportDecider: Decider<SupportCommand, SupportState, SupportEvent> = {
  isEvent: isSupportEvent,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'SupportRequested':
        return { status: 'open', request: event.data };
      case 'SupportRequestDeleted':
        return state.status === 'absent' ? state : { ...state, status: 'deleted' };
      default:
        return assertNever(event);
    }
  },

  decide: (command, state, context) => {
    switch (command.type) {
      case 'RequestSupport': {
        const actor = actorWith('support.send', context);
        requireNewId(command.codBseSuporte);
        requireAbsent(state);
        const { type: _, ...fields } = command;
        return [
          {
            type: 'SupportRequested',
            data: {
              ...fields,
              codBseUsuario: actor.userId,
              codBseEscola: actor.schoolId,
              at: context.now.toISOString(),
            },
          },
        ];
      }

      case 'RequestPasswordHelp': {
        requireNewId(command.codBseSuporte);
        requireAbsent(state);
        return [
          {
            type: 'SupportRequested',
            data: {
              codBseSuporte: command.codBseSuporte,
              name: command.name,
              email: '',
              pagina: 'acesso',
              desc: passwordHelpText(command.login),
              codBseUsuario: command.codBseUsuario,
              codBseEscola: command.codBseEscola,
              at: context.now.toISOString(),
            },
          },
        ];
      }

      case 'DeleteSupportRequest':
        actorWith('support.desk', context);
        if (command.codBseSuporte === PROTECTED_SUPPORT_ROW_ID) throw new DomainError('support.protectedRow');
        if (state.status !== 'open') throw new DomainError('generic.notFound');
        return [{ type: 'SupportRequestDeleted', data: { codBseSuporte: command.codBseSuporte } }];

      default:
        return assertNever(command);
    }
  },
};
