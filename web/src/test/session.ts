import { sessionStore } from '../shared/session';

/** Signs a user of a profile in, for the screens' tests (no class). */
export function signInAs(profile: number): void {
  sessionStore.start('token', {
    codBseUsuario: profile === 1 ? 1 : 20,
    nomUsuario: 'Quem usa',
    nomPerfil: 'x',
    codBsePerfil: profile,
    codBseEscola: 1,
    codBseUnidade: null,
    codBseTurma: null,
    nomTurma: null,
    codBseUsuarioTurma: null,
    turmas: [],
    cstLogin: 'DMMT-0001',
    robo_key: null,
  });
}

/** Signs a user of a profile in with a current class (7), for the screens' tests. */
export function signInWithClass(profile: number, codBseUsuario = profile === 6 ? 30 : 20): void {
  sessionStore.start('token', {
    codBseUsuario,
    nomUsuario: profile === 6 ? 'Aluna Bia' : 'Professora Ana',
    nomPerfil: 'x',
    codBsePerfil: profile,
    codBseEscola: 1,
    codBseUnidade: 2,
    codBseTurma: 7,
    nomTurma: '6º ano A',
    codBseUsuarioTurma: null,
    turmas: [],
    cstLogin: 'DMMT-0005',
    robo_key: null,
  });
}
