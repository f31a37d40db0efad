import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translate } from '@school/modules/kernel';
import {
  detectDelimiter,
  MAX_BULK_ROWS,
  parseCsvRecords,
  parseUserCsv,
  profileOfName,
  type BulkUserRow,
  type UserCsvResult,
} from './user-csv.parser.js';

const FIXTURES = fileURLToPath(new URL('../../../test-support/fixtures/csv/', import.meta.url));
const fixture = (name: string) => new Uint8Array(readFileSync(`${FIXTURES}${name}`));
const encode = (text: string) => new TextEncoder().encode(text);

function rowsOf(result: UserCsvResult): BulkUserRow[] {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.rows;
}

const HEADER = 'nomUsuario;codBsePerfil;txtSenha;cstLogin;codBseEscola;codBseUnidade';

/** What each fixture must give; a fixture added without an entry here fails the last test. */
const EXPECTED: Record<string, (result: UserCsvResult) => void> = {
  'alunos-excel-windows1252-ponto-e-virgula.csv': (result) => {
    expect(result).toMatchObject({ ok: true, encoding: 'windows-1252', delimiter: ';' });
    const rows = rowsOf(result);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toEqual({
      row: 1,
      line: 2,
      nomUsuario: 'Raí Conceição',
      codBsePerfil: '6',
      txtSenha: 'senha000',
      cstLogin: '',
      codBseEscola: '',
      codBseUnidade: '',
    });
    // The four invalid rows of the README, as written (their rules are the form's, not the parser's).
    expect(rows[3]).toMatchObject({ row: 4, nomUsuario: 'Jo' });
    expect(rows[5]).toMatchObject({ row: 6, nomUsuario: 'Maria Simões', txtSenha: '' });
    expect(rows[7]).toMatchObject({ row: 8, nomUsuario: 'Conceição Brandão', codBsePerfil: '9' });
    expect(rows[9]).toMatchObject({ row: 10, nomUsuario: 'Inês Gonçalves', txtSenha: '123' });
    // CRLF: no carriage return is left in any cell.
    expect(rows.flatMap((r) => Object.values(r)).some((v) => String(v).includes('\r'))).toBe(false);
  },
  'alunos-utf8-bom-virgula.csv': (result) => {
    expect(result).toMatchObject({
      ok: true,
      encoding: 'utf-8',
      delimiter: ',',
      columns: ['nomUsuario', 'codBsePerfil', 'txtSenha', 'cstLogin', 'codBseEscola', 'codBseUnidade'],
    });
    const rows = rowsOf(result);
    expect(rows).toHaveLength(12);
    expect(rows[0]!.nomUsuario).toBe('Gonçalo Conceição');
    expect(rows[2]!.nomUsuario).toBe('Silva, Ana Paula');
    expect(rows[4]!.nomUsuario).toBe('Pedro "Pedrinho" Souza');
    expect(rows.every((r) => r.codBsePerfil === '6' && r.cstLogin === '')).toBe(true);
  },
  'alunos-colunas-fora-de-ordem.csv': (result) => {
    expect(result).toMatchObject({
      ok: true,
      columns: ['txtSenha', 'nomUsuario', 'codBseUnidade', 'codBsePerfil', 'codBseEscola', 'cstLogin'],
    });
    const rows = rowsOf(result);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toMatchObject({ nomUsuario: 'Raí Câmara', txtSenha: 'senha000', codBsePerfil: '6' });
    expect(rows[3]).toMatchObject({ nomUsuario: "Inês D'Ávila", txtSenha: 'senha003' });
  },
  'alunos-formulas.csv': (result) => {
    const rows = rowsOf(result);
    expect(rows.map((r) => r.nomUsuario)).toEqual([
      'Raí Guimarães',
      '=HYPERLINK("http://exemplo.invalid","clique")',
      '+55 11 91234-5678',
      '@SOMA(A1:A9)',
      '-2+3',
      'Raí Conceição',
    ]);
  },
  'alunos-login-repetido.csv': (result) => {
    const rows = rowsOf(result);
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.cstLogin === 'ABMT-0999').map((r) => r.row)).toEqual([3, 5]);
  },
  'faltando-coluna-txtSenha.csv': (result) => {
    expect(result).toEqual({ ok: false, code: 'bulk.missingColumn', params: { column: 'txtSenha' } });
    if (!result.ok)
      expect(translate(result.code, 'pt', result.params)).toBe('Falta a coluna txtSenha no arquivo.');
  },
  'nao-e-csv.csv': (result) => {
    expect(result).toEqual({ ok: false, code: 'bulk.notCsv' });
  },
};

