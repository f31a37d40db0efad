import { Inject, Injectable } from '@nestjs/common';
import { fold, reservationDecider, reservationStream, type EventStore } from '@school/modules/kernel';
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
  type UserEvent,
  type UserState,
} from '@school/modules/identity';
import { CommandPipeline } from '../commands/command-pipeline.js';
import { IdAllocator } from '../commands/id-allocator.js';
import { Reservations } from '../commands/reservations.js';
import { EVENT_STORE } from '../core/tokens.js';
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

export interface UserWriteResult {
  codBseUsuario: number;
  /** Whether the read models had caught up when the call returned (read-your-writes). */
  settled: boolean;
}

/** Users on the write side: creation with a unique login, and the status changes. */
@Injectable()
export class IdentityService {
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
    const cstLogin = normalizeLogin(input.cstLogin);
    const actor = meta ? actorOf(meta) : null;
    const draft = (codBseUsuario: number, passwordHash: string): UserCreatedData => ({
      codBseUsuario,
      cstLogin,
      nomUsuario: input.nomUsuario,
      passwordHash,
      codBsePerfil: input.codBsePerfil,
      codBseEscola: input.codBseEscola,
      codBseUnidade: input.codBseUnidade,
      turmas: input.turmas ?? [],
      imgAvatar: input.imgAvatar ?? null,
    });
    if (options.facts) assertRegistrable(draft(0, ''), options.facts, actor);
    const id = options.id ?? (await this.ids.next('user'));
    if (options.id !== undefined) await this.ids.reserveUpTo('user', options.id);
    const passwordHash = await this.hasher.hash(input.password);
    const metadata = meta ? eventMetadata(meta) : {};
    await this.reservations.reserve({
      kind: 'login',
      value: cstLogin,
      ownerId: id,
      takenCode: 'user.loginTaken',
      takenStatus: 409,
      ownerStream: userStream,
      metadata,
    });
    const data = draft(id, passwordHash);
    const created = this.run(
      id,
      meta,
      options.facts ? { type: 'RegisterUser', data, facts: options.facts } : { type: 'CreateUser', data },
    );
    // The id was taken by another user (only possible with a given id): free the login again.
    const result = await created.catch(async (error: unknown) => {
      await this.reservations.release('login', cstLogin, id, metadata).catch(() => undefined);
      throw error;
    });
    return { codBseUsuario: id, settled: await this.pipeline.settle(result.position) };
  }

  async deactivateUser(id: number, meta: RequestMeta | null): Promise<UserWriteResult> {
    const result = await this.run(id, meta, { type: 'DeactivateUser', codBseUsuario: id });
    return { codBseUsuario: id, settled: await this.pipeline.settle(result.position) };
  }

  async reactivateUser(id: number, meta: RequestMeta | null): Promise<UserWriteResult> {
    const result = await this.run(id, meta, { type: 'ReactivateUser', codBseUsuario: id });
    return { codBseUsuario: id, settled: await this.pipeline.settle(result.position) };
  }

  /**
   * The user a login names, read from the event store (the login's reservation, then the
   * user's stream), never from a read model that could lag behind a creation or a deactivation.
   */
  async userByLogin(login: string): Promise<PresentUserState | null> {
    const claim = fold(
      reservationDecider,
      (await this.store.readStream(reservationStream('login', normalizeLogin(login)))) as never[],
    );
    if (claim.ownerId === null) return null;
    const state = await this.userById(claim.ownerId);
    // A claim whose user never came to exist (a crash between the two appends), or was just
    // deleted (before its login is released), names nobody.
    return isPresent(state) ? state : null;
  }

  /** A user's state, read from its stream in the event store (never from a lagging read model). */
  async userById(id: number): Promise<UserState> {
    return fold(userDecider, (await this.store.readStream(userStream(id))) as unknown as UserEvent[]);
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
