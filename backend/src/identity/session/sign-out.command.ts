import { Command } from '@nestjs/cqrs';
import type { LogoutAnswer } from '@school/modules/identity';
import type { TokenClaims } from '../../auth/token.service.js';
import type { WriteResult } from '../../commands/write-result.js';
import type { RequestMeta } from '../../http/request-meta.js';

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
