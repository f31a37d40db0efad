import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@school/backend/config/config';
import { ViaCepPostalCodeProvider } from './viacep-postal-code.provider.js';

/** Answers by code: the ViaCEP shapes, and the ways a provider fails. */
const ANSWERS: Record<string, (response: import('node:http').ServerResponse) => void> = {
  '01001000': (r) =>
    r.end(
      JSON.stringify({
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
      }),
    ),
  '70000000': (r) => r.end(JSON.stringify({ cep: '70000-000', localidade: 'Brasília', uf: 'DF' })),
  '99999999': (r) => r.end(JSON.stringify({ erro: true })),
  '88888888': (r) => r.end(JSON.stringify({ erro: 'true' })),
  '50000000': (r) => {
    r.statusCode = 500;
    r.end('{}');
  },
  '60000000': (r) => r.end('<html>not json</html>'),
  '40000000': (r) => setTimeout(() => r.end('{}'), 1000),
};

let server: Server;
let port: number;

const provider = (url: string) =>
  new ViaCepPostalCodeProvider(loadConfig({ POSTAL_CODE_URL: url, POSTAL_CODE_TIMEOUT_MS: '200' }));

beforeAll(async () => {
  server = createServer((request, response) => {
    const cep = /\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1] ?? '';
    (ANSWERS[cep] ?? ((r) => r.end('{"erro": true}')))(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('ViaCEP postal-code provider', () => {
  it('maps a ViaCEP record to the address form’s fields, missing fields as empty text', async () => {
    const viaCep = provider(`http://127.0.0.1:${port}/ws/{cep}/json/`);
    expect(await viaCep.lookup('01001000')).toEqual({
      dscCep: '01001000',
      dscRua: 'Praça da Sé',
      dscBairro: 'Sé',
      dscCidade: 'São Paulo',
      dscEstado: 'SP',
    });
    expect(await viaCep.lookup('70000000')).toMatchObject({
      dscRua: '',
      dscBairro: '',
      dscCidade: 'Brasília',
    });
  });

  it.each(['99999999', '88888888', '50000000', '60000000', '40000000'])(
    'knows nothing of %s',
    async (cep) => {
      const started = Date.now();
      expect(await provider(`http://127.0.0.1:${port}/ws/{cep}/json/`).lookup(cep)).toBeNull();
      expect(Date.now() - started).toBeLessThan(900);
    },
  );

  it('knows nothing when the provider is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await provider(`http://127.0.0.1:${closedPort}/ws/{cep}/json/`).lookup('01001000')).toBeNull();
  });
});
