import { sessionStore } from '../../shared/session';

/** Signs a user of a profile in, for the trails screens' tests. */
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
