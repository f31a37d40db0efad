import { describe, expect, it } from 'vitest';
import { ERASED, type RecordedEvent } from '@school/modules/kernel';
import type { UserCreatedData, UserEvent } from '@school/modules/identity';
import type { ClassEvent } from '@school/modules/organization';
import { personalDataErased, projectionSpec, readAfterErasure, userCreated } from '@school/test-support';
import { searchable } from '@school/projections/school-list';
import {
  countUsersCreatedBy,
  countUsersInSchool,
  findUser,
  findUserByLogin,
  listUsers,
  userDirectoryProjection,
} from './index.js';

const spec = projectionSpec<UserEvent | ClassEvent>(userDirectoryProjection);

function recorded(
  event: UserEvent | ClassEvent,
  createdAt = new Date('2026-11-22T10:00:00Z'),
  actorId: number | null = null,
): RecordedEvent {
  const id = 'codBseUsuario' in event.data ? event.data.codBseUsuario : 0;
  return spec.recorded(event, { createdAt, metadata: { actorId }, streamName: `user-${id}` });
}

const user = (
  id: number,
  login: string,
  codBseEscola: number | null,
  extra: Partial<UserCreatedData> = {},
): UserEvent =>
  userCreated(id, {
    cstLogin: login,
    passwordHash: '$argon2id$secret',
    codBseEscola,
    codBseUnidade: 4,
    ...extra,
  });
const deactivated = (id: number): UserEvent => ({ type: 'UserDeactivated', data: { codBseUsuario: id } });
const reactivated = (id: number): UserEvent => ({ type: 'UserReactivated', data: { codBseUsuario: id } });

