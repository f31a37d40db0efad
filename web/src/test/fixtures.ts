import type { BulkImportStatus, BulkUserRow } from '@school/modules/identity/contracts';
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
