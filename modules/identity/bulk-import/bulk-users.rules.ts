import {
  issueCode,
  PROFILE_NAMES,
  Profile,
  translate,
  type Language,
  type MessageCode,
} from '@school/modules/kernel';
import { createUserSchema, type CreateUserInput } from '../user/user.contracts.js';
import {
  NOTE_MARK,
  profileOfName,
  USER_CSV_COLUMNS,
  type BulkUserRow,
  type UserCsvColumn,
} from './user-csv.parser.js';
import {
  assignableProfiles,
  canManageProfile,
  placementErrors,
  type PlacementFacts,
  type UserPlacement,
} from '../user/user-placement.rules.js';

/**
 * The rows of a bulk file, judged by the single-user form's rules (the same schema, the same
 * placement rules, the same messages), plus what only a file can break: two rows asking for
 * the same login. Pure: the screen's preview runs it without the organization's facts, the
 * import job with them.
 */

/** The class the file's users join; its school and unit fill blank cells. */
export interface BulkClass {
  codBseTurma: number;
  codBseEscola: number;
  codBseUnidade: number;
}

/**
 * Why a row was not created. The answer text groups them as the legacy client reads it:
 * `invalid` and `outsideScope` are "incorretos", `conflicting` and `loginTaken`
 * "conflitantes", `profileNotAllowed` "não pode criar".
 */
export type BulkRefusalReason =
  /** A field breaks the user form's rules (name, password, profile, login, ids). */
  | 'invalid'
  /** The school, unit or class is not within the requester's reach, or they do not match. */
  | 'outsideScope'
  /** The requester may not give this profile (a Coordenador creating a Diretor). */
  | 'profileNotAllowed'
  /** An earlier row of the same file asks for the same login. */
  | 'conflicting'
  /** The login belongs to an existing user, or no generated login is left. */
  | 'loginTaken';

export interface BulkRowError {
  field: string;
  code: MessageCode;
  params?: Record<string, string | number>;
}

/** A placeholder that passes the login rules while a blank login is checked: it is generated later. */
const LOGIN_TO_GENERATE = 'XXXX-0000';

const blank = (value: string) => value.trim() === '';

/**
 * The user form's input for a row: a blank school or unit is the class's, the class is the
 * student's class (a teacher's one class: the form takes `codBseTurma` when no list is sent);
 * a profile named ("Aluno", "professora", "Student") is its code.
 */
export function bulkRowInput(row: BulkUserRow, turma: BulkClass) {
  return {
    cstLogin: blank(row.cstLogin) ? LOGIN_TO_GENERATE : row.cstLogin,
    txtSenha: row.txtSenha,
    codBsePerfil: String(profileOfName(row.codBsePerfil) ?? row.codBsePerfil),
    codBseEscola: blank(row.codBseEscola) ? turma.codBseEscola : row.codBseEscola,
    codBseUnidade: blank(row.codBseUnidade) ? turma.codBseUnidade : row.codBseUnidade,
    codBseTurma: turma.codBseTurma,
    nomUsuario: row.nomUsuario,
  };
}

export type CheckedBulkRow = Pick<BulkUserRow, 'row' | 'line'> &
  ({ ok: true; user: CreateUserInput; generateLogin: boolean } | { ok: false; errors: BulkRowError[] });

/** A row against the user form's field rules (createUserSchema): every broken rule, in the form's order. */
export function checkBulkRow(row: BulkUserRow, turma: BulkClass): CheckedBulkRow {
  const parsed = createUserSchema.safeParse(bulkRowInput(row, turma));
  const at = { row: row.row, line: row.line };
  if (parsed.success) return { ...at, ok: true, user: parsed.data, generateLogin: blank(row.cstLogin) };
  return {
    ...at,
    ok: false,
    errors: parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? '');
      // A profile written but neither a code nor a name: the file says which values it takes.
      if (field === 'codBsePerfil' && !blank(row.codBsePerfil)) return { field, code: 'bulk.profileInvalid' };
      return { field, code: issueCode(issue) };
    }),
  };
}

/** The profiles a requester may give, as a file may write them: "5 (Professor), 6 (Aluno)". */
export function allowedProfilesText(actorProfile: number): string {
  return assignableProfiles(actorProfile)
    .map((p) => `${p} (${PROFILE_NAMES[p]})`)
    .join(', ');
}

/** The template's example row: a student of the chosen class, by the profile's name, its login generated. */
export const BULK_TEMPLATE_EXAMPLE: Record<UserCsvColumn, string> = {
  nomUsuario: 'Maria da Silva',
  codBsePerfil: PROFILE_NAMES[Profile.Aluno],
  txtSenha: 'troque123',
  cstLogin: '',
  codBseEscola: '',
  codBseUnidade: '',
};

/**
 * The records of the template (modelo-usuarios.csv) for a requester: the header the importer
 * reads, a note row naming the profiles they may give (skipped by the parser: it starts with
 * `#`), and the example row, so the file imports as downloaded.
 */
