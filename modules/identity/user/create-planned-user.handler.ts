import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorOf, eventMetadata } from '@school/backend/http/request-meta';
import { CreatePlannedUserCommand } from './create-user.commands.js';
import { UserCreation } from './user-creation.service.js';

/**
 * A bulk import's row: the same rules, reservation and events as CreateUser, and safe to run
 * again. The login's reservation is already this id's on a second run, the user's stream takes
 * no second creation of the same login, and the event key derives the event ids, so a retried
 * job appends nothing twice. Does not wait for the read models (the job settles once for many).
 */
@CommandHandler(CreatePlannedUserCommand)
export class CreatePlannedUserHandler implements ICommandHandler<CreatePlannedUserCommand, string | null> {
  constructor(private readonly creation: UserCreation) {}

  execute({ user, meta, options }: CreatePlannedUserCommand): Promise<string | null> {
    return this.creation.claimAndCreate(user, {
      actor: actorOf(meta),
      metadata: { ...eventMetadata(meta), ...options.metadata },
      facts: options.facts,
      eventKey: options.eventKey,
      expectNew: options.expectNew ?? false,
    });
  }
}
