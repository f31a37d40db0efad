import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorOf, eventMetadata, type RequestMeta } from '@school/backend/http/request-meta';
import { UserCreation } from './user-creation.service.js';
import type { EventMetadata } from '@school/modules/kernel';
import type { PlacementFacts, UserCreatedData } from '@school/modules/identity';

/**
 * A bulk import's row, whose id, login and password hash were settled beforehand. Safe to run
 * again (`eventKey` derives the event ids); answers the position of the creation, null when
 * it already existed.
 */
export class CreatePlannedUserCommand extends Command<string | null> {
  constructor(
    readonly user: UserCreatedData,
    readonly meta: RequestMeta,
    readonly options: {
      facts: PlacementFacts;
      eventKey: string;
      metadata?: EventMetadata;
      expectNew?: boolean;
    },
  ) {
    super();
  }
}

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
