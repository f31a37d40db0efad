import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
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

export type AddressState =
  { status: 'absent' } | { status: 'active' | 'deleted'; address: AddressCreatedData };

const FIELDS = ['dscCep', 'dscRua', 'dscBairro', 'dscCidade', 'dscEstado'] as const;

export const addressDecider: Decider<AddressCommand, AddressState, AddressEvent> = {
  isEvent: isAddressEvent,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'AddressCreated':
        return { status: 'active', address: event.data };
      case 'AddressUpdated':
        return state.status === 'absent' ? state : { ...state, address: { ...state.address, ...event.data } };
      case 'AddressDeleted':
        return state.status === 'absent' ? state : { ...state, status: 'deleted' };
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'CreateAddress':
        if (state.status !== 'absent') throw new DomainError('generic.conflict');
        return [{ type: 'AddressCreated', data: command.data }];

      case 'UpdateAddress': {
        if (state.status !== 'active') throw new DomainError('generic.notFound');
        const { address } = state;
        if (FIELDS.every((f) => address[f] === command.fields[f])) return [];
        return [
          { type: 'AddressUpdated', data: { codBseEndereco: command.codBseEndereco, ...command.fields } },
        ];
      }

      case 'DeleteAddress':
        if (state.status !== 'active') throw new DomainError('generic.notFound');
        // A school or unit would point at nothing: the spec's generic "dependencies" refusal.
        if (command.usedBy > 0) throw new DomainError('generic.dependencies');
        return [{ type: 'AddressDeleted', data: { codBseEndereco: command.codBseEndereco } }];

      default:
        return assertNever(command);
    }
  },
};
