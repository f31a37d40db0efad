import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assembly, Character, ContentType, Game, Subject } from '@school/modules/content';
import { CATALOGUE_STREAM } from '@school/modules/content';
import { createTestApp, signedInUser, TEST_ADMIN, type TestApp } from '@school/backend/test/app';
import { createTestDatabase, uniquePrefix } from '@school/backend/test/databases';
import type { ErrorBody } from '@school/backend/errors/error.filter';
import { fileStream } from '@school/backend/files/image-events';
import { CatalogueSeed } from './catalogue-seed.service.js';

let t: TestApp;
/** A token per profile code, 1 Master ... 7 Assistente. */
const tokens = new Map<number, string>();

const ROUTES = ['trl_tipo_conteudo', 'trl_jogo', 'trl_materia', 'trl_personagem', 'trl_montagem'] as const;
/** 6 content types, 10 games, 14 subjects, 5 characters, 5 assemblies. */
const ENTRIES = 40;

async function get<T>(route: string, profile = 1): Promise<T> {
  const response = await t.call('GET', `/api/${route}`, { token: tokens.get(profile) });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Reads an image as the scaling job finishes it (202 meanwhile): the final response. */
async function image(path: string, token: string | undefined, app = t): Promise<Response> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${app.url}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (response.status !== 202 || Date.now() > deadline) return response;
    await response.arrayBuffer();
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  t = await createTestApp('content_catalogue');
  tokens.set(1, await t.signIn(TEST_ADMIN.login, TEST_ADMIN.password));
  for (const profile of [2, 3, 4, 5, 6, 7])
    tokens.set(profile, (await signedInUser(t, `RDCT-000${profile}`, profile)).token);
});
afterAll(() => t?.close());

