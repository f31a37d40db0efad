import { assertNever, DomainError, recordDecider, requireActive } from '@school/modules/kernel';
import { type ClassCreatedData, type ClassEvent, isClassEvent } from './class.events.js';

export type ClassCommand =
  | { type: 'CreateClass'; data: ClassCreatedData }
  | { type: 'RenameClass'; codBseTurma: number; nomTurma: string }
  /** `studentsInClass` comes from the class read model, which every user write settles first. */
  | { type: 'DeleteClass'; codBseTurma: number; studentsInClass: number }
  /** `isStudent`: whether the user is a student (profile 6) of the class, per the read model. */
  | { type: 'RemoveClassMember'; codBseTurma: number; codBseUsuario: number; isStudent: boolean };

export const classDecider = recordDecider<ClassCommand, ClassEvent, 'turma', ClassCreatedData>({
  isEvent: isClassEvent,
  key: 'turma',
  steps: {
    ClassCreated: 'created',
    ClassRenamed: 'changed',
    ClassDeleted: 'deleted',
    ClassMemberRemoved: 'kept', // memberships are the read model's: they also come from user events
  },
  taken: 'class.alreadyRegistered',

  decide: (command, state) => {
    switch (command.type) {
      case 'CreateClass':
        return [{ type: 'ClassCreated', data: command.data }];

      case 'RenameClass':
        requireActive(state);
        if (state.turma.nomTurma === command.nomTurma) return [];
        return [
          { type: 'ClassRenamed', data: { codBseTurma: command.codBseTurma, nomTurma: command.nomTurma } },
        ];

      case 'DeleteClass': {
        requireActive(state);
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
});
