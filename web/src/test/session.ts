import type { LoggedUser } from '@school/modules/identity/contracts';
import { PROFILE_NAMES, type Profile } from '@school/modules/kernel/contracts';
import { sessionStore } from '../shared/session';

/**
 * The signed-in user of a demo profile, as the login answers it: Master (1) in network school 1,
 * Gestor (2) in school 2, Diretor to Assistente (3-7) in unit 7 of school 2; Professor and Aluno
 * without a current class. `overrides` sets what a test depends on.
 */
export function demoUser(profile: Profile, overrides: Partial<LoggedUser> = {}): LoggedUser {
  return {
    codBseUsuario: profile,
    nomUsuario: PROFILE_NAMES[profile],
    nomPerfil: PROFILE_NAMES[profile],
    codBsePerfil: profile,
    codBseEscola: profile === 1 ? 1 : 2,
    codBseUnidade: profile <= 2 ? null : 7,
    codBseTurma: null,
    nomTurma: null,
    codBseUsuarioTurma: null,
    turmas: [],
    cstLogin: `DMMT-000${profile}`,
    robo_key: null,
    ...overrides,
  };
}

/** Starts the session of `demoUser(profile, overrides)`; setup.ts ends it after each test. */
export function signInAs(profile: Profile, overrides: Partial<LoggedUser> = {}, token = 'token'): LoggedUser {
  const user = demoUser(profile, overrides);
  sessionStore.start(token, user);
  return user;
}

/** What `GET /bse_usuario/getMeusDados/x` answers for the signed-in user (the shell asks it). */
export function myData(extra: Record<string, unknown> = {}) {
  return { ...sessionStore.get()?.user, nomEscola: 'Escola Demonstração', imgAvatar: null, ...extra };
}

/** A Professor (20) or an Aluno (30) of the current class 7 ("6º ano A"), as the class screens' tests start. */
export function signInWithClass(profile: number, codBseUsuario = profile === 6 ? 30 : 20): LoggedUser {
  return signInAs(profile as Profile, {
    codBseUsuario,
    nomUsuario: profile === 6 ? 'Aluna Bia' : 'Professora Ana',
    nomPerfil: 'x',
    codBseEscola: 1,
    codBseUnidade: 2,
    codBseTurma: 7,
    nomTurma: '6º ano A',
    cstLogin: 'DMMT-0005',
  });
}
