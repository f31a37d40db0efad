import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Unit } from '@school/modules/organization';
import { createTestApp, TEST_ADMIN, type TestApp } from '@school/backend/test/app';
import { IdentityService } from '@school/modules/identity/server';
import type { ErrorBody } from '@school/backend/test/api';

describe('units API', () => {
  let t: TestApp;
  let master: string;
  let gestor: string;
  let schoolA: number;
  let schoolB: number;

  const post = (token: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.call('POST', path, { token, body, headers });
  const units = async (token: string, query = '') =>
    (await (await t.call('GET', `/api/bse_unidade${query}`, { token })).json()) as Unit[];
  const unitNamed = async (name: string) => (await units(master)).find((u) => u.nomUnidade === name)!;

  beforeAll(async () => {
    t = await createTestApp('units');
    master = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
    await post(master, '/api/bse_escola', { nomEscola: 'Escola São José', cstTxtPrefixoLogin: 'SJ' });
    await post(master, '/api/bse_escola', { nomEscola: 'Colégio Verde', cstTxtPrefixoLogin: 'CV' });
    const schools = (await (await t.call('GET', '/api/bse_escola', { token: master })).json()) as {
      codBseEscola: number;
      nomEscola: string;
    }[];
    schoolA = schools.find((s) => s.nomEscola === 'Escola São José')!.codBseEscola;
    schoolB = schools.find((s) => s.nomEscola === 'Colégio Verde')!.codBseEscola;
    await t.app.get(IdentityService).createUser(
      {
        cstLogin: 'SJMT-0001',
        password: 'senha-forte',
        nomUsuario: 'Gestora',
        codBsePerfil: 2,
        codBseEscola: schoolA,
        codBseUnidade: null,
      },
      null,
    );
    gestor = await t.signIn('SJMT-0001', 'senha-forte');
  });
  afterAll(() => t.close());

  it('creates a unit in the school the Master chose, visible in the very next GET with its school', async () => {
    const address = (await (
      await post(master, '/api/bse_endereco', { dscCep: '01001-000', dscRua: 'Praça da Sé' })
    ).json()) as { codBseEndereco: number };
    const created = await post(master, '/api/bse_unidade', {
      nomUnidade: 'Unidade Centro',
      cstTxtPrefixoLogin: 'ce',
      codBseEscola: schoolA,
      codBseEndereco: address.codBseEndereco,
    });
    expect([created.status, await created.json(), created.headers.get('x-read-model')]).toEqual([
      200,
      1,
      'settled',
    ]);
    const unit = await unitNamed('Unidade Centro');
    expect(unit).toEqual({
      codBseUnidade: expect.any(Number),
      codBseEscola: schoolA,
      nomUnidade: 'Unidade Centro',
      cstTxtPrefixoLogin: 'CE',
      codBseEndereco: address.codBseEndereco,
      nomEscola: 'Escola São José',
      cstTxtPrefixoLoginEscola: 'SJ',
    });
    expect(
      await (await t.call('GET', `/api/bse_unidade/${unit.codBseUnidade}`, { token: master })).json(),
    ).toEqual(unit);
    const [event] = await t.store.readStream(`unit-${unit.codBseUnidade}`);
    expect(event).toMatchObject({ type: 'UnitCreated', metadata: { actorId: 1, actorProfile: 1 } });
    const [claim] = await t.store.readStream(`unique-unit-prefix-${schoolA}-CE`);
    expect(claim).toMatchObject({ type: 'ValueReserved', data: { ownerId: unit.codBseUnidade } });
  });

  it('puts a Gestor’s unit in its own school, whatever school it sends', async () => {
    const created = await post(gestor, '/api/bse_unidade', {
      nomUnidade: 'Unidade do Gestor',
      cstTxtPrefixoLogin: 'GE',
      codBseEscola: schoolB,
    });
    expect(await created.json()).toBe(1);
    expect((await unitNamed('Unidade do Gestor')).codBseEscola).toBe(schoolA);
  });

  it('searches unit name, school name and both prefixes, ignoring case and accents', async () => {
    await post(master, '/api/bse_unidade', {
      nomUnidade: 'Unidade Norte',
      cstTxtPrefixoLogin: 'NO',
      codBseEscola: schoolB,
    });
    const names = async (search: string) =>
      (await units(master, `?search=${encodeURIComponent(search)}`)).map((u) => u.nomUnidade).sort();
    expect(await names('NORTE')).toEqual(['Unidade Norte']);
    expect(await names('sao jose')).toEqual(['Unidade Centro', 'Unidade do Gestor']);
    expect(await names('ge')).toEqual(['Unidade do Gestor']);
    expect(await names('cv')).toEqual(['Unidade Norte']);
  });

  it('lists every field error with the spec messages, in the caller’s language', async () => {
    const empty = await post(master, '/api/bse_unidade', {});
    const body = (await empty.json()) as ErrorBody;
    expect([empty.status, body.message]).toEqual([400, 'Informações inválidas.']);
    expect(body.errors?.map((e) => [e.field, e.message])).toEqual([
      ['nomUnidade', 'Nome Unidade precisa ter no mínimo 4 caracteres.'],
      ['cstTxtPrefixoLogin', 'Prefixo precisa ter 2 caracteres.'],
      ['codBseEscola', 'Selecione uma escola.'],
    ]);
    const english = await post(
      master,
      '/api/bse_unidade',
      { nomUnidade: 'Uni', cstTxtPrefixoLogin: 'A1', codBseEscola: schoolA },
      { 'accept-language': 'en' },
    );
    expect(((await english.json()) as ErrorBody).errors?.map((e) => e.message)).toEqual([
      'The unit name must have at least 4 characters.',
      'The prefix must contain only letters from A to Z.',
    ]);
    const spanish = await post(
      gestor,
      '/api/bse_unidade',
      { nomUnidade: 'Unidade' },
      { 'accept-language': 'es' },
    );
    expect(((await spanish.json()) as ErrorBody).errors).toEqual([
      {
        field: 'cstTxtPrefixoLogin',
        code: 'unit.prefixLength',
        message: 'El prefijo debe tener 2 caracteres.',
      },
    ]);
  });

  it('refuses a prefix used in the same school with 400 "Este prefixo não pode ser utilizado." and appends nothing', async () => {
    const head = await t.store.headPosition();
    const taken = await post(master, '/api/bse_unidade', {
      nomUnidade: 'Unidade Central',
      cstTxtPrefixoLogin: 'CE',
      codBseEscola: schoolA,
    });
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as ErrorBody).message).toBe('Este prefixo não pode ser utilizado.');
    expect(await t.store.headPosition()).toBe(head);
    const elsewhere = await post(master, '/api/bse_unidade', {
      nomUnidade: 'Unidade Central',
      cstTxtPrefixoLogin: 'CE',
      codBseEscola: schoolB,
    });
    expect(await elsewhere.json()).toBe(1);
  });

  it('answers 0 ("Unidade já cadastrada") for a name already used in the school', async () => {
    const again = await post(master, '/api/bse_unidade', {
      nomUnidade: 'unidade centro',
      cstTxtPrefixoLogin: 'CX',
      codBseEscola: schoolA,
    });
    expect([again.status, await again.json()]).toEqual([200, 0]);
  });

  it('answers 404 for a school that does not exist, and for an address it may not use', async () => {
    const school = await post(master, '/api/bse_unidade', {
      nomUnidade: 'Unidade Fantasma',
      cstTxtPrefixoLogin: 'FA',
      codBseEscola: 999_999,
    });
    const address = await post(gestor, '/api/bse_unidade', {
      nomUnidade: 'Unidade Fantasma',
      cstTxtPrefixoLogin: 'FA',
      codBseEndereco: 999_999,
    });
    expect([school.status, address.status]).toEqual([404, 404]);
  });

  it('renames a unit, keeps its prefix locked, and answers 0 for another unit’s name', async () => {
    const unit = await unitNamed('Unidade do Gestor');
    const path = `/api/bse_unidade/${unit.codBseUnidade}`;
    const renamed = await t.call('PUT', path, {
      token: gestor,
      body: { nomUnidade: 'Unidade Jardim', codBseEndereco: null, codBseUnidade: unit.codBseUnidade },
    });
    expect(await renamed.json()).toBe(1);
    expect((await (await t.call('GET', path, { token: gestor })).json()) as Unit).toMatchObject({
      nomUnidade: 'Unidade Jardim',
      cstTxtPrefixoLogin: 'GE',
    });
    const locked = await t.call('PUT', path, {
      token: gestor,
      body: { nomUnidade: 'Unidade Jardim', cstTxtPrefixoLogin: 'ZZ' },
    });
    expect([locked.status, ((await locked.json()) as ErrorBody).message]).toEqual([
      400,
      'O prefixo não pode ser alterado.',
    ]);
    const clash = await t.call('PUT', path, { token: gestor, body: { nomUnidade: 'Unidade Centro' } });
    expect(await clash.json()).toBe(0);
    const wrongId = await t.call('PUT', path, {
      token: gestor,
      body: { nomUnidade: 'Outra', codBseUnidade: 1 },
    });
    expect(wrongId.status).toBe(400);
  });

  it('refuses to delete a unit with classes or users, with the spec message', async () => {
    const withClass = await unitNamed('Unidade Jardim');
    await post(gestor, '/api/bse_turma', {
      nomTurma: 'Turma Jardim',
      codBseUnidade: withClass.codBseUnidade,
    });
    const withUser = await unitNamed('Unidade Centro');
    await t.app.get(IdentityService).createUser(
      {
        cstLogin: 'SJCE-0001',
        password: 'senha-forte',
        nomUsuario: 'Diretora',
        codBsePerfil: 3,
        codBseEscola: schoolA,
        codBseUnidade: withUser.codBseUnidade,
      },
      null,
    );
    for (const unit of [withClass, withUser]) {
      const refused = await t.call('DELETE', `/api/bse_unidade/${unit.codBseUnidade}`, { token: master });
      expect([refused.status, ((await refused.json()) as ErrorBody).message]).toEqual([
        409,
        'Existem turmas e/ou usuários cadastrados nesta unidade. Favor apagar esses registros e tentar novamente.',
      ]);
    }
    const users = await t.call('GET', `/api/bse_unidade/usuariosDaUnidade/${withUser.codBseUnidade}`, {
      token: gestor,
    });
    expect(await users.json()).toEqual([
      { codBseUsuario: expect.any(Number), nomUsuario: 'Diretora', cstLogin: 'SJCE-0001', codBsePerfil: 3 },
    ]);
  });

  it('deletes an empty unit and frees its prefix in the school', async () => {
    const unit = await unitNamed('Unidade Norte');
    const deleted = await t.call('DELETE', `/api/bse_unidade/${unit.codBseUnidade}`, { token: master });
    expect([deleted.status, await deleted.json()]).toEqual([200, 1]);
    expect((await t.call('GET', `/api/bse_unidade/${unit.codBseUnidade}`, { token: master })).status).toBe(
      404,
    );
    const reused = await post(master, '/api/bse_unidade', {
      nomUnidade: 'Unidade Nova Norte',
      cstTxtPrefixoLogin: 'NO',
      codBseEscola: schoolB,
    });
    expect(await reused.json()).toBe(1);
  });

  it('lists the units of a school, and answers 404 for a school that does not exist', async () => {
    const ofA = await t.call('GET', `/api/bse_unidade/unidadesDaEscola/${schoolA}`, { token: master });
    expect(((await ofA.json()) as Unit[]).map((u) => u.nomUnidade)).toEqual([
      'Unidade Centro',
      'Unidade Jardim',
    ]);
    const unknown = await t.call('GET', '/api/bse_unidade/unidadesDaEscola/999999', { token: master });
    expect(unknown.status).toBe(404);
  });

  it('keeps a school with units from being deleted', async () => {
    const refused = await t.call('DELETE', `/api/bse_escola/${schoolB}`, { token: master });
    expect([refused.status, ((await refused.json()) as ErrorBody).message]).toEqual([
      409,
      'Existem unidades cadastradas nesta escola. Favor apagar esses registros e tentar novamente.',
    ]);
  });
});
