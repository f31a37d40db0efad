import { z } from 'zod';
import {
  addressSchema,
  type Address,
  type AddressInput,
  type Unit,
} from '@school/modules/organization/contracts';
import { formatPostalCode } from './postalCode';

/** The units list, where the form goes back to. */
export const UNIT_LIST_PATH = '/unidade/listar';

export interface UnitValues {
  nomUnidade: string;
  cstTxtPrefixoLogin: string;
  codBseEscola: string;
  dscCep: string;
  dscRua: string;
  dscBairro: string;
  dscCidade: string;
  dscEstado: string;
}

export const ADDRESS_FIELDS = ['dscCep', 'dscRua', 'dscBairro', 'dscCidade', 'dscEstado'] as const;

/** No address typed at all: the unit is saved without one. */
export function addressBlank(values: UnitValues): boolean {
  return ADDRESS_FIELDS.every((field) => values[field].trim() === '');
}

export function initialValues(unit: Unit | null, address: Address | null): UnitValues {
  return {
    nomUnidade: unit?.nomUnidade ?? '',
    cstTxtPrefixoLogin: unit?.cstTxtPrefixoLogin ?? '',
    codBseEscola: unit ? String(unit.codBseEscola) : '',
    dscCep: address ? formatPostalCode(address.dscCep) : '',
    dscRua: address?.dscRua ?? '',
    dscBairro: address?.dscBairro ?? '',
    dscCidade: address?.dscCidade ?? '',
    dscEstado: address?.dscEstado ?? '',
  };
}

/** What the form hands over: the unit as its schema outputs it, and the address when one was typed. */
export interface UnitFormOutput<U> {
  unit: U;
  address: AddressInput | null;
}

/** A part's issue reported by the whole form's schema: same field, same message code. */
const atField = (issue: z.core.$ZodIssue, input: UnitValues) => ({
  code: 'custom' as const,
  message: issue.message,
  path: issue.path,
  input,
});

/**
 * The form's schema for the values typed: the unit's, and the address's too once any address
 * field is typed, each reporting its own issues at the fields' paths.
 */
export function unitFormSchema<U>(
  unitSchema: z.ZodType<U, unknown>,
): (values: UnitValues) => z.ZodType<UnitFormOutput<U>, UnitValues> {
  const unitOnly = z.custom<UnitValues>().transform((values, ctx): UnitFormOutput<U> => {
    const unit = unitSchema.safeParse(values);
    if (unit.success) return { unit: unit.data, address: null };
    for (const issue of unit.error.issues) ctx.issues.push(atField(issue, values));
    return z.NEVER;
  });
  const withAddress = z.custom<UnitValues>().transform((values, ctx): UnitFormOutput<U> => {
    const unit = unitSchema.safeParse(values);
    const address = addressSchema.safeParse(values);
    for (const issue of [...(unit.error?.issues ?? []), ...(address.error?.issues ?? [])]) {
      ctx.issues.push(atField(issue, values));
    }
    if (!unit.success || !address.success) return z.NEVER;
    return { unit: unit.data, address: address.data };
  });
  return (values) => (addressBlank(values) ? unitOnly : withAddress);
}
