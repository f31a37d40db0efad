import type { Address, OrgScope } from '@school/modules/organization';
import { countRowsWith, tablesOf, type Db } from '@school/projections/kernel';
import { addressBookSchema } from './address-book.tables.js';

/** An address and the school it belongs to (its scope). */
export interface AddressRecord extends Address {
  codBseEscola: number | null;
}

const columns = [
  'cod_bse_endereco as codBseEndereco',
  'dsc_cep as dscCep',
  'dsc_rua as dscRua',
  'dsc_bairro as dscBairro',
  'dsc_cidade as dscCidade',
  'dsc_estado as dscEstado',
] as const;

/** Addresses in the caller's scope (a Master all, a Gestor its school's), by id. */
export async function listAddresses(db: Db, scope: OrgScope): Promise<Address[]> {
  let query = tablesOf(db, addressBookSchema)
    .selectFrom('address_book')
    .select(columns)
    .orderBy('cod_bse_endereco');
  if (scope.kind === 'school') query = query.where('cod_bse_escola', '=', scope.schoolId);
  else if (scope.kind !== 'all') return [];
  return await query.execute();
}

export async function findAddress(db: Db, id: number): Promise<AddressRecord | undefined> {
  return await tablesOf(db, addressBookSchema)
    .selectFrom('address_book')
    .select([...columns, 'cod_bse_escola as codBseEscola'])
    .where('cod_bse_endereco', '=', id)
    .executeTakeFirst();
}

/** Schools and units that use an address: while any does, it cannot be deleted. */
export async function countAddressUses(db: Db, id: number): Promise<number> {
  return await countRowsWith(db, addressBookSchema, 'address_uses', { cod_bse_endereco: id });
}
