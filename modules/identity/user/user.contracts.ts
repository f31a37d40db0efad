import { z } from 'zod';
import { Profile, type MessageCode } from '@school/modules/kernel';
import { PROTECTED_SCHOOL_ID } from '@school/modules/organization';
import { normalizeLogin } from './user.events.js';
import { NETWORK_PROFILES, UNIT_PROFILES, type UserPlacement } from './user-placement.rules.js';

const INT_MAX = 2_147_483_647;
/** More classes than any teacher has: a bound on the request, not a rule of the school. */
export const MAX_TEACHER_CLASSES = 200;

/** Legacy forms send an empty select as '', 'null' or 'undefined' (FormData stringifies whatever it gets). */
function blank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim()))
  );
}

/** An optional reference by id: blank or 0 mean none. */
const optionalId = z.preprocess(
  (v) => (blank(v) || v === 0 || v === '0' ? null : v),
  z.coerce
    .number({ error: 'generic.invalid' })
    .int({ error: 'generic.invalid' })
    .positive({ error: 'generic.invalid' })
    .max(INT_MAX, { error: 'generic.invalid' })
    .nullable(),
);

/** Class ids as repeated multipart fields, a JSON array (also inside one field), "1,2", or a JSON body's array. */
function idList(value: unknown): unknown {
  if (blank(value)) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((item: unknown): unknown[] => {
    if (typeof item !== 'string') return [item];
    const text = item.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed : [parsed];
      } catch {
        return [text];
      }
    }
    return text.split(',').flatMap((part) => (part.trim() ? [part.trim()] : []));
  });
}

/** A positive id from a number or a numeric string; null for anything else. */
function toId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= INT_MAX ? n : null;
}

/** Distinct class ids; a bad item is one error on the field itself, not on an index of it. */
const classIds = z.preprocess(
  idList,
  z
    .array(z.unknown(), { error: 'generic.invalid' })
    .max(MAX_TEACHER_CLASSES, { error: 'generic.invalid' })
    .transform((items, ctx) => {
      const ids = items.map(toId);
      if (ids.every((id) => id !== null)) return [...new Set(ids)];
      ctx.addIssue({ code: 'custom', message: 'generic.invalid' });
      return z.NEVER;
    }),
);

/**
 * One message for a field that is blank, another for one that is too short. Not two checks with
 * `abort`: an aborted field would also stop the rules between the fields, and the form must
 * show every message together.
 */
function requiredWithMin(required: MessageCode, tooShort: MessageCode, min: number) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: required });
    else if (value.length < min) ctx.addIssue({ code: 'custom', message: tooShort });
  };
}

const login = z
  .string({ error: 'user.loginRequired' })
  .trim()
  .superRefine(requiredWithMin('user.loginRequired', 'user.loginMin', 5))
  .max(50, { error: 'generic.invalid' })
  .transform(normalizeLogin);

/** Passwords are never trimmed. */
const password = z
  .string({ error: 'login.passwordRequired' })
  .superRefine(requiredWithMin('login.passwordRequired', 'login.passwordMin', 5))
  .max(1000, { error: 'generic.invalid' });

const blankAsAbsent = (v: unknown) => (blank(v) ? undefined : v);

/** The placement fields, in the form's order: profile, school, unit, class(es). */
const placementFields = {
  codBsePerfil: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: 'user.profileRequired' })
      .int({ error: 'user.profileRequired' })
      .min(Profile.Master, { error: 'user.profileRequired' })
      .max(Profile.Assistente, { error: 'user.profileRequired' }),
  ),
  codBseEscola: optionalId,
  codBseUnidade: optionalId,
  /** A student's class. */
  codBseTurma: optionalId,
  /** A teacher's classes. */
  arrayCodBseTurmas: classIds,
};

const name = z
  .string({ error: 'user.nameRequired' })
  .trim()
  .min(3, { error: 'user.nameRequired' })
  .max(50, { error: 'user.nameMax' });

interface PlacementFields {
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
  codBseTurma: number | null;
  arrayCodBseTurmas: number[];
}
const PLACEMENT_FIELDS: readonly string[] = [
  'codBsePerfil',
  'codBseEscola',
  'codBseUnidade',
  'codBseTurma',
  'arrayCodBseTurmas',
];

/** A teacher's classes are the list (or, from an older client, its one class). */
function teacherClasses(v: PlacementFields): number[] {
  if (v.arrayCodBseTurmas.length) return v.arrayCodBseTurmas;
  return v.codBseTurma ? [v.codBseTurma] : [];
}

