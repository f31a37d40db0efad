import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import { accessDecider, accessStream } from '@school/modules/identity';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { PERSONAL_DATA_KEYS } from '@school/backend/core/tokens';
import type { PersonalDataKeys } from '@school/backend/personal-data/personal-data-keys';
import { AddClientDetailsCommand, type ClientDetailsAnswer } from './add-client-details.command.js';

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
