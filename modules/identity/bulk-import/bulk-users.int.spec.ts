import { readFile } from 'node:fs/promises';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkImportStream,
  bulkNotice,
  type BulkImportProgress,
  type BulkImportResult,
  type BulkImportStatus,
  type UserDetail,
} from '@school/modules/identity';
import { createTestApp, type TestApp } from '@school/backend/test/app';
import { openSocket } from '@school/backend/test/sockets';
import {
  buildOrganization,
  type FixtureUser,
  type Organization,
} from '@school/backend/test/organization.fixture';
import type { ErrorBody } from '@school/backend/errors/error.filter';
import { JobQueues } from '@school/backend/jobs/job-queues.service';
import { fixturePath } from '@school/backend/test/fixtures';

const HEADER = 'nomUsuario;codBsePerfil;txtSenha;cstLogin;codBseEscola;codBseUnidade';

let t: TestApp;
let org: Organization;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp('bulk-users');
  org = await buildOrganization(t);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

const fixture = (name: string) => readFile(fixturePath(`csv/${name}`));

function submit(
  who: FixtureUser,
  fields: { codBseTurma?: number | string; file?: { bytes: Uint8Array; name: string } },
): Promise<Response> {
  const form = new FormData();
  if (fields.codBseTurma !== undefined) form.append('codBseTurma', String(fields.codBseTurma));
  if (fields.file) form.append('file', new Blob([fields.file.bytes]), fields.file.name);
  return fetch(`${t.url}/api/bse_usuario/criarUsuariosEmMassa/x`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${who.token}` },
  });
}

async function accepted(response: Response): Promise<BulkImportStatus> {
  const body = (await response.json()) as BulkImportStatus;
  if (response.status !== 202)
    throw new Error(`expected 202, got ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const get = (who: FixtureUser, path: string) =>
  fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${who.token}` } });

function connect(who: FixtureUser): Promise<Socket> {
  return openSocket(t.url, who.token, sockets);
}

/** Polls the status until the import is over (the job runs inline in the app). */
async function finished(who: FixtureUser, jobId: string): Promise<BulkImportStatus> {
  for (let i = 0; i < 600; i++) {
    const status = (await (
      await get(who, `/api/bse_usuario/criarUsuariosEmMassa/${jobId}`)
    ).json()) as BulkImportStatus;
    if (status.status === 'completed' || status.status === 'failed') return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${jobId} did not finish`);
}

/** The result file as lines of cells (the BOM checked and dropped; every value is quoted). */
async function resultLines(who: FixtureUser, jobId: string): Promise<string[][]> {
  const response = await get(who, `/api/bse_usuario/criarUsuariosEmMassa/${jobId}/usuarios.csv`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="usuarios.csv"');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '').replaceAll('""', '"')));
}

const byColumn = (lines: string[][]) => {
  const [header, ...rows] = lines;
  return rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ''])));
};

