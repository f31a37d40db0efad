import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressSchema, cepSchema } from './address.contracts.js';
import { createClassSchemaFor, updateClassSchema } from './class.contracts.js';
import { createUnitSchemaFor, updateUnitSchema } from './unit.contracts.js';

/** The message codes of a refused input, by field: what the API and the web form show. */
function codes(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

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
    expect(codes(master, { nomUnidade: 'Abc', cstTxtPrefixoLogin: 'ABC' })).toEqual({
      nomUnidade: ['unit.nameMin'],
      cstTxtPrefixoLogin: ['unit.prefixLength'],
      codBseEscola: ['unit.schoolRequired'],
    });
    expect(codes(master, {})).toEqual({
      nomUnidade: ['unit.nameMin'],
      cstTxtPrefixoLogin: ['unit.prefixLength'],
      codBseEscola: ['unit.schoolRequired'],
    });
  });

  it('asks only the Master for the school; "" or 0 is no school', () => {
    expect(codes(master, { ...valid, codBseEscola: '' })).toEqual({ codBseEscola: ['unit.schoolRequired'] });
    expect(codes(master, { ...valid, codBseEscola: 0 })).toEqual({ codBseEscola: ['unit.schoolRequired'] });
    expect(gestor.parse({ ...valid, codBseEscola: undefined })).toMatchObject({ codBseEscola: null });
  });

  it('takes letters A to Z only in the prefix', () => {
    expect(codes(gestor, { ...valid, cstTxtPrefixoLogin: 'A1' })).toEqual({
      cstTxtPrefixoLogin: ['unit.prefixLetters'],
    });
    expect(codes(gestor, { ...valid, cstTxtPrefixoLogin: 'Ç' })).toEqual({
      cstTxtPrefixoLogin: ['unit.prefixLength', 'unit.prefixLetters'],
    });
  });

  it('counts the name without surrounding spaces, and treats no address as null', () => {
    expect(codes(gestor, { ...valid, nomUnidade: '  Abc  ' })).toEqual({ nomUnidade: ['unit.nameMin'] });
    expect(updateUnitSchema.parse({ nomUnidade: 'Unidade', codBseEndereco: null })).toMatchObject({
      codBseEndereco: null,
    });
  });
});

describe('address form', () => {
  it('takes 8 digits, with or without the mask’s hyphen', () => {
    expect(cepSchema.parse('01001-000')).toBe('01001000');
    expect(cepSchema.parse(' 01001000 ')).toBe('01001000');
    for (const bad of ['0100100', '010010001', 'abcdefgh', '', undefined])
      expect(codes(cepSchema, bad)).toEqual({ '': ['address.cepFormat'] });
  });

  it('requires only the postal code; the other fields default to empty text', () => {
    expect(addressSchema.parse({ dscCep: '01001-000' })).toEqual({
      dscCep: '01001000',
      dscRua: '',
      dscBairro: '',
      dscCidade: '',
      dscEstado: '',
    });
    expect(codes(addressSchema, { dscCep: '1', dscRua: 'x'.repeat(201) })).toEqual({
      dscCep: ['address.cepFormat'],
      dscRua: ['generic.invalid'],
    });
  });
});

describe('class form', () => {
  const coordenador = createClassSchemaFor(4);

  it.each(['9º ano A', '3ª série - B', 'Turma 2026', 'Educação Infantil', 'Ensino Médio 1'])(
    'accepts "%s"',
    (name) => {
      expect(coordenador.parse({ nomTurma: name }).nomTurma).toBe(name);
    },
  );

  it.each(['9/A', 'Turma #1', 'Turma.1', 'A&B', 'Turma "B"', '<b>'])(
    'refuses special characters in "%s"',
    (name) => {
      expect(codes(coordenador, { nomTurma: name })).toEqual({ nomTurma: ['class.nameChars'] });
    },
  );

  it('needs at least 3 characters after trimming, and collapses inner spaces', () => {
    expect(codes(coordenador, { nomTurma: '  1A ' })).toEqual({ nomTurma: ['class.nameMin'] });
    expect(codes(coordenador, {})).toEqual({ nomTurma: ['class.nameMin'] });
    expect(updateClassSchema.parse({ nomTurma: ' 9º   ano ', codBseTurma: '7' })).toEqual({
      nomTurma: '9º ano',
      codBseTurma: 7,
    });
  });

  it('makes Gestor and Diretor choose the unit; the Coordenador’s is fixed', () => {
    for (const profile of [2, 3])
      expect(codes(createClassSchemaFor(profile), { nomTurma: '9º ano' })).toEqual({
        codBseUnidade: ['class.unitRequired'],
      });
    expect(createClassSchemaFor(2).parse({ nomTurma: '9º ano', codBseUnidade: '5' })).toEqual({
      nomTurma: '9º ano',
      codBseUnidade: 5,
    });
    expect(coordenador.parse({ nomTurma: '9º ano' })).toEqual({ nomTurma: '9º ano', codBseUnidade: null });
  });
});
