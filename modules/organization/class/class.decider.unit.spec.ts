import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { classDecider, type ClassCommand } from './class.decider.js';
import type { ClassCreatedData, ClassEvent } from './class.events.js';

const context: DecisionContext = {
  now: new Date('2026-11-22T10:00:00Z'),
  actor: { userId: 3, profile: 3, schoolId: 3, unitId: 5 },
};
const spec = deciderSpec(classDecider, context);

const data: ClassCreatedData = {
  codBseTurma: 9,
  nomTurma: '9º ano A',
  codBseUnidade: 5,
  codBseEscola: 3,
  codUsuarioCriacao: 3,
};
const created: ClassEvent = { type: 'ClassCreated', data };
const deleted: ClassEvent = {
  type: 'ClassDeleted',
  data: { codBseTurma: 9, codBseUnidade: 5, codBseEscola: 3 },
};
const removeMember = (isStudent: boolean): ClassCommand => ({
  type: 'RemoveClassMember',
  codBseTurma: 9,
  codBseUsuario: 40,
  isStudent,
});

describe('class decider', () => {
  it('creates a class, once', () => {
    spec.given([]).when({ type: 'CreateClass', data }).then([created]);
    spec.given([created]).when({ type: 'CreateClass', data }).thenFails('class.alreadyRegistered');
  });

  it('renames a class; the same name appends nothing', () => {
    spec
      .given([created])
      .when({ type: 'RenameClass', codBseTurma: 9, nomTurma: '9º ano B' })
      .then([{ type: 'ClassRenamed', data: { codBseTurma: 9, nomTurma: '9º ano B' } }]);
    spec.given([created]).when({ type: 'RenameClass', codBseTurma: 9, nomTurma: '9º ano A' }).thenNothing();
  });

  it('refuses to delete a class that has students', () => {
    spec
      .given([created])
      .when({ type: 'DeleteClass', codBseTurma: 9, studentsInClass: 2 })
      .thenFails('class.hasStudents');
  });

  it('deletes a class without students, keeping its unit and school in the event; then it is gone', () => {
    spec.given([created]).when({ type: 'DeleteClass', codBseTurma: 9, studentsInClass: 0 }).then([deleted]);
    const gone = spec.given([created, deleted]);
    gone.when({ type: 'DeleteClass', codBseTurma: 9, studentsInClass: 0 }).thenFails('generic.notFound');
    gone.when({ type: 'RenameClass', codBseTurma: 9, nomTurma: 'Outra' }).thenFails('generic.notFound');
    gone.when(removeMember(true)).thenFails('generic.notFound');
  });

  it('removes a student from the class', () => {
    spec
      .given([created])
      .when(removeMember(true))
      .then([{ type: 'ClassMemberRemoved', data: { codBseTurma: 9, codBseUsuario: 40 } }]);
  });

  it('refuses someone who is not a student of the class, or a class that does not exist, as not found', () => {
    spec.given([created]).when(removeMember(false)).thenFails('generic.notFound');
    spec.given([]).when(removeMember(true)).thenFails('generic.notFound');
  });
});
