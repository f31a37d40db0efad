import { describe, expect, it } from 'vitest';
import { translate, type MessageCode } from '@school/modules/kernel';
import {
  createUserSchema,
  formatSequence,
  generatedLogin,
  loginPrefix,
  loginPrefixSchema,
  updateUserSchema,
  userSearchSchema,
} from './user.contracts.js';

const valid = {
  cstLogin: 'dmmt-0001',
  txtSenha: 'senha1',
  codBsePerfil: '5',
  codBseEscola: '3',
  codBseUnidade: '4',
  arrayCodBseTurmas: ['11'],
  nomUsuario: '  Ana Maria ',
};

/** The [field, code] pairs of a refused input, in order. */
function refusals(schema: typeof createUserSchema | typeof updateUserSchema, input: unknown) {
  const parsed = schema.safeParse(input);
  expect(parsed.success).toBe(false);
  return parsed.error!.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('user form: create', () => {
  it('accepts a teacher and stores what the profile uses: upper-case login, trimmed name, classes', () => {
    expect(createUserSchema.parse(valid)).toEqual({
      cstLogin: 'DMMT-0001',
      txtSenha: 'senha1',
      nomUsuario: 'Ana Maria',
      codBsePerfil: 5,
      codBseEscola: 3,
      codBseUnidade: 4,
      turmas: [11],
    });
  });

  it('lists every broken field rule together, in the form’s order', () => {
    expect(refusals(createUserSchema, {})).toEqual([
      ['cstLogin', 'user.loginRequired'],
      ['txtSenha', 'login.passwordRequired'],
      ['codBsePerfil', 'user.profileRequired'],
      ['nomUsuario', 'user.nameRequired'],
    ]);
  });

  it('reports the rules between the fields together with the field rules', () => {
    expect(
      refusals(createUserSchema, {
        ...valid,
        cstLogin: 'ab',
        nomUsuario: 'Al',
        codBseUnidade: '',
        arrayCodBseTurmas: '',
      }),
    ).toEqual([
      ['cstLogin', 'user.loginMin'],
      ['nomUsuario', 'user.nameRequired'],
      ['codBseUnidade', 'user.unitRequired'],
      ['arrayCodBseTurmas', 'user.teacherClasses'],
    ]);
  });

  it.each([
    ['blank login', { cstLogin: '   ' }, 'cstLogin', 'user.loginRequired'],
    ['login of 4 characters', { cstLogin: 'ABCD' }, 'cstLogin', 'user.loginMin'],
    ['login of 51 characters', { cstLogin: 'A'.repeat(51) }, 'cstLogin', 'generic.invalid'],
    ['no password', { txtSenha: '' }, 'txtSenha', 'login.passwordRequired'],
    ['password of 4 characters', { txtSenha: 'abcd' }, 'txtSenha', 'login.passwordMin'],
    ['no profile', { codBsePerfil: '' }, 'codBsePerfil', 'user.profileRequired'],
    ['profile 8', { codBsePerfil: '8' }, 'codBsePerfil', 'user.profileRequired'],
    ['name of 2 characters', { nomUsuario: 'Jo' }, 'nomUsuario', 'user.nameRequired'],
    ['name of 51 characters', { nomUsuario: 'J'.repeat(51) }, 'nomUsuario', 'user.nameMax'],
    [
      'a class id that is not a number',
      { arrayCodBseTurmas: ['11', 'x'] },
      'arrayCodBseTurmas',
      'generic.invalid',
    ],
    ['a school id that is not a number', { codBseEscola: 'abc' }, 'codBseEscola', 'generic.invalid'],
  ] as const)('refuses %s', (_, change, field, code) => {
    expect(refusals(createUserSchema, { ...valid, ...change })).toEqual([[field, code]]);
  });

  it('keeps a password as typed (spaces included) and accepts exactly 5 characters', () => {
    expect(createUserSchema.parse({ ...valid, txtSenha: ' a b ' }).txtSenha).toBe(' a b ');
    expect(createUserSchema.parse({ ...valid, cstLogin: 'ABCDE', nomUsuario: 'Ana' }).cstLogin).toBe('ABCDE');
  });

  it('requires a school other than the main one for a Gestor', () => {
    const gestor = { ...valid, codBsePerfil: 2 };
    expect(refusals(createUserSchema, { ...gestor, codBseEscola: null })).toEqual([
      ['codBseEscola', 'user.gestorSchool'],
    ]);
    expect(refusals(createUserSchema, { ...gestor, codBseEscola: '1' })).toEqual([
      ['codBseEscola', 'user.gestorSchool'],
    ]);
    expect(createUserSchema.parse(gestor)).toMatchObject({
      codBsePerfil: 2,
      codBseEscola: 3,
      codBseUnidade: null,
      turmas: [],
    });
  });

  it('requires a school and a unit for Diretor, Coordenador, Professor and Aluno', () => {
    for (const codBsePerfil of [3, 4]) {
      expect(
        refusals(createUserSchema, {
          ...valid,
          codBsePerfil,
          codBseEscola: 'null',
          codBseUnidade: 'undefined',
        }),
      ).toEqual([
        ['codBseEscola', 'user.schoolRequired'],
        ['codBseUnidade', 'user.unitRequired'],
      ]);
      expect(createUserSchema.parse({ ...valid, codBsePerfil })).toMatchObject({
        codBseUnidade: 4,
        turmas: [],
      });
    }
  });

  it('requires at least one class for a teacher, in any of the shapes a client sends', () => {
    expect(refusals(createUserSchema, { ...valid, arrayCodBseTurmas: [] })).toEqual([
      ['arrayCodBseTurmas', 'user.teacherClasses'],
    ]);
    const classes = (arrayCodBseTurmas: unknown, codBseTurma?: unknown) =>
      createUserSchema.parse({ ...valid, arrayCodBseTurmas, codBseTurma }).turmas;
    expect(classes(['11', '12', '11'])).toEqual([11, 12]);
    expect(classes('[11,12]')).toEqual([11, 12]);
    expect(classes('11,12')).toEqual([11, 12]);
    expect(classes([11, 12])).toEqual([11, 12]);
    expect(classes('11')).toEqual([11]);
    expect(classes(undefined, '13')).toEqual([13]);
  });

  it('requires exactly one class for a student', () => {
    const aluno = { ...valid, codBsePerfil: '6', arrayCodBseTurmas: undefined };
    expect(refusals(createUserSchema, aluno)).toEqual([['codBseTurma', 'user.studentClass']]);
    expect(refusals(createUserSchema, { ...aluno, codBseTurma: '11', arrayCodBseTurmas: ['12'] })).toEqual([
      ['codBseTurma', 'user.studentOneClass'],
    ]);
    expect(createUserSchema.parse({ ...aluno, codBseTurma: '11' }).turmas).toEqual([11]);
    expect(createUserSchema.parse({ ...aluno, arrayCodBseTurmas: ['11'] }).turmas).toEqual([11]);
    expect(createUserSchema.parse({ ...aluno, codBseTurma: 11, arrayCodBseTurmas: [11] }).turmas).toEqual([
      11,
    ]);
  });

  it('places Master and Assistente in the main school, without unit or classes', () => {
    for (const codBsePerfil of [1, 7]) {
      expect(createUserSchema.parse({ ...valid, codBsePerfil, codBseEscola: '' })).toMatchObject({
        codBsePerfil,
        codBseEscola: 1,
        codBseUnidade: null,
        turmas: [],
      });
    }
  });

  it('has a message in every language for every code it uses', () => {
    const codes = new Set<string>([
      ...refusals(createUserSchema, {}).map(([, code]) => code!),
      ...refusals(createUserSchema, { ...valid, codBsePerfil: 6, arrayCodBseTurmas: [] }).map(([, c]) => c!),
    ]);
    for (const code of codes)
      for (const language of ['pt', 'en', 'es'] as const)
        expect(translate(code as MessageCode, language)).not.toBe('');
    expect(translate('user.teacherClasses')).toBe('Selecione pelo menos uma turma para o professor.');
    expect(translate('user.studentClass')).toBe('Selecione uma turma para o aluno.');
    expect(translate('user.gestorSchool')).toBe('Selecione uma escola para o gestor.');
    expect(translate('user.nameRequired')).toBe('Informe o nome do usuário.');
  });
});

describe('user form: edit', () => {
  const edit = { ...valid, cstLogin: undefined, txtSenha: undefined, codBseUsuario: '9' };

  it('keeps the password and the login when they are left blank', () => {
    expect(updateUserSchema.parse({ ...edit, txtSenha: '', cstLogin: '' })).toEqual({
      codBseUsuario: 9,
      cstLogin: null,
      txtSenha: null,
      nomUsuario: 'Ana Maria',
      codBsePerfil: 5,
      codBseEscola: 3,
      codBseUnidade: 4,
      turmas: [11],
    });
  });

  it('checks a new password like a first one', () => {
    expect(refusals(updateUserSchema, { ...edit, txtSenha: 'abc' })).toEqual([
      ['txtSenha', 'login.passwordMin'],
    ]);
    expect(updateUserSchema.parse({ ...edit, txtSenha: 'nova-senha' }).txtSenha).toBe('nova-senha');
  });

  it('applies the same class rules', () => {
    expect(refusals(updateUserSchema, { ...edit, arrayCodBseTurmas: [] })).toEqual([
      ['arrayCodBseTurmas', 'user.teacherClasses'],
    ]);
    expect(refusals(updateUserSchema, { ...edit, codBsePerfil: 6, arrayCodBseTurmas: [] })).toEqual([
      ['codBseTurma', 'user.studentClass'],
    ]);
  });
});

describe('login generation', () => {
  it('builds the prefix from the school and unit prefixes, MT by default', () => {
    expect(loginPrefix('dm', 'mt')).toBe('DMMT');
    expect(loginPrefix('AZ', null)).toBe('AZMT');
    expect(generatedLogin('dmmt', 7)).toBe('DMMT-0007');
    expect(formatSequence(1234)).toBe('1234');
  });

  it('takes a prefix of 4 letters only', () => {
    expect(loginPrefixSchema.parse(' dmmt ')).toBe('DMMT');
    for (const bad of ['DMM', 'DMMTX', 'DM1T', 'DM-T'])
      expect(loginPrefixSchema.safeParse(bad).error?.issues[0]?.message).toBe('user.prefixFormat');
  });
});

describe('user search', () => {
  it('pages by 10 by default and bounds the size', () => {
    expect(userSearchSchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(userSearchSchema.safeParse({ size: '101' }).success).toBe(false);
  });
});

describe('user form: every message together', () => {
  it('reports the rules between the fields even when the login, password and name are blank', () => {
    const parsed = createUserSchema.safeParse({
      cstLogin: '',
      txtSenha: '',
      codBsePerfil: 6,
      nomUsuario: '',
    });
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['cstLogin', 'user.loginRequired'],
        ['txtSenha', 'login.passwordRequired'],
        ['nomUsuario', 'user.nameRequired'],
        ['codBseTurma', 'user.studentClass'],
      ]),
    );
  });
});
