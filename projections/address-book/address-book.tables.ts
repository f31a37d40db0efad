import { recordColumns, type RowOf, type SchemaSpec } from '@school/projections/kernel';

/** The read model's tables: its createTables and the types below derive from them. */
export const addressBookSchema = {
  address_book: {
    columns: {
      cod_bse_endereco: 'int4',
      dsc_cep: 'text',
      dsc_rua: 'text',
      dsc_bairro: 'text',
      dsc_cidade: 'text',
      dsc_estado: 'text',
      cod_bse_escola: 'int4?',
      ...recordColumns,
    },
    primaryKey: 'cod_bse_endereco',
    indexes: [['cod_bse_escola']],
  },
  /** Who uses an address: `school-<id>` or `unit-<id>`, and the school it belongs to. */
  address_uses: {
    columns: {
      owner: 'text',
      cod_bse_endereco: 'int4',
      cod_bse_escola: 'int4',
    },
    primaryKey: 'owner',
    indexes: [['cod_bse_endereco']],
  },
} as const satisfies SchemaSpec;

export type AddressRow = RowOf<typeof addressBookSchema, 'address_book'>;
export type UseRow = RowOf<typeof addressBookSchema, 'address_uses'>;
