import { sql } from 'kysely';
import type { ActivityEvent, QuestionFields } from '@school/modules/assessment';
import { RowChanges, defineProjection, onEach } from '@school/projections/kernel';
import { type ActivityQuestionRow, type ActivityRow, activitiesSchema } from './activities.tables.js';

const questionRow = (codBseAtividade: number, q: QuestionFields): ActivityQuestionRow => ({
  cod_bse_questao: q.codBseQuestao,
  cod_bse_atividade: codBseAtividade,
  titulo: q.titulo,
  enunciado: q.enuEnunciado,
  tipo: q.tipoQuestao,
  opcoes: JSON.stringify(q.multiplaEscolha),
  resposta_esperada: q.resRespostaEsperada,
});

/** The activities (bse_atividade) and their questions (bse_questao), the catalogue's and the schools'. */
export const activitiesProjection = defineProjection<ActivityEvent>()({
  name: 'activities',
  // 2: erased people's names, logins and texts read "Dados removidos" (decision 0061).
  // 3: the owner school, null for the catalogue (decision 0071).
  version: 3,
  schema: activitiesSchema,
  handles: [
    'ActivityCreated',
    'ActivityChanged',
    'ActivityDeleted',
    'QuestionAdded',
    'QuestionChanged',
    'QuestionRemoved',
  ],

  async project(events, trx, names) {
    const activities = new RowChanges<ActivityRow>(activitiesSchema.activities, 'cod_bse_atividade');
    const questions = new RowChanges<ActivityQuestionRow>(
      activitiesSchema.activity_questions,
      'cod_bse_questao',
    );
    const deletedActivities: number[] = [];
    onEach(events, {
      ActivityCreated: (e) =>
        activities.insertFrom(e.data, {
          dat_criacao: e.createdAt,
          cod_bse_escola: e.data.codBseEscola ?? null,
        }),
      ActivityChanged: (e) =>
        activities.patchFrom(e.data.codBseAtividade, e.data, [
          'nom_atividade',
          'des_descricao',
          'cod_trl_livro',
          'capitulos',
        ]),
      ActivityDeleted: (e) => {
        activities.delete(e.data.codBseAtividade);
        deletedActivities.push(e.data.codBseAtividade);
      },
      QuestionAdded: (e) => questions.insert(questionRow(e.data.codBseAtividade, e.data)),
      QuestionChanged: (e) => {
        const { cod_bse_questao: _id, ...fields } = questionRow(e.data.codBseAtividade, e.data);
        questions.patch(e.data.codBseQuestao, fields);
      },
      QuestionRemoved: (e) => questions.delete(e.data.codBseQuestao),
    });
    await activities.apply(trx, names.activities);
    await questions.apply(trx, names.activity_questions);
    // A deleted activity's questions go with it (its stream takes no question after).
    if (deletedActivities.length)
      await sql`delete from ${sql.table(names.activity_questions)}
        where cod_bse_atividade = any(${deletedActivities})`.execute(trx);
  },
});
