import { z } from 'zod';
import { recordId } from '@school/modules/kernel';

/** 8 digits; the form's mask adds a hyphen (01001-000), which is accepted and dropped. */
export const cepSchema = z
  .string({ error: 'address.cepFormat' })
  .trim()
  .transform((v) => v.replace(/[.-]/g, ''))
  .pipe(z.string().regex(/^\d{8}$/, { error: 'address.cepFormat' }));

const text = (max: number) =>
  z
    .string({ error: 'generic.invalid' })
    .trim()
    .max(max, { error: 'generic.invalid' })
    .nullish()
    .transform((v) => v ?? '');

/**
 * POST and PUT /api/bse_endereco. Only the postal code is required: when the lookup finds
 * nothing the form stays editable, and the spec does not require the other fields.
 */
export const addressSchema = z.object({
  dscCep: cepSchema,
  dscRua: text(200),
  dscBairro: text(100),
  dscCidade: text(100),
  dscEstado: text(50),
  codBseEndereco: recordId().optional(),
});
export type AddressInput = z.output<typeof addressSchema>;

/** GET /api/cep/{cep}: what the postal-code provider knows, in the address form's own fields. */
export interface PostalCodeAddress {
  dscCep: string;
  dscRua: string;
  dscBairro: string;
  dscCidade: string;
  dscEstado: string;
}

/** An address as the API answers it. */
export interface Address extends PostalCodeAddress {
  codBseEndereco: number;
}
