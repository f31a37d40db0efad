import { eventGuard, privacyRegister, userKeyOwner, type DomainEvent } from '@school/modules/kernel';

export interface UserCreatedData {
  codBseUsuario: number;
  /** Upper case, as every login is stored and compared. */
  cstLogin: string;
  nomUsuario: string;
  /** argon2id PHC string; never the password itself. */
  passwordHash: string;
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
  turmas: number[];
  imgAvatar: string | null;
}

/** What an edit can change: the fields that changed, and only those. The login never changes. */
export type UserChanges = Partial<
  Pick<UserCreatedData, 'nomUsuario' | 'codBsePerfil' | 'codBseEscola' | 'codBseUnidade' | 'turmas'>
>;

export type UserEvent =
  | DomainEvent<'UserCreated', UserCreatedData>
  /** An administrator's edit (PUT /api/bse_usuario/{id}): `codBseUsuario` and the changed fields. */
  | DomainEvent<'UserUpdated', { codBseUsuario: number } & UserChanges>
  | DomainEvent<'UserPasswordChanged', { codBseUsuario: number; passwordHash: string }>
  /** `imgAvatar` is the id of an uploaded image (`file-<id>` stream, served at /api/files/<id>). */
  | DomainEvent<'UserAvatarChanged', { codBseUsuario: number; imgAvatar: string }>
  | DomainEvent<'UserDeactivated', { codBseUsuario: number }>
  | DomainEvent<'UserReactivated', { codBseUsuario: number }>
  /**
   * The user is gone (DELETE /api/bse_usuario/{id}): it leaves every read model and its login is
   * released, so it can be given again. The stream stays, for the audit.
   */
  | DomainEvent<'UserDeleted', { codBseUsuario: number; cstLogin: string }>
  /**
   * The user's personal data is erased (LGPD Art. 18 IV and VI), on the data request
   * `codSolicitacao`: its key is deleted, so every identity and text it sealed reads as
   * "Dados removidos"; the user is deactivated for good and its login is never given again.
   * Holds no personal data itself (decision 0061).
   */
  | DomainEvent<'PersonalDataErased', { codBseUsuario: number; codSolicitacao: number }>;

/** Tells a user stream's events from others (typed reads: `readStreamOf(store, stream, isUserEvent)`). */
export const isUserEvent = eventGuard<UserEvent>({
  UserCreated: true,
  UserUpdated: true,
  UserPasswordChanged: true,
  UserAvatarChanged: true,
  UserDeactivated: true,
  UserReactivated: true,
  UserDeleted: true,
  PersonalDataErased: true,
});

export const userStream = (id: number): string => `user-${id}`;

/** The Master created on first start: it can never be deleted or deactivated. */
export const PROTECTED_USER_ID = 1;

/** Logins are compared upper-cased and trimmed: the web form forces upper case, other clients may not. */
export function normalizeLogin(login: string): string {
  return login.trim().toUpperCase();
}

/** What each user event holds (decision 0061): the login, name, photo and password hash are the user's identity. */
export const userPrivacy = privacyRegister<UserEvent>({
  UserCreated: {
    fields: {
      codBseUsuario: 'technical',
      cstLogin: 'identity',
      nomUsuario: 'identity',
      passwordHash: 'identity',
      codBsePerfil: 'record',
      codBseEscola: 'record',
      codBseUnidade: 'record',
      turmas: 'record',
      imgAvatar: 'identity',
    },
    owner: (data) => userKeyOwner(data.codBseUsuario),
    ownerIs: 'the user',
    why: 'the account: who signs in, with which name and photo',
  },
  UserUpdated: {
    fields: {
      codBseUsuario: 'technical',
      nomUsuario: 'identity',
      codBsePerfil: 'record',
      codBseEscola: 'record',
      codBseUnidade: 'record',
      turmas: 'record',
    },
    owner: (data) => userKeyOwner(data.codBseUsuario),
    ownerIs: 'the user',
    why: 'a changed name',
  },
  UserPasswordChanged: {
    fields: { codBseUsuario: 'technical', passwordHash: 'identity' },
    owner: (data) => userKeyOwner(data.codBseUsuario),
    ownerIs: 'the user',
    why: 'signing in',
  },
  UserAvatarChanged: {
    fields: { codBseUsuario: 'technical', imgAvatar: 'identity' },
    owner: (data) => userKeyOwner(data.codBseUsuario),
    ownerIs: 'the user',
    why: 'the photo shown beside the name',
  },
  UserDeactivated: { fields: { codBseUsuario: 'technical' } },
  UserReactivated: { fields: { codBseUsuario: 'technical' } },
  UserDeleted: {
    fields: { codBseUsuario: 'technical', cstLogin: 'identity' },
    owner: (data) => userKeyOwner(data.codBseUsuario),
    ownerIs: 'the user',
    why: 'the login released',
  },
  PersonalDataErased: { fields: { codBseUsuario: 'technical', codSolicitacao: 'technical' } },
});
