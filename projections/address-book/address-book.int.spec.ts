import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@school/modules/kernel';
import type { AddressEvent, SchoolEvent, UnitEvent } from '@school/modules/organization';
import { liveNames, type Db } from '@school/projections/kernel';
// eslint-disable-next-line no-restricted-imports -- the shared test-database helper, tests only
import { createTestDatabase } from '../../backend/test/databases.js';
import { addressBookProjection, countAddressUses, findAddress, listAddresses } from './index.js';

type Event = AddressEvent | SchoolEvent | UnitEvent;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let position = 0;

function recorded(event: Event): RecordedEvent {
  position += 1;
  return {
    id: crypto.randomUUID(),
    type: event.type,
    data: event.data,
    metadata: {},
    streamName: 'test',
    revision: 0,
    position: String(position).padStart(20, '0'),
    createdAt: new Date('2026-11-22T10:00:00Z'),
  };
}

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

async function project(...events: Event[]) {
  await db
    .transaction()
    .execute((trx) =>
      addressBookProjection.project(events.map(recorded), trx, liveNames(addressBookProjection)),
    );
}

const schoolOf = async (id: number) => (await findAddress(db, id))?.codBseEscola;

beforeAll(async () => {
  database = await createTestDatabase('address_book');
  db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) }),
  });
  await addressBookProjection.createTables(db, liveNames(addressBookProjection));
  await project(address(1, 2), address(2, 3), address(3, 1));
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('address book', () => {
  it('keeps addresses with their creator’s school, and lists them by scope', async () => {
    expect(await findAddress(db, 1)).toEqual({
      codBseEndereco: 1,
      dscCep: '01001000',
      dscRua: 'Rua 1',
      dscBairro: 'Sé',
      dscCidade: 'São Paulo',
      dscEstado: 'SP',
      codBseEscola: 2,
    });
    const ids = async (scope: Parameters<typeof listAddresses>[1]) =>
      (await listAddresses(db, scope)).map((a) => a.codBseEndereco);
    expect(await ids({ kind: 'all' })).toEqual([1, 2, 3]);
    expect(await ids({ kind: 'school', schoolId: 3 })).toEqual([2]);
    expect(await ids({ kind: 'unit', schoolId: 2, unitId: 4 })).toEqual([]);
    expect(await ids({ kind: 'none' })).toEqual([]);
  });

  it('gives an address to the school of the unit or school saved with it', async () => {
    await project(unit(10, 4, 3), {
      type: 'SchoolUpdated',
      data: { codBseEscola: 5, nomEscola: 'Escola', codBseEndereco: 2 },
    });
    expect([await schoolOf(3), await schoolOf(2)]).toEqual([4, 5]);
    expect([
      await countAddressUses(db, 3),
      await countAddressUses(db, 2),
      await countAddressUses(db, 1),
    ]).toEqual([1, 1, 0]);
  });

  it('counts uses as units and schools change or drop their addresses', async () => {
    await project(
      {
        type: 'UnitUpdated',
        data: { codBseUnidade: 10, codBseEscola: 4, nomUnidade: 'U', codBseEndereco: 1 },
      },
      { type: 'SchoolDeleted', data: { codBseEscola: 5, cstTxtPrefixoLogin: 'ES' } },
    );
    expect([
      await countAddressUses(db, 3),
      await countAddressUses(db, 1),
      await countAddressUses(db, 2),
    ]).toEqual([0, 1, 0]);
    expect(await schoolOf(1)).toBe(4);
    await project({
      type: 'UnitDeleted',
      data: { codBseUnidade: 10, codBseEscola: 4, cstTxtPrefixoLogin: 'UN' },
    });
    expect(await countAddressUses(db, 1)).toBe(0);
  });

  it('changes and deletes addresses; one created and used in the same batch belongs to the user’s school', async () => {
    await project(
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
    expect(await findAddress(db, 1)).toMatchObject({ dscCidade: 'Rio de Janeiro', codBseEscola: 4 });
    expect(await findAddress(db, 2)).toBeUndefined();
    expect(await schoolOf(4)).toBe(6);
  });
});