describe('parseUserCsv on the fixtures (files people really have)', () => {
  for (const [name, check] of Object.entries(EXPECTED)) {
    it(name, () => check(parseUserCsv(fixture(name))));
  }

  it('has an expectation for every fixture', () => {
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.csv'));
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort());
  });
});

describe('parseUserCsv on what else schools send', () => {
  it('reads the same rows from CRLF and LF, with blank trailing lines and emptied Excel rows', () => {
    const lf = parseUserCsv(encode(`${HEADER}\nAna Maria;6;senha1;;;\n`));
    const crlf = parseUserCsv(encode(`${HEADER}\r\nAna Maria;6;senha1;;;\r\n;;;;;\r\n\r\n   \r\n`));
    expect(rowsOf(crlf)).toEqual(rowsOf(lf));
    expect(rowsOf(lf)).toHaveLength(1);
  });

  it('keeps delimiters, doubled quotes and line breaks inside quoted fields, and counts lines for the record', () => {
    const rows = rowsOf(
      parseUserCsv(
        encode(
          `${HEADER}\r\n"Ana; Maria";6;"se""nha";;;\r\n"Bia\r\nSouza";6;senha2;;;\r\nCaio Lima;6;senha3;;;`,
        ),
      ),
    );
    expect(rows.map((r) => [r.row, r.line, r.nomUsuario, r.txtSenha])).toEqual([
      [1, 2, 'Ana; Maria', 'se"nha'],
      [2, 3, 'Bia\r\nSouza', 'senha2'],
      [3, 5, 'Caio Lima', 'senha3'],
    ]);
  });

  it('matches header names trimmed and case-insensitively, ignores unknown columns, and leaves absent optional columns blank', () => {
    const rows = rowsOf(
      parseUserCsv(encode(' NOMUSUARIO ;Observação;TXTSENHA;codbseperfil\nAna Maria;x;senha1;6\n')),
    );
    expect(rows[0]).toEqual({
      row: 1,
      line: 2,
      nomUsuario: 'Ana Maria',
      codBsePerfil: '6',
      txtSenha: 'senha1',
      cstLogin: '',
      codBseEscola: '',
      codBseUnidade: '',
    });
  });

  it('never trims a password: spaces are part of it', () => {
    expect(rowsOf(parseUserCsv(encode(`${HEADER}\nAna Maria;6; senha1 ;;;`)))[0]!.txtSenha).toBe(' senha1 ');
  });

  it('decodes Windows-1252 when the bytes are not UTF-8, also after a stray UTF-8 BOM', () => {
    const latin = new Uint8Array([
      ...encode(`${HEADER}\r\nJo`),
      0xe3,
      0x6f,
      ...encode(' Gon'),
      0xe7,
      ...encode('alves;6;senha1;;;\r\n'),
    ]);
    expect(rowsOf(parseUserCsv(latin))[0]!.nomUsuario).toBe('João Gonçalves');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...latin]);
    const result = parseUserCsv(withBom);
    expect(result).toMatchObject({
      ok: true,
      encoding: 'windows-1252',
      columns: expect.arrayContaining(['nomUsuario']),
    });
  });

  it('reads UTF-16 with its BOM (Excel’s "Unicode text", tab separated)', () => {
    const text = `${HEADER.replaceAll(';', '\t')}\r\nÂngela Brandão\t6\tsenha1\t\t\t\r\n`;
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
      bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
    }
    const result = parseUserCsv(bytes);
    expect(result).toMatchObject({ ok: true, encoding: 'utf-16le', delimiter: '\t' });
    expect(rowsOf(result)[0]!.nomUsuario).toBe('Ângela Brandão');
  });

  it.each([
    ['an empty file', '', 'bulk.empty'],
    ['blank lines only', '\r\n  \r\n', 'bulk.empty'],
    ['a header without records', `${HEADER}\r\n;;;;;\r\n`, 'bulk.empty'],
    ['a quote never closed', `${HEADER}\n"Ana;6;senha1;;;\nBia;6;senha2;;;`, 'bulk.unclosedQuote'],
    ['a column given twice', `${HEADER};nomUsuario\nAna;6;senha1;;;;Ana`, 'bulk.duplicateColumn'],
    ['a single-column file', 'nomUsuario\nAna', 'bulk.missingColumn'],
  ])('refuses %s', (_, text, code) => {
    expect(parseUserCsv(encode(text))).toMatchObject({ ok: false, code });
  });

  it('names the line of a quote left open, and the column given twice', () => {
    expect(parseUserCsv(encode(`${HEADER}\nAna;6;senha1;;;\n"Bia;6;senha2;;;`))).toEqual({
      ok: false,
      code: 'bulk.unclosedQuote',
      params: { line: 3 },
    });
    expect(parseUserCsv(encode(`${HEADER};TXTSENHA\nAna;6;senha1;;;;x`))).toEqual({
      ok: false,
      code: 'bulk.duplicateColumn',
      params: { column: 'txtSenha' },
    });
  });

  it(`refuses more than ${MAX_BULK_ROWS} rows and accepts exactly that many`, () => {
    const file = (n: number) => encode(`${HEADER}\n${'Ana Maria;6;senha1;;;\n'.repeat(n)}`);
    expect(parseUserCsv(file(MAX_BULK_ROWS + 1))).toEqual({
      ok: false,
      code: 'bulk.tooManyRows',
      params: { rows: MAX_BULK_ROWS + 1, max: MAX_BULK_ROWS },
    });
    expect(rowsOf(parseUserCsv(file(MAX_BULK_ROWS)))).toHaveLength(MAX_BULK_ROWS);
  });

  it.each([
    ['NUL bytes', new Uint8Array([...encode('nomUsuario;txtSenha\n'), 0, 1, 2, 0])],
    ['an xlsx workbook (zip)', new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...encode('nomUsuario;x')])],
    ['a PDF', encode('%PDF-1.7 nomUsuario;codBsePerfil;txtSenha')],
  ])('refuses binary content: %s', (_, bytes) => {
    expect(parseUserCsv(bytes)).toEqual({ ok: false, code: 'bulk.notCsv' });
  });
});

