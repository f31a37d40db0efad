import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, type BulkRowOutcome, type BulkUserRow } from '@school/modules/identity';
import { bulkResultCsv } from './bulk-result-file.views.js';

const row = (line: number, nomUsuario: string, cstLogin = ''): BulkUserRow => ({
  row: line - 1,
  line,
  nomUsuario,
  codBsePerfil: '6',
  txtSenha: 'senha-secreta',
  cstLogin,
  codBseEscola: '',
  codBseUnidade: '',
});

const created = (line: number, login: string): BulkRowOutcome => ({
  row: line - 1,
  reason: null,
  cstLogin: login,
  codBseUsuario: 40 + line,
  errors: [],
});

/** The lines of usuarios.csv (UTF-8 with a BOM, CRLF). */
function lines(file: Buffer): string[] {
  const text = file.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n');
}

describe('usuarios.csv, the bulk result file', () => {
  it('neutralises fullwidth and small formula signs and signs after leading blanks', () => {
    expect(
      [
        '＝HYPERLINK("http://x.invalid")',
        '＋55 11',
        '－2+3',
        '＠SOMA(A1)',
        '﹦1+1',
        '﹢1',
        '﹣1',
        '﹫A1',
        ' =1+1',
        '   +55',
        '\u00a0-2',
        '\u3000@SOMA(A1)',
        '\n=1+1',
        '  ＝1',
      ].map(neutraliseCsvCell),
    ).toEqual([
      '\'＝HYPERLINK("http://x.invalid")',
      "'＋55 11",
      "'－2+3",
      "'＠SOMA(A1)",
      "'﹦1+1",
      "'﹢1",
      "'﹣1",
      "'﹫A1",
      "' =1+1",
      "'   +55",
      "'\u00a0-2",
      "'\u3000@SOMA(A1)",
      "'\n=1+1",
      "'  ＝1",
    ]);
  });

  it('leaves alone cells whose formula sign is not the first non-blank character', () => {
    expect(
      ['Ana', 'a=b', ' Ana + Bia', 'x＝y', '', '   ', 'São João - 2º ano'].map(neutraliseCsvCell),
    ).toEqual(['Ana', 'a=b', ' Ana + Bia', 'x＝y', '', '   ', 'São João - 2º ano']);
  });

  it('writes every such cell quoted and prefixed, and never a password', () => {
    const rows = [row(2, '＝1+1'), row(3, '  =HYPERLINK("http://x.invalid")'), row(4, 'Ana Souza', ' @ALUM')];
    const file = bulkResultCsv(rows, [
      created(2, 'ALUM-0001'),
      created(3, 'ALUM-0002'),
      created(4, 'ALUM-0003'),
    ]);
    expect(lines(file)).toEqual([
      '"linha";"nomUsuario";"codBsePerfil";"cstLogin";"codBseEscola";"codBseUnidade";"codBseUsuario";"situacao";"motivo"',
      '"2";"\'＝1+1";"6";"ALUM-0001";;;"42";"Cadastrado";',
      '"3";"\'  =HYPERLINK(""http://x.invalid"")";"6";"ALUM-0002";;;"43";"Cadastrado";',
      '"4";"Ana Souza";"6";"ALUM-0003";;;"44";"Cadastrado";',
      '',
    ]);
    expect(file.toString('utf8')).not.toContain('senha-secreta');
  });
});
