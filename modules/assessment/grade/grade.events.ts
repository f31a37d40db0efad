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
  | DomainEvent<'GradeAssigned', GradeRef & { valor: number; grader: Grader; motivo: string | null }>
  | DomainEvent<
      'GradeChanged',
      GradeRef & { antes: number; depois: number; grader: Grader; motivo: string | null }
    >;

export const isGradeEvent = eventGuard<GradeEvent>({ GradeAssigned: true, GradeChanged: true });

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
 * grader's name and the reason it typed are the grader's.
 */
export const gradePrivacy = privacyRegister<GradeEvent>({
  GradeAssigned: { fields: { ...GRADE_REF, valor: 'record' }, ...byGrader },
  GradeChanged: { fields: { ...GRADE_REF, antes: 'record', depois: 'record' }, ...byGrader },
});
