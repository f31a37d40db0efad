import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { addressDecider } from './address.decider.js';
import type { AddressCreatedData, AddressEvent, AddressFields } from './address.events.js';

const context: DecisionContext = {
  now: new Date('2026-11-22T10:00:00Z'),
  actor: { userId: 2, profile: 2, schoolId: 3, unitId: null },
};
const spec = deciderSpec(addressDecider, context);

const fields: AddressFields = {
  dscCep: '01001000',
  dscRua: 'Praça da Sé',
  dscBairro: 'Sé',
  dscCidade: 'São Paulo',
  dscEstado: 'SP',
};
const data: AddressCreatedData = { codBseEndereco: 4, ...fields, codBseEscola: 3, codUsuarioCriacao: 2 };
const created: AddressEvent = { type: 'AddressCreated', data };
const deleted: AddressEvent = { type: 'AddressDeleted', data: { codBseEndereco: 4 } };

describe('address decider', () => {
  it('creates an address, once', () => {
    spec.given([]).when({ type: 'CreateAddress', data }).then([created]);
    spec.given([created]).when({ type: 'CreateAddress', data }).thenFails('generic.conflict');
  });

  it('changes the fields of an address, and nothing when they are the same', () => {
    const moved = { ...fields, dscRua: 'Rua Direita', dscCep: '01002000' };
    spec
      .given([created])
      .when({ type: 'UpdateAddress', codBseEndereco: 4, fields: moved })
      .then([{ type: 'AddressUpdated', data: { codBseEndereco: 4, ...moved } }]);
    spec.given([created]).when({ type: 'UpdateAddress', codBseEndereco: 4, fields }).thenNothing();
  });

  it('refuses to delete an address that a school or unit uses', () => {
    spec
      .given([created])
      .when({ type: 'DeleteAddress', codBseEndereco: 4, usedBy: 1 })
      .thenFails('generic.dependencies');
  });

  it('deletes an unused address; then it is gone for every command', () => {
    spec.given([created]).when({ type: 'DeleteAddress', codBseEndereco: 4, usedBy: 0 }).then([deleted]);
    const gone = spec.given([created, deleted]);
    gone.when({ type: 'DeleteAddress', codBseEndereco: 4, usedBy: 0 }).thenFails('generic.notFound');
    gone.when({ type: 'UpdateAddress', codBseEndereco: 4, fields }).thenFails('generic.notFound');
  });
});
