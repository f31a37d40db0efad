import { eventGuard, privacyRegister, type DomainEvent } from '@school/modules/kernel';

export interface ClassCreatedData {
  codBseTurma: number;
  nomTurma: string;
  codBseUnidade: number;
  /** The unit's school, copied so scope checks and lists need no join (a unit never changes school). */
  codBseEscola: number;
  codUsuarioCriacao: number | null;
}

/**
 * Memberships are added by the identity context (`UserCreated.turmas`); removing a student
 * from a class is a fact about the class, so it lives on the class's stream.
 */
export type ClassEvent =
  | DomainEvent<'ClassCreated', ClassCreatedData>
  | DomainEvent<'ClassRenamed', { codBseTurma: number; nomTurma: string }>
  | DomainEvent<'ClassDeleted', { codBseTurma: number; codBseUnidade: number; codBseEscola: number }>
  | DomainEvent<'ClassMemberRemoved', { codBseTurma: number; codBseUsuario: number }>;

/** Tells a class stream's events from others (typed reads: `readStreamOf(store, stream, isClassEvent)`). */
export const isClassEvent = eventGuard<ClassEvent>({
  ClassCreated: true,
  ClassRenamed: true,
  ClassDeleted: true,
  ClassMemberRemoved: true,
});

export const classStream = (id: number): string => `class-${id}`;

/** What each class event holds (decision 0061): the school's organisation, and a student's membership. */
export const classPrivacy = privacyRegister<ClassEvent>({
  ClassCreated: {
    fields: {
      codBseTurma: 'technical',
      nomTurma: 'content',
      codBseUnidade: 'technical',
      codBseEscola: 'technical',
      codUsuarioCriacao: 'technical',
    },
  },
  ClassRenamed: { fields: { codBseTurma: 'technical', nomTurma: 'content' } },
  ClassDeleted: {
    fields: { codBseTurma: 'technical', codBseUnidade: 'technical', codBseEscola: 'technical' },
  },
  ClassMemberRemoved: { fields: { codBseTurma: 'record', codBseUsuario: 'technical' } },
});
