import { Injectable } from '@nestjs/common';
import { type ClassBookRecord, findClassBook } from '@school/projections/class-books';
import type { Caller } from '@school/backend/auth/token.service';
import { OwnClassScope } from '@school/modules/organization/server';
import { found } from '@school/backend/http/params';

/**
 * Who may see and change a class's class books: the class's own Professor changes them; the staff
 * read them within their scope (OrgScopeService); a student reads its own class's active one.
 * Anything else answers 404, exactly like a missing class.
 */
@Injectable()
export class ClassBookScope extends OwnClassScope {
  /** A class the caller may read (staff in scope, its Professor). */
  async readable(caller: Caller, codBseTurma: number): Promise<void> {
    await this.scope.class(caller, codBseTurma);
  }

  /** A link the caller may change, loaded. */
  async writableLink(caller: Caller, id: number): Promise<ClassBookRecord> {
    const link = found(await findClassBook(this.db, id));
    await this.writable(caller, link.codBseTurma);
    return link;
  }
}
