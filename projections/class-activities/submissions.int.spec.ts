import { describe, expect, it } from 'vitest';
import type { GradeEvent, SubmissionEvent } from '@school/modules/assessment';
import { ERASED, type RecordedEvent } from '@school/modules/kernel';
import { projectionSpec } from '@school/test-support';
import {
  answeredBy,
  answersOf,
  classActivitiesProjection,
  gradesByIds,
  gradesOf,
  commentOf,
  gradedActivitiesOf,
  gradeSummariesOfStudents,
  listAnswers,
  submissionOf,
  submissionsOf,
  submissionsOfStudents,
} from './index.js';

// One database for the file: each test gives its own activities (and so its own answers and grades).
type Event = SubmissionEvent | GradeEvent;
const spec = projectionSpec<Event>(classActivitiesProjection);

const at = (time: string) => new Date(`2026-03-10T${time}:00Z`);

/** A student's answers to an activity in a class (answers: [codBseQuestaoResposta, codBseQuestao, text]). */
const submitted = (
  codBseAtividade: number,
  codBseTurma: number,
  codBseUsuario: number,
  time: string,
  respostas: [number, number, string][] = [],
): RecordedEvent =>
  spec.recorded(
    {
      type: 'AnswersSubmitted',
      data: {
        codBseAtividade,
        codBseTurma,
        codBseUsuario,
        codBseAtividadeTurma: codBseAtividade * 100 + codBseTurma,
        respostas: respostas.map(([codBseQuestaoResposta, codBseQuestao, resResposta]) => ({
          codBseQuestaoResposta,
          codBseQuestao,
          resResposta,
        })),
      },
    },
    { createdAt: at(time) },
  );

const grader = { codBseUsuario: 2, nomUsuario: 'Ana', codBsePerfil: 5 };
interface GradeAt {
  codBseNota: number;
  codBseAtividade: number;
  codBseQuestao: number;
  codBseUsuario: number;
  codBseTurma: number;
}
const assigned = (ref: GradeAt, valor: number, time: string): RecordedEvent =>
  spec.recorded(
    { type: 'GradeAssigned', data: { ...ref, valor, maximo: null, grader, motivo: null } },
    { createdAt: at(time) },
  );
const changed = (ref: GradeAt, antes: number, depois: number, time: string): RecordedEvent =>
  spec.recorded(
    { type: 'GradeChanged', data: { ...ref, antes, depois, grader, motivo: 'Revisão' } },
    { createdAt: at(time) },
  );
/** A grade of a student in an activity: its id, the question, and the class it was given in. */
const grade =
  (codBseAtividade: number, codBseUsuario: number, codBseTurma = 7) =>
  (codBseNota: number, codBseQuestao: number) => ({
    codBseNota,
    codBseAtividade,
    codBseQuestao,
    codBseUsuario,
    codBseTurma,
  });

