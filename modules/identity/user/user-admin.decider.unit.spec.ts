import { describe, expect, it } from 'vitest';
import type { DecisionContext, DomainError, Profile } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { isPresent, userDecider, type UserCommand } from './user.decider.js';
import type { UserCreatedData, UserEvent } from './user.events.js';
import {
  assignableProfiles,
  placementErrors,
  type PlacementFacts,
  type UserPlacement,
} from './user-placement.rules.js';

const now = new Date('2026-11-22T10:00:00Z');
/** An administrator of school 3, unit 4 (the unit is ignored for a Master or a Gestor). */
const by = (profile: Profile, userId = 50): DecisionContext => ({
  now,
  actor: { userId, profile, schoolId: 3, unitId: 4 },
});
const system: DecisionContext = { now, actor: null };

/** School 3 with unit 4 (classes 11, 12) and unit 5 (class 21), all within reach. */
const facts: PlacementFacts = {
  school: { codBseEscola: 3 },
  unit: { codBseUnidade: 4, codBseEscola: 3 },
  classes: [
    { codBseTurma: 11, codBseUnidade: 4 },
    { codBseTurma: 12, codBseUnidade: 4 },
    { codBseTurma: 21, codBseUnidade: 5 },
  ],
};

const teacher = (extra: Partial<UserCreatedData> = {}): UserCreatedData => ({
  codBseUsuario: 7,
  cstLogin: 'DMMT-0007',
  nomUsuario: 'Ana',
  passwordHash: 'hash',
  codBsePerfil: 5,
  codBseEscola: 3,
  codBseUnidade: 4,
  turmas: [11],
  imgAvatar: null,
  ...extra,
});
const created = (data = teacher()): UserEvent => ({ type: 'UserCreated', data });

const spec = deciderSpec(userDecider, system);

const fieldErrors = (error: DomainError) => error.data.errors?.map((e) => [e.field, e.code]);

