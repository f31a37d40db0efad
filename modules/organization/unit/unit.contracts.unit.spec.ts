import { describe, expect, it } from 'vitest';
import { createUnitSchemaFor, updateUnitSchema } from './unit.contracts.js';
import { fieldCodes } from '@school/modules/testing';

describe('unit form', () => {
  const master = createUnitSchemaFor(1);
  const gestor = createUnitSchemaFor(2);
  const valid = {
    nomUnidade: 'Unidade Centro',
    cstTxtPrefixoLogin: 'ce',
    codBseEndereco: 4,
    codBseEscola: 3,
  };

  it('forces the prefix to upper case and reads the ids', () => {
    expect(master.parse(valid)).toEqual({
      nomUnidade: 'Unidade Centro',
      cstTxtPrefixoLogin: 'CE',
      codBseEndereco: 4,
      codBseEscola: 3,
    });
  });

  it('lists every field error with the spec messages', () => {
    expect(fieldCodes(master, { nomUnidade: 'Abc', cstTxtPrefixoLogin: 'ABC' })).toEqual({
      nomUnidade: ['unit.nameMin'],
      cstTxtPrefixoLogin: ['unit.prefixLength'],
      codBseEscola: ['unit.schoolRequired'],
    });
    expect(fieldCodes(master, {})).toEqual({
      nomUnidade: ['unit.nameMin'],
      cstTxtPrefixoLogin: ['unit.prefixLength'],
      codBseEscola: ['unit.schoolRequired'],
    });
  });

  it('asks only the Master for the school; "" or 0 is no school', () => {
    expect(fieldCodes(master, { ...valid, codBseEscola: '' })).toEqual({
      codBseEscola: ['unit.schoolRequired'],
    });
    expect(fieldCodes(master, { ...valid, codBseEscola: 0 })).toEqual({
      codBseEscola: ['unit.schoolRequired'],
    });
    expect(gestor.parse({ ...valid, codBseEscola: undefined })).toMatchObject({ codBseEscola: null });
  });

  it('takes letters A to Z only in the prefix', () => {
    expect(fieldCodes(gestor, { ...valid, cstTxtPrefixoLogin: 'A1' })).toEqual({
      cstTxtPrefixoLogin: ['unit.prefixLetters'],
    });
    expect(fieldCodes(gestor, { ...valid, cstTxtPrefixoLogin: 'Ç' })).toEqual({
      cstTxtPrefixoLogin: ['unit.prefixLength', 'unit.prefixLetters'],
    });
  });

  it('counts the name without surrounding spaces, and treats no address as null', () => {
    expect(fieldCodes(gestor, { ...valid, nomUnidade: '  Abc  ' })).toEqual({ nomUnidade: ['unit.nameMin'] });
    expect(updateUnitSchema.parse({ nomUnidade: 'Unidade', codBseEndereco: null })).toMatchObject({
      codBseEndereco: null,
    });
  });
});
