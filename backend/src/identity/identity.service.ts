import { Inject, Injectable } from '@nestjs/common';
import {
  fold,
  reservationDecider,
  reservationStream,
  type Actor,
  type EventMetadata,
  type EventStore,
} from '@school/modules/kernel';
import {
  assertRegistrable,
  isPresent,
  normalizeLogin,
  userDecider,
  userStream,
  type PlacementFacts,
  type PresentUserState,
  type UserCommand,
  type UserCreatedData,
  type UserState,
  type UserStatusAnswer,
  type UserWriteAnswer,
} from '@school/modules/identity';
import { CommandPipeline } from '../commands/command-pipeline.js';
import { writeResult, type WriteResult } from '../commands/write-result.js';
import { IdAllocator } from '../commands/id-allocator.js';
import { Reservations } from '../commands/reservations.js';
import { EVENT_STORE } from '../core/tokens.js';
import { deterministicId } from '../jobs/deterministic-id.js';
import { actorOf, eventMetadata, type RequestMeta } from '../http/request-meta.js';
import { PasswordHasher } from './password-hasher.js';

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

/** The legacy answer, and the new or changed user's id for callers off the HTTP path (first start, tests). */
type UserWriteResult<Answer extends UserWriteAnswer = UserWriteAnswer> = WriteResult<
  Answer,
  { codBseUsuario: number }
>;

const LOGIN_OWNERS_CAPACITY = 100_000;

/** Users on the write side: creation with a unique login, and the status changes. */
@Injectable()
export class IdentityService {
  /** Login -> the id of its (existing) user: immutable once known. */
  private readonly loginOwners = new Map<string, number>();

  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly reservations: Reservations,
    private readonly hasher: PasswordHasher,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * Claims the login through its reservation stream (taken: 409 "Login já cadastrado."), then
   * creates the user's stream. `options.id` is for the first-start Master (user 1); the id
   * sequence is moved past it. With `options.facts` it is an administrator's creation: the
   * placement rules are checked against them (400) before the login is claimed.
   */
  async createUser(
    input: NewUser,
    meta: RequestMeta | null,
    options: { id?: number; facts?: PlacementFacts } = {},
  ): Promise<UserWriteResult> {
    const actor = meta ? actorOf(meta) : null;
    if (options.facts) assertRegistrable(userData(input, 0, ''), options.facts, actor);
    const id = options.id ?? (await this.ids.next('user'));
    if (options.id !== undefined) await this.ids.reserveUpTo('user', options.id);
    const passwordHash = await this.hasher.hash(input.password);
    const position = await this.claimAndCreate(userData(input, id, passwordHash), {
      actor,
      metadata: meta ? eventMetadata(meta) : {},
      facts: options.facts,
    });
    const settled = await this.pipeline.settle(position);
    return writeResult({ status: 200 as const, codBseUsuario: id }, settled, { codBseUsuario: id });
  }

  /**
   * An administrator's creation whose id, login and password hash were settled beforehand (a
   * bulk import's row): the same rules, reservation and events as `createUser`, and safe to run
   * again. The login's reservation is already this id's on a second run, the user's stream
   * takes no second creation of the same login, and `eventKey` derives the event ids, so a
   * retried job appends nothing twice. `expectNew` (a first run) writes without reading first.
   * Does not wait for the read models (the caller settles once for many). Answers the position
   * of the user's creation, null when it already existed.
   */
  async createPlannedUser(
    user: UserCreatedData,
    meta: RequestMeta,
    options: { facts: PlacementFacts; eventKey: string; metadata?: EventMetadata; expectNew?: boolean },
  ): Promise<string | null> {
    return this.claimAndCreate(user, {
      actor: actorOf(meta),
      metadata: { ...eventMetadata(meta), ...options.metadata },
      facts: options.facts,
      eventKey: options.eventKey,
      expectNew: options.expectNew ?? false,
    });
  }

