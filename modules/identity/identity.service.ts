import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  isPresent,
  normalizeLogin,
  userDecider,
  userStream,
  type PlacementFacts,
  type PresentUserState,
  type UserState,
} from '@school/modules/identity';
import { LOGIN_RESERVATION } from '@school/modules/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { Reservations } from '@school/backend/commands/reservations';
import type { Config } from '@school/backend/config/config';
import type { RequestMeta } from '@school/backend/http/request-meta';
import type { Limiter, RateLimits } from '@school/backend/rate-limit/rate-limits';
import { type CreatedUser, CreateUserCommand, type NewUser } from './user/create-user.handler.js';

export type { NewUser } from './user/create-user.handler.js';

/** A user a login may sign in as, or be refused as: present, or erased. */
export type SignInUserState = UserState & { status: 'active' | 'inactive' | 'erased' };

const LOGIN_OWNERS_CAPACITY = 100_000;

/**
 * Users as the write side knows them, read from the event store; and, for callers off the HTTP
 * path (first start, tests), the user writes as commands on the bus, like every other write.
 */
@Injectable()
export class IdentityService {
  /** Login -> the id of its (existing) user: immutable once known. */
  private readonly loginOwners = new Map<string, number>();

  constructor(
    private readonly commands: CommandBus,
    private readonly pipeline: CommandPipeline,
    private readonly reservations: Reservations,
  ) {}

  /** See CreateUserCommand: `meta` null is the system, `options.id` the first-start Master. */
  createUser(
    input: NewUser,
    meta: RequestMeta | null,
    options: { id?: number; facts?: PlacementFacts } = {},
  ): Promise<CreatedUser> {
    return this.commands.execute(new CreateUserCommand(input, meta, options));
  }

  /**
   * The user a login names, read from the event store (the login's reservation, then the
   * user's stream), never from a read model that could lag behind a creation or a deactivation.
   * A login's owner never changes once its user exists (logins are never given again), so that
   * much is remembered; the user's state is read anew each time (its stream's tail).
   */
  async userByLogin(login: string): Promise<PresentUserState | null> {
    const state = await this.signInUserByLogin(login);
    return state && isPresent(state) ? state : null;
  }

  /**
   * The same, and an erased user too: its login stays taken, and a sign-in with it is refused
   * as a deactivated account's (its password went with its data, so none matches).
   */
  async signInUserByLogin(login: string): Promise<SignInUserState | null> {
    const normalized = normalizeLogin(login);
    let ownerId = this.loginOwners.get(normalized) ?? null;
    ownerId ??= await this.reservations.ownerOf(LOGIN_RESERVATION, normalized);
    if (ownerId === null) return null;
    const state = await this.userById(ownerId);
    // A claim whose user never came to exist (a crash between the two appends) names nobody, nor
    // does a deleted user's.
    if (state.status === 'absent' || state.status === 'deleted') return null;
    const known: SignInUserState = { ...state, status: state.status };
    if (this.loginOwners.size >= LOGIN_OWNERS_CAPACITY) this.loginOwners.clear();
    this.loginOwners.set(normalized, ownerId);
    return known;
  }

  /** A user's state, read from its stream in the event store (never from a lagging read model). */
  async userById(id: number): Promise<UserState> {
    return (await this.pipeline.read(userStream(id), userDecider)).state;
  }
}

/**
 * A limiter of wrong passwords (`name`: a sign-in address's, a password change's): `points`
 * failures within LOGIN_LOCK_WINDOW_MINUTES block for LOGIN_LOCK_MINUTES, as a login's lock does.
 */
export function wrongPasswordLimiter(
  rateLimits: RateLimits,
  config: Config,
  name: string,
  points: number,
): Limiter {
  return rateLimits.limiter(name, {
    points,
    durationSeconds: config.LOGIN_LOCK_WINDOW_MINUTES * 60,
    blockSeconds: config.LOGIN_LOCK_MINUTES * 60,
  });
}
