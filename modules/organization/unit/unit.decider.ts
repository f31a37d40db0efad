import { assertNever, DomainError, recordDecider, requireActive } from '@school/modules/kernel';
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

export const unitDecider = recordDecider<UnitCommand, UnitEvent, 'unit', UnitCreatedData>({
  isEvent: isUnitEvent,
  key: 'unit',
  steps: {
    UnitCreated: 'created',
    UnitUpdated: 'changed',
    UnitDeleted: 'deleted',
  },
  taken: 'unit.alreadyRegistered',

  decide: (command, state) => {
    switch (command.type) {
      case 'CreateUnit':
        return [{ type: 'UnitCreated', data: command.data }];

      case 'UpdateUnit': {
        requireActive(state);
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
        requireActive(state);
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
});
