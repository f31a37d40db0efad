/* eslint-disable school/file-name-role -- the path the copy's content is written at by its own slice (issue 32); the lead names its role at merge */
import { strToU8, zipSync } from 'fflate';
import { fold, readStreamOf, type EventStore } from '@school/modules/kernel';
import { isUserEvent, userDecider, userStream } from '@school/modules/identity';
import type { Db } from '@school/projections/kernel';

/**
 * Everything the platform holds about one person, as one ZIP (issue 32, item 5). This first
 * body holds the profile only (profile.json): the copy's full content (a JSON file per kind and
 * a readable page in `language`) is written apart, behind this same signature. `progress` is
 * told the share done, from 0 to 1.
 */
export async function buildPersonalDataCopy(
  deps: { db: Db; store: EventStore },
  codBseUsuario: number,
  language: 'pt' | 'en' | 'es',
  progress: (fraction: number) => Promise<void>,
): Promise<Uint8Array> {
  await progress(0);
  const state = fold(userDecider, await readStreamOf(deps.store, userStream(codBseUsuario), isUserEvent));
  const user = state.status === 'absent' ? null : state.user;
  const profile = user && {
    codBseUsuario: user.codBseUsuario,
    cstLogin: user.cstLogin,
    nomUsuario: user.nomUsuario,
    codBsePerfil: user.codBsePerfil,
    codBseEscola: user.codBseEscola,
    codBseUnidade: user.codBseUnidade,
    turmas: user.turmas,
    imgAvatar: user.imgAvatar,
  };
  const zip = zipSync({ 'profile.json': strToU8(JSON.stringify({ language, profile }, null, 2)) });
  await progress(1);
  return zip;
}
