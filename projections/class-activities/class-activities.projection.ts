import { sql } from 'kysely';
import { assertNever } from '@school/modules/kernel';
import type { ClassActivityEvent, GradeEvent, SubmissionEvent } from '@school/modules/assessment';
import { RowChanges, defineProjection, type TableNames, type Trx } from '@school/projections/kernel';
import {
  type ClassActivityRow,
  classActivitiesSchema,
  type GradeCommentRow,
  type GradeTableRow,
  type SubmissionAnswerRow,
  type SubmissionRow,
} from './class-activities.tables.js';

type Table = keyof typeof classActivitiesSchema;

/**
 * A class's activities (bse_atividade_turma), the answers sent (bse_questao_resposta) and the
 * grades as they stand (bse_nota). The grades' history is not kept here: it is read from the
 * grade streams themselves (decision 0030).
 */
export const classActivitiesProjection = defineProjection<
  ClassActivityEvent | SubmissionEvent | GradeEvent
>()({
  name: 'class-activities',
  // 2: grades by class (the grades report of a school, unit or class).
  // 3: grade_sums, each student's grades in an activity added up (the same report, read in sums).
  // 4: the maximum of each grade and sum, the teacher's comments (decision 0072).
  version: 4,
  schema: classActivitiesSchema,
  handles: [
    'ClassActivitiesAdded',
    'ClassActivityOpened',
    'ClassActivityClosed',
    'ClassActivityRemoved',
    'AnswersSubmitted',
    'GradeAssigned',
    'GradeChanged',
    'GradeCommented',
  ],

  async project(events, trx, names) {
    const links = new RowChanges<ClassActivityRow>(
      classActivitiesSchema.class_activities,
      'cod_bse_atividade_turma',
    );
    const grades = new RowChanges<GradeTableRow>(classActivitiesSchema.grades, 'cod_bse_nota');
    // A submission is written once (the decider refuses a second): a replayed batch keeps it.
    const submissions = new RowChanges<SubmissionRow>(
      classActivitiesSchema.submissions,
      ['cod_bse_atividade', 'cod_bse_turma', 'cod_bse_usuario'],
      { onConflict: 'nothing' },
    );
    const answers = new RowChanges<SubmissionAnswerRow>(
      classActivitiesSchema.submission_answers,
      'cod_bse_questao_resposta',
      { onConflict: 'nothing' },
    );
    const comments = new RowChanges<GradeCommentRow>(classActivitiesSchema.grade_comments, [
      'cod_bse_atividade',
      'cod_bse_usuario',
    ]);
    const graded: number[] = [];
    for (const e of events) {
      switch (e.type) {
        case 'ClassActivitiesAdded':
          for (const item of e.data.itens)
            links.insert({
              cod_bse_atividade_turma: item.codBseAtividadeTurma,
              cod_bse_turma: item.codBseTurma,
              cod_bse_atividade: item.codBseAtividade,
              ind_ativo: false,
            });
          break;
        case 'ClassActivityOpened':
        case 'ClassActivityClosed':
          links.patch(e.data.codBseAtividadeTurma, { ind_ativo: e.type === 'ClassActivityOpened' });
          break;
        case 'ClassActivityRemoved':
          links.delete(e.data.codBseAtividadeTurma);
          break;
        case 'AnswersSubmitted': {
          const { codBseAtividade, codBseTurma, codBseUsuario } = e.data;
          submissions.insert({
            cod_bse_atividade: codBseAtividade,
            cod_bse_turma: codBseTurma,
            cod_bse_usuario: codBseUsuario,
            dat_resposta: e.createdAt,
          });
          for (const r of e.data.respostas)
            answers.insert({
              cod_bse_questao_resposta: r.codBseQuestaoResposta,
              cod_bse_atividade: codBseAtividade,
              cod_bse_turma: codBseTurma,
              cod_bse_usuario: codBseUsuario,
              cod_bse_questao: r.codBseQuestao,
              res_resposta: r.resResposta,
            });
          break;
        }
        case 'GradeAssigned':
          graded.push(e.data.codBseNota);
          grades.insertFrom(e.data, { valor_x2: Math.round(e.data.valor * 2), dat_nota: e.createdAt });
          break;
        case 'GradeCommented':
          comments.insert({
            cod_bse_atividade: e.data.codBseAtividade,
            cod_bse_usuario: e.data.codBseUsuario,
            cod_bse_turma: e.data.codBseTurma,
            comentario: e.data.comentario,
            mostrar_resposta: e.data.mostrarResposta,
            cod_usuario_avaliador: e.data.grader.codBseUsuario,
            dat_comentario: e.createdAt,
          });
          break;
        case 'GradeChanged':
          graded.push(e.data.codBseNota);
          grades.patch(e.data.codBseNota, {
            valor_x2: Math.round(e.data.depois * 2),
            dat_nota: e.createdAt,
          });
          break;
        default:
          return assertNever(e);
      }
    }
    await links.apply(trx, names.class_activities);
    await submissions.apply(trx, names.submissions);
    await answers.apply(trx, names.submission_answers);
    await grades.apply(trx, names.grades);
    await comments.apply(trx, names.grade_comments);
    if (graded.length > 0) await addUp(trx, names, graded);
  },
});

/**
 * The sums of the students' activities these grades belong to, added up again from the grades as
 * they now stand (not incremented: a change replaces a grade, and a replay changes nothing), with
 * their maximum: the activity's when graded, 10 per question graded for older grades (decision 0072).
 */
async function addUp(trx: Trx, names: TableNames<Table>, graded: number[]): Promise<void> {
  const grades = sql.table(names.grades);
  await sql`insert into ${sql.table(names.grade_sums)}
      (cod_bse_turma, cod_bse_usuario, cod_bse_atividade, soma_x2, maximo, primeira_nota, ultima_nota)
    select g.cod_bse_turma, g.cod_bse_usuario, g.cod_bse_atividade, sum(g.valor_x2),
           coalesce(max(g.maximo), 10 * count(*)), min(g.dat_nota), max(g.dat_nota)
    from ${grades} g
    join (select distinct cod_bse_turma, cod_bse_usuario, cod_bse_atividade
            from ${grades} where cod_bse_nota = any(${graded}::int[])) t
      on g.cod_bse_atividade = t.cod_bse_atividade and g.cod_bse_usuario = t.cod_bse_usuario
     and g.cod_bse_turma = t.cod_bse_turma
    group by g.cod_bse_turma, g.cod_bse_usuario, g.cod_bse_atividade
    on conflict (cod_bse_turma, cod_bse_usuario, cod_bse_atividade) do update
      set soma_x2 = excluded.soma_x2, maximo = excluded.maximo, primeira_nota = excluded.primeira_nota, ultima_nota = excluded.ultima_nota`.execute(
    trx,
  );
}
