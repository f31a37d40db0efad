import { describe, expect, it } from 'vitest';
import { fold, type DecisionContext } from '@school/modules/kernel';
import { addressDecider, type AddressCommand } from './address.decider.js';
import type { AddressCreatedData, AddressEvent, AddressFields } from './address.events.js';
import { refusal } from '@school/modules/testing';

const context: DecisionContext = {
  now: new Date('2026-11-22T10:00:00Z'),
  actor: { userId: 2, profile: 2, schoolId: 3, unitId: null },
};

const fields: AddressFields = {
  dscCep: '01001000',
  dscRua: 'Praça da Sé',
  dscBairro: 'Sé',
  dscCidade: 'São Paulo',
  dscEstado: 'SP',
};
const data: AddressCreatedData = { codBseEndereco: 4, ...fields, codBseEscola: 3, codUsuarioCriacao: 2 };
const created: AddressEvent = { type: 'AddressCreated', data };

const given = (events: AddressEvent[]) => ({
  when: (command: AddressCommand) => () =>
    addressDecider.decide(command, fold(addressDecider, events), context),
});

describe('address decider', () => {
  it('creates an address, once', () => {
    expect(given([]).when({ type: 'CreateAddress', data })()).toEqual([created]);
    expect(refusal(given([created]).when({ type: 'CreateAddress', data })).status).toBe(409);
  });

  it('changes the fields of an address, and nothing when they are the same', () => {
    const moved = { ...fields, dscRua: 'Rua Direita', dscCep: '01002000' };
    expect(given([created]).when({ type: 'UpdateAddress', codBseEndereco: 4, fields: moved })()).toEqual([
      { type: 'AddressUpdated', data: { codBseEndereco: 4, ...moved } },
    ]);
    expect(given([created]).when({ type: 'UpdateAddress', codBseEndereco: 4, fields })()).toEqual([]);
  });

  it('refuses to delete an address that a school or unit uses', () => {
    const error = refusal(given([created]).when({ type: 'DeleteAddress', codBseEndereco: 4, usedBy: 1 }));
    expect([error.code, error.status]).toEqual(['generic.dependencies', 409]);
  });

  it('deletes an unused address; then it is gone for every command', () => {
    const deleted = given([created]).when({ type: 'DeleteAddress', codBseEndereco: 4, usedBy: 0 })();
    expect(deleted).toEqual([{ type: 'AddressDeleted', data: { codBseEndereco: 4 } }]);
    const gone = given([created, ...deleted]);
    expect(refusal(gone.when({ type: 'DeleteAddress', codBseEndereco: 4, usedBy: 0 })).status).toBe(404);
    expect(refusal(gone.when({ type: 'UpdateAddress', codBseEndereco: 4, fields })).status).toBe(404);
  });
});
