import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LoginSequenceAnswer,
  Page,
  UserDetail,
  UserListItem,
  UserStatusAnswer,
  UserWriteAnswer,
} from '@school/modules/identity';
import { createTestApp, TEST_ADMIN, type TestApp } from '@school/backend/test/app';
import type { ErrorBody } from '@school/backend/errors/error.filter';
import { fixturePath } from '@school/backend/test/fixtures';

/** A 1 x 1 GIF: an image, but not one an avatar may be. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PASSWORD = 'senha-forte';

type Value = string | number | null | undefined;
type Fields = Record<string, Value | Value[]>;
interface Upload {
  bytes: Uint8Array;
  name: string;
  field?: string;
}

let t: TestApp;
let master: string;
/** Schools A (prefix DM) and B (AZ); units A1 (MT) and A2 (NO) of A, B1 (SU) of B; classes alfa, beta (A1), gama (A2), delta (B1). */
const net = { schoolA: 0, schoolB: 0, unitA1: 0, unitA2: 0, unitB1: 0, alfa: 0, beta: 0, gama: 0, delta: 0 };
const token = { gestorA: '', gestorB: '', diretorA1: '', coordA1: '', diretorA2: '' };
const id = { gestorA: 0, gestorB: 0, diretorA1: 0, coordA1: 0, diretorA2: 0, professorB1: 0 };

function form(fields: Fields, files: Upload[] = []): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) data.append(key, String(item));
  for (const f of files) data.append(f.field ?? 'imgAvatar', new Blob([f.bytes]), f.name);
  return data;
}

/** A request with a multipart form or a JSON body. */
function send(
  method: string,
  path: string,
  bearer: string,
  body?: FormData | object,
  headers: Record<string, string> = {},
): Promise<Response> {
  const json = body !== undefined && !(body instanceof FormData);
  return fetch(`${t.url}${path}`, {
    method,
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
  });
}

async function ok<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T;
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const error = (response: Response) => response.json() as Promise<ErrorBody>;
const messages = (body: ErrorBody) => body.errors?.map((e) => [e.field, e.message]);

/** A valid teacher of unit A1 (classes alfa, beta). */
const teacherA1 = (login: string, extra: Fields = {}): Fields => ({
  cstLogin: login,
  txtSenha: PASSWORD,
  codBsePerfil: 5,
  codBseEscola: net.schoolA,
  codBseUnidade: net.unitA1,
  arrayCodBseTurmas: [net.alfa, net.beta],
  nomUsuario: `Professor ${login}`,
  ...extra,
});

const studentA1 = (login: string, extra: Fields = {}): Fields => ({
  cstLogin: login,
  txtSenha: PASSWORD,
  codBsePerfil: 6,
  codBseEscola: net.schoolA,
  codBseUnidade: net.unitA1,
  codBseTurma: net.alfa,
  nomUsuario: `Aluno ${login}`,
  ...extra,
});

async function createUser(bearer: string, fields: Fields, files: Upload[] = []): Promise<number> {
  return (await ok<UserWriteAnswer>(await send('POST', '/api/bse_usuario', bearer, form(fields, files))))
    .codBseUsuario;
}

const getUser = (bearer: string, userId: number) => send('GET', `/api/bse_usuario/${userId}`, bearer);

async function listUsers(bearer: string, query = ''): Promise<Page<UserListItem>> {
  return ok(await send('GET', `/api/bse_usuario${query}`, bearer));
}

async function streamTypes(userId: number): Promise<string[]> {
  return (await t.store.readStream(`user-${userId}`)).map((e) => e.type);
}

/** What was appended after `head`, but the scaling jobs of earlier uploads, which finish in the background. */
async function appendedSince(head: string | null): Promise<string[]> {
  const events = await t.store.readAll({ after: head, maxCount: 1000 });
  return events.map((e) => e.type).filter((type) => type !== 'ImageScaled' && type !== 'ImageRejected');
}

async function signInStatus(login: string, password = PASSWORD): Promise<[number, string]> {
  const response = await t.call('POST', '/api/auth/login', { body: { username: login, password } });
  return [response.status, ((await response.json()) as { message?: string }).message ?? 'ok'];
}

