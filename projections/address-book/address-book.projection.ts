import { sql } from 'kysely';
import type { RecordedEvent } from '@school/modules/kernel';
import type { AddressEvent, SchoolEvent, UnitEvent } from '@school/modules/organization';
import { RowChanges, type Projection, type TableNames, type Trx } from '@school/projections/kernel';

type Table = 'address_book' | 'address_uses';

interface AddressRow extends Record<string, unknown> {
  cod_bse_endereco: number;
  dsc_cep: string;
  dsc_rua: string;
  dsc_bairro: string;
  dsc_cidade: string;
  dsc_estado: string;
  cod_bse_escola: number | null;
  cod_usuario_criacao: number | null;
  created_at: Date;
  updated_at: Date;
}

/** Who uses an address: `school-<id>` or `unit-<id>`, and the school it belongs to. */
interface UseRow {
  owner: string;
  cod_bse_endereco: number;
  cod_bse_escola: number;
}

/**
 * Addresses, and which schools and units use them. An address belongs to the school of its
 * creator until a school or unit is saved with it: then it belongs to that school (a Master,
 * of the main school, creates the address of a unit of another school, whose Gestor must then
 * reach it). Who may save a record with an address was checked against this very scope.
 */
export const addressBookProjection: Projection<Table> = {
  name: 'address-book',
  tables: ['address_book', 'address_uses'],
  handles: [
    'AddressCreated',
    'AddressUpdated',
    'AddressDeleted',
    'SchoolCreated',
    'SchoolUpdated',
    'SchoolDeleted',
    'UnitCreated',
    'UnitUpdated',
    'UnitDeleted',
  ] satisfies (AddressEvent | SchoolEvent | UnitEvent)['type'][],

  async createTables(db, names) {
    await sql`create table ${sql.table(names.address_book)} (
      cod_bse_endereco int primary key,
      dsc_cep text not null,
      dsc_rua text not null,
      dsc_bairro text not null,
      dsc_cidade text not null,
      dsc_estado text not null,
      cod_bse_escola int,
      cod_usuario_criacao int,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.address_book)} (cod_bse_escola)`.execute(db);
    await sql`create table ${sql.table(names.address_uses)} (
      owner text primary key,
      cod_bse_endereco int not null,
      cod_bse_escola int not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.address_uses)} (cod_bse_endereco)`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const addresses = new RowChanges<AddressRow>('cod_bse_endereco');
    // Uses change rarely (a school or unit saved): written in event order, one statement each.
    const uses: ({ kind: 'set'; use: UseRow } | { kind: 'clear'; owner: string })[] = [];
    const use = (owner: string, addressId: number | null, schoolId: number) =>
      uses.push(
        addressId === null
          ? { kind: 'clear', owner }
          : { kind: 'set', use: { owner, cod_bse_endereco: addressId, cod_bse_escola: schoolId } },
      );
    for (const event of events) {
      const e = { type: event.type, data: event.data } as AddressEvent | SchoolEvent | UnitEvent;
      const at = event.createdAt;
      switch (e.type) {
        case 'AddressCreated':
          addresses.insert({
            cod_bse_endereco: e.data.codBseEndereco,
            dsc_cep: e.data.dscCep,
            dsc_rua: e.data.dscRua,
            dsc_bairro: e.data.dscBairro,
            dsc_cidade: e.data.dscCidade,
            dsc_estado: e.data.dscEstado,
            cod_bse_escola: e.data.codBseEscola,
            cod_usuario_criacao: e.data.codUsuarioCriacao,
            created_at: at,
            updated_at: at,
          });
          break;
        case 'AddressUpdated': {
          const { codBseEndereco, dscCep, dscRua, dscBairro, dscCidade, dscEstado } = e.data;
          addresses.patch(codBseEndereco, {
            dsc_cep: dscCep,
            dsc_rua: dscRua,
            dsc_bairro: dscBairro,
            dsc_cidade: dscCidade,
            dsc_estado: dscEstado,
            updated_at: at,
          });
          break;
        }
        case 'AddressDeleted':
          addresses.delete(e.data.codBseEndereco);
          break;
        case 'SchoolCreated':
        case 'SchoolUpdated':
          use(`school-${e.data.codBseEscola}`, e.data.codBseEndereco, e.data.codBseEscola);
          break;
        case 'SchoolDeleted':
          use(`school-${e.data.codBseEscola}`, null, e.data.codBseEscola);
          break;
        case 'UnitCreated':
          use(`unit-${e.data.codBseUnidade}`, e.data.codBseEndereco, e.data.codBseEscola);
          break;
        case 'UnitUpdated':
          use(`unit-${e.data.codBseUnidade}`, e.data.codBseEndereco, e.data.codBseEscola);
          break;
        case 'UnitDeleted':
          use(`unit-${e.data.codBseUnidade}`, null, e.data.codBseEscola);
          break;
        default:
          break; // not an event of this read model
      }
    }
    await addresses.apply(trx, names.address_book);
    await applyUses(trx, names, uses);
  },
};

async function applyUses(
  trx: Trx,
  names: TableNames<Table>,
  uses: readonly ({ kind: 'set'; use: UseRow } | { kind: 'clear'; owner: string })[],
): Promise<void> {
  for (const change of uses) {
    if (change.kind === 'clear') {
      await trx.deleteFrom(names.address_uses).where('owner', '=', change.owner).execute();
      continue;
    }
    const { use } = change;
    await trx
      .insertInto(names.address_uses)
      .values(use)
      .onConflict((oc) =>
        oc
          .column('owner')
          .doUpdateSet({ cod_bse_endereco: use.cod_bse_endereco, cod_bse_escola: use.cod_bse_escola }),
      )
      .execute();
    await trx
      .updateTable(names.address_book)
      .set({ cod_bse_escola: use.cod_bse_escola })
      .where('cod_bse_endereco', '=', use.cod_bse_endereco)
      .execute();
  }
}
