import { readFile } from 'node:fs/promises';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAck } from '@school/modules/community';
import { createTestApp, type TestApp } from '../../test/app.js';
import { fixturePath } from '../../test/fixtures.js';
import { buildOrganization, type Organization } from '../../test/organization.fixture.js';

const INVALID = {
  pt: 'Informações inválidas.',
  en: 'Invalid information.',
  es: 'Información inválida.',
} as const;

/** A NUL and a lone surrogate: valid JSON, text PostgreSQL refuses ("invalid byte sequence", "unsupported Unicode escape"). */
const BAD = { nul: 'a\u0000b', surrogate: 'a\uD800b' } as const;

/**
 * Text no store can keep is a 400 "Informações inválidas." at the edge, for bodies, queries and
 * socket events alike, and nothing is stored: never PostgreSQL's error as a 500.
 */
describe('text no store can keep (NUL, lone surrogates)', () => {
  let t: TestApp;
  let o: Organization;
  let u: Organization['users'];

  beforeAll(async () => {
    t = await createTestApp('unstorable-text');
    o = await buildOrganization(t);
    u = o.users;
  });
  afterAll(() => t?.close());

  type Route = [
    name: string,
    method: string,
    path: (bad: string) => string,
    token: () => string | undefined,
    body?: (bad: string) => unknown,
  ];
  const routes: Route[] = [
    [
      'the users’ search filter',
      'GET',
      (bad) => `/api/bse_usuario?search=${encodeURIComponent(bad)}`,
      () => u.gestorA.token,
    ],
    [
      'the access audit’s login filter',
      'GET',
      (bad) => `/api/auditoria/acessos?login=${encodeURIComponent(bad)}`,
      () => u.master.token,
    ],
    [
      'sign-in',
      'POST',
      () => '/api/auth/login',
      () => undefined,
      (bad) => ({ username: `AB${bad}`, password: 'x' }),
    ],
    [
      'a chat message',
      'POST',
      () => '/api/cht_mensagem',
      () => u.alunoA1.token,
      (bad) => ({ codChtSala: o.classes.a1 * 2, txtMensagem: bad }),
    ],
    [
      'a forum topic',
      'POST',
      () => '/api/frm_topico',
      () => u.gestorA.token,
      (bad) => ({ codFrmSala: 4, txtTopico: bad, dscTopico: 'Mensagem' }),
    ],
    [
      'a forum reply',
      'POST',
      () => '/api/frm_postagem',
      () => u.professorA1.token,
      (bad) => ({ codFrmTopico: 1, txtPostagem: bad }),
    ],
    [
      'a calendar event',
      'POST',
      () => '/api/cld_calendario',
      () => u.master.token,
      (bad) => ({
        dscTitulo: bad,
        hexCorEvento: '#00baf2',
        datEvento: '2026-12-01T14:00:00-03:00',
        indPrivado: 'N',
        perfis: [1, 2, 3, 4, 5, 6],
        codBseTurma: null,
      }),
    ],
    [
      'answers',
      'POST',
      () => '/api/bse_questao_resposta',
      () => u.alunoA1.token,
      (bad) => [{ codBseAtividade: 1, codBseTurma: o.classes.a1, codBseQuestao: 1, resResposta: bad }],
    ],
    [
      'a key of a body',
      'POST',
      () => '/api/cht_mensagem',
      () => u.alunoA1.token,
      (bad) => ({ codChtSala: o.classes.a1 * 2, txtMensagem: 'oi', [bad]: 1 }),
    ],
  ];
  // A query carries NUL (%00); a lone surrogate cannot even be percent-encoded in UTF-8.
  const cases = routes.flatMap(([name, method, path, token, body]) =>
    (Object.entries(BAD) as [keyof typeof BAD, string][])
      .filter(([kind]) => body || kind === 'nul')
      .flatMap(([kind, bad]) =>
        (['pt', 'en', 'es'] as const).map((language) => ({
          name,
          kind,
          language,
          method,
          path: () => path(bad),
          token,
          body: () => body?.(bad),
        })),
      ),
  );

  it.each(cases)(
    'refuses $kind in $name with 400 in $language, storing nothing',
    async ({ method, path, token, body, language }) => {
      const head = await t.store.headPosition();
      const response = await t.call(method, path(), {
        token: token(),
        body: body(),
        headers: { 'accept-language': language },
      });
      const answer = (await response.json()) as { code: string; message: string };
      expect([response.status, answer.code, answer.message]).toEqual([
        400,
        'generic.invalid',
        INVALID[language],
      ]);
      expect(await t.store.headPosition()).toBe(head);
    },
  );

  // A form travels as UTF-8, where a lone surrogate cannot even be written (it arrives as U+FFFD).
  it.each([['nul', BAD.nul]])(
    'refuses %s in a multipart form’s text fields, storing nothing',
    async (_kind, bad) => {
      const head = await t.store.headPosition();
      const user = new FormData();
      user.append('cstLogin', 'AB12-0999');
      user.append('nomUsuario', `Aluno ${bad}`);
      user.append('codBsePerfil', '6');
      const upload = new FormData();
      upload.append('legenda', bad);
      upload.append('file', new Blob([await readFile(fixturePath('images/Landscape_5.jpg'))]), 'a.jpg');
      for (const [path, body] of [
        ['/api/bse_usuario', user],
        ['/api/files/images', upload],
      ] as const) {
        const response = await fetch(`${t.url}${path}`, {
          method: 'POST',
          body,
          headers: { authorization: `Bearer ${u.gestorA.token}`, 'accept-language': 'en' },
        });
        const answer = (await response.json()) as { code: string; message: string };
        expect([path, response.status, answer.code, answer.message]).toEqual([
          path,
          400,
          'generic.invalid',
          INVALID.en,
        ]);
      }
      expect(await t.store.headPosition()).toBe(head);
    },
  );

  it('acknowledges a chat event carrying such text with the same refusal, and stores nothing', async () => {
    const socket: Socket = io(`${t.url}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: u.alunoA1.token },
      extraHeaders: { 'accept-language': 'es' },
    });
    try {
      const head = await t.store.headPosition();
      for (const bad of Object.values(BAD)) {
        const ack = (await socket.emitWithAck('chatToServer', {
          sala: o.classes.a1 * 2,
          conteudo: bad,
          id: bad,
        })) as ChatAck;
        expect(ack).toEqual({ ok: false, code: 'generic.invalid', message: INVALID.es });
      }
      expect(await t.store.headPosition()).toBe(head);
      // A well-formed message still goes through on the same socket.
      expect(
        await socket.emitWithAck('chatToServer', { sala: o.classes.a1 * 2, conteudo: 'oi 🇧🇷' }),
      ).toMatchObject({ ok: true });
    } finally {
      socket.disconnect();
    }
  });
});
