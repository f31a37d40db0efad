import { describe, expect, it } from 'vitest';
import type { BulkUserRow } from '@school/modules/identity/contracts';
import type { SchoolClass } from '@school/modules/organization/contracts';
import { previewLogin } from './bulkPreview';

const turma = {
  codBseTurma: 5,
  nomTurma: '6º ano A',
  codBseUnidade: 3,
  codBseEscola: 2,
  nomUnidade: 'Unidade Centro',
  nomEscola: 'Escola Demonstração',
  cstTxtPrefixoLoginUnidade: 'CE',
  cstTxtPrefixoLoginEscola: 'DM',
  codUsuarioCriacao: null,
} satisfies SchoolClass;

const row = (over: Partial<BulkUserRow> = {}): BulkUserRow => ({
  row: 1,
  line: 2,
  nomUsuario: 'Ana Souza',
  codBsePerfil: '6',
  txtSenha: 'senha123',
  cstLogin: '',
  codBseEscola: '',
  codBseUnidade: '',
  ...over,
});

describe('previewLogin', () => {
  it("keeps a row's own login, upper-cased", () => {
    expect(previewLogin(row({ cstLogin: ' dmce-0042 ' }), turma)).toBe('DMCE-0042');
  });

  it("gives the class's prefixes and an unknown sequence when the row is placed in the class's unit", () => {
    expect(previewLogin(row(), turma)).toBe('DMCE-????');
    expect(previewLogin(row({ codBseEscola: '2', codBseUnidade: '3' }), turma)).toBe('DMCE-????');
  });

  it('does not know the prefix of another school or unit', () => {
    expect(previewLogin(row({ codBseUnidade: '9' }), turma)).toBe('????-????');
    expect(previewLogin(row({ codBseEscola: '7' }), turma)).toBe('????-????');
  });
});
