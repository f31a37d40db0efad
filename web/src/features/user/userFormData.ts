import { Profile } from '@school/modules/kernel/contracts';
import { NETWORK_PROFILES, UNIT_PROFILES } from '@school/modules/identity/contracts';
import { PROTECTED_SCHOOL_ID } from '@school/modules/organization/contracts';

/** The form's fields as the inputs hold them (selects hold strings; '' is none). */
export interface UserFormValues {
  txtSenha: string;
  codBsePerfil: string;
  codBseEscola: string;
  codBseUnidade: string;
  /** A student's class. */
  codBseTurma: string;
  /** A teacher's classes. */
  arrayCodBseTurmas: string[];
  nomUsuario: string;
}

/** What both schemas hand over, and what the multipart body carries. */
export interface UserOutput {
  cstLogin: string | null;
  txtSenha: string | null;
  nomUsuario: string;
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
  turmas: number[];
}

export const includes = (list: readonly number[], value: number | null) =>
  value !== null && list.includes(value);
export const id = (value: string) => (/^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * The schema's input: what the profile has no use for is left out, the network profiles go to
 * school 1; an edited user (`userId`) is named and keeps its login.
 */
export function schemaInput(
  v: UserFormValues,
  { userId, login }: { userId?: number; login: string },
): Record<string, unknown> {
  const p = id(v.codBsePerfil);
  const edit = userId !== undefined;
  return {
    ...(edit ? { codBseUsuario: userId } : {}),
    cstLogin: edit ? '' : login,
    txtSenha: v.txtSenha,
    codBsePerfil: v.codBsePerfil,
    codBseEscola: includes(NETWORK_PROFILES, p) ? String(PROTECTED_SCHOOL_ID) : v.codBseEscola,
    codBseUnidade: includes(UNIT_PROFILES, p) ? v.codBseUnidade : '',
    codBseTurma: p === Profile.Aluno ? v.codBseTurma : '',
    arrayCodBseTurmas: p === Profile.Professor ? v.arrayCodBseTurmas : [],
    nomUsuario: v.nomUsuario,
  };
}

/** The multipart body of POST and PUT /api/bse_usuario (the legacy field names). */
export function formData(output: UserOutput, avatar: File | null, userId?: number): FormData {
  const body = new FormData();
  if (userId !== undefined) body.append('codBseUsuario', String(userId));
  if (output.cstLogin && userId === undefined) body.append('cstLogin', output.cstLogin);
  if (output.txtSenha) body.append('txtSenha', output.txtSenha);
  body.append('codBsePerfil', String(output.codBsePerfil));
  if (output.codBseEscola !== null) body.append('codBseEscola', String(output.codBseEscola));
  if (output.codBseUnidade !== null) body.append('codBseUnidade', String(output.codBseUnidade));
  if (output.codBsePerfil === Profile.Aluno) {
    if (output.turmas[0] !== undefined) body.append('codBseTurma', String(output.turmas[0]));
  } else {
    for (const turma of output.turmas) body.append('arrayCodBseTurmas', String(turma));
  }
  body.append('nomUsuario', output.nomUsuario);
  if (avatar) body.append('imgAvatar', avatar);
  return body;
}
