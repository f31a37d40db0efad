import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translate, type Profile } from '@school/modules/kernel';
import {
  bulkNotice,
  bulkOutcome,
  bulkResultRecord,
  bulkSummary,
  checkBulkRow,
  countBulkOutcomes,
  decideBulkRows,
  neutraliseCsvCell,
  previewBulkRows,
  type BulkClass,
  type BulkImportCounts,
  type BulkRowDecision,
  type BulkRowError,
} from './bulk-users.rules.js';
import { parseUserCsv, type BulkUserRow } from './user-csv.parser.js';
import type { PlacementFacts } from '../user/user-placement.rules.js';

const FIXTURES = fileURLToPath(new URL('../../../test-support/fixtures/csv/', import.meta.url));
const TURMA: BulkClass = { codBseTurma: 11, codBseEscola: 3, codBseUnidade: 4 };
const COORDENADOR: Profile = 4;

function fixtureRows(name: string): BulkUserRow[] {
  const result = parseUserCsv(new Uint8Array(readFileSync(`${FIXTURES}${name}`)));
  if (!result.ok) throw new Error(result.code);
  return result.rows;
}

let next = 0;
const row = (cells: Partial<BulkUserRow> = {}): BulkUserRow => {
  next += 1;
  return {
    row: next,
    line: next + 1,
    nomUsuario: 'Ana Maria',
    codBsePerfil: '6',
    txtSenha: 'senha1',
    cstLogin: '',
    codBseEscola: '',
    codBseUnidade: '',
    ...cells,
  };
};

/** The facts of a requester who reaches school 3, unit 4 and class 11, and nothing else. */
const reach = (placement: { codBseEscola: number | null; codBseUnidade: number | null }): PlacementFacts => ({
  school: placement.codBseEscola === 3 ? { codBseEscola: 3 } : null,
  unit: placement.codBseUnidade === 4 ? { codBseUnidade: 4, codBseEscola: 3 } : null,
  classes: [{ codBseTurma: 11, codBseUnidade: 4 }],
});

const summaryOf = (decisions: BulkRowDecision[]) =>
  decisions.map((d) =>
    d.kind === 'create' ? [d.row, 'create'] : [d.row, d.reason, ...d.errors.map((e) => e.code)],
  );

describe('a bulk row is judged by the single-user form’s rules', () => {
  it('fills blank school and unit with the class’s, joins the class, and generates a blank login', () => {
    expect(checkBulkRow(row({ row: 1, line: 2 }), TURMA)).toEqual({
      row: 1,
      line: 2,
      ok: true,
      generateLogin: true,
      user: {
        cstLogin: 'XXXX-0000',
        txtSenha: 'senha1',
        nomUsuario: 'Ana Maria',
        codBsePerfil: 6,
        codBseEscola: 3,
        codBseUnidade: 4,
        turmas: [11],
      },
    });
  });

  it('gives a teacher the class too, and keeps a login given by hand (upper case, as stored)', () => {
    const checked = checkBulkRow(row({ codBsePerfil: '5', cstLogin: ' abmt-0999 ' }), TURMA);
    expect(checked).toMatchObject({
      ok: true,
      generateLogin: false,
      user: { cstLogin: 'ABMT-0999', turmas: [11] },
    });
  });

  it('refuses rows 4, 6, 8 and 10 of the Excel file with the form’s messages, and keeps the other 16', () => {
    const decisions = previewBulkRows(
      fixtureRows('alunos-excel-windows1252-ponto-e-virgula.csv'),
      TURMA,
      COORDENADOR,
    );
    expect(summaryOf(decisions.filter((d) => d.kind === 'refuse'))).toEqual([
      [4, 'invalid', 'user.nameRequired'],
      [6, 'invalid', 'login.passwordRequired'],
      [8, 'invalid', 'bulk.profileInvalid'],
      [10, 'invalid', 'login.passwordMin'],
    ]);
    expect(decisions.filter((d) => d.kind === 'create')).toHaveLength(16);
  });

  it('lists every broken rule of a row together, with the field of each', () => {
    const checked = checkBulkRow(
      row({ nomUsuario: '', txtSenha: '', codBsePerfil: 'x', cstLogin: 'ab' }),
      TURMA,
    );
    expect(checked.ok ? [] : checked.errors).toEqual([
      { field: 'cstLogin', code: 'user.loginMin' },
      { field: 'txtSenha', code: 'login.passwordRequired' },
      { field: 'codBsePerfil', code: 'bulk.profileInvalid' },
      { field: 'nomUsuario', code: 'user.nameRequired' },
    ]);
    const blankProfile = checkBulkRow(row({ codBsePerfil: ' ' }), TURMA);
    expect(blankProfile.ok ? [] : blankProfile.errors).toEqual([
      { field: 'codBsePerfil', code: 'user.profileRequired' },
    ]);
  });
});

