import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressEvent, SchoolEvent, UnitEvent } from '@school/modules/organization';
import { projectionSpec } from '@school/test-support';
import { addressBookProjection, countAddressUses, findAddress, listAddresses } from './index.js';

type Event = AddressEvent | SchoolEvent | UnitEvent;

const spec = projectionSpec<Event>(addressBookProjection);

const address = (id: number, schoolId: number | null, dscRua = `Rua ${id}`): Event => ({
  type: 'AddressCreated',
  data: {
    codBseEndereco: id,
    dscCep: '01001000',
    dscRua,
    dscBairro: 'Sé',
    dscCidade: 'São Paulo',
    dscEstado: 'SP',
    codBseEscola: schoolId,
    codUsuarioCriacao: 1,
  },
});
const unit = (id: number, schoolId: number, codBseEndereco: number | null): Event => ({
  type: 'UnitCreated',
  data: {
    codBseUnidade: id,
    codBseEscola: schoolId,
    nomUnidade: `Unidade ${id}`,
    cstTxtPrefixoLogin: 'UN',
    codBseEndereco,
    codUsuarioCriacao: 1,
  },
});

const schoolOf = async (id: number) => (await findAddress(spec.db, id))?.codBseEscola;

beforeAll(async () => {
  await spec.given(address(1, 2), address(2, 3), address(3, 1));
});

describe('address book', () => {
  it('keeps addresses with their creator’s school, and lists them by scope', async () => {
    expect(await findAddress(spec.db, 1)).toEqual({
      codBseEndereco: 1,
      dscCep: '01001000',
      dscRua: 'Rua 1',
      dscBairro: 'Sé',
      dscCidade: 'São Paulo',
      dscEstado: 'SP',
      codBseEscola: 2,
    });
    const ids = async (scope: Parameters<typeof listAddresses>[1]) =>
      (await listAddresses(spec.db, scope)).map((a) => a.codBseEndereco);
    expect(await ids({ kind: 'all' })).toEqual([1, 2, 3]);
    expect(await ids({ kind: 'school', schoolId: 3 })).toEqual([2]);
    expect(await ids({ kind: 'unit', schoolId: 2, unitId: 4 })).toEqual([]);
    expect(await ids({ kind: 'none' })).toEqual([]);
  });

  it('gives an address to the school of the unit or school saved with it', async () => {
    await spec.given(unit(10, 4, 3), {
      type: 'SchoolUpdated',
      data: { codBseEscola: 5, nomEscola: 'Escola', codBseEndereco: 2 },
    });
    expect([await schoolOf(3), await schoolOf(2)]).toEqual([4, 5]);
    expect([
      await countAddressUses(spec.db, 3),
      await countAddressUses(spec.db, 2),
      await countAddressUses(spec.db, 1),
    ]).toEqual([1, 1, 0]);
  });

  it('counts uses as units and schools change or drop their addresses', async () => {
    await spec.given(
      {
        type: 'UnitUpdated',
        data: { codBseUnidade: 10, codBseEscola: 4, nomUnidade: 'U', codBseEndereco: 1 },
      },
      { type: 'SchoolDeleted', data: { codBseEscola: 5, cstTxtPrefixoLogin: 'ES' } },
    );
    expect([
      await countAddressUses(spec.db, 3),
      await countAddressUses(spec.db, 1),
      await countAddressUses(spec.db, 2),
    ]).toEqual([0, 1, 0]);
    expect(await schoolOf(1)).toBe(4);
    await spec.given({
      type: 'UnitDeleted',
      data: { codBseUnidade: 10, codBseEscola: 4, cstTxtPrefixoLogin: 'UN' },
    });
    expect(await countAddressUses(spec.db, 1)).toBe(0);
  });

  it('changes and deletes addresses; one created and used in the same batch belongs to the user’s school', async () => {
    await spec.given(
      {
        type: 'AddressUpdated',
        data: {
          codBseEndereco: 1,
          dscCep: '20040002',
          dscRua: 'Av. Rio Branco',
          dscBairro: 'Centro',
          dscCidade: 'Rio de Janeiro',
          dscEstado: 'RJ',
        },
      },
      { type: 'AddressDeleted', data: { codBseEndereco: 2 } },
      address(4, 1),
      unit(11, 6, 4),
    );
    expect(await findAddress(spec.db, 1)).toMatchObject({ dscCidade: 'Rio de Janeiro', codBseEscola: 4 });
    expect(await findAddress(spec.db, 2)).toBeUndefined();
    expect(await schoolOf(4)).toBe(6);
  });
});
