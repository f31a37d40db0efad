import { describe, expect, it } from 'vitest';
import type { CatalogueEvent, ContentDetail, ContentEvent, LessonEvent } from '@school/modules/content';
import type { FileEvent } from '@school/modules/files';
import type { UserEvent } from '@school/modules/identity';
import { ERASED } from '@school/modules/kernel';
import { personalDataErased, projectionSpec, userCreated } from '@school/test-support';
import {
  CATALOGUE_IMAGE,
  CONTENT_IMAGE,
  fileCatalogueProjection,
  fileReferences,
  orphanFiles,
  storageUsedBy,
  USER_AVATAR,
} from './index.js';

type Event = FileEvent | UserEvent | CatalogueEvent | LessonEvent | ContentEvent;
const spec = projectionSpec<Event>(fileCatalogueProjection);
const recorded = (event: Event, createdAt: Date) => spec.recorded(event, { createdAt });

const DAY = 24 * 3600 * 1000;
const T0 = new Date('2026-11-01T10:00:00Z');
const day = (n: number) => new Date(T0.getTime() + n * DAY);

const uploaded = (id: string, ownerId: number, size: number): FileEvent => ({
  type: 'ImageUploaded',
  data: { id, ownerId, originalName: 'a.jpg', mime: 'image/jpeg', size, width: 1, height: 1 },
});
const scaled = (id: string, size: number): FileEvent => ({
  type: 'ImageScaled',
  data: { id, width: 1, height: 1, size },
});
const userWithAvatar = (id: number, imgAvatar: string | null): UserEvent =>
  userCreated(id, {
    cstLogin: `FCAT-${id}`,
    nomUsuario: 'x',
    passwordHash: 'h',
    codBseEscola: 1,
    codBseUnidade: 1,
    imgAvatar,
  });
const avatar = (id: number, imgAvatar: string): UserEvent => ({
  type: 'UserAvatarChanged',
  data: { codBseUsuario: id, imgAvatar },
});

const orphanIds = async (before: Date) => (await orphanFiles(spec.db, before, 100)).map((o) => o.fileId);

