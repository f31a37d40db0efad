import { describe, expect, it } from 'vitest';
import { fold, type DecisionContext } from '@school/modules/kernel';
import { classDecider, type ClassCommand } from './class.decider.js';
import type { ClassCreatedData, ClassEvent } from './class.events.js';
import { refusal } from '@school/modules/testing';

const context: DecisionContext = {
  now: new Date('2026-11-22T10:00:00Z'),
  actor: { userId: 3, profile: 3, schoolId: 3, unitId: 5 },
};

const data: ClassCreatedData = {
  codBseTurma: 9,
  nomTurma: '9º ano A',
  codBseUnidade: 5,
  codBseEscola: 3,
  codUsuarioCriacao: 3,
};
const created: ClassEvent = { type: 'ClassCreated', data };
const removeMember = (isStudent: boolean): ClassCommand => ({
  type: 'RemoveClassMember',
  codBseTurma: 9,
  codBseUsuario: 40,
  isStudent,
});

const given = (events: ClassEvent[]) => ({
  when: (command: ClassCommand) => () => classDecider.decide(command, fold(classDecider, events), context),
});

describe('class decider', () => {
  it('creates a class, once', () => {
    expect(given([]).when({ type: 'CreateClass', data })()).toEqual([created]);
    expect(refusal(given([created]).when({ type: 'CreateClass', data })).code).toBe(
      'class.alreadyRegistered',
    );
  });

  it('renames a class; the same name appends nothing', () => {
    expect(given([created]).when({ type: 'RenameClass', codBseTurma: 9, nomTurma: '9º ano B' })()).toEqual([
      { type: 'ClassRenamed', data: { codBseTurma: 9, nomTurma: '9º ano B' } },
    ]);
    expect(given([created]).when({ type: 'RenameClass', codBseTurma: 9, nomTurma: '9º ano A' })()).toEqual(
      [],
    );
  });

  it('refuses to delete a class that has students', () => {
    const error = refusal(given([created]).when({ type: 'DeleteClass', codBseTurma: 9, studentsInClass: 2 }));
    expect([error.code, error.status]).toEqual(['class.hasStudents', 409]);
  });

  it('deletes a class without students, keeping its unit and school in the event; then it is gone', () => {
    const deleted = given([created]).when({ type: 'DeleteClass', codBseTurma: 9, studentsInClass: 0 })();
    expect(deleted).toEqual([
      { type: 'ClassDeleted', data: { codBseTurma: 9, codBseUnidade: 5, codBseEscola: 3 } },
    ]);
    const gone = given([created, ...deleted]);
    expect(refusal(gone.when({ type: 'DeleteClass', codBseTurma: 9, studentsInClass: 0 })).status).toBe(404);
    expect(refusal(gone.when({ type: 'RenameClass', codBseTurma: 9, nomTurma: 'Outra' })).status).toBe(404);
    expect(refusal(gone.when(removeMember(true))).status).toBe(404);
  });

  it('removes a student from the class', () => {
    expect(given([created]).when(removeMember(true))()).toEqual([
      { type: 'ClassMemberRemoved', data: { codBseTurma: 9, codBseUsuario: 40 } },
    ]);
  });

  it('answers 404 for someone who is not a student of the class, or a class that does not exist', () => {
    expect(refusal(given([created]).when(removeMember(false))).status).toBe(404);
    expect(refusal(given([]).when(removeMember(true))).status).toBe(404);
  });
});
