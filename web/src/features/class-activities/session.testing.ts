import { sessionStore } from '../../shared/session';

/** Signs a user of a profile in with a current class (7), for the class activities' tests. */
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
