import { Injectable } from '@nestjs/common';
import { LOGIN_RESERVATION, type Actor, type EventMetadata } from '@school/modules/kernel';
import { userDecider, userStream, type PlacementFacts, type UserCreatedData } from '@school/modules/identity';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { Reservations } from '@school/backend/commands/reservations';
import { deterministicId } from '@school/backend/jobs/deterministic-id';
import { LoginSequences } from './login-sequences.service.js';

export interface CreationOptions {
  actor: Actor | null;
  metadata: EventMetadata;
  facts?: PlacementFacts;
  /** Derives the event ids, so that a retried job appends nothing twice. */
  eventKey?: string;
  /** First run of a planned creation: neither stream should exist yet (see RunOptions.expectNew). */
  expectNew?: boolean;
}

/**
 * The two appends of every user creation, shared by the single and the planned (bulk) one:
 * the login's reservation stream (taken: 409 "Login já cadastrado."), then the user's stream.
 * Login uniqueness is this cross-aggregate rule, kept by the reservation's expected revision.
 */
@Injectable()
export class UserCreation {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly reservations: Reservations,
    private readonly sequences: LoginSequences,
  ) {}

  /** Answers the position of the user's creation, null when it already existed. */
  async claimAndCreate(data: UserCreatedData, options: CreationOptions): Promise<string | null> {
    const { actor, metadata, facts, eventKey, expectNew = false } = options;
    const { codBseUsuario: id, cstLogin } = data;
    await this.reservations.reserve({
      kind: LOGIN_RESERVATION,
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
      if (!eventKey)
        await this.reservations.release(LOGIN_RESERVATION, cstLogin, id, metadata).catch(() => undefined);
      throw error;
    });
    // The login is taken for good: a generated one's number is spent, and the next preview moves past it.
    await this.sequences.passTaken(cstLogin);
    return result.position;
  }
}
