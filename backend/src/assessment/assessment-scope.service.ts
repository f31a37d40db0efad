import { Inject, Injectable } from '@nestjs/common';
import { DomainError, Profile } from '@school/modules/kernel';
import { classesOfUser } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import type { Caller } from '../auth/token.service.js';
import { DATABASE } from '../core/tokens.js';
import { OrgScopeService } from '../organization/scope/org-scope.service.js';

/**
 * Who may see and change a class's activities, answers and grades: its Professor changes them;
 * the staff read them within their scope (OrgScopeService: a Diretor or Coordenador its unit's);
 * a student reads and answers its own class's. Anything else answers 404, like a missing class.
 */
@Injectable()
export class AssessmentScope {
  constructor(
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  /** A class the caller may read the activities, answers and grades of (staff in scope, its Professor). */
  async readable(caller: Caller, codBseTurma: number): Promise<void> {
    if (caller.profile === Profile.Aluno || caller.profile === Profile.Assistente)
      throw new DomainError('generic.notFound');
    await this.scope.class(caller, codBseTurma);
  }

  /** A class of the caller's own (its Professor's or its student's). */
  async member(caller: Caller, codBseTurma: number): Promise<void> {
    const mine = await classesOfUser(this.db, caller.userId);
    if (!mine.some((c) => c.codBseTurma === codBseTurma)) throw new DomainError('generic.notFound');
  }

  /** A class whose activities and grades the caller changes: its own, as a Professor. */
  async writable(caller: Caller, codBseTurma: number): Promise<void> {
    if (caller.profile !== Profile.Professor) throw new DomainError('generic.notFound');
    await this.member(caller, codBseTurma);
  }

  /** A student's answers or grades in a class: the student itself, or staff who may read the class. */
  async studentRecords(caller: Caller, codBseTurma: number, codBseUsuario: number): Promise<void> {
    if (caller.profile === Profile.Aluno) {
      if (caller.userId !== codBseUsuario) throw new DomainError('generic.notFound');
      await this.member(caller, codBseTurma);
      return;
    }
    await this.readable(caller, codBseTurma);
  }
}
