import { type Address, type Unit } from '@school/modules/organization/contracts';
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
