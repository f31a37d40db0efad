import { readdir, readFile } from 'node:fs/promises';
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

  /**
   * Bytes that are not UTF-8, where a decoder would put U+FFFD: a byte that never starts a
   * character, an overlong NUL, and a UTF-16 surrogate written as CESU-8 does.
   */
  const NOT_UTF8 = {
    'FF FE': [0xff, 0xfe],
    'overlong C0 80': [0xc0, 0x80],
    'CESU ED A0 80': [0xed, 0xa0, 0x80],
  } as const;
  const text = (bytes: readonly number[]) =>
    Buffer.concat([Buffer.from('Aluno '), Buffer.from(bytes), Buffer.from(' ação')]);

  /** A body posted as is, bytes and all. */
  const post = (path: string, body: Buffer, contentType: string, token = u.gestorA.token) =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      body,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': contentType,
      },
    });

  /** A multipart body written by hand (FormData would encode its text as UTF-8): text fields, then the file. */
  const BOUNDARY = 'utf8-check-boundary';
  const multipart = (
    fields: [name: string, value: Buffer][],
    file?: { field: string; name: Buffer; bytes: Buffer },
  ) =>
    Buffer.concat([
      ...fields.flatMap(([name, value]) => [
        Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n`),
        value,
        Buffer.from('\r\n'),
      ]),
      ...(file
        ? [
            Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${file.field}"; filename="`),
            file.name,
            Buffer.from('"\r\ncontent-type: image/jpeg\r\n\r\n'),
            file.bytes,
            Buffer.from('\r\n'),
          ]
        : []),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
  const FORM = `multipart/form-data; boundary=${BOUNDARY}`;

  type Sent = [name: string, send: (bad: Buffer) => Promise<Response>];
  const sends: Sent[] = [
    [
      'a JSON body (a chat message)',
      (bad) =>
        post(
          '/api/cht_mensagem',
          Buffer.concat([
            Buffer.from(`{"codChtSala":${o.classes.a1 * 2},"txtMensagem":"`),
            bad,
            Buffer.from('"}'),
          ]),
          'application/json',
          u.alunoA1.token,
        ),
    ],
    [
      'a JSON body (a user)',
      (bad) =>
        post(
          '/api/bse_usuario',
          Buffer.concat([
            Buffer.from(`{"cstLogin":"AB12-0998","txtSenha":"senha-forte","codBsePerfil":3,`),
            Buffer.from(`"codBseEscola":${o.schools.a},"codBseUnidade":${o.units.a1},"nomUsuario":"`),
            bad,
            Buffer.from('"}'),
          ]),
          'application/json; charset=utf-8',
        ),
    ],
    [
      'a multipart text field (the user form)',
      (bad) =>
        post(
          '/api/bse_usuario',
          multipart([
            ['cstLogin', Buffer.from('AB12-0997')],
            ['txtSenha', Buffer.from('senha-forte')],
            ['codBsePerfil', Buffer.from('3')],
            ['codBseEscola', Buffer.from(String(o.schools.a))],
            ['codBseUnidade', Buffer.from(String(o.units.a1))],
            ['nomUsuario', bad],
          ]),
          FORM,
        ),
    ],
    [
      'a multipart text field (an upload’s caption)',
      async (bad) =>
        post(
          '/api/files/images',
          multipart([['legenda', bad]], { field: 'file', name: Buffer.from('a.jpg'), bytes: await jpeg() }),
          FORM,
        ),
    ],
    [
      'an uploaded file’s name',
      async (bad) =>
        post(
          '/api/files/images',
          multipart([], {
            field: 'file',
            name: Buffer.concat([bad, Buffer.from('.jpg')]),
            bytes: await jpeg(),
          }),
          FORM,
        ),
    ],
  ];
  const jpeg = () => readFile(fixturePath('images/Landscape_5.jpg'));
  const notUtf8Cases = sends.flatMap(([name, send]) =>
    Object.entries(NOT_UTF8).map(([kind, bytes]) => ({ name, kind, send: () => send(text(bytes)) })),
  );

  it.each(notUtf8Cases)(
    'refuses $kind (not UTF-8) in $name with 400 "Informações inválidas.", storing nothing',
    async ({ send }) => {
      const head = await t.store.headPosition();
      const files = await fileCount();
      const response = await send();
      const answer = (await response.json()) as { code: string; message: string };
      expect([response.status, answer.code, answer.message]).toEqual([400, 'generic.invalid', INVALID.pt]);
      expect(await t.store.headPosition()).toBe(head);
      expect(await fileCount()).toBe(files);
    },
  );

  it('still takes well-formed UTF-8 beside them, and a U+FFFD a JSON client wrote as an escape', async () => {
    const message = await post(
      '/api/cht_mensagem',
      Buffer.from(`{"codChtSala":${o.classes.a1 * 2},"txtMensagem":"ação 🇧🇷 \\ufffd"}`),
      'application/json',
      u.alunoA1.token,
    );
    expect(message.status).toBe(200);
    const files = await fileCount();
    const upload = await post(
      '/api/files/images',
      multipart([['legenda', Buffer.from('Paisagem, ação 🇧🇷')]], {
        field: 'file',
        name: Buffer.from('paisagem-ação.jpg'),
        bytes: await jpeg(),
      }),
      FORM,
    );
    expect(upload.status).toBe(202);
    expect(await fileCount()).toBe(files + 1);
  });

  /** The files stored on disk (originals and scaled copies): a refused upload adds none. */
  async function fileCount(): Promise<number> {
    const entries = await readdir(t.config.FILES_DIR, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).length;
  }

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