describe('who may give which profile', () => {
  it('a Master any, a Gestor its school’s staff and pupils, a Diretor or Coordenador teachers and students', () => {
    expect(assignableProfiles(1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(assignableProfiles(2)).toEqual([3, 4, 5, 6]);
    expect(assignableProfiles(3)).toEqual([5, 6]);
    expect(assignableProfiles(4)).toEqual([5, 6]);
    for (const profile of [5, 6, 7, null, 99]) expect(assignableProfiles(profile)).toEqual([]);
  });
});

describe('placement rules', () => {
  const place = (extra: Partial<UserPlacement> = {}): UserPlacement => ({
    codBsePerfil: 5,
    codBseEscola: 3,
    codBseUnidade: 4,
    turmas: [11, 12],
    ...extra,
  });

  it('accepts a placement the facts agree with', () => {
    expect(placementErrors(place(), facts, 3)).toEqual([]);
  });

  it('refuses a Gestor creating a Gestor, and a Diretor creating a Coordenador', () => {
    expect(placementErrors(place({ codBsePerfil: 2, codBseUnidade: null, turmas: [] }), facts, 2)).toEqual([
      { field: 'codBsePerfil', code: 'user.profileNotAllowed' },
    ]);
    expect(placementErrors(place({ codBsePerfil: 4, turmas: [] }), facts, 3)).toEqual([
      { field: 'codBsePerfil', code: 'user.profileNotAllowed' },
    ]);
  });

  it('treats a school, unit or class the facts do not hold (missing or out of reach) as not found', () => {
    expect(placementErrors(place({ codBseEscola: 9 }), facts, 1)).toEqual([
      { field: 'codBseEscola', code: 'user.schoolNotFound' },
      { field: 'codBseUnidade', code: 'user.unitOutsideSchool' },
    ]);
    expect(placementErrors(place(), { ...facts, school: null, unit: null }, 1)).toEqual([
      { field: 'codBseEscola', code: 'user.schoolNotFound' },
      { field: 'codBseUnidade', code: 'user.unitNotFound' },
    ]);
    expect(placementErrors(place({ turmas: [11, 99] }), facts, 1)).toEqual([
      { field: 'arrayCodBseTurmas', code: 'user.classNotFound' },
    ]);
  });

  it('refuses classes of another unit, on the student’s one-class field for a student', () => {
    expect(placementErrors(place({ turmas: [11, 21] }), facts, 1)).toEqual([
      { field: 'arrayCodBseTurmas', code: 'user.classOutsideUnit' },
    ]);
    expect(placementErrors(place({ codBsePerfil: 6, turmas: [21] }), facts, 1)).toEqual([
      { field: 'codBseTurma', code: 'user.classOutsideUnit' },
    ]);
  });
});

describe('user decider: an administrator registers a user', () => {
  const register = (data = teacher()): UserCommand => ({ type: 'RegisterUser', data, facts });

  it('creates the user the placement rules accept', () => {
    spec.given([]).when(register(), by(3)).then([created()]);
  });

  it('refuses as invalid ("Informações inválidas.") with every broken rule', () => {
    const error = spec
      .given([])
      .when(register(teacher({ codBsePerfil: 4, codBseUnidade: 5, turmas: [] })), by(3))
      .thenFails('generic.invalid');
    expect(fieldErrors(error)).toEqual([
      ['codBsePerfil', 'user.profileNotAllowed'],
      ['codBseUnidade', 'user.unitNotFound'],
    ]);
  });

  it('needs a signed-in administrator', () => {
    spec.given([]).when(register(), system).thenFails('generic.forbidden');
  });

  it('refuses a taken id, also the id of a deleted user', () => {
    const deleted: UserEvent = { type: 'UserDeleted', data: { codBseUsuario: 7, cstLogin: 'DMMT-0007' } };
    spec
      .given([created()])
      .when(register(teacher({ cstLogin: 'X-1' })), by(1))
      .thenFails('generic.conflict');
    spec.given([created(), deleted]).when(register(), by(1)).thenFails('generic.conflict');
  });
});

describe('user decider: an administrator edits a user', () => {
  const update = (extra: Partial<Extract<UserCommand, { type: 'UpdateUser' }>> = {}): UserCommand => ({
    type: 'UpdateUser',
    codBseUsuario: 7,
    cstLogin: 'DMMT-0007',
    nomUsuario: 'Ana',
    placement: { codBsePerfil: 5, codBseEscola: 3, codBseUnidade: 4, turmas: [11] },
    facts,
    passwordHash: null,
    imgAvatar: null,
    ...extra,
  });

  it('appends nothing when nothing changed (the same classes in another order included)', () => {
    spec
      .given([created(teacher({ turmas: [12, 11] }))])
      .when(
        update({ placement: { codBsePerfil: 5, codBseEscola: 3, codBseUnidade: 4, turmas: [11, 12] } }),
        by(1),
      )
      .thenNothing();
  });

  it('records only the changed fields, then the password and the avatar', () => {
    const events = spec
      .given([created()])
      .when(
        update({
          nomUsuario: 'Ana Clara',
          placement: { codBsePerfil: 5, codBseEscola: 3, codBseUnidade: 4, turmas: [11, 12] },
          passwordHash: 'new-hash',
          imgAvatar: 'file-1',
        }),
        by(2),
      )
      .then([
        { type: 'UserUpdated', data: { codBseUsuario: 7, nomUsuario: 'Ana Clara', turmas: [11, 12] } },
        { type: 'UserPasswordChanged', data: { codBseUsuario: 7, passwordHash: 'new-hash' } },
        { type: 'UserAvatarChanged', data: { codBseUsuario: 7, imgAvatar: 'file-1' } },
      ]);
    expect(spec.given([created(), ...events]).state()).toEqual({
      status: 'active',
      user: teacher({
        nomUsuario: 'Ana Clara',
        turmas: [11, 12],
        passwordHash: 'new-hash',
        imgAvatar: 'file-1',
      }),
    });
  });

  it('moves a teacher to a student of another class', () => {
    spec
      .given([created()])
      .when(
        update({ placement: { codBsePerfil: 6, codBseEscola: 3, codBseUnidade: 4, turmas: [12] } }),
        by(3),
      )
      .then([{ type: 'UserUpdated', data: { codBseUsuario: 7, codBsePerfil: 6, turmas: [12] } }]);
  });

  it('refuses another login and a broken placement together', () => {
    const error = spec
      .given([created()])
      .when(
        update({
          cstLogin: 'OTHER-0001',
          placement: { codBsePerfil: 5, codBseEscola: 3, codBseUnidade: 4, turmas: [21] },
        }),
        by(1),
      )
      .thenFails('generic.invalid');
    expect(fieldErrors(error)).toEqual([
      ['cstLogin', 'user.loginLocked'],
      ['arrayCodBseTurmas', 'user.classOutsideUnit'],
    ]);
  });

  it('never edits user 1, nor a user that does not exist or was deleted', () => {
    const master = created(teacher({ codBseUsuario: 1, codBsePerfil: 1 }));
    spec
      .given([master])
      .when(update({ codBseUsuario: 1 }), by(1))
      .thenFails('user.protectedEdit');
    spec.given([]).when(update(), by(1)).thenFails('generic.notFound');
    const deleted: UserEvent = { type: 'UserDeleted', data: { codBseUsuario: 7, cstLogin: 'DMMT-0007' } };
    spec.given([created(), deleted]).when(update(), by(1)).thenFails('generic.notFound');
  });

  it('refuses a user whose profile the administrator may not give (a Gestor editing a Gestor)', () => {
    const gestor = created(teacher({ codBsePerfil: 2, codBseUnidade: null, turmas: [] }));
    spec
      .given([gestor])
      .when(
        update({ placement: { codBsePerfil: 2, codBseEscola: 3, codBseUnidade: null, turmas: [] } }),
        by(2),
      )
      .thenFails('generic.forbidden');
    // Nor may a Diretor promote a teacher to Coordenador.
    const promote = spec
      .given([created()])
      .when(update({ placement: { codBsePerfil: 4, codBseEscola: 3, codBseUnidade: 4, turmas: [] } }), by(3))
      .thenFails('generic.invalid');
    expect(fieldErrors(promote)).toEqual([['codBsePerfil', 'user.profileNotAllowed']]);
  });
});

describe('user decider: delete', () => {
  const remove = (dependants = 0, codBseUsuario = 7): UserCommand => ({
    type: 'DeleteUser',
    codBseUsuario,
    dependants,
  });
  const deleted: UserEvent = { type: 'UserDeleted', data: { codBseUsuario: 7, cstLogin: 'DMMT-0007' } };

  it('deletes a user without dependants; then nothing finds it', () => {
    spec.given([created()]).when(remove(), by(3)).then([deleted]);
    const gone = spec.given([created(), deleted]);
    const state = gone.state();
    expect([state.status, isPresent(state)]).toEqual(['deleted', false]);
    gone.when(remove(), by(3)).thenFails('generic.notFound');
    gone.when({ type: 'DeactivateUser', codBseUsuario: 7 }, by(1)).thenFails('generic.notFound');
    gone
      .when({ type: 'ChangePassword', codBseUsuario: 7, passwordHash: 'x' }, system)
      .thenFails('generic.notFound');
  });

  it('refuses a user who created users that still exist, with the spec’s message', () => {
    spec.given([created()]).when(remove(2), by(1)).thenFails('user.hasDependants');
  });

  it('never deletes user 1, nor the caller themself, nor a user above the caller', () => {
    const master = created(teacher({ codBseUsuario: 1, codBsePerfil: 1 }));
    spec.given([master]).when(remove(0, 1), by(1)).thenFails('user.protected');
    spec.given([created()]).when(remove(), by(1, 7)).thenFails('user.self');
    const coordenador = created(teacher({ codBsePerfil: 4, turmas: [] }));
    spec.given([coordenador]).when(remove(), by(3)).thenFails('generic.forbidden');
  });
});

describe('user decider: deactivate and reactivate by an administrator', () => {
  const off: UserEvent = { type: 'UserDeactivated', data: { codBseUsuario: 7 } };

  it('deactivates and reactivates a user the administrator manages', () => {
    spec.given([created()]).when({ type: 'DeactivateUser', codBseUsuario: 7 }, by(4)).then([off]);
    spec
      .given([created(), off])
      .when({ type: 'ReactivateUser', codBseUsuario: 7 }, by(4))
      .then([{ type: 'UserReactivated', data: { codBseUsuario: 7 } }]);
  });

  it('refuses oneself, user 1 and a user above the administrator', () => {
    spec
      .given([created()])
      .when({ type: 'DeactivateUser', codBseUsuario: 7 }, by(1, 7))
      .thenFails('user.self');
    spec
      .given([created(teacher({ codBseUsuario: 1 }))])
      .when({ type: 'DeactivateUser', codBseUsuario: 1 }, by(1))
      .thenFails('user.protected');
    const diretor = created(teacher({ codBsePerfil: 3, turmas: [] }));
    spec
      .given([diretor])
      .when({ type: 'DeactivateUser', codBseUsuario: 7 }, by(4))
      .thenFails('generic.forbidden');
    spec
      .given([diretor])
      .when({ type: 'ReactivateUser', codBseUsuario: 7 }, by(4))
      .thenFails('generic.forbidden');
  });
});
