import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import { userDecider, userStream, type UserWriteAnswer } from '@school/modules/identity';
import type { Db } from '@school/projections/kernel';
import { countUsersCreatedBy } from '@school/projections/user-directory';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { DATABASE } from '@school/backend/core/tokens';
import { IdentityService } from '../identity.service.js';
import { managedUser } from './managed-user.policy.js';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import type { WriteResult } from '@school/backend/commands/write-result';

/** DELETE /api/bse_usuario/{id}. */
export class DeleteUserCommand extends Command<WriteResult<UserWriteAnswer>> {
  constructor(
    readonly id: number,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * Deletes a user: `UserDeleted` on its stream (kept for the audit), which takes it out of the
 * read models and ends its sessions. Its login stays reserved forever: a new person never
 * inherits another's access history or lockout (decision 0014). A user who created users
 * that still exist is refused with the spec's "Existem usuários cadastrados com o usuário"
 * (read from the user directory, which every user write settles before answering).
 */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, WriteResult<UserWriteAnswer>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly identity: IdentityService,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ id, meta }: DeleteUserCommand): Promise<WriteResult<UserWriteAnswer>> {
    const caller = callerOf(meta);
    const current = await this.identity.userById(id);
    if (current.status === 'deleted') throw new DomainError('generic.notFound');
    await managedUser(this.identity, caller, id);
    return this.pipeline.handle(meta, {
      stream: userStream(id),
      decider: userDecider,
      command: {
        type: 'DeleteUser',
        codBseUsuario: id,
        dependants: await countUsersCreatedBy(this.db, id),
      },
      answer: { status: 200, codBseUsuario: id },
    });
  }
}
