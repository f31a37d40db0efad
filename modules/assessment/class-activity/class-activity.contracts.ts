import { z } from 'zod';
import { requiredId } from '@school/modules/kernel';

/**
 * POST /api/bse_atividade_turma: activities for one class, all at once (the add dialog's
 * selection): `atividades` as ids or `{codBseAtividade}`.
 */
export const addClassActivitiesSchema = z.object({
  codBseTurma: requiredId('generic.invalid'),
  atividades: z
    .array(
      z.union([
        requiredId('generic.invalid'),
        z.object({ codBseAtividade: requiredId('generic.invalid') }).transform((a) => a.codBseAtividade),
      ]),
    )
    .min(1, { error: 'generic.required' })
    .max(100, { error: 'generic.invalid' }),
});
export type AddClassActivitiesInput = z.output<typeof addClassActivitiesSchema>;

/** PUT /api/bse_atividade_turma/{id}: S opens the activity to answers, N closes it. */
export const updateClassActivitySchema = z.object({
  indAtivo: z.enum(['S', 'N'], { error: 'generic.invalid' }),
});

/** A class's activity as GET /api/bse_atividade_turma/all/{classId} answers it. */
export interface ClassActivity {
  codBseAtividadeTurma: number;
  codBseTurma: number;
  codBseAtividade: number;
  indAtivo: 'S' | 'N';
  BseAtividade: { nomAtividade: string; desDescricao: string };
  /** How many answers given in the class wait for a grade (its Professor's "a corrigir"). */
  aCorrigir: number;
}

/** An open activity of the student's class (GET /api/bse_atividade_turma/{classId}/atividades-ativas). */
export interface OpenActivity extends Omit<ClassActivity, 'aCorrigir'> {
  /** How many questions it has. */
  questoes: number;
  capitulos: { codTrlCapitulo: number; dscTitulo: string }[];
  /** Whether the caller (a student) has sent its answers. */
  respondida: boolean;
  /** Whether its answers are graded ("Corrigida"), and then the total, its maximum and the teacher's comment. */
  corrigida: boolean;
  nota: number | null;
  maximo: number | null;
  comentario: string | null;
  /**
   * The expected answers, once graded and only where the teacher chose to show them (decision
   * 0072); null otherwise: they never reach a student before grading.
   */
  respostasEsperadas: { codBseQuestao: number; titulo: string; resposta: string }[] | null;
}
