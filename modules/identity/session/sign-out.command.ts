import { Command } from '@nestjs/cqrs';
import type { LogoutAnswer } from '@school/modules/identity';
import type { TokenClaims } from '@school/backend/auth/token.service';
import type { WriteResult } from '@school/backend/commands/write-result';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /api/auth/logout: the caller's own token, or every token of the caller. */
export class SignOutCommand extends Command<WriteResult<LogoutAnswer>> {
  constructor(
    readonly caller: TokenClaims,
    readonly everywhere: boolean,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
