import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@school/modules/kernel';
import type { ChangeAvatarAnswer, MyData } from '@school/modules/identity';
import { createTestApp, createUsers, TEST_ADMIN, type TestApp } from '@school/backend/test/app';
import type { ErrorBody } from '@school/backend/errors/error.filter';
import { CommandBus } from '@nestjs/cqrs';
import { SetUserActiveCommand } from '../user/set-user-active.handler.js';
import { fixturePath } from '@school/backend/test/fixtures';

const JPEG = 'Landscape_5.jpg';
const WEBP = 'animated-loop-3.webp';
/** A 1 x 1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const PASSWORD = 'senha-antiga';
const USERS = {
  aluno: { cstLogin: 'CFGA-0001', codBsePerfil: 6 },
  professor: { cstLogin: 'CFGA-0002', codBsePerfil: 5 },
  gestor: { cstLogin: 'CFGA-0003', codBsePerfil: 2 },
  assistente: { cstLogin: 'CFGA-0004', codBsePerfil: 7 },
  gone: { cstLogin: 'CFGA-0005', codBsePerfil: 6 },
} as const satisfies Record<string, { cstLogin: string; codBsePerfil: Profile }>;
type Name = keyof typeof USERS;

let t: TestApp;
const ids = {} as Record<Name, number>;
const tokens = {} as Record<Name, string>;
let png: Buffer;
const sockets: Socket[] = [];

function changePassword(token: string | null, body: unknown, headers: Record<string, string> = {}) {
  return t.call('POST', '/api/bse_usuario/changePassword', { ...(token ? { token } : {}), body, headers });
}

function changeData(
  token: string | null,
  files: { name: string; bytes: Uint8Array; field?: string }[],
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const f of files) form.append(f.field ?? 'imgAvatar', new Blob([f.bytes]), f.name);
  return fetch(`${t.url}/api/bse_usuario/changeData`, {
    method: 'POST',
    body: form,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

const fixture = (name: string) => readFile(fixturePath(`images/${name}`));

const myDataResponse = (token: string) => t.call('GET', '/api/bse_usuario/getMeusDados/x', { token });

async function myData(token: string): Promise<MyData> {
  const response = await myDataResponse(token);
  expect(response.status).toBe(200);
  return (await response.json()) as MyData;
}

async function streamTypes(name: Name): Promise<string[]> {
  return (await t.store.readStream(`user-${ids[name]}`)).map((e) => e.type);
}

async function originals(): Promise<string[]> {
  return readdir(join(t.config.FILES_DIR, 'originals')).catch(() => []);
}

/** The realtime events a signed-in user's socket receives. */
async function listen(token: string): Promise<{ event: string; payload: { id?: string } }[]> {
  const received: { event: string; payload: { id?: string } }[] = [];
  const socket = io(t.url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  socket.onAny((event: string, payload: { id?: string }) => received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return received;
}

async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  t = await createTestApp('settings');
  Object.assign(ids, await createUsers(t, USERS, PASSWORD));
  for (const [name, user] of Object.entries(USERS) as [Name, (typeof USERS)[Name]][])
    tokens[name] = await t.signIn(user.cstLogin, PASSWORD);
  await t.app.get(CommandBus).execute(new SetUserActiveCommand(ids.gone, false, null));
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

describe('POST /api/bse_usuario/changePassword', () => {
  const expectRefusal = async (response: Response, code: string, message: string) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body).toMatchObject({ status: 400, code, message });
    return body;
  };
  /** The Aluno's change refused with `code`, in pt (no language asked for) and in `language`. */
  const expectRefusalIn = async (
    body: object,
    code: string,
    pt: string,
    language: string,
    translated: string,
  ) => {
    await expectRefusal(await changePassword(tokens.aluno, body), code, pt);
    await expectRefusal(
      await changePassword(tokens.aluno, body, { 'accept-language': language }),
      code,
      translated,
    );
  };

  it('requires both passwords, with the first missing one as the message and every field listed', async () => {
    const body = await expectRefusal(
      await changePassword(tokens.aluno, {}),
      'password.currentRequired',
      'Informe a senha atual.',
    );
    expect(body.errors).toEqual([
      { field: 'actualPassword', code: 'password.currentRequired', message: 'Informe a senha atual.' },
      { field: 'newPassword', code: 'password.newRequired', message: 'Informe a nova senha.' },
    ]);
  });

  it('asks for at least 5 characters', async () => {
    await expectRefusal(
      await changePassword(tokens.aluno, { actualPassword: PASSWORD, newPassword: 'abcd' }),
      'login.passwordMin',
      'A senha deve ter no mínimo 5 caracteres.',
    );
  });

  it('refuses a new password equal to the current one, in pt and en', async () => {
    const body = { actualPassword: PASSWORD, newPassword: PASSWORD };
    await expectRefusalIn(
      body,
      'password.sameAsCurrent',
      'A nova senha deve ser diferente da senha atual.',
      'en-US,en;q=0.9',
      'The new password must be different from the current password.',
    );
  });

  it('refuses a confirmation that differs from the new password', async () => {
    await expectRefusal(
      await changePassword(tokens.aluno, {
        actualPassword: PASSWORD,
        newPassword: 'senha-nova',
        confirmation: 'senha-outra',
      }),
      'password.confirmationMismatch',
      'A confirmação deve ser igual à nova senha.',
    );
  });

  it('refuses a wrong current password with 400 (not 401: the session stays), in pt and es', async () => {
    const body = { actualPassword: 'senha-errada', newPassword: 'senha-nova' };
    await expectRefusalIn(
      body,
      'password.currentWrong',
      'Senha atual incorreta.',
      'es',
      'La contraseña actual es incorrecta.',
    );
    expect(await streamTypes('aluno')).toEqual(['UserCreated']);
    // A refused change is no failed sign-in: the password still opens the session.
    expect(await t.signIn(USERS.aluno.cstLogin, PASSWORD)).toEqual(expect.any(String));
  });

  it('changes the password: 200 {ok: true} with a fresh token, the new one signs in, the old one is refused', async () => {
    const response = await changePassword(tokens.aluno, {
      actualPassword: PASSWORD,
      newPassword: 'senha-nova',
      confirmation: 'senha-nova',
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { ok: boolean; access_token: string };
    expect(answer).toEqual({ ok: true, access_token: expect.any(String) });
    // The change ended the old token; this device goes on with the fresh one.
    expect((await myDataResponse(tokens.aluno)).status).toBe(401);
    tokens.aluno = answer.access_token;

    const signIn = (password: string) =>
      t.call('POST', '/api/auth/login', { body: { username: USERS.aluno.cstLogin, password } });
    expect((await signIn('senha-nova')).status).toBe(202);
    const old = await signIn(PASSWORD);
    expect(old.status).toBe(401);
    expect(await old.json()).toMatchObject({ code: 'login.invalidCredentials' });

    const events = await t.store.readStream(`user-${ids.aluno}`);
    expect(events.map((e) => e.type)).toEqual(['UserCreated', 'UserPasswordChanged']);
    const changed = events[1]!;
    expect(changed.data).toEqual({
      codBseUsuario: ids.aluno,
      passwordHash: expect.stringMatching(/^\$argon2id\$/),
    });
    expect(JSON.stringify(changed.data)).not.toContain('senha-nova');
    expect(changed.metadata).toMatchObject({ actorId: ids.aluno, actorProfile: 6 });

    // The old password is no longer the current one.
    await expectRefusal(
      await changePassword(tokens.aluno, { actualPassword: PASSWORD, newPassword: 'senha-terceira' }),
      'password.currentWrong',
      'Senha atual incorreta.',
    );
  });

  it('changes the caller’s own password only, whatever the body names', async () => {
    const response = await changePassword(tokens.professor, {
      actualPassword: PASSWORD,
      newPassword: 'senha-do-professor',
      codBseUsuario: 1,
      cstLogin: TEST_ADMIN.login,
    });
    expect(response.status).toBe(200);
    tokens.professor = ((await response.json()) as { access_token: string }).access_token;
    expect(await t.signIn(USERS.professor.cstLogin, 'senha-do-professor')).toEqual(expect.any(String));
    expect(await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password)).toEqual(expect.any(String));
  });

  it('refuses (401) a token that outlived its user’s deactivation', async () => {
    const response = await changePassword(tokens.gone, {
      actualPassword: PASSWORD,
      newPassword: 'senha-nova',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'generic.unauthenticated' });
    expect(await streamTypes('gone')).toEqual(['UserCreated', 'UserDeactivated']);
  });

  it('needs a token (401) and is not for the Assistente (403)', async () => {
    const body = { actualPassword: PASSWORD, newPassword: 'senha-nova' };
    expect((await changePassword(null, body)).status).toBe(401);
    const forbidden = await changePassword(tokens.assistente, body);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: 'generic.forbidden' });
    expect(await t.signIn(USERS.assistente.cstLogin, PASSWORD)).toEqual(expect.any(String));
  });
});