/** A student has one class: `codBseTurma`, or a list of one. */
function studentClasses(v: PlacementFields): number[] {
  return [...new Set([...(v.codBseTurma ? [v.codBseTurma] : []), ...v.arrayCodBseTurmas])];
}

/** The rules between the fields (the spec's user form), once the fields they read are valid on their own. */
function placementRules(v: PlacementFields, ctx: z.RefinementCtx): void {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  const profile = v.codBsePerfil;
  if (profile === Profile.Gestor && (v.codBseEscola === null || v.codBseEscola === PROTECTED_SCHOOL_ID))
    issue('codBseEscola', 'user.gestorSchool');
  if ((UNIT_PROFILES as readonly number[]).includes(profile)) {
    if (v.codBseEscola === null) issue('codBseEscola', 'user.schoolRequired');
    if (v.codBseUnidade === null) issue('codBseUnidade', 'user.unitRequired');
  }
  if (profile === Profile.Professor && teacherClasses(v).length === 0)
    issue('arrayCodBseTurmas', 'user.teacherClasses');
  if (profile === Profile.Aluno) {
    const classes = studentClasses(v);
    if (classes.length === 0) issue('codBseTurma', 'user.studentClass');
    if (classes.length > 1) issue('codBseTurma', 'user.studentOneClass');
  }
}

const placementFieldsValid = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every(
      (i) => i.path !== undefined && i.path.length > 0 && !PLACEMENT_FIELDS.includes(String(i.path[0])),
    ),
};

/**
 * What is stored for a profile: the network profiles (Master, Assistente) belong to the main
 * school without unit; a Gestor to its school; the others to a unit, a Professor with its
 * classes and an Aluno with its one class. What a profile has no use for is dropped.
 */
export function placementOf(v: PlacementFields): UserPlacement {
  const profile = v.codBsePerfil;
  if ((NETWORK_PROFILES as readonly number[]).includes(profile))
    return { codBsePerfil: profile, codBseEscola: PROTECTED_SCHOOL_ID, codBseUnidade: null, turmas: [] };
  if (profile === Profile.Gestor)
    return { codBsePerfil: profile, codBseEscola: v.codBseEscola, codBseUnidade: null, turmas: [] };
  const turmas =
    profile === Profile.Professor ? teacherClasses(v) : profile === Profile.Aluno ? studentClasses(v) : [];
  return { codBsePerfil: profile, codBseEscola: v.codBseEscola, codBseUnidade: v.codBseUnidade, turmas };
}

/**
 * POST /api/bse_usuario (multipart or JSON) and the user form in create mode. Every field rule
 * and the rules between profile, school, unit and classes are reported together. The output is
 * what is stored: `turmas` are the user's classes, whatever field they came in.
 */
export const createUserSchema = z
  .object({ cstLogin: login, txtSenha: password, ...placementFields, nomUsuario: name })
  .superRefine(placementRules, placementFieldsValid)
  .transform((v) => ({
    cstLogin: v.cstLogin,
    txtSenha: v.txtSenha,
    nomUsuario: v.nomUsuario,
    ...placementOf(v),
  }));
export type CreateUserInput = z.output<typeof createUserSchema>;

/**
 * PUT /api/bse_usuario/{codBseUsuario} and the form in edit mode: the same rules; `txtSenha`
 * only when the password changes (blank keeps it); the login cannot change (a blank one is
 * left as it is, another one is refused by the server).
 */
export const updateUserSchema = z
  .object({
    codBseUsuario: optionalId,
    cstLogin: z.preprocess(blankAsAbsent, login.optional()),
    txtSenha: z.preprocess(blankAsAbsent, password.optional()),
    ...placementFields,
    nomUsuario: name,
  })
  .superRefine(placementRules, placementFieldsValid)
  .transform((v) => ({
    codBseUsuario: v.codBseUsuario,
    cstLogin: v.cstLogin ?? null,
    txtSenha: v.txtSenha ?? null,
    nomUsuario: v.nomUsuario,
    ...placementOf(v),
  }));
export type UpdateUserInput = z.output<typeof updateUserSchema>;

/** The users list's status filter: active or deactivated users. */
export const USER_STATUS_FILTERS = ['active', 'inactive'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

const listFilterId = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ error: 'generic.invalid' })
    .int({ error: 'generic.invalid' })
    .positive({ error: 'generic.invalid' })
    .max(INT_MAX, { error: 'generic.invalid' })
    .optional(),
);

