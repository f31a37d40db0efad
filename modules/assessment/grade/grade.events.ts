import { eventGuard, privacyRegister, userKeyOwner, type DomainEvent } from '@school/modules/kernel';

/** Who gave or changed a grade, as they were then (the audit's "who"). */
export interface Grader {
  codBseUsuario: number;
  nomUsuario: string;
  codBsePerfil: number;
}

interface GradeRef {
  codBseNota: number;
  codBseAtividade: number;
  codBseQuestao: number;
  codBseUsuario: number;
  codBseTurma: number;
}

/**
 * A student's grades in one activity (`grades-<codBseAtividade>-<codBseUsuario>`), one per
 * question: every assignment and every change is an event with the grader, the values before
 * and after and the reason typed, kept for ever (decision 0030). A sheet saved at once is one
 * append: all its events or none.
 */
export type GradeEvent =
  | DomainEvent<
      'GradeAssigned',
      GradeRef & {
        valor: number;
        /**
         * The activity's maximum when it was graded: 10 per question (decision 0072); null in a
         * grade given before, whose maximum the read models count as 10 per question graded.
         */
        maximo: number | null;
        grader: Grader;
        motivo: string | null;
      }
    >
  | DomainEvent<
      'GradeChanged',
      GradeRef & { antes: number; depois: number; grader: Grader; motivo: string | null }
    >
  | DomainEvent<
      'GradeCommented',
      {
        codBseAtividade: number;
        codBseUsuario: number;
        codBseTurma: number;
        /** The teacher's word for the student on its answers; null when taken away. */
        comentario: string | null;
        /** Whether the student sees the expected answers once graded (decision 0072). */
        mostrarResposta: boolean;
        grader: Grader;
      }
    >;

export const isGradeEvent = eventGuard<GradeEvent>({
  GradeAssigned: true,
  GradeChanged: true,
  GradeCommented: true,
});

export const gradesStream = (codBseAtividade: number, codBseUsuario: number): string =>
  `grades-${codBseAtividade}-${codBseUsuario}`;

const GRADE_REF = {
  codBseNota: 'technical',
  codBseAtividade: 'technical',
  codBseQuestao: 'technical',
  codBseUsuario: 'technical',
  codBseTurma: 'technical',
  grader: 'identity',
  motivo: 'text',
} as const;

const byGrader = {
  owner: (data: { grader: Grader }) => userKeyOwner(data.grader.codBseUsuario),
  ownerIs: 'the grader (`grader`)',
  why: 'who graded, and the reason they typed',
} as const;

/**
 * What each grade event holds (decision 0061): the student's grade is its record, kept; the
 * grader's name, the reason it typed and the comment it wrote for the student are the grader's
 * (written text, sealed with the grader's key: erasing the teacher's data erases them; decision 0072).
 */
export const gradePrivacy = privacyRegister<GradeEvent>({
  GradeAssigned: { fields: { ...GRADE_REF, valor: 'record', maximo: 'record' }, ...byGrader },
  GradeChanged: { fields: { ...GRADE_REF, antes: 'record', depois: 'record' }, ...byGrader },
  GradeCommented: {
    fields: {
      codBseAtividade: 'technical',
      codBseUsuario: 'technical',
      codBseTurma: 'technical',
      comentario: 'text',
      mostrarResposta: 'technical',
      grader: 'identity',
    },
    owner: byGrader.owner,
    ownerIs: byGrader.ownerIs,
    why: 'who commented, and the comment they wrote for the student',
  },
});
