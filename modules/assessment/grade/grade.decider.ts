import { assertNever, DomainError, type Decider } from '@school/modules/kernel';
import { type GradeEvent, type Grader, isGradeEvent } from './grade.events.js';

/** The grade-entry screen's range, and the grade-edit screen's (section 9). */
export const GRADE_ENTRY_MAX = 10;
export const GRADE_EDIT_MAX = 1000;

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
    }
  | {
      type: 'ChangeGrades';
      /** The sheet's version the grader saw (`versao`); null when the legacy client sends none. */
      versao: number | null;
      notas: { codBseNota: number; valor: number }[];
      grader: Grader;
      motivo: string | null;
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
}

export const gradeDecider: Decider<GradeCommand, GradesState, GradeEvent> = {
  isEvent: isGradeEvent,
  initialState: () => ({ grades: new Map(), version: 0 }),

  evolve: (state, event) => {
    const grades = new Map(state.grades);
    switch (event.type) {
      case 'GradeAssigned': {
        const { grader: _g, motivo: _m, ...row } = event.data;
        grades.set(row.codBseNota, row);
        break;
      }
      case 'GradeChanged': {
        const { antes: _a, depois, grader: _g, motivo: _m, ...ref } = event.data;
        grades.set(ref.codBseNota, { ...ref, valor: depois });
        break;
      }
      default:
        return assertNever(event);
    }
    return { grades, version: state.version + 1 };
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
        return command.notas.map((n) => ({
          type: 'GradeAssigned' as const,
          data: { ...n, codBseAtividade, codBseUsuario, codBseTurma, grader, motivo },
        }));
      }
      case 'ChangeGrades': {
        if (command.versao !== null && command.versao !== state.version) throw new DomainError('grade.stale');
        if (command.notas.length === 0) throw new DomainError('generic.invalid');
        if (command.notas.some((n) => !state.grades.has(n.codBseNota)))
          throw new DomainError('generic.notFound');
        if (command.notas.some((n) => !gradeInRange(n.valor, GRADE_EDIT_MAX)))
          throw new DomainError('grade.editRange');
        return command.notas.flatMap((n) => {
          const { valor: antes, ...ref } = state.grades.get(n.codBseNota)!;
          if (antes === n.valor) return [];
          return [
            {
              type: 'GradeChanged' as const,
              data: { ...ref, antes, depois: n.valor, grader: command.grader, motivo: command.motivo },
            },
          ];
        });
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
