import { z } from 'zod';
import { ID_MAX, recordId, requiredText } from '@school/modules/kernel';

const name = requiredText(100, 'school.nameRequired', 'generic.invalid');

const addressId = z.coerce
  .number()
  .int()
  .positive()
  .max(ID_MAX)
  .nullish()
  .transform((v) => v ?? null);

/** POST /api/bse_escola. The same schema validates the web form. */
export const createSchoolSchema = z.object({
  nomEscola: name,
  cstTxtPrefixoLogin: z
    .string({ error: 'school.prefixRequired' })
    .trim()
    .min(1, { error: 'school.prefixRequired' })
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'school.prefixFormat' })),
  codBseEndereco: addressId,
  /** Sent by the legacy client; the server records the signed-in user instead. */
  codUsuarioCriacao: z.unknown().optional(),
});
export type CreateSchoolInput = z.output<typeof createSchoolSchema>;

/** PUT /api/bse_escola/{id}: the prefix is locked, so it is not part of the update. */
export const updateSchoolSchema = z.object({
  nomEscola: name,
  codBseEndereco: addressId,
  codBseEscola: recordId().optional(),
  cstTxtPrefixoLogin: z.string().optional(),
});
export type UpdateSchoolInput = z.output<typeof updateSchoolSchema>;

export const schoolSearchSchema = z.object({
  search: z.string().trim().max(100).optional(),
  nomEscola: z.string().trim().max(100).optional(),
});

/** A school as the API answers it. */
export interface School {
  codBseEscola: number;
  nomEscola: string;
  cstTxtPrefixoLogin: string;
  codBseEndereco: number | null;
  codUsuarioCriacao: number | null;
}

/** Legacy create/update answers: 1 done, 0 already registered (a prefix taken is a 400). */
export type SchoolWriteAnswer = 0 | 1;
