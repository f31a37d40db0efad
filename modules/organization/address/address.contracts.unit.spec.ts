import { describe, expect, it } from 'vitest';
import { addressSchema, cepSchema } from './address.contracts.js';
import { fieldCodes } from '@school/modules/testing';

describe('address form', () => {
  it('takes 8 digits, with or without the mask’s hyphen', () => {
    expect(cepSchema.parse('01001-000')).toBe('01001000');
    expect(cepSchema.parse(' 01001000 ')).toBe('01001000');
    for (const bad of ['0100100', '010010001', 'abcdefgh', '', undefined])
      expect(fieldCodes(cepSchema, bad)).toEqual({ '': ['address.cepFormat'] });
  });

  it('requires only the postal code; the other fields default to empty text', () => {
    expect(addressSchema.parse({ dscCep: '01001-000' })).toEqual({
      dscCep: '01001000',
      dscRua: '',
      dscBairro: '',
      dscCidade: '',
      dscEstado: '',
    });
    expect(fieldCodes(addressSchema, { dscCep: '1', dscRua: 'x'.repeat(201) })).toEqual({
      dscCep: ['address.cepFormat'],
      dscRua: ['generic.invalid'],
    });
  });
});
