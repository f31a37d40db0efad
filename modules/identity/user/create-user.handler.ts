import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  assertRegistrable,
  normalizeLogin,
  type PlacementFacts,
  type UserCreatedData,
  type UserWriteAnswer,
} from '@school/modules/identity';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { writeResult, type WriteResult } from '@school/backend/commands/write-result';
import { actorOf, eventMetadata, type RequestMeta } from '@school/backend/http/request-meta';
import { PasswordHasher } from '../password-hasher.service.js';
import { UserCreation } from './user-creation.service.js';

/**
 * A new user with a unique login. `options.id` is for the first-start Master (user 1); with
 * `options.facts` it is an administrator's creation, checked against the placement rules.
 * `meta` null: the system (first start, tests).
 */
export class CreateUserCommand extends Command<CreatedUser> {
  constructor(
    readonly input: NewUser,
    readonly meta: RequestMeta | null,
    readonly options: { id?: number; facts?: PlacementFacts } = {},
  ) {
    super();
  }
}

/** The legacy answer, and the new user's id for callers off the HTTP path (first start, tests). */
export type CreatedUser = WriteResult<UserWriteAnswer, { codBseUsuario: number }>;

export interface NewUser {
  cstLogin: string;
  password: string;
  nomUsuario: string;
  codBsePerfil: number;
  codBseEscola: number | null;
  codBseUnidade: number | null;
  turmas?: number[];
  imgAvatar?: string | null;
}

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
