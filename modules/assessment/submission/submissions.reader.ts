import { Inject, Injectable } from '@nestjs/common';
import type { ResponseRow, StudentAnswers } from '@school/modules/assessment';
import { Profile } from '@school/modules/kernel';
import { type ActivityRecord, questionsOf } from '@school/projections/activities';
import {
  type AnswerRecord,
  answersOf,
  gradesOf,
  gradedActivitiesOf,
  gradeSummariesOfStudents,
  listAnswers,
  submissionsOf,
  submissionsOfStudents,
} from '@school/projections/class-activities';
import { findClass, listClasses, studentsOfClass } from '@school/projections/class-list';
import { keptAnswersOf, keptReasonsOf } from '@school/projections/kept-answers';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { OrgScopeService } from '@school/modules/organization/server';
import { GradeHistoryReader } from '../grade/grade-history.reader.js';

/**
 * The answers' screens, each one answer composed from the read models it spans (class
 * activities, activities, class list, user directory) and the grade streams; the caller's scope is
 * checked before (AssessmentScope), except for the list, which is narrowed to it here.
 */
@Injectable()
export class SubmissionsReader {
  constructor(
    private readonly orgScope: OrgScopeService,
    private readonly sheets: GradeHistoryReader,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  /** Every answer in the caller's scope, in the order given (a student: its own). */
  async inScopeOf(caller: Caller): Promise<AnswerRecord[]> {
    if (caller.profile === Profile.Aluno) return listAnswers(this.db, { student: caller.userId });
    const scope = await this.orgScope.listScope(caller);
    if (scope.kind === 'all') return listAnswers(this.db, { classes: 'all' });
    const classes = await listClasses(this.db, scope);
    return listAnswers(this.db, { classes: classes.map((c) => c.codBseTurma) });
  }

  /** The responses screen of an activity in a class. */
  async responses(activity: ActivityRecord, classId: number): Promise<ResponseRow[]> {
    const [members, given] = await Promise.all([
      studentsOfClass(this.db, classId),
      submissionsOf(this.db, activity.codBseAtividade, classId),
    ]);
    // The class's students now, each with its answer wherever it gave it, then those who answered
    // here and have left the class since: an answer keeps its class (decision 0033).
    const current = new Set(members.map((m) => m.codBseUsuario));
    const left = await Promise.all(
      given.filter((g) => !current.has(g.codBseUsuario)).map((g) => findUser(this.db, g.codBseUsuario)),
    );
    const students = [
      ...members,
      ...left.flatMap((u) => (u ? [{ codBseUsuario: u.codBseUsuario, nomUsuario: u.nomUsuario }] : [])),
    ];
    const ids = students.map((s) => s.codBseUsuario);
    const [answered, grades, kept] = await Promise.all([
      submissionsOfStudents(this.db, activity.codBseAtividade, ids),
      gradeSummariesOfStudents(this.db, activity.codBseAtividade, ids),
      keptReasonsOf(this.db, activity.codBseAtividade, ids),
    ]);
    return students.map((s) => ({
      cod_bse_usuario: s.codBseUsuario,
      nom_usuario: s.nomUsuario,
      nom_atividade: activity.nomAtividade,
      dat_resposta: answered.get(s.codBseUsuario)?.toISOString() ?? null,
      dat_nota: grades.get(s.codBseUsuario)?.datNota.toISOString() ?? null,
      soma_nota: grades.get(s.codBseUsuario)?.soma ?? null,
      maximo: grades.get(s.codBseUsuario)?.maximo ?? null,
      guardadas: kept.get(s.codBseUsuario) ?? [],
    }));
  }

  /**
   * One student's answers to an activity, read through a class (`submitted`: its submission, as
   * AssessmentScope.studentRecords found it); a student reading its own sees no expected answer.
   */
  async ofStudent(
    caller: Caller,
    activity: ActivityRecord,
    classId: number,
    studentId: number,
    submitted: { codBseTurma: number; datResposta: Date } | undefined,
  ): Promise<StudentAnswers> {
    // The answer is the one the student gave, in the class it gave it in (one per activity).
    const answeredIn = submitted?.codBseTurma ?? null;
    const [student, questions, answers, grades, versao, turma, graded, kept] = await Promise.all([
      findUser(this.db, studentId),
      questionsOf(this.db, activity.codBseAtividade),
      answeredIn === null ? [] : answersOf(this.db, activity.codBseAtividade, answeredIn, studentId),
      gradesOf(this.db, activity.codBseAtividade, studentId),
      this.sheets.version(activity.codBseAtividade, studentId),
      answeredIn === null ? undefined : findClass(this.db, answeredIn),
      gradedActivitiesOf(this.db, studentId, [activity.codBseAtividade]),
      // Answers set aside are for the staff to weigh (decision 0076), not the student's sheet.
      caller.profile === Profile.Aluno ? [] : keptAnswersOf(this.db, activity.codBseAtividade, studentId),
    ]);
    const sheet = graded.get(activity.codBseAtividade);
    // A student sees the expected answers only once graded, where its teacher chose to show them.
    const showsExpected = sheet?.mostrarResposta === true;
    const answerOf = new Map(answers.map((a) => [a.codBseQuestao, a]));
    const gradeOf = new Map(grades.map((g) => [g.codBseQuestao, g]));
    return {
      codBseAtividade: activity.codBseAtividade,
      codBseTurma: classId,
      codBseUsuario: studentId,
      nomUsuario: student?.nomUsuario ?? '',
      nomAtividade: activity.nomAtividade,
      dat_resposta: submitted?.datResposta.toISOString() ?? null,
      turmaResposta: turma ? { codBseTurma: turma.codBseTurma, nomTurma: turma.nomTurma } : null,
      versao,
      soma_nota: sheet?.soma ?? null,
      maximo: sheet?.maximo ?? null,
      comentario: sheet?.comentario ?? null,
      mostrarResposta: sheet?.mostrarResposta ?? false,
      guardadas: kept,
      questoes: questions.map((q) => {
        const answer = answerOf.get(q.codBseQuestao);
        const grade = gradeOf.get(q.codBseQuestao);
        // Only non-students see the expected answers (section 6), and the student once graded where
        // its teacher chose so (decision 0072).
        if (student && caller.profile === Profile.Aluno)
          return {
            ...q,
            resRespostaEsperada: showsExpected ? q.resRespostaEsperada : '',
            codBseQuestaoResposta: answer?.codBseQuestaoResposta ?? null,
            resResposta: answer?.resResposta ?? null,
            correta: null,
            codBseNota: grade?.codBseNota ?? null,
            valor: grade?.valor ?? null,
          };
        return {
          ...q,
          codBseQuestaoResposta: answer?.codBseQuestaoResposta ?? null,
          resResposta: answer?.resResposta ?? null,
          correta:
            q.tipoQuestao === 'MULTIPLA_ESCOLHA' && answer
              ? answer.resResposta === q.resRespostaEsperada
              : null,
          codBseNota: grade?.codBseNota ?? null,
          valor: grade?.valor ?? null,
        };
      }),
    };
  }
}
