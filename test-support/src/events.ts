import type { UserCreatedData, UserEvent } from '@school/modules/identity';
import { ERASED } from '@school/modules/kernel';

/**
 * A user created (`UserCreated`) with the fields a test does not care about filled in: a
 * student of unit 10 of school 2 with no class, named after its id. The read models' specs
 * give only what they read.
 */
export const userCreated = (
  codBseUsuario: number,
  fields: Partial<UserCreatedData> = {},
): Extract<UserEvent, { type: 'UserCreated' }> => ({
  type: 'UserCreated',
  data: {
    codBseUsuario,
    cstLogin: `LG-${codBseUsuario}`,
    nomUsuario: `Usuário ${codBseUsuario}`,
    passwordHash: 'x',
    codBsePerfil: 6,
    codBseEscola: 2,
    codBseUnidade: 10,
    turmas: [],
    imgAvatar: null,
    ...fields,
  },
});

/** The erasure of a user's personal data (`PersonalDataErased`), on data request 1 unless told. */
export const personalDataErased = (
  codBseUsuario: number,
  codSolicitacao = 1,
): Extract<UserEvent, { type: 'PersonalDataErased' }> => ({
  type: 'PersonalDataErased',
  data: { codBseUsuario, codSolicitacao },
});

/** A value with every string among `personal` replaced by ERASED, at any depth. */
function erasedIn(value: unknown, personal: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return personal.has(value) ? ERASED : value;
  if (Array.isArray(value)) return value.map((v) => erasedIn(v, personal));
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, erasedIn(v, personal)]));
  return value;
}

/**
 * Events as the store hands them once a person's key is deleted (decision 0061): each of that
 * person's values (`personal`: its name, login, photo id, what it wrote) reads ERASED, the rest
 * as it was. What a rebuild after an erasure projects.
 */
export function readAfterErasure<T extends { data: unknown }>(
  events: readonly T[],
  personal: readonly string[],
): T[] {
  const values = new Set(personal);
  return events.map((e) => ({ ...e, data: erasedIn(e.data, values) }));
}