async function setupNetwork(): Promise<void> {
  const school = async (nomEscola: string, cstTxtPrefixoLogin: string) => {
    await ok(await send('POST', '/api/bse_escola', master, { nomEscola, cstTxtPrefixoLogin }));
    const list = await ok<{ codBseEscola: number; nomEscola: string }[]>(
      await send('GET', '/api/bse_escola', master),
    );
    return list.find((s) => s.nomEscola === nomEscola)!.codBseEscola;
  };
  net.schoolA = await school('Escola Dom Mateus', 'DM');
  net.schoolB = await school('Escola Azul', 'AZ');
  const unit = async (nomUnidade: string, cstTxtPrefixoLogin: string, codBseEscola: number) => {
    await ok(
      await send('POST', '/api/bse_unidade', master, { nomUnidade, cstTxtPrefixoLogin, codBseEscola }),
    );
    const list = await ok<{ codBseUnidade: number; nomUnidade: string }[]>(
      await send('GET', '/api/bse_unidade', master),
    );
    return list.find((u) => u.nomUnidade === nomUnidade)!.codBseUnidade;
  };
  net.unitA1 = await unit('Unidade Centro', 'MT', net.schoolA);
  net.unitA2 = await unit('Unidade Norte', 'NO', net.schoolA);
  net.unitB1 = await unit('Unidade Sul', 'SU', net.schoolB);

  const gestor = (cstLogin: string, codBseEscola: number, nomUsuario: string) =>
    createUser(master, { cstLogin, txtSenha: PASSWORD, codBsePerfil: 2, codBseEscola, nomUsuario });
  id.gestorA = await gestor('DMMT-9001', net.schoolA, 'Gestora Dom Mateus');
  id.gestorB = await gestor('AZMT-9001', net.schoolB, 'Gestor Azul');
  token.gestorA = await t.signIn('DMMT-9001', PASSWORD);
  token.gestorB = await t.signIn('AZMT-9001', PASSWORD);

  const turma = async (bearer: string, nomTurma: string, codBseUnidade: number) => {
    await ok(await send('POST', '/api/bse_turma', bearer, { nomTurma, codBseUnidade }));
    const list = await ok<{ codBseTurma: number; nomTurma: string }[]>(
      await send('GET', '/api/bse_turma', bearer),
    );
    return list.find((c) => c.nomTurma === nomTurma)!.codBseTurma;
  };
  net.alfa = await turma(token.gestorA, 'Turma Alfa', net.unitA1);
  net.beta = await turma(token.gestorA, 'Turma Beta', net.unitA1);
  net.gama = await turma(token.gestorA, 'Turma Gama', net.unitA2);
  net.delta = await turma(token.gestorB, 'Turma Delta', net.unitB1);

  const staff = (
    bearer: string,
    cstLogin: string,
    codBsePerfil: number,
    codBseUnidade: number,
    nomUsuario: string,
  ) =>
    createUser(bearer, {
      cstLogin,
      txtSenha: PASSWORD,
      codBsePerfil,
      codBseEscola: net.schoolA,
      codBseUnidade,
      nomUsuario,
    });
  id.diretorA1 = await staff(token.gestorA, 'DMMT-9002', 3, net.unitA1, 'Diretora Centro');
  id.coordA1 = await staff(master, 'DMMT-9003', 4, net.unitA1, 'Coordenador Centro');
  id.diretorA2 = await staff(token.gestorA, 'DMNO-9001', 3, net.unitA2, 'Diretor Norte');
  token.diretorA1 = await t.signIn('DMMT-9002', PASSWORD);
  token.coordA1 = await t.signIn('DMMT-9003', PASSWORD);
  token.diretorA2 = await t.signIn('DMNO-9001', PASSWORD);
  id.professorB1 = await createUser(token.gestorB, {
    cstLogin: 'AZSU-9001',
    txtSenha: PASSWORD,
    codBsePerfil: 5,
    codBseEscola: net.schoolB,
    codBseUnidade: net.unitB1,
    arrayCodBseTurmas: [net.delta],
    nomUsuario: 'Professora Azul',
  });
}

beforeAll(async () => {
  t = await createTestApp('users');
  master = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
  await setupNetwork();
});
afterAll(() => t?.close());