export function bulkTemplateRecords(actorProfile: number, language: Language): string[][] {
  const note = translate('bulk.templateNote', language, { allowed: allowedProfilesText(actorProfile) });
  return [
    [...USER_CSV_COLUMNS],
    [`${NOTE_MARK} ${note}`],
    USER_CSV_COLUMNS.map((c) => BULK_TEMPLATE_EXAMPLE[c]),
  ];
}

/**
 * A wrong profile's message names the values the requester may use: "Perfil inválido. Use um
 * destes: 5 (Professor), 6 (Aluno)." or, for a profile they may not give, "Você não pode
 * cadastrar usuários com este perfil. Use um destes: …".
 */
function withAllowedProfiles(errors: BulkRowError[], actorProfile: number): BulkRowError[] {
  return errors.map((e) => {
    if (e.code === 'bulk.profileInvalid')
      return { ...e, params: { allowed: allowedProfilesText(actorProfile) } };
    if (e.code === 'user.profileNotAllowed')
      return { ...e, code: 'bulk.profileNotAllowed', params: { allowed: allowedProfilesText(actorProfile) } };
    return e;
  });
}

export function placementOfUser(user: CreateUserInput): UserPlacement {
  const { codBsePerfil, codBseEscola, codBseUnidade, turmas } = user;
  return { codBsePerfil, codBseEscola, codBseUnidade, turmas };
}

/** The key of a placement's facts: rows placed alike share one read of the organization. */
export function placementKey(placement: UserPlacement): string {
  return `${placement.codBseEscola ?? '-'}/${placement.codBseUnidade ?? '-'}/${placement.turmas.join(',')}`;
}

export type BulkRowDecision = Pick<BulkUserRow, 'row' | 'line'> &
  (
    | { kind: 'create'; user: CreateUserInput; generateLogin: boolean }
    | { kind: 'refuse'; reason: BulkRefusalReason; errors: BulkRowError[] }
  );

/**
 * What becomes of each row: refused for its fields, for a place out of reach (with `factsOf`,
 * the organization's facts as the requester reaches them: the decider's placement rules), for
 * a profile the requester may not give, or for a login an earlier valid row already asks for
 * (the first one keeps it); otherwise created. Without `factsOf` (the preview) only the
 * profile is checked among the placement rules.
 */
export function decideBulkRows(
  rows: readonly CheckedBulkRow[],
  actorProfile: number,
  factsOf?: (placement: UserPlacement) => PlacementFacts,
): BulkRowDecision[] {
  const claimed = new Map<string, number>();
  return rows.map((checked): BulkRowDecision => {
    const at = { row: checked.row, line: checked.line };
    if (!checked.ok)
      return {
        ...at,
        kind: 'refuse',
        reason: 'invalid',
        errors: withAllowedProfiles(checked.errors, actorProfile),
      };
    const placement = placementOfUser(checked.user);
    const errors: BulkRowError[] = factsOf
      ? placementErrors(placement, factsOf(placement), actorProfile)
      : canManageProfile(actorProfile, placement.codBsePerfil)
        ? []
        : [{ field: 'codBsePerfil', code: 'user.profileNotAllowed' }];
    if (errors.some((e) => e.code === 'user.profileNotAllowed'))
      return {
        ...at,
        kind: 'refuse',
        reason: 'profileNotAllowed',
        errors: withAllowedProfiles(errors, actorProfile),
      };
    if (errors.length) return { ...at, kind: 'refuse', reason: 'outsideScope', errors };
    if (!checked.generateLogin) {
      const first = claimed.get(checked.user.cstLogin);
      if (first !== undefined)
        return {
          ...at,
          kind: 'refuse',
          reason: 'conflicting',
          errors: [{ field: 'cstLogin', code: 'bulk.conflictingRow', params: { line: first } }],
        };
      claimed.set(checked.user.cstLogin, checked.line);
    }
    return { ...at, kind: 'create', user: checked.user, generateLogin: checked.generateLogin };
  });
}

/** The preview of the bulk screen: the file's rows judged without the organization's facts. */
export function previewBulkRows(
  rows: readonly BulkUserRow[],
  turma: BulkClass,
  actorProfile: number,
): BulkRowDecision[] {
  return decideBulkRows(
    rows.map((row) => checkBulkRow(row, turma)),
    actorProfile,
  );
}

/** The legacy client's three groups of refusals. */
export type BulkRefusalGroup = 'invalid' | 'conflicting' | 'notAllowed';

export const BULK_REFUSAL_GROUP: Record<BulkRefusalReason, BulkRefusalGroup> = {
  invalid: 'invalid',
  outsideScope: 'invalid',
  conflicting: 'conflicting',
  loginTaken: 'conflicting',
  profileNotAllowed: 'notAllowed',
};

