import type { UserCreatedData, UserEvent } from '@school/modules/identity';

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
