import { Inject, Injectable } from '@nestjs/common';
import type { Page, UserListItem, UserSearch } from '@school/modules/identity';
import type { Db } from '@school/projections/kernel';
import { listUsers } from '@school/projections/user-directory';
import { listScopeOf } from '@school/backend/auth/list-scope';
import { inScope } from '@school/backend/auth/scope';
import type { Caller } from '@school/backend/auth/token.service';
import { DATABASE } from '@school/backend/core/tokens';
import { userTarget } from './user-scope.policy.js';
import { userListItems } from './user.views.js';

/** The users list: the directory's page in the caller's scope, with the names of its schools, units and classes. */
@Injectable()
export class UsersReader {
  constructor(@Inject(DATABASE) private readonly db: Db) {}

  async page(caller: Caller, { status, ...filter }: UserSearch): Promise<Page<UserListItem>> {
    const { page, size } = filter;
    const { items, total } = await listUsers(this.db, {
      scope: listScopeOf(caller),
      ...filter,
      ...(status === undefined ? {} : { active: status === 'active' }),
    });
    // The SQL filter is the scope rule in list form; every row passes the rule itself too.
    const visible = items.filter((u) => inScope(caller, userTarget(u)));
    return { items: await userListItems(this.db, visible), total, page, size };
  }
}
