import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertRegistrable, normalizeLogin, type UserCreatedData } from '@school/modules/identity';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { writeResult } from '@school/backend/commands/write-result';
import { actorOf, eventMetadata } from '@school/backend/http/request-meta';
import { PasswordHasher } from '../password-hasher.service.js';
import { CreateUserCommand, type CreatedUser, type NewUser } from './create-user.commands.js';
import { UserCreation } from './user-creation.service.js';

/**
 * Claims the login, then creates the user's stream. A given id (the first-start Master) moves
 * the id sequence past it. With placement facts (an administrator's creation) the placement
 * rules are checked (400) before the login is claimed.
 */
@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, CreatedUser> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly hasher: PasswordHasher,
    private readonly creation: UserCreation,
  ) {}

  async execute({ input, meta, options }: CreateUserCommand): Promise<CreatedUser> {
    const actor = meta ? actorOf(meta) : null;
    if (options.facts) assertRegistrable(userData(input, 0, ''), options.facts, actor);
    const id = options.id ?? (await this.ids.next('user'));
    if (options.id !== undefined) await this.ids.reserveUpTo('user', options.id);
    const passwordHash = await this.hasher.hash(input.password);
    const position = await this.creation.claimAndCreate(userData(input, id, passwordHash), {
      actor,
      metadata: meta ? eventMetadata(meta) : {},
      facts: options.facts,
    });
    const settled = await this.pipeline.settle(position);
    return writeResult({ status: 200 as const, codBseUsuario: id }, settled, { codBseUsuario: id });
  }
}

/** The `UserCreated` data of a new user: the login as stored (upper case), no classes unless given. */
function userData(input: NewUser, codBseUsuario: number, passwordHash: string): UserCreatedData {
  return {
    codBseUsuario,
    cstLogin: normalizeLogin(input.cstLogin),
    nomUsuario: input.nomUsuario,
    passwordHash,
    codBsePerfil: input.codBsePerfil,
    codBseEscola: input.codBseEscola,
    codBseUnidade: input.codBseUnidade,
    turmas: input.turmas ?? [],
    imgAvatar: input.imgAvatar ?? null,
  };
}
