import type { TFunction } from 'i18next';
import { isWebProfile } from '@school/modules/kernel/contracts';
import type { LoggedUser } from '@school/modules/identity/contracts';

/** The profile's name in the interface language (the server's pt name for codes outside 1 to 7). */
export function profileName(t: TFunction, user: Pick<LoggedUser, 'codBsePerfil' | 'nomPerfil'>): string {
  return isWebProfile(user.codBsePerfil) ? t(`profiles.${user.codBsePerfil}`) : user.nomPerfil;
}

/** Profiles 5 (Professor) and 6 (Aluno) show their class name in the top bar. */
export function showsClass(user: Pick<LoggedUser, 'codBsePerfil'>): boolean {
  return user.codBsePerfil === 5 || user.codBsePerfil === 6;
}
