import { Inject, Injectable } from '@nestjs/common';
import type { Grader } from '@school/modules/assessment';
import type { Db } from '@school/projections/kernel';
import { findUser } from '@school/projections/user-directory';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';

/** Who grades, as the grade's history keeps it: id, name as it is now, profile. */
@Injectable()
export class GraderReader {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async of(caller: Caller): Promise<Grader> {
    const user = await findUser(this.db, caller.userId);
    return {
      codBseUsuario: caller.userId,
      nomUsuario: user?.nomUsuario ?? caller.login,
      codBsePerfil: caller.profile ?? 0,
    };
  }
}
