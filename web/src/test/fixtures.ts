import type {
  Activity,
  GradeHistoryEntry,
  GradeValueEntry,
  Question,
} from '@school/modules/assessment/contracts';
import type { BulkImportStatus, BulkUserRow, UserListItem } from '@school/modules/identity/contracts';
import type { SchoolClass, Unit } from '@school/modules/organization/contracts';

/** A unit of the demo school (2, "Escola Demonstração", prefix DM); the prefix from the name's 9th and 10th letters. */
export function demoUnit(id: number, name: string, overrides: Partial<Unit> = {}): Unit {
  return {
    codBseUnidade: id,
    codBseEscola: 2,
    nomUnidade: name,
    cstTxtPrefixoLogin: name.slice(8, 10).toUpperCase(),
    codBseEndereco: null,
    nomEscola: 'Escola Demonstração',
    cstTxtPrefixoLoginEscola: 'DM',
    ...overrides,
  };
}

/** A class of the demo school's "Unidade Centro" (7, prefix CE). */
export function demoClass(id: number, name: string, overrides: Partial<SchoolClass> = {}): SchoolClass {
  return {
    codBseTurma: id,
    nomTurma: name,
    codBseUnidade: 7,
    codBseEscola: 2,
    nomUnidade: 'Unidade Centro',
    nomEscola: 'Escola Demonstração',
    cstTxtPrefixoLoginUnidade: 'CE',
    cstTxtPrefixoLoginEscola: 'DM',
    codUsuarioCriacao: null,
    ...overrides,
  };
}

/** A row of a bulk-creation CSV as the server reads it: a student with a password, placed nowhere. */
export function bulkRow(overrides: Partial<BulkUserRow> = {}): BulkUserRow {
  return {
    row: 1,
    line: 2,
    nomUsuario: 'Ana Souza',
    codBsePerfil: '6',
    txtSenha: 'senha123',
    cstLogin: '',
    codBseEscola: '',
    codBseUnidade: '',
    ...overrides,
  };
}

/** A bulk import of 20 rows into class 5, queued. */
export function bulkStatus(jobId: string, overrides: Partial<BulkImportStatus> = {}): BulkImportStatus {
  return {
    jobId,
    status: 'queued',
    codBseTurma: 5,
    rows: 20,
    progress: { done: 0, total: 20, created: 0, refused: 0 },
    result: null,
    failure: null,
    ...overrides,
  };
}

/** The same import finished: 16 created, 4 refused, usuarios.csv to download. */
export function bulkCompleted(jobId: string): BulkImportStatus {
  return bulkStatus(jobId, {
    status: 'completed',
    progress: { done: 20, total: 20, created: 16, refused: 4 },
    result: {
      jobId,
      total: 20,
      created: 16,
      refused: 4,
      invalid: 4,
      conflicting: 0,
      notAllowed: 0,
      message: 'Usuários cadastrados com sucesso: 16. Registros incorretos: 4.',
      outcome: 'partial',
      resultUrl: `/api/bse_usuario/criarUsuariosEmMassa/${jobId}/usuarios.csv`,
    },
  });
}

/** An activity of the catalogue, created by the Master on 20/11/2026, in trail `codTrlLivro`, with these chapters. */
export function demoActivity(
  codBseAtividade: number,
  nomAtividade: string,
  codTrlLivro: number,
  chapters: { codTrlCapitulo: number; dscTitulo: string }[],
  overrides: Partial<Activity> = {},
): Activity {
  return {
    codBseAtividade,
    nomAtividade,
    desDescricao: '',
    codTrlLivro,
    livroId: codTrlLivro,
    usuarioCriacao: 'Master',
    codUsuarioCriacao: 1,
    datCriacao: '2026-11-20T12:00:00',
    codBseEscola: null,
    editavel: true,
    livro: null,
    capitulos: chapters.map((c, i) => ({
      ...c,
      codTrlLivro,
      numSequencia: i + 1,
      livro: { codTrlLivro, dscTitulo: 'L' },
    })),
    questoes: 2,
    ...overrides,
  };
}

/** Question 1 of activity 5: multiple choice, "Quatro" expected. */
export function demoQuestion(codBseQuestao: number, overrides: Partial<Question> = {}): Question {
  return {
    codBseQuestao,
    codBseAtividade: 5,
    titulo: `Questão ${codBseQuestao}`,
    enuEnunciado: '<p>Enunciado</p>',
    tipoQuestao: 'MULTIPLA_ESCOLHA',
    multiplaEscolha: [],
    resRespostaEsperada: 'Quatro',
    ...overrides,
  };
}

/** Professora Ana (20) gives question 57 (the activity's second) a 5,0 on 01/03/2025 09:00. */
export function gradeEntry(overrides: Partial<GradeValueEntry> = {}): GradeValueEntry {
  return {
    tipo: 'ATRIBUIDA',
    codBseNota: 9,
    codBseQuestao: 57,
    numQuestao: 2,
    antes: null,
    depois: 5,
    motivo: null,
    data: '2025-03-01T09:00:00',
    codUsuarioAvaliador: 20,
    nomUsuarioAvaliador: 'Professora Ana',
    codPerfilAvaliador: 5,
    ...overrides,
  };
}

/** One question's grades, newest first: 5,0 given, then changed to 7,5 ("Revisão da prova"). */
export const GRADE_HISTORY: GradeHistoryEntry[] = [
  gradeEntry({
    tipo: 'ALTERADA',
    antes: 5,
    depois: 7.5,
    motivo: 'Revisão da prova',
    data: '2025-03-02T10:00:00',
  }),
  gradeEntry(),
];

/** The trails Ciências (3, chapters Água and Ar) and Português (4), as the activity screens filter by them. */
export const TRAIL_CATALOGUE_ROUTES = {
  'GET /trl_livro': [
    { codTrlLivro: 3, dscTitulo: 'Ciências', numSequencia: 1, indAtivo: 'S' },
    { codTrlLivro: 4, dscTitulo: 'Português', numSequencia: 2, indAtivo: 'S' },
  ],
  'GET /trl_capitulo/pegarCapitulosDoLivro/3': [
    { codTrlCapitulo: 10, codTrlLivro: 3, dscTitulo: 'Água', numSequencia: 1 },
    { codTrlCapitulo: 11, codTrlLivro: 3, dscTitulo: 'Ar', numSequencia: 2 },
  ],
};

/** A user of the demo school's unit 3 ("Unidade Centro"), active, as the users list answers it. */
export function demoListUser(
  codBseUsuario: number,
  nomUsuario: string,
  codBsePerfil: number,
  overrides: Partial<UserListItem> = {},
): UserListItem {
  return {
    codBseUsuario,
    cstLogin: `DMCE-${String(codBseUsuario).padStart(4, '0')}`,
    nomUsuario,
    codBsePerfil,
    nomPerfil: 'x',
    codBseEscola: 2,
    nomEscola: 'Escola Demonstração',
    codBseUnidade: 3,
    nomUnidade: 'Unidade Centro',
    turmas: [],
    active: true,
    ...overrides,
  };
}

/** A school of the network besides the main one: Escola Azul (5, prefix AZ), with its address 9. */
export const SCHOOL_AZUL = {
  codBseEscola: 5,
  nomEscola: 'Escola Azul',
  cstTxtPrefixoLogin: 'AZ',
  codBseEndereco: 9,
  codUsuarioCriacao: 1,
};
