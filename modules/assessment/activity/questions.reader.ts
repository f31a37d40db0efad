import { Inject, Injectable } from '@nestjs/common';
import type { Question } from '@school/modules/assessment';
import { DomainError, Profile } from '@school/modules/kernel';
import { findActivity, questionsOf } from '@school/projections/activities';
import { classActivityOf } from '@school/projections/class-activities';
import { classesOfUser } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { ActivityScope } from './activity-scope.service.js';

/**
 * An activity's questions as the caller may read them: the staff who read the activity (decision
 * 0071: the catalogue's, their school's, their own) with the expected answers; a student once the
 * activity is open in one of its classes (the class activities, the class list), without them.
 * Anything else answers 404, like a missing activity.
 */
@Injectable()
export class QuestionsReader {
  constructor(
    @Inject(DATABASE) private readonly db: Db,
    private readonly scope: ActivityScope,
  ) {}

  async of(caller: Caller, codBseAtividade: number): Promise<Question[]> {
    if (caller.profile !== Profile.Aluno) {
      await this.scope.readable(caller, codBseAtividade);
      return questionsOf(this.db, codBseAtividade);
    }
    if (!(await findActivity(this.db, codBseAtividade))) throw new DomainError('generic.notFound');
    const classes = await classesOfUser(this.db, caller.userId);
    const links = await Promise.all(
      classes.map((c) => classActivityOf(this.db, c.codBseTurma, codBseAtividade)),
    );
    if (!links.some((l) => l?.indAtivo === 'S')) throw new DomainError('generic.notFound');
    return (await questionsOf(this.db, codBseAtividade)).map(({ resRespostaEsperada: _hidden, ...q }) => q);
  }
}
