import { z } from 'zod';
import { Profile, recordId, requiredId } from '@school/modules/kernel';
import { optionalId } from '../contract-fields.js';

/**
 * What a class name may contain: letters (accents included), digits, spaces, the ordinal
 * signs º and ª ("1º ano", "3ª série") and hyphens ("9º ano - B"). Anything else (/, #, @,
 * quotes, dots) is a "special character": names show in selects, reports and CSV exports.
 */
export const CLASS_NAME_PATTERN = /^[\p{L}\p{N} ºª-]*$/u;

/** Trimmed and with inner runs of spaces collapsed, so "9º  ano" and "9º ano" are one name. */
export const classNameSchema = z
  .string({ error: 'class.nameMin' })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(3, { error: 'class.nameMin' })
      .max(100, { error: 'generic.invalid' })
      .regex(CLASS_NAME_PATTERN, { error: 'class.nameChars' }),
  );

/**
 * POST /api/bse_turma as a Coordenador sends it: its unit is fixed to its own, the server
 * ignores `codBseUnidade`. Gestor and Diretor choose it: use `createClassSchemaFor(profile)`.
 */
export const createClassSchema = z.object({
  nomTurma: classNameSchema,
  codBseUnidade: optionalId,
});
export type CreateClassInput = z.output<typeof createClassSchema>;

const choosingUnitSchema = z.object({
  nomTurma: classNameSchema,
  codBseUnidade: requiredId('class.unitRequired'),
});

/** The class form's schema for a profile: Gestor (2) and Diretor (3) choose the unit. */
export function createClassSchemaFor(profile: number): z.ZodType<CreateClassInput, unknown> {
  return profile === Profile.Gestor || profile === Profile.Diretor ? choosingUnitSchema : createClassSchema;
}

/** PUT /api/bse_turma/{id}: only the name changes; a class never moves to another unit. */
export const updateClassSchema = z.object({
  nomTurma: classNameSchema,
  codBseTurma: recordId().optional(),
});
export type UpdateClassInput = z.output<typeof updateClassSchema>;

/** A class as the API answers it, with the names and login prefixes of its unit and school. */
export interface SchoolClass {
  codBseTurma: number;
  nomTurma: string;
  codBseUnidade: number;
  codBseEscola: number;
  nomUnidade: string;
  nomEscola: string;
  cstTxtPrefixoLoginUnidade: string;
  cstTxtPrefixoLoginEscola: string;
  codUsuarioCriacao: number | null;
}

/** A student of a class (GET /api/bse_turma/usuariosDaTurma/{id}). */
export interface ClassStudent {
  codBseUsuario: number;
  nomUsuario: string;
  cstLogin: string;
}

/** Legacy create/update answers: 1 done, 0 a class of that name already exists in the unit. */
export type ClassWriteAnswer = 0 | 1;
