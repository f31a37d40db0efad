import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { type CurrentClassEvent, isCurrentClassEvent } from './current-class.events.js';

/** `isMember`: whether the user belongs to the class, per the class read model. */
export type CurrentClassCommand = {
  type: 'ChooseCurrentClass';
  codBseUsuario: number;
  codBseTurma: number;
  isMember: boolean;
};

export interface CurrentClassState {
  codBseTurma: number | null;
}

export const currentClassDecider: Decider<CurrentClassCommand, CurrentClassState, CurrentClassEvent> = {
  isEvent: isCurrentClassEvent,
  initialState: () => ({ codBseTurma: null }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'CurrentClassChosen':
        return { codBseTurma: event.data.codBseTurma };
      default:
        return assertNever(event.type);
    }
  },

  decide: (command, state, context) => {
    switch (command.type) {
      case 'ChooseCurrentClass':
        // Only for oneself, and only among one's own classes (another class: as if it did not exist).
        if (context.actor?.userId !== command.codBseUsuario) throw new DomainError('generic.forbidden');
        if (!command.isMember) throw new DomainError('generic.notFound');
        if (state.codBseTurma === command.codBseTurma) return [];
        return [
          {
            type: 'CurrentClassChosen',
            data: { codBseUsuario: command.codBseUsuario, codBseTurma: command.codBseTurma },
          },
        ];
      default:
        return assertNever(command.type);
    }
  },
};
