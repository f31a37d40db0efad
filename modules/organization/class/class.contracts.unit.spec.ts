import { describe, expect, it } from 'vitest';
import { createClassSchemaFor, updateClassSchema } from './class.contracts.js';
import { fieldCodes } from '@school/modules/testing';

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
      expect(fieldCodes(coordenador, { nomTurma: name })).toEqual({ nomTurma: ['class.nameChars'] });
    },
  );

  it('needs at least 3 characters after trimming, and collapses inner spaces', () => {
    expect(fieldCodes(coordenador, { nomTurma: '  1A ' })).toEqual({ nomTurma: ['class.nameMin'] });
    expect(fieldCodes(coordenador, {})).toEqual({ nomTurma: ['class.nameMin'] });
    expect(updateClassSchema.parse({ nomTurma: ' 9º   ano ', codBseTurma: '7' })).toEqual({
      nomTurma: '9º ano',
      codBseTurma: 7,
    });
  });

  it('makes Gestor and Diretor choose the unit; the Coordenador’s is fixed', () => {
    for (const profile of [2, 3])
      expect(fieldCodes(createClassSchemaFor(profile), { nomTurma: '9º ano' })).toEqual({
        codBseUnidade: ['class.unitRequired'],
      });
    expect(createClassSchemaFor(2).parse({ nomTurma: '9º ano', codBseUnidade: '5' })).toEqual({
      nomTurma: '9º ano',
      codBseUnidade: 5,
    });
    expect(coordenador.parse({ nomTurma: '9º ano' })).toEqual({ nomTurma: '9º ano', codBseUnidade: null });
  });
});
