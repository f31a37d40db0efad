import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { type UnitCreatedData, type UnitEvent, isUnitEvent } from './unit.events.js';

export type UnitCommand =
  /**
   * Cross-aggregate rule: the login prefix is unique within the school. The caller claims it
   * first (`UNIT_PREFIX_RESERVATION`); `UnitDeleted` carries what frees it.
   */
  | { type: 'CreateUnit'; data: UnitCreatedData }
  | {
      type: 'UpdateUnit';
      codBseUnidade: number;
      nomUnidade: string;
      codBseEndereco: number | null;
      /** Sent by some clients; accepted only when it is the unit's own prefix. */
      cstTxtPrefixoLogin?: string;
    }
  /** The counts come from the read models, which every class and user write settles first. */
  | { type: 'DeleteUnit'; codBseUnidade: number; classesInUnit: number; usersInUnit: number };

export type UnitState = { status: 'absent' } | { status: 'active' | 'deleted'; unit: UnitCreatedData };

export const unitDecider: Decider<UnitCommand, UnitState, UnitEvent> = {
  isEvent: isUnitEvent,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'UnitCreated':
        return { status: 'active', unit: event.data };
      case 'UnitUpdated':
        return state.status === 'absent'
          ? state
          : {
              ...state,
              unit: {
                ...state.unit,
                nomUnidade: event.data.nomUnidade,
                codBseEndereco: event.data.codBseEndereco,
              },
            };
      case 'UnitDeleted':
        return state.status === 'absent' ? state : { ...state, status: 'deleted' };
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'CreateUnit':
        if (state.status !== 'absent') throw new DomainError('unit.alreadyRegistered');
        return [{ type: 'UnitCreated', data: command.data }];

      case 'UpdateUnit': {
        if (state.status !== 'active') throw new DomainError('generic.notFound');
        const prefix = command.cstTxtPrefixoLogin?.trim().toUpperCase();
        if (prefix && prefix !== state.unit.cstTxtPrefixoLogin) throw new DomainError('unit.prefixLocked');
        const { nomUnidade, codBseEndereco } = command;
        if (state.unit.nomUnidade === nomUnidade && state.unit.codBseEndereco === codBseEndereco) return [];
        const { codBseEscola } = state.unit;
        return [
          {
            type: 'UnitUpdated',
            data: { codBseUnidade: command.codBseUnidade, codBseEscola, nomUnidade, codBseEndereco },
          },
        ];
      }

      case 'DeleteUnit':
        if (state.status !== 'active') throw new DomainError('generic.notFound');
        if (command.classesInUnit > 0 || command.usersInUnit > 0) throw new DomainError('unit.hasDependents');
        return [
          {
            type: 'UnitDeleted',
            data: {
              codBseUnidade: command.codBseUnidade,
              codBseEscola: state.unit.codBseEscola,
              cstTxtPrefixoLogin: state.unit.cstTxtPrefixoLogin,
            },
          },
        ];

      default:
        return assertNever(command);
    }
  },
};