describe('content catalogue API', () => {
  it('answers the six content types with their Portuguese names', async () => {
    expect(await get<ContentType[]>('trl_tipo_conteudo')).toEqual([
      { codTrlTipoConteudo: 1, nomTipo: 'Texto' },
      { codTrlTipoConteudo: 2, nomTipo: 'Imagem' },
      { codTrlTipoConteudo: 3, nomTipo: 'Jogo' },
      { codTrlTipoConteudo: 4, nomTipo: 'Diálogo' },
      { codTrlTipoConteudo: 5, nomTipo: 'Vídeo' },
      { codTrlTipoConteudo: 6, nomTipo: 'Montagem' },
    ]);
  });

  it('answers the ten games by the spec’s codes, each with a description', async () => {
    const games = await get<Game[]>('trl_jogo');
    expect(games.map((g) => [g.codTrlJogo, g.nomJogo])).toEqual([
      [1, 'Forca'],
      [2, 'Memória'],
      [3, 'Labirinto'],
      [4, 'Ligar pontos'],
      [5, 'Quebra-cabeça'],
      [6, 'Quiz'],
      [7, 'Verdadeiro ou falso'],
      [8, 'Grupos de imagens'],
      [9, 'Complete a frase'],
      [10, 'Quiz de imagens'],
    ]);
    for (const game of games) expect(game.dscConteudoJogo.length).toBeGreaterThan(20);
  });

  it('answers the subjects of Brazilian schools', async () => {
    const subjects = await get<Subject[]>('trl_materia');
    expect(subjects.slice(0, 2)).toEqual([
      { codTrlMateria: 1, nomMateria: 'Língua Portuguesa' },
      { codTrlMateria: 2, nomMateria: 'Matemática' },
    ]);
    expect(subjects.map((s) => s.nomMateria)).toEqual(
      expect.arrayContaining([
        'Ciências',
        'História',
        'Geografia',
        'Arte',
        'Educação Física',
        'Língua Inglesa',
      ]),
    );
    expect(subjects.map((s) => s.codTrlMateria)).toEqual(subjects.map((_, i) => i + 1));
  });

  it('answers characters and assemblies whose images are served scaled, as JPEG', async () => {
    const characters = await get<Character[]>('trl_personagem');
    const assemblies = await get<Assembly[]>('trl_montagem');
    expect(characters.map((c) => c.nomPersonagem)).toContain('Professora Ana');
    expect(assemblies.map((a) => a.nomMontagem)).toContain('Sistema solar');
    const paths = [...characters.map((c) => c.imgPersonagem), ...assemblies.map((a) => a.imgMontagem)];
    expect(paths).toHaveLength(10);
    expect(new Set(paths).size).toBe(10);
    for (const path of paths) {
      expect(path).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      const response = await image(path, tokens.get(6));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 480, height: 480 });
      // Stored as the system's, like the first-start records: no user did it.
      const file = await t.store.readStream(fileStream(path.slice('/api/files/'.length)));
      expect(file.map((e) => e.type)).toEqual(['ImageUploaded', 'ImageScaled']);
      expect(file.map((e) => e.metadata.actorId ?? null)).toEqual([null, null]);
      expect(file[0]!.data).toMatchObject({ ownerId: 0, mime: 'image/png', width: 480, height: 480 });
    }
  });

  it.each([1, 2, 3, 4, 5, 6])('is read by profile %i', async (profile) => {
    for (const route of ROUTES) expect((await get<unknown[]>(route, profile)).length).toBeGreaterThan(0);
    const [owl] = await get<Character[]>('trl_personagem', profile);
    expect((await image(owl!.imgPersonagem, tokens.get(profile))).status).toBe(200);
  });

  it('refuses the Assistente (403) and hides the images from it as if missing (404)', async () => {
    for (const route of ROUTES) {
      const response = await t.call('GET', `/api/${route}`, { token: tokens.get(7) });
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).code).toBe('generic.forbidden');
    }
    const [teacher] = await get<Character[]>('trl_personagem');
    expect((await image(teacher!.imgPersonagem, tokens.get(7))).status).toBe(404);
  });

  it('refuses a caller without a session (401), for the lists and the images', async () => {
    for (const route of ROUTES) {
      const response = await t.call('GET', `/api/${route}`);
      expect(response.status).toBe(401);
      expect(((await response.json()) as ErrorBody).code).toBe('generic.unauthenticated');
    }
    const [teacher] = await get<Character[]>('trl_personagem');
    expect((await image(teacher!.imgPersonagem, undefined)).status).toBe(401);
  });

  it('documents the five routes in OpenAPI', async () => {
    const document = (await (await t.call('GET', '/api/docs/openapi.json')).json()) as {
      paths: Record<string, { get?: { summary?: string; tags?: string[] } }>;
    };
    for (const route of ROUTES) {
      expect(document.paths[`/api/${route}`]?.get?.summary, route).toBeTruthy();
      expect(document.paths[`/api/${route}`]?.get?.tags).toEqual(['Conteúdo: catálogos']);
    }
  });

  it('was appended as events by the first start, and a second run appends nothing', async () => {
    const events = await t.store.readStream(CATALOGUE_STREAM);
    expect(events).toHaveLength(ENTRIES);
    expect(events[0]!.metadata).toMatchObject({ userAgent: 'system' });
    const head = await t.store.headPosition();
    expect(await t.app.get(CatalogueSeed).run()).toBe(0);
    expect(await t.store.headPosition()).toBe(head);
  });
});

describe('several instances starting together on an empty store', () => {
  it('record each entry and each image once', async () => {
    const database = await createTestDatabase('content_catalogue_race');
    const files = await mkdtemp(join(tmpdir(), 'files-content-catalogue-race-'));
    // What the instances share, as instances behind a load balancer share them.
    const shared = {
      config: {
        DATABASE_URL: database.url,
        REDIS_PREFIX: uniquePrefix('content_catalogue_race'),
        FILES_DIR: files,
      },
    } as unknown as TestApp;
    const apps = await Promise.all([1, 2, 3].map((n) => createTestApp(`race_${n}`, {}, { sharing: shared })));
    try {
      const [a] = apps;
      const events = await a!.store.readStream(CATALOGUE_STREAM);
      expect(events).toHaveLength(ENTRIES);
      const images = events.flatMap((e) => {
        const data = e.data as { imgPersonagem?: string; imgMontagem?: string };
        return [data.imgPersonagem ?? data.imgMontagem ?? []].flat();
      });
      expect(images).toHaveLength(10);
      for (const id of images) {
        const stream = await a!.store.readStream(fileStream(id));
        expect(stream.filter((e) => e.type === 'ImageUploaded')).toHaveLength(1);
      }
      const token = await a!.signIn(TEST_ADMIN.login, TEST_ADMIN.password);
      expect((await image(`/api/files/${images[0]}`, token, a)).status).toBe(200);
    } finally {
      for (const app of apps) await app.close();
      await database.drop();
      await rm(files, { recursive: true, force: true });
    }
  });
});
