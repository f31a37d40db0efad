import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, type UserStatusAnswer, userStream } from '@school/modules/identity';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { IdentityService } from '../identity.service.js';
import { managedUser } from './managed-user.policy.js';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';

/** POST /api/bse_usuario/{id}/desativar and /reativar; `meta` null is the system (tests), with no scope. */
export class SetUserActiveCommand extends Command<WriteResult<UserStatusAnswer>> {
  constructor(
    readonly id: number,
    readonly active: boolean,
    readonly meta: RequestMeta | null,
  ) {
    super();
  }
}

/** Deactivates (the next sign-in answers 410) or reactivates a user within the caller's scope. */
@CommandHandler(SetUserActiveCommand)
export class SetUserActiveHandler implements ICommandHandler<
  SetUserActiveCommand,
  WriteResult<UserStatusAnswer>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly identity: IdentityService,
  ) {}

  async execute({ id, active, meta }: SetUserActiveCommand): Promise<WriteResult<UserStatusAnswer>> {
    if (meta) await managedUser(this.identity, callerOf(meta), id);
    return this.pipeline.handle(meta, {
      stream: userStream(id),
      decider: userDecider,
      command: { type: active ? 'ReactivateUser' : 'DeactivateUser', codBseUsuario: id },
      answer: { status: 200 as const, codBseUsuario: id, active },
    });
  }
}
