import { z } from 'zod';
import { Profile, recordId, requiredId } from '@school/modules/kernel';
import { optionalId } from '../contract-fields.js';

const unitName = z
  .string({ error: 'unit.nameMin' })
  .trim()
  .min(4, { error: 'unit.nameMin' })
  .max(100, { error: 'generic.invalid' });

/** Exactly 2 characters, forced to upper case, letters A-Z only (it becomes part of every login). */
export const unitPrefixSchema = z
  .string({ error: 'unit.prefixLength' })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .length(2, { error: 'unit.prefixLength' })
      .regex(/^[A-Z]*$/, { error: 'unit.prefixLetters' }),
  );

/**
 * POST /api/bse_unidade, as a Gestor sends it: the school is not asked (the server uses the
 * Gestor's own). A Master must choose it: use `createUnitSchemaFor(profile)`.
 */
export const createUnitSchema = z.object({
  nomUnidade: unitName,
  cstTxtPrefixoLogin: unitPrefixSchema,
  codBseEndereco: optionalId,
  codBseEscola: optionalId,
});
export type CreateUnitInput = z.output<typeof createUnitSchema>;

const masterCreateUnitSchema = createUnitSchema.extend({ codBseEscola: requiredId('unit.schoolRequired') });

/** The unit form's schema for a profile: only the Master picks the school ("Selecione uma escola."). */
export function createUnitSchemaFor(profile: number): z.ZodType<CreateUnitInput, unknown> {
  return profile === Profile.Master ? masterCreateUnitSchema : createUnitSchema;
}

/** PUT /api/bse_unidade/{id}: the prefix is locked, the school never changes. */
export const updateUnitSchema = z.object({
  nomUnidade: unitName,
  codBseEndereco: optionalId,
  codBseUnidade: recordId().optional(),
  cstTxtPrefixoLogin: z.string().optional(),
});
export type UpdateUnitInput = z.output<typeof updateUnitSchema>;

/** GET /api/bse_unidade?search=: one term matched against unit name, school name and both prefixes. */
export const unitSearchSchema = z.object({
  search: z.string().trim().max(100, { error: 'generic.invalid' }).optional(),
});

/** A unit as the API answers it. */
export interface Unit {
  codBseUnidade: number;
  codBseEscola: number;
  nomUnidade: string;
  cstTxtPrefixoLogin: string;
  codBseEndereco: number | null;
  nomEscola: string;
  cstTxtPrefixoLoginEscola: string;
}

/** A user of a unit (GET /api/bse_unidade/usuariosDaUnidade/{id}). */
export interface UnitUser {
  codBseUsuario: number;
  nomUsuario: string;
  cstLogin: string;
  codBsePerfil: number;
}

/** Legacy create/update answers: 1 done, 0 a unit of that name already exists in the school. */
export type UnitWriteAnswer = 0 | 1;