describe('POST /api/bse_usuario', () => {
  it('creates a teacher from a multipart form with repeated class fields, readable at once', async () => {
    const response = await send('POST', '/api/bse_usuario', token.diretorA1, form(teacherA1('dmmt-0101')));
    const body = await ok<UserWriteAnswer>(response);
    expect(body).toEqual({ status: 200, codBseUsuario: expect.any(Number) });
    expect(response.headers.get('x-read-model')).toBe('settled');
    const user = await ok<UserDetail>(await getUser(token.diretorA1, body.codBseUsuario));
    expect(user).toEqual({
      codBseUsuario: body.codBseUsuario,
      cstLogin: 'DMMT-0101',
      nomUsuario: 'Professor dmmt-0101',
      codBsePerfil: 5,
      nomPerfil: 'Professor',
      codBseEscola: net.schoolA,
      nomEscola: 'Escola Dom Mateus',
      codBseUnidade: net.unitA1,
      nomUnidade: 'Unidade Centro',
      turmas: [
        { codBseTurma: net.alfa, nomTurma: 'Turma Alfa' },
        { codBseTurma: net.beta, nomTurma: 'Turma Beta' },
      ],
      active: true,
      codBseTurma: null,
      arrayCodBseTurmas: [net.alfa, net.beta],
      imgAvatar: null,
      cstTxtPrefixoLoginEscola: 'DM',
      cstTxtPrefixoLoginUnidade: 'MT',
    });
    expect(await signInStatus('DMMT-0101')).toEqual([202, 'ok']);
    const [created] = await t.store.readStream(`user-${body.codBseUsuario}`);
    expect(created!.metadata).toMatchObject({ actorId: id.diretorA1, actorProfile: 3 });
    expect(JSON.stringify(created!.data)).not.toContain(PASSWORD);
  });

  it('takes the classes as a JSON string, and a JSON body instead of a form', async () => {
    const fromString = await createUser(
      token.diretorA1,
      teacherA1('DMMT-0102', { arrayCodBseTurmas: JSON.stringify([net.beta]) }),
    );
    expect((await ok<UserDetail>(await getUser(master, fromString))).arrayCodBseTurmas).toEqual([net.beta]);
    const fromJson = await ok<UserWriteAnswer>(
      await send('POST', '/api/bse_usuario', token.gestorA, {
        ...teacherA1('DMMT-0103'),
        arrayCodBseTurmas: [net.alfa],
      }),
    );
    expect((await ok<UserDetail>(await getUser(master, fromJson.codBseUsuario))).turmas).toEqual([
      { codBseTurma: net.alfa, nomTurma: 'Turma Alfa' },
    ]);
  });

  it('creates a student in one class, and keeps an avatar sent with the form (jpeg)', async () => {
    const jpeg = await readFile(fixturePath('images/Landscape_5.jpg'));
    const student = await createUser(token.coordA1, studentA1('DMMT-0104'), [
      { bytes: jpeg, name: 'foto.jpg' },
    ]);
    const user = await ok<UserDetail>(await getUser(token.coordA1, student));
    expect(user).toMatchObject({
      codBsePerfil: 6,
      nomPerfil: 'Aluno',
      codBseTurma: net.alfa,
      arrayCodBseTurmas: [],
    });
    expect(user.imgAvatar).toMatch(/^[0-9a-f-]{36}$/);
    expect([200, 202]).toContain((await send('GET', `/api/files/${user.imgAvatar}`, token.coordA1)).status);
    expect(await streamTypes(student)).toEqual(['UserCreated']);
  });

  it('refuses an avatar that is not jpeg or png, and two files, before anything is stored', async () => {
    const head = await t.store.headPosition();
    const gif = await send(
      'POST',
      '/api/bse_usuario',
      token.coordA1,
      form(studentA1('DMMT-0105'), [{ bytes: GIF, name: 'a.gif' }]),
    );
    expect([gif.status, (await error(gif)).message]).toEqual([400, 'A imagem deve ser jpeg ou png.']);
    const jpeg = await readFile(fixturePath('images/Landscape_8.jpg'));
    const two = await send(
      'POST',
      '/api/bse_usuario',
      token.coordA1,
      form(studentA1('DMMT-0105'), [
        { bytes: jpeg, name: 'a.jpg' },
        { bytes: jpeg, name: 'b.jpg' },
      ]),
    );
    expect([two.status, (await error(two)).message]).toEqual([400, 'Permitido somente 1 imagem.']);
    expect(await appendedSince(head)).toEqual([]);
  });

  it('lists every field error together with the spec’s messages, in pt, en and es', async () => {
    const empty = await send('POST', '/api/bse_usuario', master, form({}));
    const body = await error(empty);
    expect([empty.status, body.status, body.code, body.message]).toEqual([
      400,
      400,
      'generic.invalid',
      'Informações inválidas.',
    ]);
    expect(messages(body)).toEqual([
      ['cstLogin', 'Informe o login.'],
      ['txtSenha', 'Informe a senha.'],
      ['codBsePerfil', 'Selecione um perfil.'],
      ['nomUsuario', 'Informe o nome do usuário.'],
    ]);
    const broken = await send(
      'POST',
      '/api/bse_usuario',
      master,
      form(teacherA1('ab', { txtSenha: '1234', nomUsuario: 'Al', arrayCodBseTurmas: undefined })),
    );
    expect(messages(await error(broken))).toEqual([
      ['cstLogin', 'O login deve ter no mínimo 5 caracteres.'],
      ['txtSenha', 'A senha deve ter no mínimo 5 caracteres.'],
      ['nomUsuario', 'Informe o nome do usuário.'],
      ['arrayCodBseTurmas', 'Selecione pelo menos uma turma para o professor.'],
    ]);
    const english = await send('POST', '/api/bse_usuario', master, form({}), { 'accept-language': 'en' });
    const en = await error(english);
    expect([en.message, en.errors?.[0]?.message]).toEqual(['Invalid information.', 'Enter the login.']);
    const spanish = await send(
      'POST',
      '/api/bse_usuario',
      master,
      form(studentA1('DMMT-0106', { codBseTurma: undefined })),
      { 'accept-language': 'es-AR,es;q=0.9' },
    );
    expect(messages(await error(spanish))).toEqual([['codBseTurma', 'Seleccione un grupo para el alumno.']]);
  });

  it.each([
    [
      'a teacher without classes',
      { arrayCodBseTurmas: [] },
      'arrayCodBseTurmas',
      'Selecione pelo menos uma turma para o professor.',
    ],
    [
      'a student without class',
      { codBsePerfil: 6, arrayCodBseTurmas: [] },
      'codBseTurma',
      'Selecione uma turma para o aluno.',
    ],
    ['a student in two classes', { codBsePerfil: 6 }, 'codBseTurma', 'Um aluno pertence a uma única turma.'],
    [
      'a Gestor of the main school',
      { codBsePerfil: 2, codBseEscola: 1 },
      'codBseEscola',
      'Selecione uma escola para o gestor.',
    ],
    [
      'a Gestor without school',
      { codBsePerfil: 2, codBseEscola: '' },
      'codBseEscola',
      'Selecione uma escola para o gestor.',
    ],
    [
      'a Coordenador without unit',
      { codBsePerfil: 4, codBseUnidade: '' },
      'codBseUnidade',
      'Selecione uma unidade.',
    ],
    [
      'a Diretor without school',
      { codBsePerfil: 3, codBseEscola: 'null' },
      'codBseEscola',
      'Selecione uma escola.',
    ],
    [
      'a name of 51 characters',
      { nomUsuario: 'N'.repeat(51) },
      'nomUsuario',
      'O nome do usuário deve ter no máximo 50 caracteres.',
    ],
    [
      'a class id that is not one',
      { arrayCodBseTurmas: ['1', 'x'] },
      'arrayCodBseTurmas',
      'Informações inválidas.',
    ],
  ] as const)('refuses %s with its message', async (_, change, field, message) => {
    const response = await send(
      'POST',
      '/api/bse_usuario',
      master,
      form(teacherA1('DMMT-0107', change as Fields)),
    );
    expect(response.status).toBe(400);
    expect(messages(await error(response))).toEqual([[field, message]]);
  });

  it('refuses a taken login with 409 "Login já cadastrado.", whatever its case, appending nothing', async () => {
    await createUser(token.diretorA1, teacherA1('DMMT-0110'));
    const head = await t.store.headPosition();
    const again = await send('POST', '/api/bse_usuario', token.diretorA1, form(teacherA1('dmmt-0110')));
    const body = await error(again);
    expect([again.status, body.code, body.message]).toEqual([409, 'user.loginTaken', 'Login já cadastrado.']);
    expect(await appendedSince(head)).toEqual([]);
  });

  it('gives a login to exactly one of several concurrent creations', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        send(
          'POST',
          '/api/bse_usuario',
          token.gestorA,
          form(teacherA1('DMMT-0111', { nomUsuario: `Concorrente ${i}` })),
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const listed = await listUsers(master, '?search=DMMT-0111');
    expect(listed.total).toBe(1);
  });

  it('keeps each creator in its scope: profiles it may give, its school, its unit, classes of the unit', async () => {
    const refusal = async (bearer: string, fields: Fields) => {
      const response = await send('POST', '/api/bse_usuario', bearer, form(fields));
      expect(response.status).toBe(400);
      return messages(await error(response));
    };
    // A Gestor never creates a Gestor, nor anyone in another school (which it cannot tell from a missing one).
    expect(
      await refusal(token.gestorA, {
        cstLogin: 'DMMT-0120',
        txtSenha: PASSWORD,
        codBsePerfil: 2,
        codBseEscola: net.schoolA,
        nomUsuario: 'Outro Gestor',
      }),
    ).toEqual([['codBsePerfil', 'Você não pode cadastrar usuários com este perfil.']]);
    expect(
      await refusal(
        token.gestorA,
        teacherA1('DMMT-0121', {
          codBseEscola: net.schoolB,
          codBseUnidade: net.unitB1,
          arrayCodBseTurmas: [net.delta],
        }),
      ),
    ).toEqual([
      ['codBseEscola', 'Escola não encontrada.'],
      ['codBseUnidade', 'Unidade não encontrada.'],
      ['arrayCodBseTurmas', 'Turma não encontrada.'],
    ]);
    // A Diretor creates teachers and students of its own unit only.
    expect(
      await refusal(token.diretorA1, teacherA1('DMMT-0122', { codBsePerfil: 4, arrayCodBseTurmas: [] })),
    ).toEqual([['codBsePerfil', 'Você não pode cadastrar usuários com este perfil.']]);
    expect(
      await refusal(
        token.diretorA1,
        teacherA1('DMMT-0123', { codBseUnidade: net.unitA2, arrayCodBseTurmas: [net.gama] }),
      ),
    ).toEqual([
      ['codBseUnidade', 'Unidade não encontrada.'],
      ['arrayCodBseTurmas', 'Turma não encontrada.'],
    ]);
    // Classes belong to the chosen unit; the unit to the chosen school.
    expect(
      await refusal(token.gestorA, teacherA1('DMMT-0124', { arrayCodBseTurmas: [net.alfa, net.gama] })),
    ).toEqual([['arrayCodBseTurmas', 'A turma não pertence à unidade selecionada.']]);
    expect(await refusal(master, teacherA1('DMMT-0125', { codBseEscola: net.schoolB }))).toEqual([
      ['codBseUnidade', 'A unidade não pertence à escola selecionada.'],
    ]);
  });

  it('places a Master in the main school, whatever school the form sent', async () => {
    const other = await createUser(master, {
      cstLogin: 'RDMT-0200',
      txtSenha: PASSWORD,
      codBsePerfil: 1,
      codBseEscola: net.schoolA,
      nomUsuario: 'Outra Master',
    });
    expect(await ok<UserDetail>(await getUser(master, other))).toMatchObject({
      codBseEscola: 1,
      nomEscola: 'Rede de Escolas',
      codBseUnidade: null,
    });
  });

  it('replays an Idempotency-Key retry with the first answer and appends nothing', async () => {
    const headers = { 'idempotency-key': 'create-dmmt-0130' };
    const first = await ok<UserWriteAnswer>(
      await send('POST', '/api/bse_usuario', token.diretorA1, form(teacherA1('DMMT-0130')), headers),
    );
    const head = await t.store.headPosition();
    const second = await send(
      'POST',
      '/api/bse_usuario',
      token.diretorA1,
      form(teacherA1('DMMT-0130')),
      headers,
    );
    expect([second.status, second.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await second.json()).toEqual(first);
    expect(await appendedSince(head)).toEqual([]);
  });
});

describe('GET /api/bse_usuario', () => {
  it('shows a Master everyone, a page at a time, by name', async () => {
    const page = await listUsers(master, '?size=3&page=1');
    expect([page.page, page.size, page.items.length]).toEqual([1, 3, 3]);
    const all = await listUsers(master, '?size=100');
    expect(all.total).toBe(page.total);
    const names = all.items.map((u) => u.nomUsuario);
    const order = ['Coordenador Centro', 'Diretora Centro', 'Gestor Azul', 'Professora Azul'].map((n) =>
      names.indexOf(n),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(all.items.map((u) => u.codBseUsuario)).toEqual(
      expect.arrayContaining([1, id.gestorA, id.professorB1]),
    );
    expect(all.items.find((u) => u.codBseUsuario === id.professorB1)).toEqual({
      codBseUsuario: id.professorB1,
      cstLogin: 'AZSU-9001',
      nomUsuario: 'Professora Azul',
      codBsePerfil: 5,
      nomPerfil: 'Professor',
      codBseEscola: net.schoolB,
      nomEscola: 'Escola Azul',
      codBseUnidade: net.unitB1,
      nomUnidade: 'Unidade Sul',
      turmas: [{ codBseTurma: net.delta, nomTurma: 'Turma Delta' }],
      active: true,
    });
  });

  it('shows a Gestor only its school’s users, and a Diretor only its unit’s', async () => {
    const gestorA = await listUsers(token.gestorA, '?size=100');
    expect(gestorA.items.length).toBeGreaterThan(3);
    expect(gestorA.items.every((u) => u.codBseEscola === net.schoolA)).toBe(true);
    expect(gestorA.items.map((u) => u.codBseUsuario)).toEqual(
      expect.arrayContaining([id.gestorA, id.diretorA2]),
    );
    const gestorB = await listUsers(token.gestorB, '?size=100');
    expect(gestorB.items.map((u) => u.codBseUsuario).sort()).toEqual([id.gestorB, id.professorB1].sort());
    const diretor = await listUsers(token.diretorA1, '?size=100');
    expect(diretor.items.every((u) => u.codBseUnidade === net.unitA1)).toBe(true);
    expect(diretor.items.map((u) => u.codBseUsuario)).toContain(id.coordA1);
    expect(diretor.items.map((u) => u.codBseUsuario)).not.toContain(id.diretorA2);
    expect(diretor.total).toBe(diretor.items.length);
  });

  it('searches by name (case and accents ignored) or by the start of a login', async () => {
    expect((await listUsers(master, '?search=DIRETORA centro')).items.map((u) => u.codBseUsuario)).toEqual([
      id.diretorA1,
    ]);
    expect((await listUsers(master, '?search=gestor azul')).items.map((u) => u.cstLogin)).toEqual([
      'AZMT-9001',
    ]);
    expect((await listUsers(master, '?search=dmno-')).items.map((u) => u.codBseUsuario)).toEqual([
      id.diretorA2,
    ]);
    expect((await listUsers(token.gestorB, '?search=dmno-')).total).toBe(0);
  });
});

describe('GET /api/bse_usuario with filters', () => {
  const user = { alunaAlfa: 0, alunoBeta: 0, professor: 0, alunoGama: 0 };
  beforeAll(async () => {
    // Named "Filtro …", so that each query below, searching "filtro", sees these users only.
    user.alunaAlfa = await createUser(
      token.coordA1,
      studentA1('DMMT-9101', { nomUsuario: 'Filtro Aluna Alfa' }),
    );
    user.alunoBeta = await createUser(
      token.coordA1,
      studentA1('DMMT-9102', { codBseTurma: net.beta, nomUsuario: 'Filtro Aluno Beta' }),
    );
    user.professor = await createUser(
      token.coordA1,
      teacherA1('DMMT-9103', { nomUsuario: 'Filtro Professor' }),
    );
    user.alunoGama = await createUser(
      token.diretorA2,
      studentA1('DMNO-9101', {
        codBseUnidade: net.unitA2,
        codBseTurma: net.gama,
        nomUsuario: 'Filtro Aluno Gama',
      }),
    );
    await ok(await send('POST', `/api/bse_usuario/${user.alunoBeta}/desativar`, token.coordA1));
  });

  const ids = async (bearer: string, query: string) =>
    (await listUsers(bearer, `?search=filtro&size=100&${query}`)).items.map((u) => u.codBseUsuario);

  it('narrows the list by profile, unit, class (a student’s or one of a teacher’s) and status', async () => {
    expect(await ids(master, '')).toEqual([user.alunaAlfa, user.alunoBeta, user.alunoGama, user.professor]);
    expect(await ids(master, 'codBsePerfil=6')).toEqual([user.alunaAlfa, user.alunoBeta, user.alunoGama]);
    expect(await ids(master, `codBsePerfil=6&codBseUnidade=${net.unitA1}`)).toEqual([
      user.alunaAlfa,
      user.alunoBeta,
    ]);
    expect(await ids(master, `codBseTurma=${net.alfa}`)).toEqual([user.alunaAlfa, user.professor]);
    expect(await ids(master, `codBseTurma=${net.beta}&status=active`)).toEqual([user.professor]);
    expect(await ids(master, 'status=inactive')).toEqual([user.alunoBeta]);
    // A blank filter is no filter, as a form sends an empty select.
    expect(await ids(master, 'codBsePerfil=&codBseUnidade=&codBseTurma=&status=')).toHaveLength(4);
  });

  it('pages the filtered list and counts only what the filters let through', async () => {
    const query = `?search=filtro&codBsePerfil=6&codBseUnidade=${net.unitA1}&size=1`;
    const first = await listUsers(master, `${query}&page=1`);
    const second = await listUsers(master, `${query}&page=2`);
    expect([first.total, first.items.length, second.total, second.items.length]).toEqual([2, 1, 2, 1]);
    expect([...first.items, ...second.items].map((u) => u.codBseUsuario)).toEqual([
      user.alunaAlfa,
      user.alunoBeta,
    ]);
  });

  it('never widens the scope: a unit or class outside it lists nobody', async () => {
    expect(await ids(token.coordA1, '')).toEqual([user.alunaAlfa, user.alunoBeta, user.professor]);
    expect(await ids(token.coordA1, `codBseUnidade=${net.unitA2}`)).toEqual([]);
    expect(await ids(token.coordA1, `codBseTurma=${net.gama}`)).toEqual([]);
    expect(await ids(token.diretorA2, `codBseTurma=${net.alfa}`)).toEqual([]);
    expect(await ids(token.diretorA2, `codBseTurma=${net.gama}&codBsePerfil=6`)).toEqual([user.alunoGama]);
    expect(await ids(token.gestorB, 'codBsePerfil=6')).toEqual([]);
    expect((await listUsers(token.gestorB, `?codBseUnidade=${net.unitA1}`)).total).toBe(0);
  });

  it('refuses a filter that is not one', async () => {
    for (const query of ['status=sleeping', 'codBsePerfil=9', 'codBseUnidade=abc', 'codBseTurma=-1'])
      expect((await send('GET', `/api/bse_usuario?${query}`, master)).status).toBe(400);
  });
});

describe('GET /api/bse_usuario/{id}', () => {
  it('answers 404 outside the caller’s scope, exactly as for a missing user', async () => {
    const missing = await getUser(master, 999_999);
    const otherSchool = await getUser(token.gestorA, id.professorB1);
    const otherUnit = await getUser(token.diretorA1, id.diretorA2);
    const aboveUnit = await getUser(token.diretorA1, id.gestorA);
    expect([missing.status, otherSchool.status, otherUnit.status, aboveUnit.status]).toEqual([
      404, 404, 404, 404,
    ]);
    expect(await otherSchool.json()).toEqual(await missing.json());
    expect((await getUser(master, 'abc' as unknown as number)).status).toBe(404);
    expect((await getUser(token.gestorB, id.professorB1)).status).toBe(200);
  });
});

describe('PUT /api/bse_usuario/{id}', () => {
  const put = (
    bearer: string,
    userId: number,
    body: FormData | object,
    headers: Record<string, string> = {},
  ) => send('PUT', `/api/bse_usuario/${userId}`, bearer, body, headers);

  it('records only what changed: the name and classes, then a new password, then an avatar', async () => {
    const teacher = await createUser(
      token.diretorA1,
      teacherA1('DMMT-0300', { arrayCodBseTurmas: [net.alfa] }),
    );
    const changed = await put(
      token.diretorA1,
      teacher,
      form(
        teacherA1('DMMT-0300', { nomUsuario: 'Professora Renomeada', txtSenha: '', codBseUsuario: teacher }),
      ),
    );
    expect(await ok(changed)).toEqual({ status: 200, codBseUsuario: teacher });
    const events = await t.store.readStream(`user-${teacher}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['UserCreated', expect.anything()],
      [
        'UserUpdated',
        { codBseUsuario: teacher, nomUsuario: 'Professora Renomeada', turmas: [net.alfa, net.beta] },
      ],
    ]);
    expect(await ok<UserDetail>(await getUser(token.diretorA1, teacher))).toMatchObject({
      nomUsuario: 'Professora Renomeada',
      arrayCodBseTurmas: [net.alfa, net.beta],
    });

    await ok(
      await put(
        token.diretorA1,
        teacher,
        form(teacherA1('DMMT-0300', { txtSenha: 'senha-nova', nomUsuario: 'Professora Renomeada' })),
      ),
    );
    expect(await streamTypes(teacher)).toEqual(['UserCreated', 'UserUpdated', 'UserPasswordChanged']);
    expect((await signInStatus('DMMT-0300', 'senha-nova'))[0]).toBe(202);
    expect((await signInStatus('DMMT-0300'))[0]).toBe(401);

    const png = await readFile(fixturePath('images/16-bit-grey-alpha.png'));
    await ok(
      await put(
        token.diretorA1,
        teacher,
        form(teacherA1('DMMT-0300', { txtSenha: undefined, nomUsuario: 'Professora Renomeada' }), [
          { bytes: png, name: 'p.png' },
        ]),
      ),
    );
    expect(await streamTypes(teacher)).toEqual([
      'UserCreated',
      'UserUpdated',
      'UserPasswordChanged',
      'UserAvatarChanged',
    ]);
    expect((await ok<UserDetail>(await getUser(master, teacher))).imgAvatar).toMatch(/^[0-9a-f-]{36}$/);

    const head = await t.store.headPosition();
    await ok(
      await put(token.diretorA1, teacher, {
        ...teacherA1('DMMT-0300', { nomUsuario: 'Professora Renomeada' }),
        txtSenha: null,
      }),
    );
    expect(await appendedSince(head)).toEqual([]);
  });

  it('moves a student to another class of its unit, and applies the same class rules as creation', async () => {
    const student = await createUser(token.coordA1, studentA1('DMMT-0301'));
    await ok(await put(token.coordA1, student, form(studentA1('DMMT-0301', { codBseTurma: net.beta }))));
    expect((await ok<UserDetail>(await getUser(token.coordA1, student))).codBseTurma).toBe(net.beta);
    const none = await put(token.coordA1, student, form(studentA1('DMMT-0301', { codBseTurma: '' })));
    expect(messages(await error(none))).toEqual([['codBseTurma', 'Selecione uma turma para o aluno.']]);
    const elsewhere = await put(
      token.coordA1,
      student,
      form(studentA1('DMMT-0301', { codBseTurma: net.gama })),
    );
    expect(messages(await error(elsewhere))).toEqual([['codBseTurma', 'Turma não encontrada.']]);
  });

  it('refuses another login, a mismatched id, user 1 and a user the caller may not manage', async () => {
    const student = await createUser(token.coordA1, studentA1('DMMT-0302'));
    const login = await put(token.coordA1, student, form(studentA1('DMMT-9999')));
    expect(messages(await error(login))).toEqual([['cstLogin', 'O login não pode ser alterado.']]);
    const mismatch = await put(
      token.coordA1,
      student,
      form(studentA1('DMMT-0302', { codBseUsuario: student + 1 })),
    );
    expect(mismatch.status).toBe(400);
    const admin = await put(master, 1, { nomUsuario: 'Outro nome', codBsePerfil: 1 });
    expect([admin.status, (await error(admin)).message]).toEqual([
      403,
      'O usuário administrador não pode ser alterado.',
    ]);
    const peer = await put(token.gestorA, id.gestorA, {
      nomUsuario: 'Eu mesma',
      codBsePerfil: 2,
      codBseEscola: net.schoolA,
    });
    expect(peer.status).toBe(403);
  });

  it('answers 404 for a user outside the caller’s scope, changing nothing', async () => {
    const head = await t.store.headPosition();
    const otherSchool = await put(token.gestorA, id.professorB1, {
      nomUsuario: 'Invasão',
      codBsePerfil: 5,
      codBseEscola: net.schoolB,
      codBseUnidade: net.unitB1,
      arrayCodBseTurmas: [net.delta],
    });
    const otherUnit = await put(token.diretorA1, id.diretorA2, {
      nomUsuario: 'Invasão',
      codBsePerfil: 3,
      codBseEscola: net.schoolA,
      codBseUnidade: net.unitA2,
    });
    expect([otherSchool.status, otherUnit.status]).toEqual([404, 404]);
    expect(await appendedSince(head)).toEqual([]);
  });
});

describe('DELETE /api/bse_usuario/{id}', () => {
  const remove = (bearer: string, userId: number) => send('DELETE', `/api/bse_usuario/${userId}`, bearer);

  it('deletes a user: gone from every read, its stream kept, its login never given again', async () => {
    const student = await createUser(token.coordA1, studentA1('DMMT-0400'));
    expect(await ok(await remove(token.coordA1, student))).toEqual({ status: 200, codBseUsuario: student });
    expect((await getUser(master, student)).status).toBe(404);
    expect((await listUsers(master, '?search=DMMT-0400')).total).toBe(0);
    expect(await streamTypes(student)).toEqual(['UserCreated', 'UserDeleted']);
    expect((await signInStatus('DMMT-0400'))[0]).toBe(401);
    expect((await remove(token.coordA1, student)).status).toBe(404);
    const again = await send(
      'POST',
      '/api/bse_usuario',
      token.coordA1,
      form(studentA1('DMMT-0400', { nomUsuario: 'Novo dono do login' })),
    );
    const body = await error(again);
    expect([again.status, body.code, body.message]).toEqual([409, 'user.loginTaken', 'Login já cadastrado.']);
    expect((await signInStatus('DMMT-0400'))[0]).toBe(401);
  });

  it('refuses a user who created users that still exist, with the spec’s message', async () => {
    const response = await remove(token.gestorA, id.diretorA1);
    const body = await error(response);
    expect([response.status, body.code, body.message]).toEqual([
      409,
      'user.hasDependants',
      'Existem usuários cadastrados com o usuário',
    ]);
    expect((await getUser(master, id.diretorA1)).status).toBe(200);
  });

  it('never deletes user 1 nor oneself; outside the scope it is a 404', async () => {
    const admin = await remove(master, 1);
    expect([admin.status, (await error(admin)).message]).toEqual([
      403,
      'O usuário administrador não pode ser apagado nem desativado.',
    ]);
    const self = await remove(token.diretorA2, id.diretorA2);
    expect(self.status).toBe(403);
    const english = await send('DELETE', '/api/bse_usuario/1', master, undefined, {
      'accept-language': 'en',
    });
    expect((await error(english)).message).toBe('The administrator user cannot be deleted or deactivated.');
    expect((await remove(token.gestorA, id.professorB1)).status).toBe(404);
    expect((await remove(token.diretorA1, id.diretorA2)).status).toBe(404);
    expect((await getUser(master, id.professorB1)).status).toBe(200);
  });
});

describe('deactivate and reactivate', () => {
  const status = (bearer: string, userId: number, action: 'desativar' | 'reativar') =>
    send('POST', `/api/bse_usuario/${userId}/${action}`, bearer);

  it('makes the next sign-in answer 410 "Usuário desativado.", and lets it in again once reactivated', async () => {
    const teacher = await createUser(token.diretorA1, teacherA1('DMMT-0500'));
    const teacherToken = await t.signIn('DMMT-0500', PASSWORD);
    expect(await ok<UserStatusAnswer>(await status(token.diretorA1, teacher, 'desativar'))).toEqual({
      status: 200,
      codBseUsuario: teacher,
      active: false,
    });
    expect(await signInStatus('DMMT-0500')).toEqual([410, 'Usuário desativado.']);
    expect((await send('GET', '/api/bse_usuario/getMeusDados/x', teacherToken)).status).toBe(410);
    expect((await ok<UserDetail>(await getUser(token.diretorA1, teacher))).active).toBe(false);
    expect((await ok<UserStatusAnswer>(await status(token.diretorA1, teacher, 'reativar'))).active).toBe(
      true,
    );
    expect((await signInStatus('DMMT-0500'))[0]).toBe(202);
  });

  it('never deactivates user 1 or oneself; outside the scope it is a 404', async () => {
    const admin = await status(master, 1, 'desativar');
    expect([admin.status, (await error(admin)).code]).toEqual([403, 'user.protected']);
    const self = await status(token.gestorA, id.gestorA, 'desativar');
    expect([self.status, (await error(self)).message]).toEqual([
      403,
      'Você não pode apagar nem desativar o seu próprio usuário.',
    ]);
    expect((await status(token.gestorA, id.professorB1, 'desativar')).status).toBe(404);
    expect((await status(token.diretorA1, id.diretorA2, 'reativar')).status).toBe(404);
    expect((await signInStatus('AZSU-9001'))[0]).toBe(202);
  });
});

describe('GET /api/bse_usuario/setSequencial/{prefix}', () => {
  const next = (bearer: string, prefix: string) =>
    send('GET', `/api/bse_usuario/setSequencial/${prefix}`, bearer);
  const preview = async (bearer: string, prefix: string) =>
    ok<LoginSequenceAnswer>(await next(bearer, prefix));
  /** What a preview could change: the counters and the event log. */
  const stores = async () => ({
    counters: (await sql`select prefix, last_value from login_sequences order by prefix`.execute(t.db)).rows,
    head: await t.store.headPosition(),
  });

  it.each([
    ['the Master', 'dmmt', () => master, { proxSeq: '0001', cstLogin: 'DMMT-0001' }],
    ['a Diretor of the unit', 'DMMT', () => token.diretorA1, { proxSeq: '0001', cstLogin: 'DMMT-0001' }],
    ['a Gestor of the school', 'DMNO', () => token.gestorA, { proxSeq: '0001', cstLogin: 'DMNO-0001' }],
    ['the Master, another school', 'AZSU', () => master, { proxSeq: '0001', cstLogin: 'AZSU-0001' }],
  ])(
    'previews the next number for %s (%s), zero-padded with its login; 100 calls take nothing',
    async (_who, prefix, bearer, expected) => {
      const before = await stores();
      const answers = await Promise.all(Array.from({ length: 100 }, () => preview(bearer(), prefix)));
      expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify(expected)]));
      expect(await stores()).toEqual(before);
    },
  );

  it('takes the number when a user is created with its login; the next preview moves past it', async () => {
    const { cstLogin } = await preview(token.diretorA1, 'DMMT');
    expect(cstLogin).toBe('DMMT-0001');
    await createUser(token.diretorA1, teacherA1(cstLogin));
    expect(await preview(token.diretorA1, 'DMMT')).toEqual({ proxSeq: '0002', cstLogin: 'DMMT-0002' });
    const { rows } = await sql<{ last_value: number }>`
      select last_value from login_sequences where prefix = 'DMMT'`.execute(t.db);
    expect(rows).toEqual([{ last_value: 1 }]);
  });

  it('gives two users created at once from one preview distinct numbers: one is created, the other told the login is taken', async () => {
    const { cstLogin } = await preview(token.gestorA, 'DMMT');
    const answers = await Promise.all(
      ['Primeiro', 'Segundo'].map((name) =>
        send('POST', '/api/bse_usuario', token.gestorA, form(teacherA1(cstLogin, { nomUsuario: name }))),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect((await error(refused)).message).toBe('Login já cadastrado.');
    // The form asks again and gets a number of its own, which the second user takes.
    const again = await preview(token.gestorA, 'DMMT');
    expect(again.cstLogin).not.toBe(cstLogin);
    await createUser(token.gestorA, teacherA1(again.cstLogin, { nomUsuario: 'Segundo' }));
    const logins = (await listUsers(token.gestorA, '?search=DMMT-000&size=100')).items.map((u) => u.cstLogin);
    expect(logins.filter((l) => l === cstLogin || l === again.cstLogin).sort()).toEqual(
      [cstLogin, again.cstLogin].sort(),
    );
  });

  it('skips a number whose login is taken, and a login typed far ahead spends nothing in between', async () => {
    const { proxSeq } = await preview(master, 'AZMT');
    const taken = String(Number(proxSeq) + 1).padStart(4, '0');
    const byHand = (login: string) =>
      createUser(token.gestorB, {
        cstLogin: login,
        txtSenha: PASSWORD,
        codBsePerfil: 3,
        codBseEscola: net.schoolB,
        codBseUnidade: net.unitB1,
        nomUsuario: 'Login dado à mão',
      });
    await byHand(`AZMT-${taken}`);
    await byHand('AZMT-9000');
    // The number before the taken one is still free: it is the one shown.
    expect((await preview(master, 'AZMT')).proxSeq).toBe(proxSeq);
    await byHand(`AZMT-${proxSeq}`);
    expect((await preview(master, 'AZMT')).proxSeq).toBe(String(Number(taken) + 1).padStart(4, '0'));
  });

  it('answers 409 once the 9,999 numbers of a prefix are spent, taking nothing', async () => {
    await sql`insert into login_sequences (prefix, last_value) values ('DMXX', 9999)`.execute(t.db);
    const before = await stores();
    const exhausted = await next(master, 'DMXX');
    expect([exhausted.status, (await error(exhausted)).message]).toEqual([
      409,
      'Não há mais logins disponíveis para este prefixo.',
    ]);
    expect(await stores()).toEqual(before);
  });

  it('refuses a malformed prefix with 400 and a prefix outside the caller’s school or unit with 404', async () => {
    const bad = await next(master, 'DM1T');
    expect([bad.status, (await error(bad)).message]).toEqual([400, 'O prefixo do login deve ter 4 letras.']);
    expect((await next(token.gestorA, 'AZMT')).status).toBe(404);
    expect((await next(token.diretorA1, 'DMNO')).status).toBe(404);
    expect((await next(token.diretorA1, 'AZMT')).status).toBe(404);
  });
});
