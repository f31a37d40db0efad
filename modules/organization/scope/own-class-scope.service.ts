import { Inject, Injectable } from '@nestjs/common';
import { DomainError, Profile } from '@school/modules/kernel';
import { classesOfUser } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { OrgScopeService } from './org-scope.service.js';

/**
 * What a class's own people may reach, for a context whose records hang on a class (its lessons,
 * its activities): its members read, its Professor changes. Anything else answers 404, like a
 * missing class. The context's scope extends it with what its staff read (`scope`).
 */
@Injectable()
export abstract class OwnClassScope {
  constructor(
    protected readonly scope: OrgScopeService,
    @Inject(DATABASE) protected readonly db: Db,
  ) {}

  /** A class of the caller's own (its Professor's or its student's). */
  async member(caller: Caller, codBseTurma: number): Promise<void> {
    const mine = await classesOfUser(this.db, caller.userId);
    if (!mine.some((c) => c.codBseTurma === codBseTurma)) throw new DomainError('generic.notFound');
  }

  /** A class whose records the caller changes: its own, as a Professor. */
  async writable(caller: Caller, codBseTurma: number): Promise<void> {
    if (caller.profile !== Profile.Professor) throw new DomainError('generic.notFound');
    await this.member(caller, codBseTurma);
  }
}