describe('the profile column in the school’s words', () => {
  const profileOf = (codBsePerfil: string, actor: Profile = COORDENADOR) => {
    const [decision] = previewBulkRows([row({ codBsePerfil })], TURMA, actor);
    return decision!.kind === 'create' ? decision!.user.codBsePerfil : decision!;
  };

  it('takes the code or the name, without case, accents or extra spaces, in pt, en or es', () => {
    expect(['6', 'Aluno', 'aluno', ' ALUNA ', 'Student', 'alumno'].map((c) => profileOf(c))).toEqual([
      6, 6, 6, 6, 6, 6,
    ]);
    expect(['5', 'Professor', 'professora', 'Teacher', 'Profesor'].map((c) => profileOf(c))).toEqual([
      5, 5, 5, 5, 5,
    ]);
    expect(
      ['Coordenador', 'coordenadora', 'Diretor', 'Gestor', 'Máster', 'master'].map((c) => profileOf(c, 1)),
    ).toEqual([4, 4, 3, 2, 1, 1]);
  });

  it('says which values a wrong profile may take: those the requester may give', () => {
    expect(profileOf('Alunoo')).toMatchObject({
      reason: 'invalid',
      errors: [
        {
          field: 'codBsePerfil',
          code: 'bulk.profileInvalid',
          params: { allowed: '5 (Professor), 6 (Aluno)' },
        },
      ],
    });
    const refused = profileOf('Diretor');
    expect(refused).toMatchObject({
      reason: 'profileNotAllowed',
      errors: [{ field: 'codBsePerfil', code: 'bulk.profileNotAllowed' }],
    });
    const [error] = (refused as { errors: BulkRowError[] }).errors;
    expect(translate(error!.code, 'pt', error!.params)).toBe(
      'Você não pode cadastrar usuários com este perfil. Use um destes: 5 (Professor), 6 (Aluno).',
    );
    const [invalid] = (profileOf('9') as { errors: BulkRowError[] }).errors;
    expect(translate(invalid!.code, 'pt', invalid!.params)).toBe(
      'Perfil inválido. Use um destes: 5 (Professor), 6 (Aluno).',
    );
    expect(translate(invalid!.code, 'en', invalid!.params)).toBe(
      'Invalid profile. Use one of these: 5 (Professor), 6 (Aluno).',
    );
    expect(translate(invalid!.code, 'es', invalid!.params)).toBe(
      'Perfil inválido. Use uno de estos: 5 (Professor), 6 (Aluno).',
    );
  });

  it('refuses a named profile the requester may not give, as it refuses its code, with the facts too', () => {
    const checked = [row({ codBsePerfil: 'Coordenadora' })].map((r) => checkBulkRow(r, TURMA));
    expect(summaryOf(decideBulkRows(checked, COORDENADOR, reach))).toEqual([
      [checked[0]!.row, 'profileNotAllowed', 'bulk.profileNotAllowed'],
    ]);
  });
});

describe('decideBulkRows', () => {
  it('creates the first row asking for a login and refuses the later ones as conflicting, naming the first line', () => {
    const decisions = previewBulkRows(fixtureRows('alunos-login-repetido.csv'), TURMA, COORDENADOR);
    expect(summaryOf(decisions)).toEqual([
      [1, 'create'],
      [2, 'create'],
      [3, 'create'],
      [4, 'create'],
      [5, 'conflicting', 'bulk.conflictingRow'],
      [6, 'create'],
    ]);
    expect(decisions[4]).toMatchObject({ errors: [{ field: 'cstLogin', params: { line: 4 } }] });
  });

  it('lets a later row have the login an earlier invalid row asked for', () => {
    const rows = [row({ cstLogin: 'ABMT-0001', txtSenha: '' }), row({ cstLogin: 'abmt-0001' })];
    expect(previewBulkRows(rows, TURMA, COORDENADOR).map((d) => d.kind)).toEqual(['refuse', 'create']);
  });

  it('refuses a profile the requester may not give: a Coordenador creates teachers and students only', () => {
    const rows = [row({ codBsePerfil: '3' }), row({ codBsePerfil: '5' }), row({ codBsePerfil: '1' })];
    expect(
      previewBulkRows(rows, TURMA, COORDENADOR).map((d) => (d.kind === 'refuse' ? d.reason : d.kind)),
    ).toEqual(['profileNotAllowed', 'create', 'profileNotAllowed']);
    expect(previewBulkRows(rows, TURMA, 1).every((d) => d.kind === 'create')).toBe(true);
  });

  it('with the organization’s facts, refuses a school or unit out of the requester’s reach, like a missing one', () => {
    const rows = [row({ codBseUnidade: '9' }), row({ codBseEscola: '8' }), row()];
    const checked = rows.map((r) => checkBulkRow(r, TURMA));
    expect(summaryOf(decideBulkRows(checked, COORDENADOR, reach))).toEqual([
      [rows[0]!.row, 'outsideScope', 'user.unitNotFound', 'user.classOutsideUnit'],
      [rows[1]!.row, 'outsideScope', 'user.schoolNotFound', 'user.unitOutsideSchool'],
      [rows[2]!.row, 'create'],
    ]);
  });
});

