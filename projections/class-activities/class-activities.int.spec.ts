import { describe, expect, it } from 'vitest';
import type { ClassActivityEvent, GradeEvent, SubmissionEvent } from '@school/modules/assessment';
import { projectionSpec } from '@school/test-support';
import {
  answeredBy,
  answersOf,
  classActivitiesOf,
  classActivitiesProjection,
  classActivityOf,
  gradesByIds,
  gradesOf,
  gradeSummariesOfStudents,
  submissionOf,
  submissionsOf,
  submissionsOfStudents,
} from './index.js';

type Event = ClassActivityEvent | SubmissionEvent | GradeEvent;
const spec = projectionSpec<Event>(classActivitiesProjection);

const ref = (codBseAtividadeTurma: number, codBseAtividade: number, codBseTurma = 7) => ({
  codBseAtividadeTurma,
  codBseTurma,
  codBseAtividade,
});
const grader = { codBseUsuario: 20, nomUsuario: 'Ana', codBsePerfil: 5 };
const gradeRef = (codBseNota: number, codBseQuestao: number) => ({
  codBseNota,
  codBseAtividade: 30,
  codBseQuestao,
  codBseUsuario: 9,
  codBseTurma: 7,
});

describe('class activities read model', () => {
  it('keeps a class’s activities, the answers sent and the grades as they stand', async () => {
    await spec.given(
      { type: 'ClassActivitiesAdded', data: { codBseTurma: 7, itens: [ref(1, 30), ref(2, 31)] } },
      { type: 'ClassActivitiesAdded', data: { codBseTurma: 8, itens: [ref(3, 30, 8)] } },
      { type: 'ClassActivityOpened', data: ref(1, 30) },
      {
        type: 'AnswersSubmitted',
        data: {
          codBseAtividade: 30,
          codBseTurma: 7,
          codBseUsuario: 9,
          codBseAtividadeTurma: 1,
          respostas: [
            { codBseQuestaoResposta: 100, codBseQuestao: 1, resResposta: 'Quatro' },
            { codBseQuestaoResposta: 101, codBseQuestao: 2, resResposta: 'Pelas veias.' },
          ],
        },
      },
      { type: 'GradeAssigned', data: { ...gradeRef(50, 1), valor: 10, grader, motivo: null } },
      { type: 'GradeAssigned', data: { ...gradeRef(51, 2), valor: 7.5, grader, motivo: null } },
    );
    expect(await classActivitiesOf(spec.db, 7)).toEqual([
      { ...ref(1, 30), indAtivo: 'S' },
      { ...ref(2, 31), indAtivo: 'N' },
    ]);
    expect(await classActivitiesOf(spec.db, 7, true)).toEqual([{ ...ref(1, 30), indAtivo: 'S' }]);
    expect(await classActivityOf(spec.db, 8, 30)).toEqual({ ...ref(3, 30, 8), indAtivo: 'N' });
    expect((await submissionsOf(spec.db, 30, 7)).map((s) => s.codBseUsuario)).toEqual([9]);
    expect((await submissionOf(spec.db, 30, 9))?.codBseTurma).toBe(7);
    expect([...(await answeredBy(spec.db, 9, [30, 31]))]).toEqual([30]);
    expect((await answersOf(spec.db, 30, 7, 9)).map((a) => a.resResposta)).toEqual([
      'Quatro',
      'Pelas veias.',
    ]);
    expect((await gradesOf(spec.db, 30, 9)).map((g) => g.valor)).toEqual([10, 7.5]);
    expect((await gradeSummariesOfStudents(spec.db, 30, [9])).get(9)?.soma).toBe(17.5);

    await spec.given(
      {
        type: 'GradeChanged',
        data: { ...gradeRef(50, 1), antes: 10, depois: 8.5, grader, motivo: 'Revisão' },
      },
      { type: 'ClassActivityClosed', data: ref(1, 30) },
      { type: 'ClassActivityRemoved', data: ref(2, 31) },
    );
    expect((await gradesByIds(spec.db, [50]))[0]?.valor).toBe(8.5);
    // The sum follows the grade as it now stands, not the one it replaced.
    expect((await gradeSummariesOfStudents(spec.db, 30, [9])).get(9)?.soma).toBe(16);
    // Read by student, whatever class it answered in (one answer per activity, decision 0033).
    expect([...(await submissionsOfStudents(spec.db, 30, [9, 10]))]).toEqual([[9, expect.any(Date)]]);
    expect([...(await gradeSummariesOfStudents(spec.db, 30, [9, 10]))]).toEqual([
      [9, { soma: 16, datNota: expect.any(Date) }],
    ]);
    expect(await classActivitiesOf(spec.db, 7)).toEqual([{ ...ref(1, 30), indAtivo: 'N' }]);
  });
});