describe('POST /api/bse_usuario/changeData', () => {
  it('takes a JPEG: 202, the avatar in the own data at once, scaled to at most 480 x 640 JPEG', async () => {
    const received = await listen(tokens.gestor);
    expect((await myData(tokens.gestor)).imgAvatar).toBeNull();

    const response = await changeData(tokens.gestor, [{ name: JPEG, bytes: await fixture(JPEG) }]);
    expect(response.status).toBe(202);
    expect(response.headers.get('x-read-model')).toBe('settled');
    const body = (await response.json()) as ChangeAvatarAnswer;
    expect(body).toEqual({
      imgAvatar: expect.stringMatching(UUID),
      url: `/api/files/${body.imgAvatar}`,
      status: 'processing',
    });

    expect((await myData(tokens.gestor)).imgAvatar).toBe(body.imgAvatar);
    const events = await t.store.readStream(`user-${ids.gestor}`);
    expect(events.map((e) => e.type)).toEqual(['UserCreated', 'UserAvatarChanged']);
    expect(events[1]!.data).toEqual({ codBseUsuario: ids.gestor, imgAvatar: body.imgAvatar });
    expect(await originals()).toContain(`${body.imgAvatar}.jpg`);

    const done = await waitFor(
      () => received.find((e) => e.payload?.id === body.imgAvatar && e.event !== 'image:progress'),
      'the scaled avatar',
    );
    expect(done).toMatchObject({ event: 'image:done', payload: { id: body.imgAvatar, url: body.url } });
    const served = await t.call('GET', body.url, { token: tokens.gestor });
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThanOrEqual(480);
    expect(meta.height).toBeLessThanOrEqual(640);
  });

  it('takes a PNG, which replaces the earlier avatar, and scales it to a JPEG too', async () => {
    const before = (await myData(tokens.gestor)).imgAvatar;
    const response = await changeData(tokens.gestor, [{ name: 'avatar.png', bytes: png }]);
    expect(response.status).toBe(202);
    const body = (await response.json()) as ChangeAvatarAnswer;
    expect(body.imgAvatar).not.toBe(before);
    expect((await myData(tokens.gestor)).imgAvatar).toBe(body.imgAvatar);
    expect(await originals()).toContain(`${body.imgAvatar}.png`);

    const served = await waitFor(async () => {
      const r = await t.call('GET', body.url, { token: tokens.gestor });
      return r.status === 200 ? Buffer.from(await r.arrayBuffer()) : undefined;
    }, 'the scaled PNG');
    expect(await sharp(served).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
  });

  it('refuses webp and gif by content (also under a .jpg name), in pt and es, and records nothing', async () => {
    const before = await originals();
    const webp = await changeData(tokens.professor, [{ name: 'foto.jpg', bytes: await fixture(WEBP) }]);
    expect(webp.status).toBe(400);
    expect(await webp.json()).toEqual({
      status: 400,
      code: 'avatar.format',
      message: 'A imagem deve ser jpeg ou png.',
    });
    const gif = await changeData(tokens.professor, [{ name: 'foto.gif', bytes: GIF }], {
      'accept-language': 'es',
    });
    expect(gif.status).toBe(400);
    expect(await gif.json()).toEqual({
      status: 400,
      code: 'avatar.format',
      message: 'La imagen debe ser jpeg o png.',
    });
    expect(await originals()).toEqual(before);
    expect(await streamTypes('professor')).not.toContain('UserAvatarChanged');
    expect((await myData(tokens.professor)).imgAvatar).toBeNull();
  });

  it('refuses two images with "Permitido somente 1 imagem."', async () => {
    const jpeg = await fixture(JPEG);
    const response = await changeData(tokens.professor, [
      { name: 'a.jpg', bytes: jpeg },
      { name: 'b.png', bytes: png },
    ]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      code: 'file.onlyOne',
      message: 'Permitido somente 1 imagem.',
    });
    expect((await myData(tokens.professor)).imgAvatar).toBeNull();
  });

  it('refuses a form without the image in `imgAvatar`', async () => {
    const other = await changeData(tokens.professor, [
      { name: 'a.jpg', bytes: await fixture(JPEG), field: 'file' },
    ]);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: 'file.missing', message: 'Nenhum arquivo enviado.' });
    const none = await changeData(tokens.professor, []);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: 'file.missing' });
  });

  it('refuses a deactivated user (401) before storing anything', async () => {
    const before = await originals();
    const response = await changeData(tokens.gone, [{ name: 'a.png', bytes: png }]);
    expect(response.status).toBe(401);
    expect(await originals()).toEqual(before);
  });

  it('needs a token (401) and is not for the Assistente (403)', async () => {
    expect((await changeData(null, [{ name: 'a.png', bytes: png }])).status).toBe(401);
    const forbidden = await changeData(tokens.assistente, [{ name: 'a.png', bytes: png }]);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: 'generic.forbidden' });
    expect(await streamTypes('assistente')).toEqual(['UserCreated']);
  });

  it('is open to an Aluno too, each user with their own avatar', async () => {
    const response = await changeData(tokens.aluno, [{ name: JPEG, bytes: await fixture(JPEG) }]);
    expect(response.status).toBe(202);
    const { imgAvatar } = (await response.json()) as ChangeAvatarAnswer;
    expect((await myData(tokens.aluno)).imgAvatar).toBe(imgAvatar);
    expect((await myData(tokens.gestor)).imgAvatar).not.toBe(imgAvatar);
  });
});
