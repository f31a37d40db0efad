import { sql } from 'kysely';
import { tablesOf, type Db } from '@school/projections/kernel';
import { classActivitiesSchema } from './class-activities.tables.js';

// The read model's second concept: who answered an activity, the answers and the grades as they
// stand (submissions, submission_answers, grades, grade_sums). Its name stays class-activities:
// a renamed read model has no checkpoint, and the engine would replay it into empty tables.

/** A grade as it stands. */
export interface GradeRecord {
  codBseNota: number;
  codBseAtividade: number;
  codBseQuestao: number;
  codBseUsuario: number;
  codBseTurma: number;
  valor: number;
  datNota: Date;
}

const tables = (db: Db) => tablesOf(db, classActivitiesSchema);

/** Who sent answers to an activity in a class, and when. */
export async function submissionsOf(
  db: Db,
  codBseAtividade: number,
  codBseTurma: number,
): Promise<{ codBseUsuario: number; datResposta: Date }[]> {
  return tables(db)
    .selectFrom('submissions')
    .select(['cod_bse_usuario as codBseUsuario', 'dat_resposta as datResposta'])
    .where('cod_bse_atividade', '=', codBseAtividade)
    .where('cod_bse_turma', '=', codBseTurma)
    .execute();
}

/** The class a student answered an activity in (and when), if it did. */
export async function submissionOf(
  db: Db,
  codBseAtividade: number,
  codBseUsuario: number,
): Promise<{ codBseTurma: number; datResposta: Date } | undefined> {
  return tables(db)
    .selectFrom('submissions')
    .select(['cod_bse_turma as codBseTurma', 'dat_resposta as datResposta'])
    .where('cod_bse_atividade', '=', codBseAtividade)
    .where('cod_bse_usuario', '=', codBseUsuario)
    .orderBy('dat_resposta')
    .executeTakeFirst();
}

