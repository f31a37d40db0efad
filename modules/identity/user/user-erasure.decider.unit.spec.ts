import { describe, expect, it } from 'vitest';
import type { DecisionContext, Profile } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { userDecider, type EraseUserData } from './user.decider.js';
import type { UserCreatedData, UserEvent } from './user.events.js';

const now = new Date('2026-12-02T10:00:00Z');
const by = (userId: number, profile: Profile, schoolId: number | null = 3): DecisionContext => ({
  now,
  actor: { userId, profile, schoolId, unitId: null },
});
const MASTER = by(1, 1, null);
const GESTOR = by(20, 2);
const spec = deciderSpec(userDecider, MASTER);

const data = (id = 7, profile: Profile = 6): UserCreatedData => ({
  codBseUsuario: id,
  cstLogin: `ESAZ-${id}`,
  nomUsuario: 'Ana',
  passwordHash: 'hash',
  codBsePerfil: profile,
  codBseEscola: 3,
  codBseUnidade: profile === 2 ? null : 4,
  turmas: [],
  imgAvatar: null,
});
const created = (id = 7, profile: Profile = 6): UserEvent => ({
  type: 'UserCreated',
  data: data(id, profile),
});
const erase = (id = 7, lastActiveGestor = false): EraseUserData => ({
  type: 'EraseUserData',
  codBseUsuario: id,
  codSolicitacao: 90,
  lastActiveGestor,
});
const erased = (id = 7): UserEvent => ({
  type: 'PersonalDataErased',
  data: { codBseUsuario: id, codSolicitacao: 90 },
});

describe('user decider: erasing a user’s personal data', () => {
  it('appends PersonalDataErased, naming the request, for the Master and for a Gestor', () => {
    spec.given([created()]).when(erase(), MASTER).then([erased()]);
    spec.given([created()]).when(erase(), GESTOR).then([erased()]);
  });

  it('erases a deactivated user too', () => {
    spec
      .given([created(), { type: 'UserDeactivated', data: { codBseUsuario: 7 } }])
      .when(erase(), MASTER)
      .then([erased()]);
  });

  it('never erases the Master', () => {
    spec
      .given([created(1, 1)])
      .when(erase(1), MASTER)
      .thenFails('user.erasureProtected');
  });

  it('never erases twice', () => {
    spec.given([created(), erased()]).when(erase(), MASTER).thenFails('privacy.alreadyErased');
  });

  it('refuses a missing or deleted user', () => {
    spec.given([]).when(erase(), MASTER).thenFails('generic.notFound');
    spec
      .given([created(), { type: 'UserDeleted', data: { codBseUsuario: 7, cstLogin: 'ESAZ-7' } }])
      .when(erase(), MASTER)
      .thenFails('generic.notFound');
  });

  it('refuses one’s own erasure: another administrator records it', () => {
    spec
      .given([created(20, 2)])
      .when(erase(20), GESTOR)
      .thenFails('user.selfErasure');
  });

  it('lets a Gestor erase only profiles it may give (never another Gestor)', () => {
    spec
      .given([created(21, 2)])
      .when(erase(21), GESTOR)
      .thenFails('generic.forbidden');
    spec
      .given([created(21, 2)])
      .when(erase(21), MASTER)
      .then([erased(21)]);
  });

  it('refuses the school’s last active Gestor', () => {
    spec
      .given([created(21, 2)])
      .when(erase(21, true), MASTER)
      .thenFails('user.lastGestor');
  });

  it('leaves the user erased for good: no command finds it, its login is kept', () => {
    const given = spec.given([created(), erased()]);
    expect(given.state()).toMatchObject({ status: 'erased', user: { cstLogin: 'ESAZ-7' } });
    const context = MASTER;
    spec
      .given([created(), erased()])
      .when({ type: 'DeactivateUser', codBseUsuario: 7 }, context)
      .thenFails('generic.notFound');
    spec
      .given([created(), erased()])
      .when({ type: 'ReactivateUser', codBseUsuario: 7 }, context)
      .thenFails('generic.notFound');
    spec
      .given([created(), erased()])
      .when({ type: 'DeleteUser', codBseUsuario: 7, dependants: 0 }, context)
      .thenFails('generic.notFound');
    spec
      .given([created(), erased()])
      .when({ type: 'ChangePassword', codBseUsuario: 7, passwordHash: 'x' }, context)
      .thenFails('generic.notFound');
    spec
      .given([created(), erased()])
      .when({ type: 'ChangeOwnAvatar', codBseUsuario: 7, imgAvatar: 'f' }, by(7, 6))
      .thenFails('generic.notFound');
    spec
      .given([created(), erased()])
      .when({ type: 'CreateUser', data: data() }, context)
      .thenFails('generic.conflict');
  });
});
