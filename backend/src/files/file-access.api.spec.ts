import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageUsedBy } from '@school/projections/file-catalogue';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildOrganization, type FixtureUser, type Organization } from '../../test/organization.fixture.js';
import type { ErrorBody } from '../errors/error.filter.js';
import { JobQueues } from '../jobs/job-queues.service.js';
import { fileStream } from './image-events.js';
import { OrphanSweepProcessor } from './orphan-sweep.processor.js';
import { fixturePath } from '../../test/fixtures.js';

const HOUR = 3600 * 1000;
const PNG = '16-bit-grey-alpha.png'; // 14 KB
const BIG_JPEG = '2569067123_aca715a2ee_o.jpg'; // 829 KB: one fits in 1 MB, two do not

let t: TestApp;
let org: Organization;
const fixtures = new Map<string, Buffer>();

async function fixture(name: string): Promise<Buffer> {
  if (!fixtures.has(name)) fixtures.set(name, await readFile(fixturePath(`images/${name}`)));
  return fixtures.get(name)!;
}

function post(
  path: string,
  token: string,
  field: string,
  name: string,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  return fetch(`${t.url}${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

/** POST /api/files/images: a file nothing references yet. */
async function upload(
  user: FixtureUser,
  name = PNG,
  headers: Record<string, string> = {},
): Promise<Response> {
  return post('/api/files/images', user.token, 'file', name, await fixture(name), headers);
}

async function uploaded(user: FixtureUser, name = PNG): Promise<string> {
  const response = await upload(user, name);
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

/** The settings' form sending an avatar, as the user's own upload. */
const postAvatar = async (user: FixtureUser, name = PNG) =>
  post('/api/bse_usuario/changeData', user.token, 'imgAvatar', name, await fixture(name));

/** The settings' "change my avatar": the user's own upload becomes its avatar. */
async function changeAvatar(user: FixtureUser, name = PNG): Promise<string> {
  const response = await postAvatar(user, name);
  expect(response.status).toBe(202);
  return ((await response.json()) as { imgAvatar: string }).imgAvatar;
}

function get(id: string, token: string | null) {
  return fetch(`${t.url}/api/files/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Reads a file as `user` until its scaling is done (202 meanwhile): 200 or a refusal. */
async function read(id: string, user: FixtureUser): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await get(id, user.token);
    await response.arrayBuffer();
    if (response.status !== 202 || Date.now() > deadline) return response.status;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const originals = () => readdir(join(t.config.FILES_DIR, 'originals')).catch(() => [] as string[]);
const scaledFiles = () => readdir(join(t.config.FILES_DIR, 'scaled')).catch(() => [] as string[]);
const sweep = (hoursFromNow: number) =>
  t.app.get(OrphanSweepProcessor).sweep(new Date(Date.now() + hoursFromNow * HOUR));

beforeAll(async () => {
  t = await createTestApp('file_access', { UPLOAD_QUOTA_MB: '1', UPLOADS_PER_MINUTE: '10' });
  org = await buildOrganization(t);
});

afterAll(async () => {
  await t?.close();
});

/** alunoA1's avatar: in use all along. */
let avatar: string;

describe('GET /api/files/:id: read only by those who may', () => {
  beforeAll(async () => {
    avatar = await changeAvatar(org.users.alunoA1);
  });

  it('answers the uploader', async () => {
    expect(await read(avatar, org.users.alunoA1)).toBe(200);
  });

  it.each(['master', 'gestorA', 'diretorA1', 'coordenadorA1'] as const)(
    'answers %s, who may see that user',
    async (viewer) => {
      expect(await read(avatar, org.users[viewer])).toBe(200);
    },
  );

  it.each([
    'gestorB',
    'diretorB1',
    'coordenadorB1',
    'professorB1',
    'alunoB1',
    'alunoA1Spare3',
    'alunoA2',
    'professorA1',
    'assistente',
  ] as const)('answers %s, who may not see that user, exactly as for a missing file', async (viewer) => {
    const refused = await get(avatar, org.users[viewer].token);
    const missing = await get(randomUUID(), org.users[viewer].token);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('cache-control')).toBe(missing.headers.get('cache-control'));
    expect(await refused.json()).toEqual(await missing.json());
  });

  it('answers a user the avatar an administrator gave it, and not its classmates', async () => {
    const { diretorA1, alunoA1Spare4, alunoA1Spare3 } = org.users;
    const form = new FormData();
    const fields = {
      codBsePerfil: '6',
      codBseEscola: String(org.schools.a),
      codBseUnidade: String(org.units.a1),
      codBseTurma: String(org.classes.a1),
      nomUsuario: 'Aluno com foto',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('imgAvatar', new Blob([await fixture(PNG)]), 'foto.png');
    const response = await fetch(`${t.url}/api/bse_usuario/${alunoA1Spare4.id}`, {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${diretorA1.token}` },
    });
    expect(response.status).toBe(200);
    const user = await t.call('GET', `/api/bse_usuario/${alunoA1Spare4.id}`, { token: diretorA1.token });
    const { imgAvatar } = (await user.json()) as { imgAvatar: string };
    expect(await read(imgAvatar, alunoA1Spare4)).toBe(200);
    expect(await read(imgAvatar, diretorA1)).toBe(200);
    expect(await read(imgAvatar, alunoA1Spare3)).toBe(404);
  });

  it('answers 401 without a token or with a forged one, before looking at the file', async () => {
    const anonymous = await get(avatar, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 401, code: 'generic.unauthenticated' });
    expect((await get(avatar, 'forged.token.value')).status).toBe(401);
  });
});

describe('orphan files', () => {
  it('is a repeatable job', async () => {
    const scheduler = await t.app.get(JobQueues).get('files-cleanup').getJobScheduler('orphan-files');
    expect(scheduler).toMatchObject({ every: t.config.FILES_ORPHAN_SWEEP_MINUTES * 60_000 });
  });

  it('deletes a replaced avatar, an unused upload and a deleted user’s avatar after the grace, and keeps avatars in use', async () => {
    const { alunoA1Spare3, alunoB1, alunoA2, master } = org.users;
    const replaced = await changeAvatar(alunoA1Spare3);
    const current = await changeAvatar(alunoA1Spare3);
    const unused = await uploaded(alunoB1);
    const gone = await changeAvatar(alunoA2);
    for (const [id, user] of [
      [replaced, alunoA1Spare3],
      [current, alunoA1Spare3],
      [unused, alunoB1],
      [gone, alunoA2],
    ] as const)
      expect(await read(id, user)).toBe(200);
    const deleted = await t.call('DELETE', `/api/bse_usuario/${alunoA2.id}`, { token: master.token });
    expect(deleted.status).toBe(200);
    const usedBefore = await storageUsedBy(t.db, alunoA1Spare3.id);

    // Within the grace period (24 hours by default) nothing is deleted.
    const early = await sweep(23);
    for (const id of [replaced, unused, gone]) expect(early.deleted).not.toContain(id);
    expect((await originals()).filter((f) => f.startsWith(replaced))).toHaveLength(1);

    const late = await sweep(25);
    expect(late.deleted).toEqual(expect.arrayContaining([replaced, unused, gone]));
    expect(late.deleted).not.toContain(current);
    expect(late.deleted).not.toContain(avatar);

    for (const id of [replaced, unused, gone]) {
      expect((await t.store.readStream(fileStream(id))).map((e) => e.type)).toEqual([
        'ImageUploaded',
        'ImageScaled',
        'FileDeleted',
      ]);
      expect((await originals()).some((f) => f.startsWith(id))).toBe(false);
      expect((await scaledFiles()).some((f) => f.startsWith(id))).toBe(false);
    }
    expect((await get(replaced, alunoA1Spare3.token)).status).toBe(404);
    expect((await get(unused, alunoB1.token)).status).toBe(404);
    expect(await read(current, alunoA1Spare3)).toBe(200);
    expect(await read(avatar, org.users.alunoA1)).toBe(200);

    // The deleted files no longer count against the quota, and a second run has nothing left of them.
    const replacedBytes = (await readFile(fixturePath(`images/${PNG}`))).length;
    expect(await storageUsedBy(t.db, alunoA1Spare3.id)).toBeLessThanOrEqual(usedBefore - replacedBytes);
    const again = await sweep(25);
    for (const id of [replaced, unused, gone, current, avatar]) expect(again.deleted).not.toContain(id);
  });
});

describe('upload limits', () => {
  it('refuses the 11th upload in a minute with 429, Retry-After and a translated message, storing nothing', async () => {
    const user = org.users.professorB1;
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(await uploaded(user));
    for (const id of ids) expect(await read(id, user)).toBe(200);
    await t.settled(); // their image jobs have appended everything
    const files = await originals();
    const head = await t.store.headPosition();

    const refused = await upload(user);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      status: 429,
      code: 'file.tooManyUploads',
      message: `Muitos envios de arquivos em pouco tempo. Tente novamente em ${seconds} segundos.`,
    } satisfies ErrorBody);

    const english = await upload(user, PNG, { 'accept-language': 'en' });
    expect(english.status).toBe(429);
    expect(((await english.json()) as ErrorBody).message).toMatch(/^Too many file uploads in a short time/);
    const spanish = await upload(user, PNG, { 'accept-language': 'es' });
    expect(((await spanish.json()) as ErrorBody).message).toMatch(/^Demasiados envíos de archivos/);

    // The avatar form is an upload too.
    const avatar = await postAvatar(user);
    expect(avatar.status).toBe(429);

    expect(await originals()).toEqual(files);
    expect(await t.store.headPosition()).toBe(head);
    // Per user: another user uploads as usual (and its job is done before the next test looks at the store).
    expect(await read(await uploaded(org.users.gestorB), org.users.gestorB)).toBe(200);
  });

  it('refuses an upload that does not fit in the quota with 413, storing nothing', async () => {
    const user = org.users.coordenadorB1;
    const first = await uploaded(user, BIG_JPEG);
    expect(await read(first, user)).toBe(200);
    await t.settled();
    const files = await originals();
    const head = await t.store.headPosition();

    const refused = await upload(user, BIG_JPEG);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      status: 413,
      code: 'file.quotaExceeded',
      message:
        'Seu espaço de 1 MB para arquivos está cheio. Envie um arquivo menor ou aguarde a remoção dos arquivos que não são mais usados.',
    } satisfies ErrorBody);
    const spanish = await upload(user, BIG_JPEG, { 'accept-language': 'es' });
    expect(((await spanish.json()) as ErrorBody).message).toMatch(/^Su espacio de 1 MB/);
    expect(await originals()).toEqual(files);
    expect(await t.store.headPosition()).toBe(head);

    // What is left still takes a small file.
    expect(await read(await uploaded(user, PNG), user)).toBe(200);
  });
});
