import { assertNever, DomainError, recordDecider, requireActive } from '@school/modules/kernel';
import {
  PROTECTED_SCHOOL_ID,
  type SchoolCreatedData,
  type SchoolEvent,
  isSchoolEvent,
} from './school.events.js';

export type SchoolCommand =
  /**
   * Cross-aggregate rule: the login prefix is unique among schools. The caller claims it first
   * (reservation `school-prefix`, `modules/kernel/reservation.ts`); this decider sees one school.
   */
  | { type: 'CreateSchool'; data: SchoolCreatedData }
  | {
      type: 'UpdateSchool';
      codBseEscola: number;
      nomEscola: string;
      codBseEndereco: number | null;
      cstTxtPrefixoLogin?: string;
    }
  /** The counts come from the read models: a school with users or units cannot be deleted. */
  | { type: 'DeleteSchool'; codBseEscola: number; usersInSchool: number; unitsInSchool: number };

export const schoolDecider = recordDecider<SchoolCommand, SchoolEvent, 'school', SchoolCreatedData>({
  isEvent: isSchoolEvent,
  key: 'school',
  steps: {
    SchoolCreated: 'created',
    SchoolUpdated: 'changed',
    SchoolDeleted: 'deleted',
  },
  taken: 'school.alreadyRegistered',

  decide: (command, state) => {
    switch (command.type) {
      case 'CreateSchool':
        return [{ type: 'SchoolCreated', data: command.data }];

      case 'UpdateSchool': {
        if (command.codBseEscola === PROTECTED_SCHOOL_ID) throw new DomainError('school.protected');
        requireActive(state);
        const prefix = command.cstTxtPrefixoLogin?.trim().toUpperCase();
        if (prefix && prefix !== state.school.cstTxtPrefixoLogin)
          throw new DomainError('school.prefixLocked');
        if (
          state.school.nomEscola === command.nomEscola &&
          state.school.codBseEndereco === command.codBseEndereco
        ) {
          return [];
        }
        return [
          {
            type: 'SchoolUpdated',
            data: {
              codBseEscola: command.codBseEscola,
              nomEscola: command.nomEscola,
              codBseEndereco: command.codBseEndereco,
            },
          },
        ];
      }

      case 'DeleteSchool':
        if (command.codBseEscola === PROTECTED_SCHOOL_ID) throw new DomainError('school.protected');
        requireActive(state);
        if (command.usersInSchool > 0) throw new DomainError('school.hasUsers');
        if (command.unitsInSchool > 0) throw new DomainError('school.hasUnits');
        return [
          {
            type: 'SchoolDeleted',
            data: { codBseEscola: command.codBseEscola, cstTxtPrefixoLogin: state.school.cstTxtPrefixoLogin },
          },
        ];

      default:
        return assertNever(command);
    }
  },
});
