import { sql } from 'kysely';
import { assertNever, type RecordedEvent } from '@school/modules/kernel';
import type { ActivityEvent, QuestionFields } from '@school/modules/assessment';
import { RowChanges, type Projection } from '@school/projections/kernel';
import { type ActivityQuestionRow, type ActivityRow, activitiesSchema } from './activities.tables.js';

type Table = keyof typeof activitiesSchema;

const HANDLES = [
  'ActivityCreated',
  'ActivityChanged',
  'ActivityDeleted',
  'QuestionAdded',
  'QuestionChanged',
  'QuestionRemoved',
] as const satisfies readonly ActivityEvent['type'][];

const questionRow = (codBseAtividade: number, q: QuestionFields): ActivityQuestionRow => ({
  cod_bse_questao: q.codBseQuestao,
  cod_bse_atividade: codBseAtividade,
  titulo: q.titulo,
  enunciado: q.enuEnunciado,
  tipo: q.tipoQuestao,
  opcoes: JSON.stringify(q.multiplaEscolha),
  resposta_esperada: q.resRespostaEsperada,
});

/** The activities (bse_atividade) and their questions (bse_questao), as the Master wrote them. */
export const activitiesProjection: Projection<Table> = {
  name: 'activities',
  tables: ['activities', 'activity_questions'],
  schema: activitiesSchema,
  handles: HANDLES,

  async createTables(db, names) {
    await sql`create table ${sql.table(names.activities)} (
      cod_bse_atividade int primary key,
      nom_atividade text not null,
      des_descricao text not null,
      cod_trl_livro int not null,
      capitulos int[] not null,
      cod_usuario_criacao int not null,
      nom_usuario_criacao text not null,
      dat_criacao timestamptz not null
    )`.execute(db);
    await sql`create table ${sql.table(names.activity_questions)} (
      cod_bse_questao int primary key,
      cod_bse_atividade int not null,
      titulo text not null,
      enunciado text not null,
      tipo text not null,
      opcoes text not null,
      resposta_esperada text not null
    )`.execute(db);
    await sql`create index on ${sql.table(names.activity_questions)} (cod_bse_atividade)`.execute(db);
  },

  async project(events: readonly RecordedEvent[], trx, names) {
    const activities = new RowChanges<ActivityRow>(activitiesSchema.activities, 'cod_bse_atividade');
    const questions = new RowChanges<ActivityQuestionRow>(
      activitiesSchema.activity_questions,
      'cod_bse_questao',
    );
    const deletedActivities: number[] = [];
    for (const event of events) {
      const e = { type: event.type, data: event.data } as ActivityEvent;
      switch (e.type) {
        case 'ActivityCreated':
          activities.insert({
            cod_bse_atividade: e.data.codBseAtividade,
            nom_atividade: e.data.nomAtividade,
            des_descricao: e.data.desDescricao,
            cod_trl_livro: e.data.codTrlLivro,
            capitulos: e.data.capitulos,
            cod_usuario_criacao: e.data.codUsuarioCriacao,
            nom_usuario_criacao: e.data.nomUsuarioCriacao,
            dat_criacao: event.createdAt,
          });
          break;
        case 'ActivityChanged':
          activities.patch(e.data.codBseAtividade, {
            nom_atividade: e.data.nomAtividade,
            des_descricao: e.data.desDescricao,
            cod_trl_livro: e.data.codTrlLivro,
            capitulos: e.data.capitulos,
          });
          break;
        case 'ActivityDeleted':
          activities.delete(e.data.codBseAtividade);
          deletedActivities.push(e.data.codBseAtividade);
          break;
        case 'QuestionAdded':
          questions.insert(questionRow(e.data.codBseAtividade, e.data));
          break;
        case 'QuestionChanged': {
          const { cod_bse_questao: _id, ...fields } = questionRow(e.data.codBseAtividade, e.data);
          questions.patch(e.data.codBseQuestao, fields);
          break;
        }
        case 'QuestionRemoved':
          questions.delete(e.data.codBseQuestao);
          break;
        default:
          return assertNever(e);
      }
    }
    await activities.apply(trx, names.activities);
    await questions.apply(trx, names.activity_questions);
    // A deleted activity's questions go with it (its stream takes no question after).
    if (deletedActivities.length)
      await sql`delete from ${sql.table(names.activity_questions)}
        where cod_bse_atividade = any(${deletedActivities})`.execute(trx);
  },
};
