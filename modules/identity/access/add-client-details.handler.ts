import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import { accessDecider, accessStream, type ClientDetails } from '@school/modules/identity';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { PERSONAL_DATA_KEYS } from '@school/backend/core/tokens';
import type { PersonalDataKeys } from '@school/backend/personal-data/personal-data-keys';
import type { Caller } from '@school/backend/auth/token.service';
import type { RequestMeta } from '@school/backend/http/request-meta';

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

export interface ClientDetailsAnswer extends ClientDetails {
  codBseAcesso: string;
}

/** Client details of an access: only ever on the caller's own latest sign-in. */
@CommandHandler(AddClientDetailsCommand)
export class AddClientDetailsHandler implements ICommandHandler<
  AddClientDetailsCommand,
  ClientDetailsAnswer
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(PERSONAL_DATA_KEYS) private readonly keys: PersonalDataKeys,
  ) {}

  async execute({ caller, details, meta }: AddClientDetailsCommand): Promise<ClientDetailsAnswer> {
    // The stream comes from the verified token, never from the body: a client can only reach its own login.
    const result = await this.pipeline.runAs(meta, {
      stream: accessStream(this.keys.loginPseudonym(caller.login)),
      decider: accessDecider,
      command: { type: 'AddClientDetails', codBseUsuario: caller.userId, details },
    });
    const last = result.state.lastSuccess;
    if (!last) throw new DomainError('access.noAttempt');
    await this.pipeline.settle(result.position);
    return { codBseAcesso: last.attemptId, ...last.details };
  }
}
