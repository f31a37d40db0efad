import { Inject, Injectable } from '@nestjs/common';
import type { MyData } from '@school/modules/identity';
import { DomainError } from '@school/modules/kernel';
import { currentClassOf } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { findSchool } from '@school/projections/school-list';
import { findUser } from '@school/projections/user-directory';
import { DATABASE } from '@school/backend/core/tokens';
import { found } from '@school/backend/http/params';
import { loggedUser } from '../sign-in/logged-user.views.js';

/** The caller's own data: its directory entry, its school's name (school list), its current class (class list). */
@Injectable()
export class MyDataReader {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async of(codBseUsuario: number): Promise<MyData> {
    const user = found(await findUser(this.db, codBseUsuario));
    // The guard answers a deactivated user's token with 410 already; this covers a lagging cache.
    if (!user.active) throw new DomainError('login.deactivated');
    const school = user.codBseEscola === null ? undefined : await findSchool(this.db, user.codBseEscola);
    const currentClass = await currentClassOf(this.db, user.codBseUsuario);
    return {
      ...loggedUser(user, currentClass),
      nomEscola: school?.nomEscola ?? null,
      imgAvatar: user.imgAvatar,
    };
  }
}
