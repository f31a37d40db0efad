import { Inject, Injectable } from '@nestjs/common';
import { DomainError, Profile } from '@school/modules/kernel';
import { classesOfUser } from '@school/projections/class-list';
import { type ClassBookRecord, findClassBook } from '@school/projections/class-books';
import type { Db } from '@school/projections/kernel';
import type { Caller } from '../../auth/token.service.js';
import { DATABASE } from '../../core/tokens.js';
import { OrgScopeService } from '../../organization/scope/org-scope.service.js';

/**
 * Who may see and change a class's lessons: the class's own Professor changes them; the staff
 * read them within their scope (OrgScopeService); a student reads its own class's active one.
 * Anything else answers 404, exactly like a missing class.
 */
@Injectable()
export class ClassBookScope {
  constructor(
    private readonly scope: OrgScopeService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  /** A class the caller may read (staff in scope, its Professor). */
  async readable(caller: Caller, codBseTurma: number): Promise<void> {
    await this.scope.class(caller, codBseTurma);
  }

  /** A class of the caller's own (its Professor's or its student's). */
  async member(caller: Caller, codBseTurma: number): Promise<void> {
    const mine = await classesOfUser(this.db, caller.userId);
    if (!mine.some((c) => c.codBseTurma === codBseTurma)) throw new DomainError('generic.notFound');
  }

  /** A class the caller may change the lessons of: its own, as a Professor. */
  async writable(caller: Caller, codBseTurma: number): Promise<void> {
    if (caller.profile !== Profile.Professor) throw new DomainError('generic.notFound');
    await this.member(caller, codBseTurma);
  }

  /** A link the caller may change, loaded. */
  async writableLink(caller: Caller, id: number): Promise<ClassBookRecord> {
    const link = await findClassBook(this.db, id);
    if (!link) throw new DomainError('generic.notFound');
    await this.writable(caller, link.codBseTurma);
    return link;
  }
}
