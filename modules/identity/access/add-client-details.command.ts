import { Command } from '@nestjs/cqrs';
import type { ClientDetails } from '@school/modules/identity';
import type { Caller } from '@school/backend/auth/token.service';
import type { RequestMeta } from '@school/backend/http/request-meta';

export interface ClientDetailsAnswer extends ClientDetails {
  codBseAcesso: string;
}

/** POST /api/bse_acesso: the client's OS and browser, for the caller's own latest sign-in. */
export class AddClientDetailsCommand extends Command<ClientDetailsAnswer> {
  constructor(
    readonly caller: Caller,
    readonly details: ClientDetails,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}
