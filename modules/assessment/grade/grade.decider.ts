import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { type GradeEvent, type Grader, isGradeEvent } from './grade.events.js';

/** The grade-entry screen's range, and the grade-edit screen's (section 9). */
export const GRADE_ENTRY_MAX = 10;
export const GRADE_EDIT_MAX = 1000;
/** The longest comment a teacher writes for the student on its answers. */
export const GRADE_COMMENT_MAX = 1000;

/** An activity's maximum: 10 per question (decision 0072). */
export const activityMaximum = (questions: number) => questions * GRADE_ENTRY_MAX;

/** The teacher's word on a student's answers, and whether it shows the expected answers once graded. */
export interface GradeComment {
  comentario: string | null;
  mostrarResposta: boolean;
}

/** The grade rule, one for the form and the decider: 0 to `max`, in steps of 0.5. */
export const gradeInRange = (valor: number, max: number) =>
  Number.isFinite(valor) && valor >= 0 && valor <= max && Number.isInteger(valor * 2);

export type GradeCommand =
  | {
      type: 'AssignGrades';
      codBseAtividade: number;
      codBseUsuario: number;
      /** The class the student answered in, null when it has not answered (the answers read model's fact). */
      codBseTurma: number | null;
      /** The activity's question ids (the activities read model's fact). */
      questions: readonly number[];
      notas: { codBseNota: number; codBseQuestao: number; valor: number }[];
      grader: Grader;
      motivo: string | null;
      /** The comment for the student and the expected answers' choice (none: no comment, hidden). */
      comment?: GradeComment;
    }
  | {
      type: 'ChangeGrades';
      /** The sheet's version the grader saw (`versao`); null when the legacy client sends none. */
      versao: number | null;
      notas: { codBseNota: number; valor: number }[];
      grader: Grader;
      motivo: string | null;
      /** The comment as the grader leaves it; a part left undefined (the legacy body) stays as it stands. */
      comment?: { comentario?: string | null | undefined; mostrarResposta?: boolean | undefined };
    };

export interface GradeRow {
  codBseNota: number;
  codBseAtividade: number;
  codBseQuestao: number;
  codBseUsuario: number;
  codBseTurma: number;
  valor: number;
}

export interface GradesState {
  /** The grades by codBseNota. */
  grades: ReadonlyMap<number, GradeRow>;
  /** How many grade events the sheet has: what a grader saw (`versao`). */
  version: number;
  /** The comment for the student as it stands. */
  comment: GradeComment;
}

const NO_COMMENT: GradeComment = { comentario: null, mostrarResposta: false };

/** The comment event of a save, when the comment or the choice differs from what stands. */
function commented(
  state: GradesState,
  asked: { comentario?: string | null | undefined; mostrarResposta?: boolean | undefined } | undefined,
  sheet: { codBseAtividade: number; codBseUsuario: number; codBseTurma: number; grader: Grader },
): GradeEvent[] {
  const comment: GradeComment = {
    comentario: asked?.comentario === undefined ? state.comment.comentario : asked.comentario,
    mostrarResposta: asked?.mostrarResposta ?? state.comment.mostrarResposta,
  };
  if (comment.comentario !== null && comment.comentario.length > GRADE_COMMENT_MAX)
    throw new DomainError('grade.commentMax');
  if (
    comment.comentario === state.comment.comentario &&
    comment.mostrarResposta === state.comment.mostrarResposta
  )
    return [];
  const { codBseAtividade, codBseUsuario, codBseTurma, grader } = sheet;
  return [
    {
      type: 'GradeCommented',
      data: { codBseAtividade, codBseUsuario, codBseTurma, ...comment, grader },
    },
  ];
}

export const gradeDecider: Decider<GradeCommand, GradesState, GradeEvent> = {
  isEvent: isGradeEvent,
  initialState: () => ({ grades: new Map(), version: 0, comment: NO_COMMENT }),

  evolve: (state, event) => {
    const grades = new Map(state.grades);
    switch (event.type) {
      case 'GradeAssigned': {
        const { grader: _g, motivo: _m, maximo: _max, ...row } = event.data;
        grades.set(row.codBseNota, row);
        break;
      }
      case 'GradeCommented': {
        const { comentario, mostrarResposta } = event.data;
        return { ...state, version: state.version + 1, comment: { comentario, mostrarResposta } };
      }
      case 'GradeChanged': {
        const { antes: _a, depois, grader: _g, motivo: _m, ...ref } = event.data;
        grades.set(ref.codBseNota, { ...ref, valor: depois });
        break;
      }
      default:
        return assertNever(event);
    }
    return { ...state, grades, version: state.version + 1 };
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'AssignGrades': {
        if (command.codBseTurma === null) throw new DomainError('grade.notAnswered');
        const questions = new Set(command.questions);
        const asked = command.notas.map((n) => n.codBseQuestao);
        if (
          asked.length === 0 ||
          new Set(asked).size !== asked.length ||
          asked.some((q) => !questions.has(q))
        )
          throw new DomainError('generic.invalid');
        if (command.notas.some((n) => !gradeInRange(n.valor, GRADE_ENTRY_MAX)))
          throw new DomainError('grade.entryRange');
        // Someone graded these answers meanwhile: the second grader reloads, nothing is overwritten.
        const graded = new Set([...state.grades.values()].map((g) => g.codBseQuestao));
        if (asked.some((q) => graded.has(q))) throw new DomainError('grade.alreadyGraded');
        const { codBseAtividade, codBseUsuario, codBseTurma, grader, motivo } = command;
        const maximo = activityMaximum(command.questions.length);
        return [
          ...command.notas.map((n): GradeEvent => ({
            type: 'GradeAssigned',
            data: { ...n, codBseAtividade, codBseUsuario, codBseTurma, maximo, grader, motivo },
          })),
          ...commented(state, command.comment, { codBseAtividade, codBseUsuario, codBseTurma, grader }),
        ];
      }
      case 'ChangeGrades': {
        if (command.versao !== null && command.versao !== state.version) throw new DomainError('grade.stale');
        if (command.notas.length === 0) throw new DomainError('generic.invalid');
        if (command.notas.some((n) => !state.grades.has(n.codBseNota)))
          throw new DomainError('generic.notFound');
        if (command.notas.some((n) => !gradeInRange(n.valor, GRADE_EDIT_MAX)))
          throw new DomainError('grade.editRange');
        const changed = command.notas.flatMap((n): GradeEvent[] => {
          const { valor: antes, ...ref } = state.grades.get(n.codBseNota)!;
          if (antes === n.valor) return [];
          return [
            {
              type: 'GradeChanged',
              data: { ...ref, antes, depois: n.valor, grader: command.grader, motivo: command.motivo },
            },
          ];
        });
        const { codBseAtividade, codBseUsuario, codBseTurma } = state.grades.get(
          command.notas[0]!.codBseNota,
        )!;
        const sheet = { codBseAtividade, codBseUsuario, codBseTurma, grader: command.grader };
        return [...changed, ...commented(state, command.comment, sheet)];
      }
      default:
        return assertNever(command);
    }
  },
};

/** The grades as they stood after the events up to a moment (the history's `ate`), from the events alone. */
export function gradesAt(
  events: readonly { type: GradeEvent['type']; data: GradeEvent['data']; createdAt: Date }[],
  at: Date,
): GradeRow[] {
  let state = gradeDecider.initialState();
  for (const e of events) {
    if (e.createdAt > at) break;
    state = gradeDecider.evolve(state, { type: e.type, data: e.data } as GradeEvent);
  }
  return [...state.grades.values()].sort((a, b) => a.codBseQuestao - b.codBseQuestao);
}
