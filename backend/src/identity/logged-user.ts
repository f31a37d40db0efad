import { PROFILE_NAMES, type Profile } from '@school/modules/kernel';
import type { LoggedUser } from '@school/modules/identity';

interface UserFields {
  codBseUsuario: number;
  cstLogin: string;
  nomUsuario: string;
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
}

/**
 * The session fields the client keeps. The current class (codBseTurma, nomTurma, turmas) comes
 * with the classes read model; until then they are empty, as for every profile without a class.
 */
export function loggedUser(user: UserFields): LoggedUser {
  return {
    codBseUsuario: user.codBseUsuario,
    nomUsuario: user.nomUsuario,
    nomPerfil: PROFILE_NAMES[user.codBsePerfil as Profile] ?? '',
    codBsePerfil: user.codBsePerfil,
    codBseEscola: user.codBseEscola,
    codBseUnidade: user.codBseUnidade,
    codBseTurma: null,
    nomTurma: null,
    codBseUsuarioTurma: null,
    turmas: [],
    cstLogin: user.cstLogin,
    robo_key: null,
  };
}