/** When each of these students answered an activity, in whichever class it answered (one answer each). */
export async function submissionsOfStudents(
  db: Db,
  codBseAtividade: number,
  students: readonly number[],
): Promise<Map<number, Date>> {
  if (students.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom('submissions')
    .select(['cod_bse_usuario as codBseUsuario', 'dat_resposta as datResposta'])
    .where('cod_bse_atividade', '=', codBseAtividade)
    .where('cod_bse_usuario', 'in', students)
    .orderBy('dat_resposta', 'desc')
    .execute();
  // The first answer wins where old data holds two (given before decision 0033).
  return new Map(rows.map((r) => [r.codBseUsuario, r.datResposta]));
}

/** Which of the activities the student has answered (in any class). */
export async function answeredBy(db: Db, codBseUsuario: number, activities: number[]): Promise<Set<number>> {
  if (activities.length === 0) return new Set();
  const rows = await tables(db)
    .selectFrom('submissions')
    .select('cod_bse_atividade')
    .where('cod_bse_usuario', '=', codBseUsuario)
    .where('cod_bse_atividade', 'in', activities)
    .execute();
  return new Set(rows.map((r) => r.cod_bse_atividade));
}

/** A student's answers to an activity in a class. */
export async function answersOf(
  db: Db,
  codBseAtividade: number,
  codBseTurma: number,
  codBseUsuario: number,
): Promise<{ codBseQuestaoResposta: number; codBseQuestao: number; resResposta: string }[]> {
  return tables(db)
    .selectFrom('submission_answers')
    .select([
      'cod_bse_questao_resposta as codBseQuestaoResposta',
      'cod_bse_questao as codBseQuestao',
      'res_resposta as resResposta',
    ])
    .where('cod_bse_atividade', '=', codBseAtividade)
    .where('cod_bse_turma', '=', codBseTurma)
    .where('cod_bse_usuario', '=', codBseUsuario)
    .orderBy('cod_bse_questao_resposta')
    .execute();
}

/** An answer as the legacy list gives it. */
export interface AnswerRecord {
  codBseQuestaoResposta: number;
  codBseAtividade: number;
  codBseTurma: number;
  codBseUsuario: number;
  codBseQuestao: number;
  resResposta: string;
}

/**
 * The answers given in some classes (`'all'`: every class) or by one student (`student`), in the
 * order they were given: the list of GET /bse_questao_resposta, already narrowed to a scope.
 */
export async function listAnswers(
  db: Db,
  where: { classes: readonly number[] | 'all' } | { student: number },
): Promise<AnswerRecord[]> {
  let query = tables(db)
    .selectFrom('submission_answers')
    .select([
      'cod_bse_questao_resposta as codBseQuestaoResposta',
      'cod_bse_atividade as codBseAtividade',
      'cod_bse_turma as codBseTurma',
      'cod_bse_usuario as codBseUsuario',
      'cod_bse_questao as codBseQuestao',
      'res_resposta as resResposta',
    ])
    .orderBy('cod_bse_questao_resposta');
  if ('student' in where) query = query.where('cod_bse_usuario', '=', where.student);
  else if (where.classes !== 'all') {
    if (where.classes.length === 0) return [];
    query = query.where('cod_bse_turma', 'in', where.classes);
  }
  return query.execute();
}

function selectGrades(db: Db) {
  return tables(db)
    .selectFrom('grades')
    .select([
      'cod_bse_nota as codBseNota',
      'cod_bse_atividade as codBseAtividade',
      'cod_bse_questao as codBseQuestao',
      'cod_bse_usuario as codBseUsuario',
      'cod_bse_turma as codBseTurma',
      sql<number>`valor_x2 / 2.0`.as('valor'),
      'dat_nota as datNota',
    ]);
}

const grade = (row: GradeRecord): GradeRecord => ({ ...row, valor: Number(row.valor) });

/** A student's grades in an activity, by question; every grade of an activity without a student. */
export async function gradesOf(
  db: Db,
  codBseAtividade?: number,
  codBseUsuario?: number,
): Promise<GradeRecord[]> {
  let query = selectGrades(db).orderBy('cod_bse_questao');
  if (codBseAtividade !== undefined) query = query.where('cod_bse_atividade', '=', codBseAtividade);
  if (codBseUsuario !== undefined) query = query.where('cod_bse_usuario', '=', codBseUsuario);
  return (await query.execute()).map(grade);
}

export async function gradesByIds(db: Db, ids: number[]): Promise<GradeRecord[]> {
  if (ids.length === 0) return [];
  return (await selectGrades(db).where('cod_bse_nota', 'in', ids).execute()).map(grade);
}

/** Each of these students' grade sum, its maximum and last grade date in an activity, whatever class it answered in. */
export async function gradeSummariesOfStudents(
  db: Db,
  codBseAtividade: number,
  students: readonly number[],
): Promise<Map<number, { soma: number; maximo: number; datNota: Date }>> {
  if (students.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom('grade_sums')
    .select(['cod_bse_usuario as codBseUsuario', 'soma_x2', 'maximo', 'ultima_nota'])
    .where('cod_bse_atividade', '=', codBseAtividade)
    .where('cod_bse_usuario', 'in', students)
    .execute();
  return new Map(
    rows.map((r) => [
      r.codBseUsuario,
      { soma: r.soma_x2 / 2, maximo: r.maximo, datNota: new Date(r.ultima_nota) },
    ]),
  );
}

/**
 * How many answers given in the class wait for a grade, per activity: a student who answered it
 * there and has no grade in it yet.
 */
export async function waitingForGrade(db: Db, codBseTurma: number): Promise<Map<number, number>> {
  const { rows } = await sql<{ codBseAtividade: number; respostas: number }>`
    select s.cod_bse_atividade as "codBseAtividade", count(*)::int as respostas
    from submissions s
    where s.cod_bse_turma = ${codBseTurma}
      and not exists (select 1 from grade_sums gs where gs.cod_bse_turma = s.cod_bse_turma
        and gs.cod_bse_usuario = s.cod_bse_usuario and gs.cod_bse_atividade = s.cod_bse_atividade)
    group by s.cod_bse_atividade`.execute(db);
  return new Map(rows.map((r) => [r.codBseAtividade, r.respostas]));
}

/** A student's graded activity: the sum, its maximum, the teacher's comment and the expected answers' choice. */
export interface GradedActivity {
  soma: number;
  maximo: number;
  comentario: string | null;
  mostrarResposta: boolean;
}

/** Which of these activities are graded for the student (in any class), with their sums and comments. */
export async function gradedActivitiesOf(
  db: Db,
  codBseUsuario: number,
  activities: readonly number[],
): Promise<Map<number, GradedActivity>> {
  if (activities.length === 0) return new Map();
  const rows = await tables(db)
    .selectFrom('grade_sums as s')
    .leftJoin('grade_comments as c', (j) =>
      j
        .onRef('c.cod_bse_atividade', '=', 's.cod_bse_atividade')
        .onRef('c.cod_bse_usuario', '=', 's.cod_bse_usuario'),
    )
    .select(['s.cod_bse_atividade', 's.soma_x2', 's.maximo', 'c.comentario', 'c.mostrar_resposta'])
    .where('s.cod_bse_usuario', '=', codBseUsuario)
    .where('s.cod_bse_atividade', 'in', activities)
    .execute();
  return new Map(
    rows.map((r) => [
      r.cod_bse_atividade,
      {
        soma: r.soma_x2 / 2,
        maximo: r.maximo,
        comentario: r.comentario ?? null,
        mostrarResposta: r.mostrar_resposta ?? false,
      },
    ]),
  );
}

/** The teacher's comment on a student's answers to an activity, if one was written. */
export async function commentOf(
  db: Db,
  codBseAtividade: number,
  codBseUsuario: number,
): Promise<{ comentario: string | null; mostrarResposta: boolean } | undefined> {
  return tables(db)
    .selectFrom('grade_comments')
    .select(['comentario', 'mostrar_resposta as mostrarResposta'])
    .where('cod_bse_atividade', '=', codBseAtividade)
    .where('cod_bse_usuario', '=', codBseUsuario)
    .executeTakeFirst();
}