describe('the template’s note rows and the profile names', () => {
  it('skips a note row (first cell starting with #), as the template holds, and keeps the line numbers', () => {
    const text = `${HEADER}\n# Perfis: 5 (Professor), 6 (Aluno); use o código ou o nome\nAna Maria;Aluno;senha1;;;\n  #outra nota;;\n`;
    const rows = rowsOf(parseUserCsv(encode(text)));
    expect(rows).toEqual([
      {
        row: 1,
        line: 3,
        nomUsuario: 'Ana Maria',
        codBsePerfil: 'Aluno',
        txtSenha: 'senha1',
        cstLogin: '',
        codBseEscola: '',
        codBseUnidade: '',
      },
    ]);
    expect(parseUserCsv(encode(`${HEADER}\n# nota\n`))).toEqual({ ok: false, code: 'bulk.empty' });
  });

  it('reads a profile by its pt, en or es name, without case or accents; a code or a wrong name is not a name', () => {
    expect(['Aluno', 'aluno', ' ALUNA ', 'Student', 'Alumno'].map(profileOfName)).toEqual([6, 6, 6, 6, 6]);
    expect(['Professor', 'PROFESSORA', 'Teacher', 'Profesora'].map(profileOfName)).toEqual([5, 5, 5, 5]);
    expect(['Coordenador', 'coordenadora', 'Coordinator', 'Coordinador'].map(profileOfName)).toEqual([
      4, 4, 4, 4,
    ]);
    expect(
      ['Diretor', 'Director', 'Gestor', 'Manager', 'Master', 'Máster', 'Assistente', 'Assistant'].map(
        profileOfName,
      ),
    ).toEqual([3, 3, 2, 2, 1, 1, 7, 7]);
    expect(['6', '', 'Alunoo', 'Aluno 6'].map(profileOfName)).toEqual([null, null, null, null]);
  });
});

describe('detectDelimiter and parseCsvRecords', () => {
  it('takes the delimiter the header uses most, outside quotes; `;` when tied or none', () => {
    expect(detectDelimiter('a;b;c\n1,2,3,4,5')).toBe(';');
    expect(detectDelimiter('\n\n"a;b",c,d\n')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('a,b;c')).toBe(';');
    expect(detectDelimiter('nomUsuario')).toBe(';');
  });

  it('ends records on CR alone too (old Mac files)', () => {
    expect(parseCsvRecords('a;b\rc;d', ';')).toEqual({
      records: [
        { cells: ['a', 'b'], line: 1 },
        { cells: ['c', 'd'], line: 2 },
      ],
    });
  });
});