describe('submissions, answers and grades', () => {
  it('submissionsOf: who answered an activity in a class, and when', async () => {
    await spec.given(
      submitted(30, 7, 9, '10:00'),
      submitted(30, 7, 10, '10:05'),
      submitted(30, 8, 11, '10:10'),
      submitted(31, 7, 12, '10:15'),
    );
    const given = await submissionsOf(spec.db, 30, 7);
    expect(given.sort((a, b) => a.codBseUsuario - b.codBseUsuario)).toEqual([
      { codBseUsuario: 9, datResposta: at('10:00') },
      { codBseUsuario: 10, datResposta: at('10:05') },
    ]);
    expect(await submissionsOf(spec.db, 30, 9)).toEqual([]);
  });

  it('submissionOf: the class a student answered an activity in, the first where old data holds two', async () => {
    await spec.given(
      submitted(40, 7, 9, '11:00'),
      // Given before decision 0033 (one answer per activity): the same student in two classes.
      submitted(41, 7, 9, '11:30'),
      submitted(41, 8, 9, '11:10'),
    );
    expect(await submissionOf(spec.db, 40, 9)).toEqual({ codBseTurma: 7, datResposta: at('11:00') });
    expect(await submissionOf(spec.db, 41, 9)).toEqual({ codBseTurma: 8, datResposta: at('11:10') });
    expect(await submissionOf(spec.db, 40, 10)).toBeUndefined();
  });

  it('submissionsOfStudents: when each of these students answered, in whichever class', async () => {
    await spec.given(
      submitted(50, 7, 9, '12:00'),
      submitted(50, 8, 10, '12:05'),
      submitted(50, 7, 11, '12:10'),
      submitted(50, 8, 11, '12:01'),
      submitted(51, 7, 12, '12:20'),
    );
    expect(await submissionsOfStudents(spec.db, 50, [9, 10, 11, 12])).toEqual(
      new Map([
        [9, at('12:00')],
        [10, at('12:05')],
        [11, at('12:01')],
      ]),
    );
    expect(await submissionsOfStudents(spec.db, 50, [])).toEqual(new Map());
  });

  it('answeredBy: which of the activities a student answered, in any class', async () => {
    await spec.given(
      submitted(60, 7, 9, '13:00'),
      submitted(61, 8, 9, '13:05'),
      submitted(62, 7, 10, '13:10'),
    );
    expect(await answeredBy(spec.db, 9, [60, 61, 62, 63])).toEqual(new Set([60, 61]));
    expect(await answeredBy(spec.db, 10, [60, 61])).toEqual(new Set());
    expect(await answeredBy(spec.db, 9, [])).toEqual(new Set());
  });

  it('answersOf: a student’s answers to an activity in a class, in the order given', async () => {
    await spec.given(
      submitted(70, 7, 9, '14:00', [
        [701, 1, 'Quatro'],
        [700, 2, 'Pelas veias.'],
      ]),
      submitted(70, 7, 10, '14:05', [[702, 1, 'Cinco']]),
    );
    expect(await answersOf(spec.db, 70, 7, 9)).toEqual([
      { codBseQuestaoResposta: 700, codBseQuestao: 2, resResposta: 'Pelas veias.' },
      { codBseQuestaoResposta: 701, codBseQuestao: 1, resResposta: 'Quatro' },
    ]);
    expect(await answersOf(spec.db, 70, 8, 9)).toEqual([]);
    expect(await answersOf(spec.db, 71, 7, 9)).toEqual([]);
  });

  it('listAnswers: the answers given in some classes, in every class, or by one student', async () => {
    await spec.given(
      submitted(80, 17, 19, '15:00', [[801, 1, 'A']]),
      submitted(80, 18, 20, '15:05', [[800, 1, 'B']]),
      submitted(81, 17, 20, '15:10', [[802, 1, 'C']]),
      submitted(81, 18, 21, '15:15', [[803, 1, 'D']]),
    );
    const answer = (id: number, activity: number, classId: number, student: number, text: string) => ({
      codBseQuestaoResposta: id,
      codBseAtividade: activity,
      codBseTurma: classId,
      codBseUsuario: student,
      codBseQuestao: 1,
      resResposta: text,
    });
    const a = answer(801, 80, 17, 19, 'A');
    const b = answer(800, 80, 18, 20, 'B');
    const c = answer(802, 81, 17, 20, 'C');
    const d = answer(803, 81, 18, 21, 'D');
    expect(await listAnswers(spec.db, { classes: [17] })).toEqual([a, c]);
    expect(await listAnswers(spec.db, { classes: [17, 18] })).toEqual([b, a, c, d]);
    expect(await listAnswers(spec.db, { classes: [] })).toEqual([]);
    expect(await listAnswers(spec.db, { student: 20 })).toEqual([b, c]);
    // Every class: these among the answers the other tests gave, in the same order.
    const all = await listAnswers(spec.db, { classes: 'all' });
    expect(all.filter((x) => x.codBseAtividade === 80 || x.codBseAtividade === 81)).toEqual([b, a, c, d]);
    expect(all.map((x) => x.codBseQuestaoResposta)).toEqual(
      all.map((x) => x.codBseQuestaoResposta).sort((x, y) => x - y),
    );
  });

  it('gradesOf: a student’s grades in an activity as they stand, by question; every grade without a student', async () => {
    const of9 = grade(90, 9);
    const of10 = grade(90, 10);
    await spec.given(
      assigned(of9(902, 2), 7.5, '16:00'),
      assigned(of9(901, 1), 10, '16:00'),
      assigned(of10(903, 1), 4, '16:05'),
      assigned(grade(91, 9)(904, 1), 6, '16:10'),
    );
    await spec.given(changed(of9(901, 1), 10, 8.5, '16:30'));
    expect(await gradesOf(spec.db, 90, 9)).toEqual([
      { ...of9(901, 1), valor: 8.5, datNota: at('16:30') },
      { ...of9(902, 2), valor: 7.5, datNota: at('16:00') },
    ]);
    // Every student's, by question (two grades of one question in either order).
    const all = await gradesOf(spec.db, 90);
    expect(all.map((g) => g.codBseQuestao)).toEqual([1, 1, 2]);
    expect(all.map((g) => [g.codBseNota, g.valor]).sort(([x], [y]) => x! - y!)).toEqual([
      [901, 8.5],
      [902, 7.5],
      [903, 4],
    ]);
    expect(await gradesOf(spec.db, 92, 9)).toEqual([]);
  });

  it('gradesByIds: these grades as they stand', async () => {
    const of9 = grade(100, 9);
    await spec.given(assigned(of9(1001, 1), 3, '17:00'), assigned(of9(1002, 2), 5.5, '17:00'));
    await spec.given(changed(of9(1002, 2), 5.5, 6, '17:20'));
    const found = await gradesByIds(spec.db, [1001, 1002, 1003]);
    expect(found.sort((x, y) => x.codBseNota - y.codBseNota)).toEqual([
      { ...of9(1001, 1), valor: 3, datNota: at('17:00') },
      { ...of9(1002, 2), valor: 6, datNota: at('17:20') },
    ]);
    expect(await gradesByIds(spec.db, [])).toEqual([]);
  });

  it('gradeSummariesOfStudents: each student’s sum and last grade date in an activity, whatever class', async () => {
    const of9 = grade(110, 9, 7);
    const of10 = grade(110, 10, 8);
    await spec.given(
      assigned(of9(1101, 1), 10, '18:00'),
      assigned(of9(1102, 2), 7.5, '18:05'),
      assigned(of10(1103, 1), 2.5, '18:10'),
      assigned(grade(111, 9)(1104, 1), 9, '18:15'),
    );
    expect(await gradeSummariesOfStudents(spec.db, 110, [9, 10, 11])).toEqual(
      new Map([
        [9, { soma: 17.5, maximo: 20, datNota: at('18:05') }],
        [10, { soma: 2.5, maximo: 10, datNota: at('18:10') }],
      ]),
    );
    // The sum follows the grade as it now stands, not the one it replaced.
    await spec.given(changed(of9(1101, 1), 10, 8.5, '18:30'));
    expect((await gradeSummariesOfStudents(spec.db, 110, [9])).get(9)).toEqual({
      soma: 16,
      maximo: 20,
      datNota: at('18:30'),
    });
    expect(await gradeSummariesOfStudents(spec.db, 110, [])).toEqual(new Map());
  });

  it('gradedActivitiesOf: the maximum recorded when graded (older grades: 10 per question graded) and the comment', async () => {
    const of9 = grade(120, 9);
    const given = (ref: GradeAt, valor: number, maximo: number) =>
      spec.recorded(
        { type: 'GradeAssigned', data: { ...ref, valor, maximo, grader, motivo: null } },
        { createdAt: at('19:00') },
      );
    const comment = (comentario: string | null, mostrarResposta: boolean, time: string) =>
      spec.recorded(
        {
          type: 'GradeCommented',
          data: {
            codBseAtividade: 120,
            codBseUsuario: 9,
            codBseTurma: 7,
            comentario,
            mostrarResposta,
            grader,
          },
        },
        { createdAt: at(time) },
      );
    await spec.given(
      given(of9(1201, 1), 10, 30),
      given(of9(1202, 2), 8.5, 30),
      comment('Muito bem!', true, '19:01'),
      assigned(grade(121, 9)(1203, 1), 4, '19:02'),
    );
    expect(await gradedActivitiesOf(spec.db, 9, [120, 121, 122])).toEqual(
      new Map([
        [120, { soma: 18.5, maximo: 30, comentario: 'Muito bem!', mostrarResposta: true }],
        [121, { soma: 4, maximo: 10, comentario: null, mostrarResposta: false }],
      ]),
    );
    await spec.given(comment(null, false, '19:10'));
    expect(await commentOf(spec.db, 120, 9)).toEqual({ comentario: null, mostrarResposta: false });
  });

  it('erases the comment with its grader’s data: the grades and the choice stay', async () => {
    const after = await spec.afterErasure(
      'comments',
      [
        assigned(grade(130, 9)(1301, 1), 7, '20:00'),
        spec.recorded({
          type: 'GradeCommented',
          data: {
            codBseAtividade: 130,
            codBseUsuario: 9,
            codBseTurma: 7,
            comentario: 'Conversamos depois da aula.',
            mostrarResposta: true,
            grader,
          },
        }),
      ],
      grader.codBseUsuario,
      ['Conversamos depois da aula.', grader.nomUsuario],
    );
    expect(after.grade_comments!.map((c) => [c.comentario, c.mostrar_resposta])).toEqual([[ERASED, true]]);
    expect(after.grade_sums!.map((g) => g.soma_x2)).toEqual([14]);
  });
});
