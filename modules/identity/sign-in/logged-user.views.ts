import { PROFILE_NAMES, type Profile } from '@school/modules/kernel';
import type { LoggedUser } from '@school/modules/identity';
import type { CurrentClass } from '@school/modules/organization';
import type { SessionSubject } from '@school/backend/auth/token.service';

interface UserFields {
  codBseUsuario: number;
  cstLogin: string;
  nomUsuario: string;
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
}

/**
 * The session fields the client keeps. The current class (codBseTurma, nomTurma) is the one
 * `currentClassOf` answers (projections/class-list: the class chosen last, else the first of
 * the user's classes); empty for everyone in no class.
 */
export function loggedUser(user: UserFields, currentClass: CurrentClass | null = null): LoggedUser {
  return {
    codBseUsuario: user.codBseUsuario,
    nomUsuario: user.nomUsuario,
    nomPerfil: PROFILE_NAMES[user.codBsePerfil as Profile] ?? '',
    codBsePerfil: user.codBsePerfil,
    codBseEscola: user.codBseEscola,
    codBseUnidade: user.codBseUnidade,
    codBseTurma: currentClass?.codBseTurma ?? null,
    nomTurma: currentClass?.nomTurma ?? null,
    codBseUsuarioTurma: null,
    turmas: [],
    cstLogin: user.cstLogin,
    robo_key: null,
  };
}

/**
 * Who a new token stands for: the user as its stream holds it, at the session version read once
 * the caller's own write settled. Only web profiles get here (sign-in refuses the others).
 */
export function sessionSubject(user: UserFields, sessionVersion: number): SessionSubject {
  return {
    userId: user.codBseUsuario,
    profile: user.codBsePerfil as Profile,
    schoolId: user.codBseEscola,
    unitId: user.codBseUnidade,
    login: user.cstLogin,
    sessionVersion,
  };
}