/**
 * GET /api/bse_usuario: `search` finds a name (case and accents ignored) or a login (its start);
 * `codBsePerfil`, `codBseUnidade`, `codBseTurma` and `status` narrow the list within the caller's
 * scope (a filter never shows a user the scope hides).
 */
export const userSearchSchema = z.object({
  search: z.string().trim().max(100, { error: 'generic.invalid' }).optional(),
  codBsePerfil: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: 'generic.invalid' })
      .int({ error: 'generic.invalid' })
      .min(Profile.Master, { error: 'generic.invalid' })
      .max(Profile.Assistente, { error: 'generic.invalid' })
      .optional(),
  ),
  codBseUnidade: listFilterId,
  codBseTurma: listFilterId,
  status: z.preprocess(blankAsAbsent, z.enum(USER_STATUS_FILTERS, { error: 'generic.invalid' }).optional()),
  page: z.coerce.number({ error: 'generic.invalid' }).int().min(1).max(1_000_000).default(1),
  size: z.coerce.number({ error: 'generic.invalid' }).int().min(1).max(100).default(10),
});
export type UserSearch = z.output<typeof userSearchSchema>;

/** The unit prefix of a login when the user has no unit (a Gestor, or a unit without prefix). */
export const DEFAULT_UNIT_PREFIX = 'MT';
/** What the login preview shows until school, unit and sequence are known. */
export const LOGIN_PREVIEW_PLACEHOLDER = '????-????';
/** The sequence has 4 digits. */
export const MAX_LOGIN_SEQUENCE = 9999;

/** The prefix of a generated login: school prefix + unit prefix (MT by default), 4 upper-case letters. */
export function loginPrefix(schoolPrefix: string, unitPrefix?: string | null): string {
  return `${schoolPrefix}${unitPrefix || DEFAULT_UNIT_PREFIX}`.toUpperCase();
}

/** The sequence as the login shows it: 4 digits, zero-padded. */
export function formatSequence(sequence: number): string {
  return String(sequence).padStart(4, '0');
}

/** A generated login: prefix + "-" + the 4-digit sequence, e.g. DMMT-0007. */
export function generatedLogin(prefix: string, sequence: number): string {
  return `${prefix.toUpperCase()}-${formatSequence(sequence)}`;
}

/** GET /api/bse_usuario/setSequencial/{prefix}: 4 letters (school prefix + unit prefix). */
export const loginPrefixSchema = z
  .string({ error: 'user.prefixFormat' })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{4}$/, { error: 'user.prefixFormat' }));

/** A user as the administration list shows it (GET /api/bse_usuario). */
export interface UserListItem {
  codBseUsuario: number;
  cstLogin: string;
  nomUsuario: string;
  codBsePerfil: number;
  nomPerfil: string;
  codBseEscola: number | null;
  nomEscola: string | null;
  codBseUnidade: number | null;
  nomUnidade: string | null;
  /** The user's classes: a teacher's several, a student's one, nobody else's. */
  turmas: { codBseTurma: number; nomTurma: string | null }[];
  active: boolean;
}

/** One user for the edit form (GET /api/bse_usuario/{id}): never a password or its hash. */
export interface UserDetail extends UserListItem {
  /** A student's class, null for every other profile. */
  codBseTurma: number | null;
  /** A teacher's classes, [] for every other profile. */
  arrayCodBseTurmas: number[];
  imgAvatar: string | null;
  /** The login prefixes of the user's school and unit, for the login preview. */
  cstTxtPrefixoLoginEscola: string | null;
  cstTxtPrefixoLoginUnidade: string | null;
}

/** A successful create or edit (HTTP 200): the legacy `status` in the body, and the user's id. */
export interface UserWriteAnswer {
  status: 200;
  codBseUsuario: number;
}

/** POST /api/bse_usuario/{id}/desativar and /reativar (HTTP 200). */
export interface UserStatusAnswer extends UserWriteAnswer {
  active: boolean;
}

/** GET /api/bse_usuario/setSequencial/{prefix}: the allocated sequence, zero-padded, and the login it makes. */
export interface LoginSequenceAnswer {
  proxSeq: string;
  cstLogin: string;
}

/** A profile (GET /api/bse_perfil). */
export interface ProfileItem {
  codBsePerfil: number;
  nomPerfil: string;
}