describe('the answer text drives the legacy client’s three notices', () => {
  const counts = (created: number, invalid = 0, conflicting = 0, notAllowed = 0): BulkImportCounts => ({
    total: created + invalid + conflicting + notAllowed,
    created,
    refused: invalid + conflicting + notAllowed,
    invalid,
    conflicting,
    notAllowed,
  });

  it.each([
    [counts(20), 'Usuários cadastrados com sucesso: 20.', 'success'],
    [counts(16, 4), 'Usuários cadastrados com sucesso: 16. Registros incorretos: 4.', 'partial'],
    [counts(5, 0, 1), 'Usuários cadastrados com sucesso: 5. Registros conflitantes: 1.', 'partial'],
    [
      counts(1, 0, 0, 2),
      'Usuários cadastrados com sucesso: 1. Registros com perfil que você não pode criar: 2.',
      'partial',
    ],
    [
      counts(0, 3, 1),
      'Nenhum usuário foi cadastrado. Registros incorretos: 3. Registros conflitantes: 1.',
      'failure',
    ],
  ] as const)('%o: "%s"', (c, text, outcome) => {
    expect(bulkSummary(c)).toBe(text);
    expect(bulkOutcome(c)).toBe(outcome);
    expect(bulkNotice(text)).toBe(`bulk.${outcome}`);
  });

  it('counts the outcomes in the client’s groups', () => {
    const reasons = [
      null,
      null,
      'invalid',
      'outsideScope',
      'conflicting',
      'loginTaken',
      'profileNotAllowed',
    ] as const;
    expect(countBulkOutcomes(reasons.map((reason) => ({ reason })))).toEqual(counts(2, 2, 2, 1));
  });
});

describe('the result file', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(
      ['=1+1', '+55 11', '-2+3', '@SOMA(A1)', '\tx', '\rx', 'Ana', 'a=b', ''].map(neutraliseCsvCell),
    ).toEqual(["'=1+1", "'+55 11", "'-2+3", "'@SOMA(A1)", "'\tx", "'\rx", 'Ana', 'a=b', '']);
  });

  it('tells each row’s outcome in Portuguese, never its password, and neutralises the formulas fixture', () => {
    const [plain, hyperlink, , , minus] = fixtureRows('alunos-formulas.csv');
    expect(
      bulkResultRecord(plain!, {
        row: 1,
        reason: null,
        cstLogin: 'ALUM-0001',
        codBseUsuario: 40,
        errors: [],
      }),
    ).toEqual({
      linha: '2',
      nomUsuario: 'Raí Guimarães',
      codBsePerfil: '6',
      cstLogin: 'ALUM-0001',
      codBseEscola: '',
      codBseUnidade: '',
      codBseUsuario: '40',
      situacao: 'Cadastrado',
      motivo: '',
    });
    expect(
      bulkResultRecord(hyperlink!, {
        row: 2,
        reason: null,
        cstLogin: 'ALUM-0002',
        codBseUsuario: 41,
        errors: [],
      }).nomUsuario,
    ).toBe('\'=HYPERLINK("http://exemplo.invalid","clique")');
    const refused = bulkResultRecord(minus!, {
      row: 5,
      reason: 'conflicting',
      cstLogin: null,
      codBseUsuario: null,
      errors: [{ field: 'cstLogin', code: 'bulk.conflictingRow', params: { line: 3 } }],
    });
    expect(refused).toMatchObject({
      nomUsuario: "'-2+3",
      situacao: 'Recusado',
      motivo: 'Registro conflitante: o mesmo login já está na linha 3 do arquivo.',
    });
    expect(Object.values(refused)).not.toContain('senha004');
  });
});
