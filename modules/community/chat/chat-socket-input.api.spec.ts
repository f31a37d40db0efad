import { Writable } from 'node:stream';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS } from '@school/modules/community';
import { translate, type MessageCode } from '@school/modules/kernel';
import { closeTestApps, createTestApp, type TestApp } from '@school/backend/test/app';
import { openSocket } from '@school/backend/test/sockets';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';

/** The app's log lines at error level (pino's 50 and above). */
const errorLines: string[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n'))
      if (line && (JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line);
    done();
  },
});

const INVALID = { pt: 'Informações inválidas.', en: 'Invalid information.', es: 'Información inválida.' };

/**
 * Whatever a client sends on the /chat socket, the acknowledgement is a refusal with the broken
 * field's message in the socket's language: never `generic.server`, never an error in the log,
 * nothing stored.
 */
describe('bad payloads on the /chat socket', () => {
  let t: TestApp;
  let o: Organization;
  const sockets: Socket[] = [];
  const room = (classId: number) => classId * 2;
  const message = { login: 'x', nome: 'x', horario: '2026-12-02T10:00:00.000Z', conteudo: 'Olá' };

  beforeAll(async () => {
    t = await createTestApp('chat-socket-input', {}, { logDestination: destination });
    o = await buildOrganization(t);
  });
  afterAll(() => closeTestApps(sockets, t));

  const cases: { event: string; payload: unknown; code: MessageCode }[] = [
    ...[null, 42, 'texto', [], true].flatMap((payload) => [
      { event: CHAT_EVENTS.toServer, payload, code: 'generic.invalid' as const },
      { event: CHAT_EVENTS.requestSync, payload, code: 'generic.invalid' as const },
    ]),
    { event: CHAT_EVENTS.toServer, payload: { ...message, sala: 0, id: '' }, code: 'chat.roomNotFound' },
    { event: CHAT_EVENTS.toServer, payload: { ...message, sala: -1 }, code: 'chat.roomNotFound' },
    { event: CHAT_EVENTS.toServer, payload: { ...message, sala: 2 ** 31 }, code: 'chat.roomNotFound' },
    { event: CHAT_EVENTS.requestSync, payload: { sala: 2 ** 31 }, code: 'chat.roomNotFound' },
    { event: CHAT_EVENTS.requestSync, payload: { sala: 1, depois: 2 ** 31 }, code: 'generic.invalid' },
    { event: CHAT_EVENTS.toServer, payload: { ...message, sala: 1, conteudo: 42 }, code: 'chat.blank' },
    { event: CHAT_EVENTS.toServer, payload: { ...message, sala: 1, id: '' }, code: 'generic.invalid' },
    {
      event: CHAT_EVENTS.toServer,
      payload: { ...message, sala: 1, id: 'x'.repeat(101) },
      code: 'generic.invalid',
    },
    { event: CHAT_EVENTS.toServer, payload: { ...message, sala: 1, id: 42 }, code: 'generic.invalid' },
    { event: CHAT_EVENTS.toServer, payload: { ...message, sala: 1, login: {} }, code: 'generic.invalid' },
    { event: CHAT_EVENTS.requestSync, payload: { sala: 'x' }, code: 'chat.roomNotFound' },
    { event: CHAT_EVENTS.requestSync, payload: { sala: 1, depois: -1 }, code: 'generic.invalid' },
    {
      event: CHAT_EVENTS.requestSync,
      payload: { sala: 1, depois: 'x'.repeat(101) },
      code: 'generic.invalid',
    },
  ];

  it.each(['pt', 'en', 'es'] as const)(
    'acknowledges every bad payload of every event with the field’s message (%s), logs no error, stores nothing',
    async (language) => {
      const socket = await openSocket(`${t.url}/chat`, o.users.alunoA1.token, sockets, CHAT_EVENTS.users, {
        'accept-language': language,
      });
      const head = await t.store.headPosition();
      const acks: unknown[] = [];
      for (const { event, payload } of cases) acks.push(await socket.emitWithAck(event, payload));
      // A room the caller is in, and the right message: the socket still works after the refusals.
      const sent = (await socket.emitWithAck(CHAT_EVENTS.toServer, {
        ...message,
        sala: room(o.classes.a1),
        id: `ok-${language}`,
      })) as { ok: boolean };
      expect(sent.ok).toBe(true);
      expect(acks).toEqual(
        cases.map(({ code }) => ({ ok: false, code, message: translate(code, language) })),
      );
      expect(acks[0]).toMatchObject({ message: INVALID[language] });
      expect(errorLines).toEqual([]);
      // Only the right message was appended.
      const after = await t.store.readAll({ after: head, maxCount: 100 });
      expect(after.map((e) => e.type)).toEqual(['ChatMessageSent']);
    },
  );

  it('answers in the language picked in the app over the browser’s (auth.language), as the web client sends it', async () => {
    const socket = await openSocket(
      `${t.url}/chat`,
      o.users.alunoA1.token,
      sockets,
      CHAT_EVENTS.users,
      { 'accept-language': 'pt' },
      { language: 'es' },
    );
    const { event, payload, code } = cases[0]!;
    expect(await socket.emitWithAck(event, payload)).toEqual({
      ok: false,
      code,
      message: translate(code, 'es'),
    });
  });
});
