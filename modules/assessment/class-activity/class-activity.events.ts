import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

/** An activity put in front of a class (`bse_atividade_turma`). */
export interface ClassActivityRef {
  codBseAtividadeTurma: number;
  codBseTurma: number;
  codBseAtividade: number;
}

/**
 * A class's activities (`class-activities-<codBseTurma>`): those its Professor added (each once),
 * which are open to answers (indAtivo S) and those removed. Decision 0030.
 */
export type ClassActivityEvent =
  /** Several at once, all or none (the add dialog's multi-select); each starts inactive. */
  | DomainEvent<'ClassActivitiesAdded', { codBseTurma: number; itens: ClassActivityRef[] }>
  | DomainEvent<'ClassActivityOpened', ClassActivityRef>
  | DomainEvent<'ClassActivityClosed', ClassActivityRef>
  | DomainEvent<'ClassActivityRemoved', ClassActivityRef>;

export const isClassActivityEvent = eventGuard<ClassActivityEvent>({
  ClassActivitiesAdded: true,
  ClassActivityOpened: true,
  ClassActivityClosed: true,
  ClassActivityRemoved: true,
});

export const classActivitiesStream = (codBseTurma: number): string => `class-activities-${codBseTurma}`;

const CLASS_ACTIVITY_REF = {
  codBseAtividadeTurma: 'technical',
  codBseTurma: 'technical',
  codBseAtividade: 'technical',
} as const;

/** What each class activity event holds (decision 0061): ids only. */
export const classActivityPrivacy = privacyRegister<ClassActivityEvent>({
  ClassActivitiesAdded: { fields: { codBseTurma: 'technical', itens: 'technical' } },
  ClassActivityOpened: { fields: CLASS_ACTIVITY_REF },
  ClassActivityClosed: { fields: CLASS_ACTIVITY_REF },
  ClassActivityRemoved: { fields: CLASS_ACTIVITY_REF },
});
