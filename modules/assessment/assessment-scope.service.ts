import { Injectable } from '@nestjs/common';
import { DomainError, Profile } from '@school/modules/kernel';
import { submissionOf } from '@school/projections/class-activities';
import { classesOfUser, isStudentOf } from '@school/projections/class-list';
import type { Caller } from '@school/backend/auth/token.service';
import { OwnClassScope } from '@school/modules/organization/server';

/** Whether a scope check passes (a refusal is false; anything else still fails). */
const passes = (check: Promise<unknown>): Promise<boolean> =>
  check.then(
    () => true,
    (error: unknown) => (error instanceof DomainError ? false : Promise.reject(error)),
  );

/**
 * Who may see and change a class's activities, answers and grades: its Professor changes them;
 * the staff read them within their scope (OrgScopeService: a Diretor or Coordenador its unit's);
 * a student reads and answers its own class's. Anything else answers 404, like a missing class.
 */
@Injectable()
export class AssessmentScope extends OwnClassScope {
  /** A class the caller may read the activities, answers and grades of (staff in scope, its Professor). */
  async readable(caller: Caller, codBseTurma: number): Promise<void> {
    if (caller.profile === Profile.Aluno || caller.profile === Profile.Assistente)
      throw new DomainError('generic.notFound');
    await this.scope.class(caller, codBseTurma);
  }

  /** A student of one of the caller's classes, as their Professor. */
  async writableStudent(caller: Caller, codBseUsuario: number): Promise<void> {
    if (caller.profile !== Profile.Professor) throw new DomainError('generic.notFound');
    const [mine, theirs] = await Promise.all([
      classesOfUser(this.db, caller.userId),
      classesOfUser(this.db, codBseUsuario),
    ]);
    const own = new Set(mine.map((c) => c.codBseTurma));
    if (!theirs.some((c) => own.has(c.codBseTurma))) throw new DomainError('generic.notFound');
  }

  /**
   * A student the caller may read the records of: itself (a student), or a student of a class the
   * caller may read (staff in scope, its Professor). 404 otherwise, whether it exists or not.
   */
  async readableStudent(caller: Caller, codBseUsuario: number): Promise<void> {
    if (caller.profile === Profile.Aluno) {
      if (caller.userId !== codBseUsuario) throw new DomainError('generic.notFound');
      return;
    }
    for (const c of await classesOfUser(this.db, codBseUsuario))
      if (await passes(this.readable(caller, c.codBseTurma))) return;
    throw new DomainError('generic.notFound');
  }

  /**
   * A student's answers or grades in an activity, read through a class: the class must be the
   * caller's (the student itself, a member; staff, in scope) AND the record must belong to it: the
   * student answered the activity in that class, or is a student of it now (decision "Reading a
   * record"). Anything else answers 404, whether the student exists or not. Answers the student's
   * submission (the class it answered in), if any.
   */
  async studentRecords(
    caller: Caller,
    codBseTurma: number,
    codBseUsuario: number,
    codBseAtividade: number,
  ): Promise<{ codBseTurma: number; datResposta: Date } | undefined> {
    if (caller.profile === Profile.Aluno) {
      if (caller.userId !== codBseUsuario) throw new DomainError('generic.notFound');
    } else await this.readable(caller, codBseTurma);
    const [submission, student] = await Promise.all([
      submissionOf(this.db, codBseAtividade, codBseUsuario),
      isStudentOf(this.db, codBseTurma, codBseUsuario),
    ]);
    if (submission?.codBseTurma !== codBseTurma && !student) throw new DomainError('generic.notFound');
    return submission;
  }

  /** Whether the caller may read the student's records in the activity through the class (as `studentRecords`). */
  mayReadRecords(caller: Caller, codBseTurma: number, codBseUsuario: number, codBseAtividade: number) {
    return passes(this.studentRecords(caller, codBseTurma, codBseUsuario, codBseAtividade));
  }
}