describe('refusals before any job starts', () => {
  it('answers the spec’s message without a class, a 404 for a class outside scope, and names what is wrong with the file', async () => {
    const coordenador = org.users.coordenadorA1;
    const excel = {
      bytes: await fixture('alunos-excel-windows1252-ponto-e-virgula.csv'),
      name: 'alunos.csv',
    };
    const refusal = async (response: Response) => [
      response.status,
      ((await response.json()) as ErrorBody).message,
    ];

    expect(await refusal(await submit(coordenador, { file: excel }))).toEqual([
      400,
      'Selecione uma turma antes de escolher o arquivo!',
    ]);
    expect(await refusal(await submit(coordenador, { codBseTurma: '', file: excel }))).toEqual([
      400,
      'Selecione uma turma antes de escolher o arquivo!',
    ]);
    expect(await refusal(await submit(coordenador, { codBseTurma: org.classes.b1, file: excel }))).toEqual([
      404,
      'Turma não encontrada.',
    ]);
    expect(await refusal(await submit(coordenador, { codBseTurma: org.classes.a1 }))).toEqual([
      400,
      'Nenhum arquivo enviado.',
    ]);
    const png = { bytes: await fixture('nao-e-csv.csv'), name: 'nao-e-csv.csv' };
    expect((await refusal(await submit(coordenador, { codBseTurma: org.classes.a1, file: png })))[1]).toBe(
      'O arquivo não é um CSV. Salve a planilha como CSV e tente novamente.',
    );
    const missing = { bytes: await fixture('faltando-coluna-txtSenha.csv'), name: 'faltando.csv' };
    expect(await refusal(await submit(coordenador, { codBseTurma: org.classes.a1, file: missing }))).toEqual([
      400,
      'Falta a coluna txtSenha no arquivo.',
    ]);
    const counts = await t.app.get(JobQueues).get('bulk-users').getJobCounts();
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('a Coordenador imports the Excel file (Windows-1252, `;`, CRLF)', () => {
  let jobId: string;
  let done: BulkImportResult & { id: string };
  const progress: BulkImportProgress[] = [];

  beforeAll(async () => {
    const coordenador = org.users.coordenadorA1;
    const socket = await connect(coordenador);
    socket.on('bulk-users:progress', (event: { id: string; progress: BulkImportProgress }) =>
      progress.push(event.progress),
    );
    const finishedEvent = new Promise<BulkImportResult & { id: string }>((resolve) =>
      socket.once('bulk-users:done', resolve),
    );
    const answer = await accepted(
      await submit(coordenador, {
        codBseTurma: org.classes.a1,
        file: { bytes: await fixture('alunos-excel-windows1252-ponto-e-virgula.csv'), name: 'alunos.csv' },
      }),
    );
    expect(answer).toMatchObject({ rows: 20, codBseTurma: org.classes.a1, result: null });
    expect(['queued', 'running']).toContain(answer.status);
    jobId = answer.jobId;
    done = await finishedEvent;
  });

  it('tells the requester’s socket the progress and the outcome: 16 created, rows 4, 6, 8, 10 refused', () => {
    expect(done).toMatchObject({
      id: jobId,
      jobId,
      total: 20,
      created: 16,
      refused: 4,
      invalid: 4,
      conflicting: 0,
      notAllowed: 0,
      outcome: 'partial',
      message: 'Usuários cadastrados com sucesso: 16. Registros incorretos: 4.',
      resultUrl: `/api/bse_usuario/criarUsuariosEmMassa/${jobId}/usuarios.csv`,
    });
    expect(bulkNotice(done.message)).toBe('bulk.partial');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual({ done: 20, total: 20, created: 16, refused: 4 });
    const dones = progress.map((p) => p.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
  });

  it('answers the same state to a GET (a page reload), to the requester and a Master only', async () => {
    const status = (await (
      await get(org.users.coordenadorA1, `/api/bse_usuario/criarUsuariosEmMassa/${jobId}`)
    ).json()) as BulkImportStatus;
    expect(status).toEqual({
      jobId,
      status: 'completed',
      codBseTurma: org.classes.a1,
      rows: 20,
      progress: { done: 20, total: 20, created: 16, refused: 4 },
      result: { ...done, id: undefined },
      failure: null,
    });
    expect((await get(org.users.master, `/api/bse_usuario/criarUsuariosEmMassa/${jobId}`)).status).toBe(200);
    for (const other of [org.users.diretorA1, org.users.coordenadorB1]) {
      expect((await get(other, `/api/bse_usuario/criarUsuariosEmMassa/${jobId}`)).status).toBe(404);
      expect((await get(other, `/api/bse_usuario/criarUsuariosEmMassa/${jobId}/usuarios.csv`)).status).toBe(
        404,
      );
    }
    expect(
      (await get(org.users.master, `/api/bse_usuario/criarUsuariosEmMassa/${jobId}/usuarios.csv`)).status,
    ).toBe(200);
    expect(
      (
        await get(
          org.users.coordenadorA1,
          '/api/bse_usuario/criarUsuariosEmMassa/0b9f2f3e-6c1a-4f55-9d7e-0a1b2c3d4e5f',
        )
      ).status,
    ).toBe(404);
  });

  it('writes usuarios.csv with a login or a reason for every row', async () => {
    const rows = byColumn(await resultLines(org.users.coordenadorA1, jobId));
    expect(rows).toHaveLength(20);
    const refused = rows.filter((r) => r.situacao === 'Recusado');
    expect(refused.map((r) => [r.linha, r.nomUsuario, r.motivo])).toEqual([
      ['5', 'Jo', 'Informe o nome do usuário.'],
      ['7', 'Maria Simões', 'Informe a senha.'],
      ['9', 'Conceição Brandão', 'Perfil inválido. Use um destes: 5 (Professor), 6 (Aluno).'],
      ['11', 'Inês Gonçalves', 'A senha deve ter no mínimo 5 caracteres.'],
    ]);
    const created = rows.filter((r) => r.situacao === 'Cadastrado');
    expect(created).toHaveLength(16);
    expect(created.every((r) => /^ALUM-\d{4}$/.test(r.cstLogin!) && r.motivo === '')).toBe(true);
    expect(new Set(created.map((r) => r.cstLogin)).size).toBe(16);
    expect(rows.flatMap((r) => Object.values(r)).some((v) => v.startsWith('senha'))).toBe(false);
  });

  it('creates students of the chosen class, in its school and unit, who can sign in', async () => {
    const [first] = byColumn(await resultLines(org.users.coordenadorA1, jobId));
    const token = await t.signIn(first!.cstLogin!, 'senha000');
    expect(token).toBeTruthy();
    const user = (await (
      await get(org.users.coordenadorA1, `/api/bse_usuario/${first!.codBseUsuario}`)
    ).json()) as UserDetail;
    expect(user).toMatchObject({
      cstLogin: first!.cstLogin,
      nomUsuario: 'Raí Conceição',
      codBsePerfil: 6,
      codBseEscola: org.schools.a,
      codBseUnidade: org.units.a1,
      codBseTurma: org.classes.a1,
    });
  });

  it('records the import on its own stream, and the users’ creations as the Coordenador’s', async () => {
    const events = await t.store.readStream(bulkImportStream(jobId));
    expect(events.map((e) => e.type)).toEqual([
      'BulkUserImportRequested',
      'BulkUserImportPlanned',
      'BulkUserImportCompleted',
    ]);
    expect(events[0]!.data).toMatchObject({
      jobId,
      requester: org.users.coordenadorA1.id,
      codBseTurma: org.classes.a1,
      rows: 20,
      fileName: 'alunos.csv',
      fileHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const [first] = byColumn(await resultLines(org.users.coordenadorA1, jobId));
    const [created] = await t.store.readStream(`user-${first!.codBseUsuario}`);
    expect(created!.metadata).toMatchObject({
      actorId: org.users.coordenadorA1.id,
      actorProfile: 4,
      bulkImport: jobId,
      row: 1,
      causationId: `job:bulk-users:${jobId}`,
    });
  });

  it('takes the same file again as the same import: same job, nobody created twice', async () => {
    const again = await accepted(
      await submit(org.users.coordenadorA1, {
        codBseTurma: org.classes.a1,
        file: { bytes: await fixture('alunos-excel-windows1252-ponto-e-virgula.csv'), name: 'copia.csv' },
      }),
    );
    expect(again).toMatchObject({ jobId, status: 'completed', result: { created: 16, refused: 4 } });
    const { rows } = await t.db
      .selectFrom('user_directory')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('nom_usuario', '=', 'Raí Conceição')
      .execute()
      .then((r) => ({ rows: Number(r[0]!.n) }));
    expect(rows).toBe(1);
  });
});

describe('what else a file can hold', () => {
  async function importAs(who: FixtureUser, name: string, bytes: Uint8Array, turma = org.classes.a1) {
    const answer = await accepted(await submit(who, { codBseTurma: turma, file: { bytes, name } }));
    const status = await finished(who, answer.jobId);
    expect(status.status).toBe('completed');
    return { result: status.result!, rows: byColumn(await resultLines(who, answer.jobId)) };
  }

  it('creates the first of two rows asking for the same login and refuses the second as conflicting', async () => {
    const { result, rows } = await importAs(
      org.users.coordenadorA1,
      'repetido.csv',
      await fixture('alunos-login-repetido.csv'),
    );
    expect(result).toMatchObject({ created: 5, refused: 1, conflicting: 1, outcome: 'partial' });
    expect(bulkNotice(result.message)).toBe('bulk.partial');
    expect(result.message).toContain('conflitantes');
    expect(
      rows.filter((r) => r.cstLogin === 'ABMT-0999').map((r) => [r.linha, r.situacao, r.motivo]),
    ).toEqual([
      ['4', 'Cadastrado', ''],
      ['6', 'Recusado', 'Registro conflitante: o mesmo login já está na linha 4 do arquivo.'],
    ]);
    // The generated logins never take the login the file gives by hand.
    const logins = rows.filter((r) => r.situacao === 'Cadastrado').map((r) => r.cstLogin);
    expect(new Set(logins).size).toBe(5);
    expect(logins.filter((l) => l === 'ABMT-0999')).toHaveLength(1);
  });

  it('neutralises the formulas in the result file', async () => {
    const { rows } = await importAs(
      org.users.diretorA1,
      'formulas.csv',
      await fixture('alunos-formulas.csv'),
    );
    expect(rows.map((r) => r.nomUsuario)).toEqual([
      'Raí Guimarães',
      '\'=HYPERLINK("http://exemplo.invalid","clique")',
      "'+55 11 91234-5678",
      "'@SOMA(A1:A9)",
      "'-2+3",
      'Raí Conceição',
    ]);
    expect(rows.every((r) => r.situacao === 'Cadastrado')).toBe(true);
  });

  it('reads columns in any order and UTF-8 with BOM and commas', async () => {
    const reordered = await importAs(
      org.users.coordenadorA1,
      'ordem.csv',
      await fixture('alunos-colunas-fora-de-ordem.csv'),
    );
    expect(reordered.result).toMatchObject({ created: 8, refused: 0, outcome: 'success' });
    expect(bulkNotice(reordered.result.message)).toBe('bulk.success');
    const bom = await importAs(
      org.users.coordenadorA1,
      'bom.csv',
      await fixture('alunos-utf8-bom-virgula.csv'),
    );
    expect(bom.result).toMatchObject({ created: 12, refused: 0 });
    expect(bom.rows.map((r) => r.nomUsuario)).toContain('Pedro "Pedrinho" Souza');
  });

  it('refuses profiles the requester may not give and places outside its reach; none created is a failure', async () => {
    const csv = [
      HEADER,
      'Diretora Nova;3;senha123;;;',
      'Gestora Nova;2;senha123;;;',
      `Aluna De Fora;6;senha123;;;${org.units.a2}`,
    ].join('\r\n');
    const { result, rows } = await importAs(
      org.users.coordenadorA1,
      'perfis.csv',
      new TextEncoder().encode(csv),
    );
    expect(result).toMatchObject({ created: 0, refused: 3, notAllowed: 2, invalid: 1, outcome: 'failure' });
    expect(result.message).not.toContain('sucesso');
    expect(bulkNotice(result.message)).toBe('bulk.failure');
    expect(rows.map((r) => r.motivo)).toEqual([
      'Você não pode cadastrar usuários com este perfil. Use um destes: 5 (Professor), 6 (Aluno).',
      'Você não pode cadastrar usuários com este perfil. Use um destes: 5 (Professor), 6 (Aluno).',
      'Unidade não encontrada. A turma não pertence à unidade selecionada.',
    ]);
  });

  it('lets a Master import teachers and students into any class; a login taken before is refused', async () => {
    const csv = [
      HEADER,
      `Professora Beta;5;senha123;;;`,
      `Aluno Repetido;6;senha123;${org.users.alunoB1.login};;`,
    ].join('\n');
    const { result, rows } = await importAs(
      org.users.master,
      'beta.csv',
      new TextEncoder().encode(csv),
      org.classes.b1,
    );
    expect(result).toMatchObject({ created: 1, refused: 1, conflicting: 1 });
    expect(rows[0]).toMatchObject({
      situacao: 'Cadastrado',
      cstLogin: expect.stringMatching(/^BEUM-\d{4}$/),
    });
    expect(rows[1]).toMatchObject({ situacao: 'Recusado', motivo: 'Login já cadastrado.' });
  });

  const TEMPLATE = '/api/bse_usuario/criarUsuariosEmMassa/modelo-usuarios.csv';
  const NOTE =
    '# Perfis (coluna codBsePerfil, o código ou o nome): 5 (Professor), 6 (Aluno). Login, escola e unidade em ' +
    'branco: login gerado, escola e unidade da turma. Linhas que começam com # são ignoradas.';

  async function template(
    who: FixtureUser,
    language = 'pt',
  ): Promise<{ bytes: Uint8Array; lines: string[] }> {
    const response = await fetch(`${t.url}${TEMPLATE}`, {
      headers: { authorization: `Bearer ${who.token}`, 'accept-language': language },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="modelo-usuarios.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return { bytes, lines: new TextDecoder().decode(bytes.slice(3)).split('\r\n') };
  }

  it('gives a template with the columns the import reads, the caller’s profiles and an example row', async () => {
    const { lines } = await template(org.users.coordenadorA1);
    expect(lines).toEqual([HEADER, NOTE, 'Maria da Silva;Aluno;troque123;;;', '']);
    const master = await template(org.users.master, 'en');
    expect(master.lines[1]).toBe(
      '# Profiles (column codBsePerfil, the code or the name): 1 (Master), 2 (Gestor), 3 (Diretor), ' +
        '4 (Coordenador), 5 (Professor), 6 (Aluno), 7 (Assistente). Blank login, school and unit: a generated ' +
        'login, the class’s school and unit. Lines starting with # are ignored.',
    );
    // Only those who import may have it.
    expect((await get(org.users.professorA1, TEMPLATE)).status).toBe(403);
  });

  it('imports the template as downloaded: the example row, its note skipped', async () => {
    const { bytes } = await template(org.users.diretorA1);
    const { result, rows } = await importAs(
      org.users.diretorA1,
      'modelo-usuarios.csv',
      bytes,
      org.classes.a1b,
    );
    expect(result).toMatchObject({ total: 1, created: 1, refused: 0, outcome: 'success' });
    expect(rows.map((r) => [r.linha, r.nomUsuario, r.codBsePerfil, r.situacao])).toEqual([
      ['3', 'Maria da Silva', 'Aluno', 'Cadastrado'],
    ]);
  });

  it('imports a template filled with profile names, and says which values a wrong profile may take', async () => {
    const { lines } = await template(org.users.coordenadorA1);
    const filled = [
      lines[0],
      lines[1],
      'Ana Lima;Aluno;senha123;;;',
      'Bruno Reis;aluna;senha123;;;',
      'Carla Dias;Professora;senha123;;;',
      'Davi Souza;Coordenador;senha123;;;',
      'Elisa Melo;Alunx;senha123;;;',
    ].join('\r\n');
    const coordenador = org.users.coordenadorA1;
    const { result, rows } = await importAs(
      coordenador,
      'turma.csv',
      new TextEncoder().encode(`\uFEFF${filled}`),
    );
    expect(result).toMatchObject({ created: 3, refused: 2, notAllowed: 1, invalid: 1, outcome: 'partial' });
    expect(rows.map((r) => [r.nomUsuario, r.situacao, r.motivo])).toEqual([
      ['Ana Lima', 'Cadastrado', ''],
      ['Bruno Reis', 'Cadastrado', ''],
      ['Carla Dias', 'Cadastrado', ''],
      [
        'Davi Souza',
        'Recusado',
        'Você não pode cadastrar usuários com este perfil. Use um destes: 5 (Professor), 6 (Aluno).',
      ],
      ['Elisa Melo', 'Recusado', 'Perfil inválido. Use um destes: 5 (Professor), 6 (Aluno).'],
    ]);
    // The users' read model follows the import's events: polled, as a reader would come back.
    const profiles = () =>
      Promise.all(
        rows.slice(0, 3).map(async (r) => {
          const response = await get(coordenador, `/api/bse_usuario/${r.codBseUsuario}`);
          return ((await response.json()) as UserDetail).codBsePerfil;
        }),
      );
    await expect.poll(profiles).toEqual([6, 6, 5]);
  });

  it('takes the legacy JSON list of rows', async () => {
    const response = await t.call('POST', '/api/bse_usuario/criarUsuariosEmMassa/x', {
      token: org.users.coordenadorA1.token,
      body: {
        codBseTurma: org.classes.a1b,
        rows: [
          { nomUsuario: 'Aluno Json', codBsePerfil: 6, txtSenha: 'senha123', cstLogin: '' },
          { nomUsuario: 'Professor Json', codBsePerfil: '5', txtSenha: 'senha123' },
        ],
      },
    });
    const answer = await accepted(response);
    expect(answer.rows).toBe(2);
    expect((await finished(org.users.coordenadorA1, answer.jobId)).result).toMatchObject({ created: 2 });
  });
});
