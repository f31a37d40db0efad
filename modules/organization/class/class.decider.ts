import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { type ClassCreatedData, type ClassEvent, isClassEvent } from './class.events.js';

export type ClassCommand =
  | { type: 'CreateClass'; data: ClassCreatedData }
  | { type: 'RenameClass'; codBseTurma: number; nomTurma: string }
  /** `studentsInClass` comes from the class read model, which every user write settles first. */
  | { type: 'DeleteClass'; codBseTurma: number; studentsInClass: number }
  /** `isStudent`: whether the user is a student (profile 6) of the class, per the read model. */
  | { type: 'RemoveClassMember'; codBseTurma: number; codBseUsuario: number; isStudent: boolean };

export type ClassState = { status: 'absent' } | { status: 'active' | 'deleted'; turma: ClassCreatedData };

export const classDecider: Decider<ClassCommand, ClassState, ClassEvent> = {
  isEvent: isClassEvent,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ClassCreated':
        return { status: 'active', turma: event.data };
      case 'ClassRenamed':
        return state.status === 'absent'
          ? state
          : { ...state, turma: { ...state.turma, nomTurma: event.data.nomTurma } };
      case 'ClassDeleted':
        return state.status === 'absent' ? state : { ...state, status: 'deleted' };
      case 'ClassMemberRemoved':
        return state; // memberships are the read model's: they also come from user events
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'CreateClass':
        if (state.status !== 'absent') throw new DomainError('class.alreadyRegistered');
        return [{ type: 'ClassCreated', data: command.data }];

      case 'RenameClass':
        if (state.status !== 'active') throw new DomainError('generic.notFound');
        if (state.turma.nomTurma === command.nomTurma) return [];
        return [
          { type: 'ClassRenamed', data: { codBseTurma: command.codBseTurma, nomTurma: command.nomTurma } },
        ];

      case 'DeleteClass': {
        if (state.status !== 'active') throw new DomainError('generic.notFound');
        if (command.studentsInClass > 0) throw new DomainError('class.hasStudents');
        const { codBseUnidade, codBseEscola } = state.turma;
        return [
          { type: 'ClassDeleted', data: { codBseTurma: command.codBseTurma, codBseUnidade, codBseEscola } },
        ];
      }

      case 'RemoveClassMember':
        // Not a student of this class (or no such class): as if the link did not exist.
        if (state.status !== 'active' || !command.isStudent) throw new DomainError('generic.notFound');
        return [
          {
            type: 'ClassMemberRemoved',
            data: { codBseTurma: command.codBseTurma, codBseUsuario: command.codBseUsuario },
          },
        ];

      default:
        return assertNever(command);
    }
  },
};
