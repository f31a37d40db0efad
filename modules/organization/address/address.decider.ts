import { assertNever, DomainError, recordDecider, requireActive } from '@school/modules/kernel';
import {
  type AddressCreatedData,
  type AddressEvent,
  type AddressFields,
  isAddressEvent,
} from './address.events.js';

export type AddressCommand =
  | { type: 'CreateAddress'; data: AddressCreatedData }
  | { type: 'UpdateAddress'; codBseEndereco: number; fields: AddressFields }
  /** `usedBy`: schools and units that refer to the address (read model). */
  | { type: 'DeleteAddress'; codBseEndereco: number; usedBy: number };

const FIELDS = ['dscCep', 'dscRua', 'dscBairro', 'dscCidade', 'dscEstado'] as const;

export const addressDecider = recordDecider<AddressCommand, AddressEvent, 'address', AddressCreatedData>({
  isEvent: isAddressEvent,
  key: 'address',
  steps: {
    AddressCreated: 'created',
    AddressUpdated: 'changed',
    AddressDeleted: 'deleted',
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'CreateAddress':
        return [{ type: 'AddressCreated', data: command.data }];

      case 'UpdateAddress': {
        requireActive(state);
        const { address } = state;
        if (FIELDS.every((f) => address[f] === command.fields[f])) return [];
        return [
          { type: 'AddressUpdated', data: { codBseEndereco: command.codBseEndereco, ...command.fields } },
        ];
      }

      case 'DeleteAddress':
        requireActive(state);
        // A school or unit would point at nothing: the spec's generic "dependencies" refusal.
        if (command.usedBy > 0) throw new DomainError('generic.dependencies');
        return [{ type: 'AddressDeleted', data: { codBseEndereco: command.codBseEndereco } }];

      default:
        return assertNever(command);
    }
  },
});
