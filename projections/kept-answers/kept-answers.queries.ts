import { tablesOf, type Db } from '@school/projections/kernel';
import { keptAnswersSchema } from './kept-answers.tables.js';

/** Answers set aside, as the teacher reads them beside the answer that counts. */
export interface KeptAnswerSet {
  motivo: 'late' | 'duplicate';
  codBseTurma: number;
  /** When the student gave them on its device, and when they arrived (ISO). */
  feitoEm: string;
  recebidaEm: string;
  respostas: { codBseQuestao: number; resResposta: string }[];
}

/** A student's answers set aside for an activity, oldest first. */
export async function keptAnswersOf(
  db: Db,
  codBseAtividade: number,
  codBseUsuario: number,
): Promise<KeptAnswerSet[]> {
  const rows = await tablesOf(db, keptAnswersSchema)
    .selectFrom('kept_answers')
    .selectAll()
    .where('cod_bse_atividade', '=', codBseAtividade)
    .where('cod_bse_usuario', '=', codBseUsuario)
    .orderBy('recebida_em')
    .orderBy('event_id')
    .orderBy('cod_bse_questao')
    .execute();
  const sets = new Map<string, KeptAnswerSet>();
  for (const r of rows) {
    let set = sets.get(r.event_id);
    if (!set) {
      set = {
        motivo: r.reason as KeptAnswerSet['motivo'],
        codBseTurma: r.cod_bse_turma,
        feitoEm: new Date(r.feito_em).toISOString(),
        recebidaEm: new Date(r.recebida_em).toISOString(),
        respostas: [],
      };
      sets.set(r.event_id, set);
    }
    set.respostas.push({ codBseQuestao: r.cod_bse_questao, resResposta: r.res_resposta });
  }
  return [...sets.values()];
}

/** Why each of these students has answers set aside for an activity (one reason per set, oldest first). */
export async function keptReasonsOf(
  db: Db,
  codBseAtividade: number,
  students: readonly number[],
): Promise<Map<number, KeptAnswerSet['motivo'][]>> {
  if (students.length === 0) return new Map();
  const rows = await tablesOf(db, keptAnswersSchema)
    .selectFrom('kept_answers')
    .select(['cod_bse_usuario', 'event_id', 'reason'])
    .distinct()
    .where('cod_bse_atividade', '=', codBseAtividade)
    .where('cod_bse_usuario', 'in', students)
    .orderBy('cod_bse_usuario')
    .orderBy('event_id')
    .execute();
  const reasons = new Map<number, KeptAnswerSet['motivo'][]>();
  for (const r of rows)
    reasons.set(r.cod_bse_usuario, [
      ...(reasons.get(r.cod_bse_usuario) ?? []),
      r.reason as KeptAnswerSet['motivo'],
    ]);
  return reasons;
}
