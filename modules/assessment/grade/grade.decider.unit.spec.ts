import { describe, expect, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { type GradeCommand, gradeDecider, gradesAt } from './grade.decider.js';
import type { GradeEvent, Grader } from './grade.events.js';

const context: DecisionContext = { now: new Date('2026-11-25T10:00:00Z'), actor: null };
const spec = deciderSpec(gradeDecider, context);

const teacher: Grader = { codBseUsuario: 20, nomUsuario: 'Professora Ana', codBsePerfil: 5 };
const other: Grader = { codBseUsuario: 21, nomUsuario: 'Professor Rui', codBsePerfil: 5 };
const ref = (codBseNota: number, codBseQuestao: number) => ({
  codBseNota,
  codBseAtividade: 5,
  codBseQuestao,
  codBseUsuario: 9,
  codBseTurma: 7,
});
const assigned = (nota: number, questao: number, valor: number): GradeEvent => ({
  type: 'GradeAssigned',
  data: { ...ref(nota, questao), valor, maximo: 20, grader: teacher, motivo: null },
});
const sheet = { codBseAtividade: 5, codBseUsuario: 9, codBseTurma: 7 };
const commentedBy = (grader: Grader, comentario: string | null, mostrarResposta = false): GradeEvent => ({
  type: 'GradeCommented',
  data: { ...sheet, comentario, mostrarResposta, grader },
});
const assign = (
  notas: { codBseNota: number; codBseQuestao: number; valor: number }[],
  change: Partial<GradeCommand> = {},
) =>
  ({
    type: 'AssignGrades',
    codBseAtividade: 5,
    codBseUsuario: 9,
    codBseTurma: 7,
    questions: [1, 2],
    notas,
    grader: teacher,
    motivo: null,
    ...change,
  }) as GradeCommand;

describe('grades decider', () => {
  it('assigns a whole sheet at once, 0 to 10 in steps of 0.5, to an answered activity', () => {
    spec
      .given([])
      .when(
        assign([
          { codBseNota: 50, codBseQuestao: 1, valor: 10 },
          { codBseNota: 51, codBseQuestao: 2, valor: 7.5 },
        ]),
      )
      .then([assigned(50, 1, 10), assigned(51, 2, 7.5)]);
    spec
      .given([])
      .when(assign([{ codBseNota: 50, codBseQuestao: 1, valor: 10.5 }]))
      .thenFails('grade.entryRange');
    spec
      .given([])
      .when(assign([{ codBseNota: 50, codBseQuestao: 1, valor: 7.3 }]))
      .thenFails('grade.entryRange');
    spec
      .given([])
      .when(assign([{ codBseNota: 50, codBseQuestao: 9, valor: 1 }]))
      .thenFails('generic.invalid');
    spec
      .given([])
      .when(assign([{ codBseNota: 50, codBseQuestao: 1, valor: 1 }], { codBseTurma: null }))
      .thenFails('grade.notAnswered');
  });

  it('refuses the second of two graders of the same answers: nothing is overwritten', () => {
    spec
      .given([assigned(50, 1, 10)])
      .when(assign([{ codBseNota: 60, codBseQuestao: 1, valor: 3 }], { grader: other }))
      .thenFails('grade.alreadyGraded');
  });

  it('changes grades with the values before and after, the grader and the reason; an unchanged one records nothing', () => {
    const change: GradeCommand = {
      type: 'ChangeGrades',
      versao: 2,
      notas: [
        { codBseNota: 50, valor: 8 },
        { codBseNota: 51, valor: 7.5 },
      ],
      grader: other,
      motivo: 'Revisão',
    };
    spec
      .given([assigned(50, 1, 10), assigned(51, 2, 7.5)])
      .when(change)
      .then([
        {
          type: 'GradeChanged',
          data: { ...ref(50, 1), antes: 10, depois: 8, grader: other, motivo: 'Revisão' },
        },
      ]);
    spec
      .given([assigned(50, 1, 10), assigned(51, 2, 7.5)])
      .when({ ...change, versao: 1 })
      .thenFails('grade.stale');
    spec
      .given([assigned(50, 1, 10)])
      .when({ ...change, versao: null, notas: [{ codBseNota: 50, valor: 1000.5 }] })
      .thenFails('grade.editRange');
    spec
      .given([assigned(50, 1, 10)])
      .when({ ...change, versao: null, notas: [{ codBseNota: 99, valor: 1 }] })
      .thenFails('generic.notFound');
  });

  it('records the activity’s maximum when graded: 10 per question, whichever are graded', () => {
    spec
      .given([])
      .when(assign([{ codBseNota: 50, codBseQuestao: 1, valor: 4 }], { questions: [1, 2, 3, 4, 5] }))
      .then([{ ...assigned(50, 1, 4), data: { ...assigned(50, 1, 4).data, maximo: 50 } } as GradeEvent]);
  });

  it('keeps the teacher’s comment for the student with the grades, and whether it shows the expected answers', () => {
    const grades = [
      { codBseNota: 50, codBseQuestao: 1, valor: 10 },
      { codBseNota: 51, codBseQuestao: 2, valor: 8.5 },
    ];
    spec
      .given([])
      .when(assign(grades, { comment: { comentario: 'Muito bem!', mostrarResposta: true } }))
      .then([assigned(50, 1, 10), assigned(51, 2, 8.5), commentedBy(teacher, 'Muito bem!', true)]);
    // No comment and the answers hidden: nothing besides the grades.
    spec
      .given([])
      .when(assign(grades, { comment: { comentario: null, mostrarResposta: false } }))
      .then([assigned(50, 1, 10), assigned(51, 2, 8.5)]);
    spec
      .given([])
      .when(assign(grades, { comment: { comentario: 'x'.repeat(1001), mostrarResposta: false } }))
      .thenFails('grade.commentMax');
  });

  it('changes the comment alone, keeps what a legacy body leaves out, and records nothing unchanged', () => {
    const given = [assigned(50, 1, 10), commentedBy(teacher, 'Muito bem!')];
    type Change = Extract<GradeCommand, { type: 'ChangeGrades' }>;
    const change = (comment: Change['comment'], versao = 2): Change => ({
      type: 'ChangeGrades',
      versao,
      notas: [{ codBseNota: 50, valor: 10 }],
      grader: other,
      motivo: null,
      comment,
    });
    spec
      .given(given)
      .when(change({ comentario: 'Reveja a segunda.' }))
      .then([commentedBy(other, 'Reveja a segunda.')]);
    spec
      .given(given)
      .when(change({ mostrarResposta: true }))
      .then([commentedBy(other, 'Muito bem!', true)]);
    spec
      .given(given)
      .when(change({ comentario: null }))
      .then([commentedBy(other, null)]);
    spec.given(given).when(change(undefined)).then([]);
    spec
      .given(given)
      .when(change({ comentario: 'Muito bem!', mostrarResposta: false }))
      .then([]);
    spec
      .given(given)
      .when(change({ comentario: 'x'.repeat(1001) }))
      .thenFails('grade.commentMax');
    // The comment counts in the sheet's version: a grader who saw only the grade is stale.
    spec
      .given(given)
      .when(change({ comentario: 'Outro' }, 1))
      .thenFails('grade.stale');
  });

  it('answers the grades as they stood at a moment, from the events alone', () => {
    const at = (iso: string, event: GradeEvent) => ({ ...event, createdAt: new Date(iso) });
    const events = [
      at('2026-03-01T10:00:00Z', assigned(50, 1, 10)),
      at('2026-03-02T10:00:00Z', {
        type: 'GradeChanged',
        data: { ...ref(50, 1), antes: 10, depois: 6, grader: other, motivo: 'Cola' },
      }),
    ];
    expect(gradesAt(events, new Date('2026-03-01T12:00:00Z')).map((g) => g.valor)).toEqual([10]);
    expect(gradesAt(events, new Date('2026-03-03T00:00:00Z')).map((g) => g.valor)).toEqual([6]);
    expect(gradesAt(events, new Date('2026-02-01T00:00:00Z'))).toEqual([]);
  });
});
