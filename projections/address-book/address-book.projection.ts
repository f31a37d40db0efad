import type { AddressEvent, SchoolEvent, UnitEvent } from '@school/modules/organization';
import { RowChanges, createdStamps, defineProjection, onEach } from '@school/projections/kernel';
import { addressBookSchema, type AddressRow, type UseRow } from './address-book.tables.js';

/**
 * Addresses, and which schools and units use them. An address belongs to the school of its
 * creator until a school or unit is saved with it: then it belongs to that school (a Master,
 * of the main school, creates the address of a unit of another school, whose Gestor must then
 * reach it). Who may save a record with an address was checked against this very scope.
 */
export const addressBookProjection = defineProjection<AddressEvent | SchoolEvent | UnitEvent>()({
  name: 'address-book',
  schema: addressBookSchema,
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
  ],

  async project(events, trx, names) {
    const addresses = new RowChanges<AddressRow>(addressBookSchema.address_book, 'cod_bse_endereco');
    const uses = new RowChanges<UseRow>(addressBookSchema.address_uses, 'owner');
    // A record saved with an address takes it into its school (folded in event order, so a
    // later save wins, and an address created in the batch is inserted with its school).
    const use = (owner: string, addressId: number | null, schoolId: number) => {
      if (addressId === null) return uses.delete(owner);
      uses.insert({ owner, cod_bse_endereco: addressId, cod_bse_escola: schoolId });
      addresses.patch(addressId, { cod_bse_escola: schoolId });
    };
    onEach(events, {
      AddressCreated: (e) => addresses.insertFrom(e.data, createdStamps(e)),
      AddressUpdated: (e) =>
        addresses.patchFrom(
          e.data.codBseEndereco,
          e.data,
          ['dsc_cep', 'dsc_rua', 'dsc_bairro', 'dsc_cidade', 'dsc_estado'],
          { updated_at: e.createdAt },
        ),
      AddressDeleted: (e) => addresses.delete(e.data.codBseEndereco),
      SchoolCreated: (e) => use(`school-${e.data.codBseEscola}`, e.data.codBseEndereco, e.data.codBseEscola),
      SchoolUpdated: (e) => use(`school-${e.data.codBseEscola}`, e.data.codBseEndereco, e.data.codBseEscola),
      SchoolDeleted: (e) => use(`school-${e.data.codBseEscola}`, null, e.data.codBseEscola),
      UnitCreated: (e) => use(`unit-${e.data.codBseUnidade}`, e.data.codBseEndereco, e.data.codBseEscola),
      UnitUpdated: (e) => use(`unit-${e.data.codBseUnidade}`, e.data.codBseEndereco, e.data.codBseEscola),
      UnitDeleted: (e) => use(`unit-${e.data.codBseUnidade}`, null, e.data.codBseEscola),
    });
    await addresses.apply(trx, names.address_book);
    await uses.apply(trx, names.address_uses);
  },
});
