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
  | { type: 'DeleteSupportRequest'; codBseSuporte: number };

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
        if (!Number.isSafeInteger(command.codBseSuporte) || command.codBseSuporte < 1)
          throw new DomainError('generic.invalid');
        requireAbsent(state);
        const { type: _, ...fields } = command;
        return [
          {
            type: 'SupportRequested',
            data: { ...fields, codBseUsuario: actor.userId, at: context.now.toISOString() },
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