describe('file catalog', () => {
  it('counts originals and scaled copies per owner', async () => {
    await spec.given(
      recorded(uploaded('a1', 1, 1000), day(0)),
      recorded(scaled('a1', 200), day(0)),
      recorded(uploaded('a2', 1, 50), day(0)),
      recorded(uploaded('b1', 2, 7), day(0)),
    );
    expect(await storageUsedBy(spec.db, 1)).toBe(1250);
    expect(await storageUsedBy(spec.db, 2)).toBe(7);
    expect(await storageUsedBy(spec.db, 3)).toBe(0);
  });

  it('knows who references a file, and an unreferenced upload is an orphan since its upload', async () => {
    await spec.given(recorded(userWithAvatar(10, 'a1'), day(0)));
    expect(await fileReferences(spec.db, 'a1')).toEqual([{ kind: USER_AVATAR, refId: '10' }]);
    expect(await fileReferences(spec.db, 'a2')).toEqual([]);
    expect(await orphanIds(day(0))).toEqual(['a2', 'b1']);
  });

  it('makes a replaced avatar an orphan from the moment it was replaced, not from its upload', async () => {
    await spec.given(recorded(uploaded('a3', 1, 10), day(10)), recorded(avatar(10, 'a3'), day(10)));
    expect(await fileReferences(spec.db, 'a1')).toEqual([]);
    expect(await fileReferences(spec.db, 'a3')).toEqual([{ kind: USER_AVATAR, refId: '10' }]);
    expect(await orphanIds(day(9))).toEqual(['a2', 'b1']);
    expect(await orphanIds(day(10))).toEqual(['a2', 'b1', 'a1']);
  });

  it('makes the avatar of a deleted user an orphan from the deletion', async () => {
    await spec.given(
      recorded(uploaded('c1', 3, 10), day(20)),
      recorded(userWithAvatar(11, 'c1'), day(20)),
      recorded({ type: 'UserDeleted', data: { codBseUsuario: 11, cstLogin: 'FCAT-11' } }, day(25)),
    );
    expect(await orphanIds(day(24))).not.toContain('c1');
    expect(await orphanIds(day(25))).toContain('c1');
  });

  it('forgets a deleted file: it no longer counts nor is an orphan', async () => {
    await spec.given(recorded({ type: 'FileDeleted', data: { id: 'a2', reason: 'orphan' } }, day(30)));
    expect(await storageUsedBy(spec.db, 1)).toBe(1210);
    expect(await orphanIds(day(30))).not.toContain('a2');
  });

  it('ignores users without an avatar and events of other kinds', async () => {
    await spec.given(
      recorded(userWithAvatar(12, null), day(31)),
      recorded({ type: 'UserDeactivated', data: { codBseUsuario: 10 } }, day(31)),
    );
    expect(await fileReferences(spec.db, 'a3')).toEqual([{ kind: USER_AVATAR, refId: '10' }]);
    const { rows } = await spec.pool.query('select count(*)::int as n from file_references');
    expect(rows[0].n).toBe(1);
  });

  it('counts the images of catalogue characters and assemblies as referenced, never orphans', async () => {
    await spec.given(
      recorded(uploaded('k1', 0, 10), day(40)),
      recorded(uploaded('k2', 0, 10), day(40)),
      recorded(
        {
          type: 'CharacterAdded',
          data: { codTrlPersonagem: 4, nomPersonagem: 'Coruja', imgPersonagem: 'k1' },
        },
        day(40),
      ),
      recorded(
        { type: 'AssemblyAdded', data: { codTrlMontagem: 2, nomMontagem: 'Ciclo', imgMontagem: 'k2' } },
        day(40),
      ),
    );
    expect(await fileReferences(spec.db, 'k1')).toEqual([{ kind: CATALOGUE_IMAGE, refId: 'personagem-4' }]);
    expect(await fileReferences(spec.db, 'k2')).toEqual([{ kind: CATALOGUE_IMAGE, refId: 'montagem-2' }]);
    const orphans = await orphanIds(day(400));
    expect(orphans).not.toContain('k1');
    expect(orphans).not.toContain('k2');
  });

  it("references a game's images while it holds them, and releases those an edit or a delete drops", async () => {
    const games = async () => (await orphanIds(day(10))).filter((id) => id.startsWith('g')).sort();
    const place = { codTrlConteudo: 7, codTrlAula: 3, codTrlCapitulo: 2 };
    const memory = (...images: string[]): ContentDetail => ({
      codTrlTipoConteudo: 3,
      codTrlJogo: 2,
      dscConteudoJogo: '',
      perguntas: images.map((img) => ({
        dscPergunta: null,
        imgPergunta: img,
        respostas: [{ dscResposta: null, imgResposta: img, indRespostaCorreta: 'S' }],
      })),
    });
    await spec.given(
      ...['g1', 'g2', 'g3', 'g4', 'g5'].map((id) => recorded(uploaded(id, 1, 10), day(0))),
      recorded(
        {
          type: 'ContentCreated',
          data: { ...place, codTrlTipoConteudo: 3, numSequencia: 1, detail: memory('g1', 'g2', 'g3', 'g4') },
        },
        day(0),
      ),
    );
    expect(await fileReferences(spec.db, 'g1')).toEqual([{ kind: CONTENT_IMAGE, refId: '7/0' }]);
    expect(await fileReferences(spec.db, 'g4')).toEqual([{ kind: CONTENT_IMAGE, refId: '7/3' }]);
    expect(await games()).toEqual(['g5']);

    await spec.given(
      recorded(
        { type: 'ContentDetailSet', data: { ...place, detail: memory('g2', 'g3', 'g4', 'g5') } },
        day(1),
      ),
    );
    expect(await fileReferences(spec.db, 'g1')).toEqual([]);
    expect(await fileReferences(spec.db, 'g5')).toEqual([{ kind: CONTENT_IMAGE, refId: '7/3' }]);
    expect(await games()).toEqual(['g1']);

    await spec.given(recorded({ type: 'ContentDeleted', data: place }, day(2)));
    expect(await games()).toEqual(['g1', 'g2', 'g3', 'g4', 'g5']);
    const { rows } = await spec.pool.query(`select count(*)::int as n from file_references where kind = $1`, [
      CONTENT_IMAGE,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('holds an erased user’s photo no more: an orphan from the erasure, and a photo id read as ERASED is none', async () => {
    await spec.given(recorded(uploaded('z1', 13, 10), day(40)), recorded(userWithAvatar(13, 'z1'), day(40)));
    await spec.given(recorded(personalDataErased(13), day(45)));
    expect(await fileReferences(spec.db, 'z1')).toEqual([]);
    expect(await orphanIds(day(44))).not.toContain('z1');
    expect(await orphanIds(day(45))).toContain('z1');
    // On a rebuild the user's events read its photo's id as ERASED: no file is referenced by that name.
    await spec.given(recorded(userWithAvatar(14, ERASED), day(46)), recorded(avatar(14, ERASED), day(46)));
    expect(await fileReferences(spec.db, ERASED)).toEqual([]);
    const { rows } = await spec.pool.query(
      'select count(*)::int as n from file_references where ref_id = $1',
      ['14'],
    );
    expect(rows[0].n).toBe(0);
  });
});