  private async claimAndCreate(
    data: UserCreatedData,
    options: {
      actor: Actor | null;
      metadata: EventMetadata;
      facts?: PlacementFacts;
      eventKey?: string;
      /** First run of a planned creation: neither stream should exist yet (see RunOptions.expectNew). */
      expectNew?: boolean;
    },
  ): Promise<string | null> {
    const { actor, metadata, facts, eventKey, expectNew = false } = options;
    const { codBseUsuario: id, cstLogin } = data;
    await this.reservations.reserve({
      kind: 'login',
      value: cstLogin,
      ownerId: id,
      takenCode: 'user.loginTaken',
      ownerStream: userStream,
      metadata,
      expectNew,
      ...(eventKey ? { eventIds: (i: number) => deterministicId(`${eventKey}:login:${i}`) } : {}),
    });
    const created = this.pipeline.run({
      stream: userStream(id),
      decider: userDecider,
      command: facts ? { type: 'RegisterUser', data, facts } : { type: 'CreateUser', data },
      context: { now: new Date(), actor },
      metadata,
      expectNew,
      ...(eventKey ? { eventIds: (i: number) => deterministicId(`${eventKey}:user:${i}`) } : {}),
    });
    const result = await created.catch(async (error: unknown) => {
      // The id was taken by another user (only possible with a given id): free the login again.
      // A planned creation keeps its claim instead: its retry creates the user with this very
      // login (and a release would not be undone by a retry whose claim has the same event id).
      if (!eventKey) await this.reservations.release('login', cstLogin, id, metadata).catch(() => undefined);
      throw error;
    });
    return result.position;
  }

  deactivateUser(id: number, meta: RequestMeta | null): Promise<UserWriteResult<UserStatusAnswer>> {
    return this.setActive(id, false, meta);
  }

  reactivateUser(id: number, meta: RequestMeta | null): Promise<UserWriteResult<UserStatusAnswer>> {
    return this.setActive(id, true, meta);
  }

  private async setActive(
    id: number,
    active: boolean,
    meta: RequestMeta | null,
  ): Promise<UserWriteResult<UserStatusAnswer>> {
    const type = active ? 'ReactivateUser' : 'DeactivateUser';
    const result = await this.run(id, meta, { type, codBseUsuario: id });
    const settled = await this.pipeline.settle(result.position);
    return writeResult({ status: 200 as const, codBseUsuario: id, active }, settled, { codBseUsuario: id });
  }

  /**
   * The user a login names, read from the event store (the login's reservation, then the
   * user's stream), never from a read model that could lag behind a creation or a deactivation.
   * A login's owner never changes once its user exists (logins are never given again), so that
   * much is remembered; the user's state is read anew each time (its stream's tail).
   */
  async userByLogin(login: string): Promise<PresentUserState | null> {
    const normalized = normalizeLogin(login);
    let ownerId = this.loginOwners.get(normalized) ?? null;
    if (ownerId === null) {
      const claim = fold(
        reservationDecider,
        (await this.store.readStream(reservationStream('login', normalized))) as never[],
      );
      ownerId = claim.ownerId;
    }
    if (ownerId === null) return null;
    const state = await this.userById(ownerId);
    // A claim whose user never came to exist (a crash between the two appends) names nobody, nor
    // does a deleted user's.
    if (!isPresent(state)) return null;
    if (this.loginOwners.size >= LOGIN_OWNERS_CAPACITY) this.loginOwners.clear();
    this.loginOwners.set(normalized, ownerId);
    return state;
  }

  /** A user's state, read from its stream in the event store (never from a lagging read model). */
  async userById(id: number): Promise<UserState> {
    return (await this.pipeline.read(userStream(id), userDecider)).state;
  }

  private run(id: number, meta: RequestMeta | null, command: UserCommand) {
    return this.pipeline.run({
      stream: userStream(id),
      decider: userDecider,
      command,
      context: { now: new Date(), actor: meta ? actorOf(meta) : null },
      metadata: meta ? eventMetadata(meta) : {},
    });
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
