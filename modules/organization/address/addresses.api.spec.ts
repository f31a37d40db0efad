import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '@school/modules/organization';
import { createTestApp, TEST_ADMIN, type TestApp } from '@school/backend/test/app';
import { IdentityService } from '@school/modules/identity/server';
import type { ErrorBody } from '@school/backend/test/api';

/**
 * A local postal-code provider speaking the ViaCEP format: the tests never reach the internet.
 * 01001000 is known; 99999999 answers `erro: true`; 50000000 a 500; 40000000 too late.
 */
function startProvider(): Promise<{ server: Server; url: string; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    const cep = /\/ws\/(\d+)\/json\/$/.exec(request.url ?? '')?.[1] ?? '';
    calls.push(cep);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (cep === '01001000')
      json(200, {
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
      });
    else if (cep === '50000000') json(500, { message: 'down' });
    else if (cep === '40000000') setTimeout(() => json(200, { logradouro: 'tarde demais' }), 2000);
    else json(200, { erro: true });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/ws/{cep}/json/`, calls });
    }),
  );
}

describe('addresses API and the postal-code lookup', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let master: string;
  let gestorA: string;
  let gestorB: string;

  const lookup = (cep: string, headers: Record<string, string> = {}) =>
    t.call('GET', `/api/cep/${cep}`, { token: gestorA, headers });
  const create = async (token: string, body: unknown) =>
    (await (await t.call('POST', '/api/bse_endereco', { token, body })).json()) as Address;

  beforeAll(async () => {
    provider = await startProvider();
    t = await createTestApp('addresses', { POSTAL_CODE_URL: provider.url, POSTAL_CODE_TIMEOUT_MS: '300' });
    master = await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
    const identity = t.app.get(IdentityService);
    for (const [prefix, login] of [
      ['AA', 'AAMT-0001'],
      ['BB', 'BBMT-0001'],
    ] as const) {
      await t.call('POST', '/api/bse_escola', {
        token: master,
        body: { nomEscola: `Escola ${prefix}`, cstTxtPrefixoLogin: prefix },
      });
      const [school] = (await (
        await t.call('GET', `/api/bse_escola?search=Escola ${prefix}`, { token: master })
      ).json()) as { codBseEscola: number }[];
      await identity.createUser(
        {
          cstLogin: login,
          password: 'senha-forte',
          nomUsuario: `Gestor ${prefix}`,
          codBsePerfil: 2,
          codBseEscola: school!.codBseEscola,
          codBseUnidade: null,
        },
        null,
      );
    }
    gestorA = await t.signIn('AAMT-0001', 'senha-forte');
    gestorB = await t.signIn('BBMT-0001', 'senha-forte');
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.server.close(resolve));
  });

  it('looks a postal code up in the form’s fields, with or without the mask', async () => {
    for (const cep of ['01001000', '01001-000']) {
      const found = await lookup(cep);
      expect([found.status, await found.json()]).toEqual([
        200,
        {
          dscCep: '01001000',
          dscRua: 'Praça da Sé',
          dscBairro: 'Sé',
          dscCidade: 'São Paulo',
          dscEstado: 'SP',
        },
      ]);
    }
  });

  it('answers 404 "Endereço não encontrado!" for an unknown code, a failing or a slow provider', async () => {
    for (const cep of ['99999999', '50000000', '40000000']) {
      const started = Date.now();
      const response = await lookup(cep);
      expect([cep, response.status, ((await response.json()) as ErrorBody).message]).toEqual([
        cep,
        404,
        'Endereço não encontrado!',
      ]);
      expect(Date.now() - started).toBeLessThan(1500);
    }
    const english = await lookup('99999999', { 'accept-language': 'en' });
    expect(((await english.json()) as ErrorBody).message).toBe('Address not found!');
  });

  it('refuses a code that is not 8 digits without asking the provider', async () => {
    const before = provider.calls.length;
    const response = await lookup('1234');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors).toEqual([
      { field: 'dscCep', code: 'address.cepFormat', message: 'CEP precisa ter 8 dígitos.' },
    ]);
    expect(provider.calls.length).toBe(before);
  });

  it('creates an address and answers it with its id; changes it; the next GET shows it', async () => {
    const address = await create(gestorA, {
      dscCep: '01001-000',
      dscRua: 'Praça da Sé',
      dscBairro: 'Sé',
      dscCidade: 'São Paulo',
      dscEstado: 'SP',
    });
    expect(address).toEqual({
      codBseEndereco: expect.any(Number),
      dscCep: '01001000',
      dscRua: 'Praça da Sé',
      dscBairro: 'Sé',
      dscCidade: 'São Paulo',
      dscEstado: 'SP',
    });
    const path = `/api/bse_endereco/${address.codBseEndereco}`;
    expect(await (await t.call('GET', path, { token: gestorA })).json()).toEqual(address);
    const changed = await t.call('PUT', path, {
      token: gestorA,
      body: { ...address, dscRua: 'Rua Direita', dscCep: '01002000' },
    });
    expect(await changed.json()).toMatchObject({ dscRua: 'Rua Direita', dscCep: '01002000' });
    expect(await (await t.call('GET', path, { token: gestorA })).json()).toMatchObject({
      dscRua: 'Rua Direita',
    });
  });

  it('lists every field error with the spec messages', async () => {
    const response = await t.call('POST', '/api/bse_endereco', {
      token: gestorA,
      body: { dscCep: '123', dscEstado: 'x'.repeat(51) },
      headers: { 'accept-language': 'es' },
    });
    expect(((await response.json()) as ErrorBody).errors?.map((e) => [e.field, e.message])).toEqual([
      ['dscCep', 'El código postal debe tener 8 dígitos.'],
      ['dscEstado', 'Información inválida.'],
    ]);
  });

  it('keeps a Gestor’s addresses to its school, and hands a Master’s to the school whose unit uses it', async () => {
    const own = await create(gestorA, { dscCep: '01001000', dscRua: 'Rua A' });
    const other = await t.call('GET', `/api/bse_endereco/${own.codBseEndereco}`, { token: gestorB });
    expect(other.status).toBe(404);
    const put = await t.call('PUT', `/api/bse_endereco/${own.codBseEndereco}`, {
      token: gestorB,
      body: { dscCep: '01001000' },
    });
    expect(put.status).toBe(404);

    const masters = await create(master, { dscCep: '01001000', dscRua: 'Rua do Master' });
    expect(
      (await t.call('GET', `/api/bse_endereco/${masters.codBseEndereco}`, { token: gestorB })).status,
    ).toBe(404);
    const [schoolB] = (await (
      await t.call('GET', '/api/bse_escola?search=Escola BB', { token: master })
    ).json()) as {
      codBseEscola: number;
    }[];
    await t.call('POST', '/api/bse_unidade', {
      token: master,
      body: {
        nomUnidade: 'Unidade BB',
        cstTxtPrefixoLogin: 'UB',
        codBseEscola: schoolB!.codBseEscola,
        codBseEndereco: masters.codBseEndereco,
      },
    });
    expect(
      (await t.call('GET', `/api/bse_endereco/${masters.codBseEndereco}`, { token: gestorB })).status,
    ).toBe(200);
  });

  it('refuses to delete an address in use; deletes it once free', async () => {
    const address = await create(gestorA, { dscCep: '01001000', dscRua: 'Rua da Unidade' });
    await t.call('POST', '/api/bse_unidade', {
      token: gestorA,
      body: {
        nomUnidade: 'Unidade Endereçada',
        cstTxtPrefixoLogin: 'EN',
        codBseEndereco: address.codBseEndereco,
      },
    });
    const path = `/api/bse_endereco/${address.codBseEndereco}`;
    const refused = await t.call('DELETE', path, { token: gestorA });
    expect([refused.status, ((await refused.json()) as ErrorBody).message]).toEqual([
      409,
      'O registro não pode ser apagado por dependências no banco de dados',
    ]);
    const [unit] = (await (
      await t.call('GET', '/api/bse_unidade?search=Endereçada', { token: gestorA })
    ).json()) as {
      codBseUnidade: number;
    }[];
    await t.call('PUT', `/api/bse_unidade/${unit!.codBseUnidade}`, {
      token: gestorA,
      body: { nomUnidade: 'Unidade Endereçada', codBseEndereco: null },
    });
    const deleted = await t.call('DELETE', path, { token: gestorA });
    expect([deleted.status, await deleted.json()]).toEqual([200, 1]);
    expect((await t.call('GET', path, { token: gestorA })).status).toBe(404);
  });
});
