import { Command } from '@nestjs/cqrs';
import type { LoginAnswer, LoginInput } from '@school/modules/identity';
import type { RequestMeta } from '@school/backend/http/request-meta';

/** POST /api/auth/login: an attempt, recorded whatever its outcome. */
export class SignInCommand extends Command<LoginAnswer> {
  constructor(
    readonly input: LoginInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
