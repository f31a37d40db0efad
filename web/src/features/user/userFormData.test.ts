import { describe, expect, it } from 'vitest';
import { schemaInput, type UserFormValues } from './userFormData';

const VALUES: UserFormValues = {
  txtSenha: 'segredo',
  codBsePerfil: '6',
  codBseEscola: '2',
  codBseUnidade: '3',
  codBseTurma: '5',
  arrayCodBseTurmas: ['5', '6'],
  nomUsuario: 'Carla Dias',
};

describe('schemaInput', () => {
  it("keeps a student's class and drops a teacher's classes", () => {
    expect(schemaInput(VALUES, { login: 'DMCE-0005' })).toEqual({
      cstLogin: 'DMCE-0005',
      txtSenha: 'segredo',
      codBsePerfil: '6',
      codBseEscola: '2',
      codBseUnidade: '3',
      codBseTurma: '5',
      arrayCodBseTurmas: [],
      nomUsuario: 'Carla Dias',
    });
  });

  it('sends a network profile (Assistente) to school 1 without unit or classes', () => {
    expect(schemaInput({ ...VALUES, codBsePerfil: '7' }, { login: 'RD-0002' })).toMatchObject({
      codBseEscola: '1',
      codBseUnidade: '',
      codBseTurma: '',
      arrayCodBseTurmas: [],
    });
  });

  it('names an edited user and leaves its login out', () => {
    expect(schemaInput({ ...VALUES, codBsePerfil: '5' }, { userId: 16, login: 'DMCE-0016' })).toMatchObject({
      codBseUsuario: 16,
      cstLogin: '',
      codBseTurma: '',
      arrayCodBseTurmas: ['5', '6'],
    });
  });
});