describe('user directory', () => {
  it('projects a batch of creations and status changes, folding changes to users of the same batch', async () => {
    await spec.given(
      recorded(
        user(1, 'ADMN-0001', 1, { codBsePerfil: 1, codBseUnidade: null }),
        new Date('2026-11-20T08:00:00Z'),
      ),
      recorded(user(7, 'ESAZ-0007', 3, { turmas: [11, 12], imgAvatar: 'avatars/7.jpg' })),
      recorded(user(8, 'ESAZ-0008', 3)),
      recorded(deactivated(7)),
      recorded({ type: 'UserPasswordChanged', data: { codBseUsuario: 8, passwordHash: 'new' } }),
      recorded(user(9, 'ESVD-0009', 5)),
    );
    expect(await findUser(spec.db, 7)).toEqual({
      codBseUsuario: 7,
      cstLogin: 'ESAZ-0007',
      nomUsuario: 'Usuário 7',
      codBsePerfil: 6,
      codBseEscola: 3,
      codBseUnidade: 4,
      turmas: [11, 12],
      imgAvatar: 'avatars/7.jpg',
      active: false,
      codUsuarioCriacao: null,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    expect(await findUser(spec.db, 1)).toMatchObject({
      codBsePerfil: 1,
      codBseUnidade: null,
      turmas: [],
      active: true,
      createdAt: '2026-11-20T08:00:00.000Z',
    });
    expect(await findUser(spec.db, 8)).toMatchObject({ active: true });
    expect(await findUser(spec.db, 99)).toBeUndefined();
  });

  it('applies status changes of users written by earlier batches', async () => {
    await spec.given(recorded(reactivated(7)), recorded(deactivated(8)));
    expect([(await findUser(spec.db, 7))?.active, (await findUser(spec.db, 8))?.active]).toEqual([
      true,
      false,
    ]);
  });

  it('shows an erased user as inactive, its login read as "Dados removidos" (its reservation keeps it taken)', async () => {
    await spec.given(recorded(user(11, 'ESVD-0011', 6)));
    await spec.given(
      recorded({ type: 'PersonalDataErased', data: { codBseUsuario: 11, codSolicitacao: 3 } }),
    );
    expect(await findUser(spec.db, 11)).toMatchObject({
      active: false,
      cstLogin: ERASED,
      nomUsuario: ERASED,
    });
  });

  it('keeps the latest avatar, for users of earlier batches and of the same batch', async () => {
    const avatar = (id: number, imgAvatar: string): UserEvent => ({
      type: 'UserAvatarChanged',
      data: { codBseUsuario: id, imgAvatar },
    });
    await spec.given(
      recorded(avatar(7, 'first')),
      recorded(avatar(8, 'only')),
      recorded(avatar(7, 'second')),
      recorded(user(10, 'ESVD-0010', 5)),
      recorded(avatar(10, 'fresh')),
    );
    expect((await findUser(spec.db, 7))?.imgAvatar).toBe('second');
    expect((await findUser(spec.db, 8))?.imgAvatar).toBe('only');
    expect(await findUser(spec.db, 10)).toMatchObject({ imgAvatar: 'fresh', active: true });
    expect((await findUser(spec.db, 1))?.imgAvatar).toBeNull();
  });

  it('counts the users of a school, deactivated ones included', async () => {
    expect(await countUsersInSchool(spec.db, 3)).toBe(2);
    expect(await countUsersInSchool(spec.db, 5)).toBe(2);
    expect(await countUsersInSchool(spec.db, 42)).toBe(0);
  });

  it('keeps no password hash', async () => {
    const { rows } = await spec.pool.query('select * from user_directory');
    expect(JSON.stringify(rows)).not.toContain('argon2');
  });

  it('ignores a creation it has already written (a replayed batch)', async () => {
    await spec.given(recorded(user(9, 'ESVD-0009', 5, { nomUsuario: 'changed' })));
    expect((await findUser(spec.db, 9))?.nomUsuario).toBe('Usuário 9');
  });
});

describe('user directory: administration', () => {
  const updated = (
    id: number,
    changes: Omit<Extract<UserEvent, { type: 'UserUpdated' }>['data'], 'codBseUsuario'>,
  ) => recorded({ type: 'UserUpdated', data: { codBseUsuario: id, ...changes } });
  const deleted = (id: number, login: string) =>
    recorded({ type: 'UserDeleted', data: { codBseUsuario: id, cstLogin: login } });
  const memberRemoved = (classId: number, userId: number) =>
    recorded({ type: 'ClassMemberRemoved', data: { codBseTurma: classId, codBseUsuario: userId } });
  const classDeleted = (classId: number) =>
    recorded({ type: 'ClassDeleted', data: { codBseTurma: classId, codBseUnidade: 40, codBseEscola: 30 } });

  it('applies only the changed fields of an edit, to users of this batch and of earlier ones', async () => {
    await spec.given(
      recorded(
        user(20, 'DMMT-0020', 30, { codBsePerfil: 5, codBseUnidade: 40, turmas: [401, 402] }),
        undefined,
        1,
      ),
      recorded(
        user(21, 'DMMT-0021', 30, { codBsePerfil: 6, codBseUnidade: 40, turmas: [401] }),
        undefined,
        20,
      ),
    );
    await spec.given(
      updated(20, { nomUsuario: 'Ana Clara Souza', turmas: [402, 403] }),
      recorded(user(22, 'DMMT-0022', 30, { codBseUnidade: 40, turmas: [401] }), undefined, 20),
      updated(22, { codBseUnidade: 41, turmas: [411], codBsePerfil: 5 }),
      updated(20, { codBseUnidade: null }),
    );
    expect(await findUser(spec.db, 20)).toMatchObject({
      nomUsuario: 'Ana Clara Souza',
      codBsePerfil: 5,
      codBseEscola: 30,
      codBseUnidade: null,
      turmas: [402, 403],
      codUsuarioCriacao: 1,
    });
    expect(await findUser(spec.db, 22)).toMatchObject({ codBsePerfil: 5, codBseUnidade: 41, turmas: [411] });
    expect(await countUsersCreatedBy(spec.db, 20)).toBe(2);
  });

  it('takes a user out of a class it left or that was deleted', async () => {
    await spec.given(
      memberRemoved(401, 21),
      recorded(user(23, 'DMMT-0023', 30, { codBseUnidade: 40, turmas: [403, 404] })),
      memberRemoved(404, 23),
      updated(20, { turmas: [403, 405] }),
      classDeleted(403),
    );
    expect((await findUser(spec.db, 21))?.turmas).toEqual([]);
    expect((await findUser(spec.db, 23))?.turmas).toEqual([]);
    expect((await findUser(spec.db, 20))?.turmas).toEqual([405]);
  });

  it('removes a deleted user, also one created in the same batch, and frees its login', async () => {
    await spec.given(
      recorded(user(24, 'DMMT-0024', 30)),
      updated(24, { nomUsuario: 'Fugaz' }),
      deleted(24, 'DMMT-0024'),
      deleted(22, 'DMMT-0022'),
    );
    expect([await findUser(spec.db, 24), await findUser(spec.db, 22)]).toEqual([undefined, undefined]);
    expect(await countUsersCreatedBy(spec.db, 20)).toBe(1);
    await spec.given(recorded(user(25, 'DMMT-0022', 30)));
    expect((await findUser(spec.db, 25))?.cstLogin).toBe('DMMT-0022');
    // The login of a user deleted in the same batch as its next holder is created.
    await spec.given(deleted(25, 'DMMT-0022'), recorded(user(26, 'DMMT-0022', 30)));
    expect([await findUser(spec.db, 25), (await findUser(spec.db, 26))?.cstLogin]).toEqual([
      undefined,
      'DMMT-0022',
    ]);
  });

  it('lists a page of the users in scope, by name, searched by name or login start', async () => {
    const all = await listUsers(spec.db, { scope: { kind: 'all' }, page: 1, size: 100 });
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((u) => u.codBseUsuario)).toContain(1);
    const school = await listUsers(spec.db, { scope: { kind: 'school', schoolId: 30 }, page: 1, size: 2 });
    expect([school.total, school.items.length]).toEqual([4, 2]);
    expect(school.items[0]?.nomUsuario).toBe('Ana Clara Souza');
    const unit = await listUsers(spec.db, {
      scope: { kind: 'unit', schoolId: 30, unitId: 40 },
      page: 1,
      size: 10,
    });
    expect(unit.items.map((u) => u.codBseUsuario).sort()).toEqual([21, 23]);
    const search = (term: string) =>
      listUsers(spec.db, { scope: { kind: 'school', schoolId: 30 }, search: term, page: 1, size: 10 }).then(
        (p) => p.items.map((u) => u.codBseUsuario),
      );
    expect(await search('ANA CLARA')).toEqual([20]);
    expect(await search('souza')).toEqual([20]);
    expect(await search('dmmt-002')).toEqual([20, 21, 23, 26]);
    expect(await search('MT-0021')).toEqual([]);
    expect(await search('%')).toEqual([]);
    const classes = await listUsers(spec.db, {
      scope: { kind: 'classes', classIds: [405] },
      page: 1,
      size: 10,
    });
    expect(classes.items.map((u) => u.codBseUsuario)).toEqual([20]);
    expect((await listUsers(spec.db, { scope: { kind: 'none' }, page: 1, size: 10 })).total).toBe(0);
  });
});

describe('user directory: erasure (decision 0061)', () => {
  const zuleica = (id: number) =>
    user(id, `ZPX-00${id}`, 2, {
      nomUsuario: `Zuleica Pereira ${id}`,
      imgAvatar: `file-zp-${id}`,
      turmas: [5],
    });
  const personal = (id: number) => [
    `ZPX-00${id}`,
    `Zuleica Pereira ${id}`,
    `Zuleica P. Souza ${id}`,
    `zuleica`,
    `file-zp-${id}`,
    `file-zp2-${id}`,
  ];

  it('keeps an erased user, inactive, as "Dados removidos" without a photo, the same after a rebuild', async () => {
    const events = [
      recorded(zuleica(60)),
      recorded(user(61, 'OTH-0061', 2, { nomUsuario: 'Outra Pessoa', imgAvatar: 'file-other' })),
      recorded({ type: 'UserUpdated', data: { codBseUsuario: 60, nomUsuario: 'Zuleica P. Souza 60' } }),
      recorded({ type: 'UserAvatarChanged', data: { codBseUsuario: 60, imgAvatar: 'file-zp2-60' } }),
    ];
    const after = await spec.afterErasure('directory', events, 60, personal(60));
    expect(after.user_directory).toMatchObject([
      {
        cod_bse_usuario: 60,
        cst_login: ERASED,
        nom_usuario: ERASED,
        nom_usuario_busca: searchable(ERASED),
        img_avatar: null,
        active: false,
        turmas: [5],
        cod_bse_escola: 2,
      },
      { cod_bse_usuario: 61, cst_login: 'OTH-0061', nom_usuario: 'Outra Pessoa', img_avatar: 'file-other' },
    ]);
  });

  it('holds many erased users (one login each among the others), and no sign-in lookup finds them', async () => {
    const events = [60, 61, 62].map((id) => recorded(zuleica(id + 10)));
    const sealed = readAfterErasure(events, [70, 71, 72].flatMap(personal));
    await spec.given(...sealed, personalDataErased(70), personalDataErased(71));
    await spec.given(personalDataErased(72));
    for (const login of [ERASED, ERASED.toUpperCase(), 'ZPX-0070'])
      expect(await findUserByLogin(spec.db, login)).toBeUndefined();
    expect(await findUser(spec.db, 70)).toMatchObject({ cstLogin: ERASED, imgAvatar: null, active: false });
    await expect(spec.given(user(73, 'OTH-0061', 2))).resolves.toBeUndefined();
    await expect(spec.given(user(74, 'OTH-0061', 2))).rejects.toThrow(/unique/);
  });
});
