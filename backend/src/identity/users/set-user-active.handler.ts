import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserStatusAnswer } from '@school/modules/identity';
import { IdentityService } from '../identity.service.js';
import { callerOf, managedUser } from './managed-user.js';
import { SetUserActiveCommand, type UserWriteResult } from './user.commands.js';

/** Deactivates (the next sign-in answers 410) or reactivates a user within the caller's scope. */
@CommandHandler(SetUserActiveCommand)
export class SetUserActiveHandler implements ICommandHandler<
  SetUserActiveCommand,
  UserWriteResult<UserStatusAnswer>
> {
  constructor(private readonly identity: IdentityService) {}

  async execute({ id, active, meta }: SetUserActiveCommand): Promise<UserWriteResult<UserStatusAnswer>> {
    await managedUser(this.identity, callerOf(meta), id);
    const result = active
      ? await this.identity.reactivateUser(id, meta)
      : await this.identity.deactivateUser(id, meta);
    return { answer: { status: 200, codBseUsuario: id, active }, settled: result.settled };
  }
}