export interface BulkImportCounts {
  total: number;
  created: number;
  refused: number;
  /** Refused for their fields or place ("incorretos"). */
  invalid: number;
  /** Refused for a login already asked for or taken ("conflitantes"). */
  conflicting: number;
  /** Refused for a profile the requester may not give ("não pode criar"). */
  notAllowed: number;
}

export function countBulkOutcomes(
  outcomes: readonly { reason: BulkRefusalReason | null }[],
): BulkImportCounts {
  const counts: BulkImportCounts = {
    total: outcomes.length,
    created: 0,
    refused: 0,
    invalid: 0,
    conflicting: 0,
    notAllowed: 0,
  };
  for (const { reason } of outcomes) {
    if (reason === null) counts.created++;
    else {
      counts.refused++;
      counts[BULK_REFUSAL_GROUP[reason]]++;
    }
  }
  return counts;
}

/**
 * The answer text, always in Portuguese: the legacy client picks its notice by the words in it
 * ("sucesso" when any row was created; "incorretos", "conflitantes", "não pode criar" for the
 * refusals), e.g. "Usuários cadastrados com sucesso: 16. Registros incorretos: 4.".
 */
export function bulkSummary(counts: BulkImportCounts): string {
  const parts = [
    counts.created > 0
      ? translate('bulk.summaryCreated', 'pt', { count: counts.created })
      : translate('bulk.summaryNone', 'pt'),
  ];
  if (counts.invalid) parts.push(translate('bulk.summaryInvalid', 'pt', { count: counts.invalid }));
  if (counts.conflicting)
    parts.push(translate('bulk.summaryConflicting', 'pt', { count: counts.conflicting }));
  if (counts.notAllowed) parts.push(translate('bulk.summaryNotAllowed', 'pt', { count: counts.notAllowed }));
  return parts.join(' ');
}

export type BulkOutcome = 'success' | 'partial' | 'failure';

/** Every row created, some, or none. */
export function bulkOutcome(counts: BulkImportCounts): BulkOutcome {
  if (counts.created === 0) return 'failure';
  return counts.refused === 0 ? 'success' : 'partial';
}

/**
 * The spec's rule for the notice, on the answer text: "sucesso" with "incorretos",
 * "conflitantes" or "não pode criar" is a partial save; "sucesso" alone, all saved; anything
 * else, a failure.
 */
export function bulkNotice(text: string): 'bulk.success' | 'bulk.partial' | 'bulk.failure' {
  if (!text.includes('sucesso')) return 'bulk.failure';
  return ['incorretos', 'conflitantes', 'não pode criar'].some((word) => text.includes(word))
    ? 'bulk.partial'
    : 'bulk.success';
}

/** What became of a row, as the result file tells it. */
export interface BulkRowOutcome {
  row: number;
  /** Null when created. */
  reason: BulkRefusalReason | null;
  /** The created user's login, or the login the row asked for. */
  cstLogin: string | null;
  codBseUsuario: number | null;
  errors: BulkRowError[];
}

/** The columns of the result file usuarios.csv: every input column but the password, then the outcome. */
export const BULK_RESULT_COLUMNS = [
  'linha',
  'nomUsuario',
  'codBsePerfil',
  'cstLogin',
  'codBseEscola',
  'codBseUnidade',
  'codBseUsuario',
  'situacao',
  'motivo',
] as const;
export type BulkResultRecord = Record<(typeof BULK_RESULT_COLUMNS)[number], string>;

/**
 * A cell a spreadsheet would run as a formula is prefixed with a single quote, so opening the
 * file runs nothing (OWASP, CSV injection): it begins with a tab or a carriage return, or its
 * first non-blank character is =, +, -, @ or their fullwidth (＝＋－＠) or small (﹦﹢﹣﹫)
 * forms, which spreadsheets may fold into the ASCII signs. Spreadsheets skip leading blanks.
 */
export function neutraliseCsvCell(value: string): string {
  return /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B])/.test(value)
    ? `'${value}`
    : value;
}

/** One line of the result file: the row as sent (never its password) and its outcome, in Portuguese. */
export function bulkResultRecord(row: BulkUserRow, outcome: BulkRowOutcome): BulkResultRecord {
  const record: BulkResultRecord = {
    linha: String(row.line),
    nomUsuario: row.nomUsuario,
    codBsePerfil: row.codBsePerfil,
    cstLogin: outcome.cstLogin ?? row.cstLogin,
    codBseEscola: row.codBseEscola,
    codBseUnidade: row.codBseUnidade,
    codBseUsuario: outcome.codBseUsuario === null ? '' : String(outcome.codBseUsuario),
    situacao: translate(outcome.reason === null ? 'bulk.rowCreated' : 'bulk.rowRefused', 'pt'),
    motivo: outcome.errors.map((e) => translate(e.code, 'pt', e.params)).join(' '),
  };
  return Object.fromEntries(
    Object.entries(record).map(([column, value]) => [column, neutraliseCsvCell(value)]),
  ) as BulkResultRecord;
}
