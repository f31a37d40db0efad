import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@school/modules/community';
import { createTestApp, type TestApp } from '../../test/app.js';
import { json, type ErrorBody } from '../../test/api.js';
import { buildOrganization, type Organization } from '../../test/organization.fixture.js';

const REUSED = {
  pt: 'Esta chave de idempotência (Idempotency-Key) já foi usada em outra requisição. Envie esta com uma chave nova.',
  en: 'This Idempotency-Key was already used for another request. Send this one with a new key.',
  es: 'Esta clave de idempotencia (Idempotency-Key) ya se usó en otra solicitud. Envíe esta con una clave nueva.',
} as const;

/**
 * An `Idempotency-Key` names one request: a repeat of it (same route, same body) gets the first
 * answer; the key with another body or another route is refused, and nothing is stored.
 */
describe('an Idempotency-Key used again for another request', () => {
  let t: TestApp;
  let o: Organization;
  const room = (classId: number) => classId * 2;

  beforeAll(async () => {
    t = await createTestApp('idempotency-reuse');
    o = await buildOrganization(t);
  });
  afterAll(() => t?.close());

  const send = (key: string, codChtSala: number, txtMensagem: string, language = 'pt') =>
    t.call('POST', '/api/cht_mensagem', {
      token: o.users.professorA1.token,
      body: { codChtSala, txtMensagem },
      headers: { 'idempotency-key': key, 'accept-language': language },
    });
  const history = async (codChtSala: number) =>
    (
      await json<ChatMessage[]>(
        await t.call('GET', `/api/cht_mensagem/listarMinhasMensagens/x?codChtSala=${codChtSala}`, {
          token: o.users.professorA1.token,
        }),
      )
    ).map((m) => m.txtMensagem);
  const storedAnswer = async (key: string) =>
    t.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).execute();

  it('replays the first answer to the same body, and appends nothing', async () => {
    const first = await send('same-body', room(o.classes.a1), 'Bom dia');
    const head = await t.store.headPosition();
    const again = await send('same-body', room(o.classes.a1), 'Bom dia');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await json<ChatMessage>(again)).toEqual(await json<ChatMessage>(first));
    expect(await t.store.headPosition()).toBe(head);
  });

  const cases: {
    name: string;
    language: keyof typeof REUSED;
    again: (key: string) => Promise<Response>;
  }[] = [
    {
      name: 'another room (the message first sent to A1)',
      language: 'pt',
      again: (key) => send(key, room(o.classes.a1b), 'Olá, turma', 'pt'),
    },
    {
      name: 'another text in the same room',
      language: 'en',
      again: (key) => send(key, room(o.classes.a1), 'Tchau, turma', 'en'),
    },
    {
      name: 'another route',
      language: 'es',
      again: (key) =>
        t.call('DELETE', '/api/cht_mensagem/999999', {
          token: o.users.professorA1.token,
          headers: { 'idempotency-key': key, 'accept-language': 'es' },
        }),
    },
  ];

  it.each(cases)(
    'refuses the key with $name: 422, and every store as it was',
    async ({ name, language, again }) => {
      const key = `reused-${name}`;
      expect((await send(key, room(o.classes.a1), 'Olá, turma')).status).toBe(200);
      const head = await t.store.headPosition();
      const stored = await storedAnswer(key);
      const histories = [await history(room(o.classes.a1)), await history(room(o.classes.a1b))];

      const refused = await again(key);
      expect(refused.status).toBe(422);
      expect(await json<ErrorBody>(refused)).toEqual({
        status: 422,
        code: 'generic.idempotencyKeyReused',
        message: REUSED[language],
      });
      expect(await t.store.headPosition()).toBe(head);
      expect(await storedAnswer(key)).toEqual(stored);
      expect([await history(room(o.classes.a1)), await history(room(o.classes.a1b))]).toEqual(histories);
    },
  );
});
