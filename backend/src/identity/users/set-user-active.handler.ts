import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserStatusAnswer } from '@school/modules/identity';
import { IdentityService } from '../identity.service.js';
import { callerOf, managedUser } from './managed-user.js';
import { SetUserActiveCommand } from './user.commands.js';
import { writeResult, type WriteResult } from '../../commands/write-result.js';

/** Deactivates (the next sign-in answers 410) or reactivates a user within the caller's scope. */
@CommandHandler(SetUserActiveCommand)
export class SetUserActiveHandler implements ICommandHandler<
  SetUserActiveCommand,
  WriteResult<UserStatusAnswer>
> {
  constructor(private readonly identity: IdentityService) {}

  async execute({ id, active, meta }: SetUserActiveCommand): Promise<WriteResult<UserStatusAnswer>> {
    await managedUser(this.identity, callerOf(meta), id);
    const result = active
      ? await this.identity.reactivateUser(id, meta)
      : await this.identity.deactivateUser(id, meta);
    return writeResult(result.answer, result.settled);
  }
}
