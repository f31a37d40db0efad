import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  fold,
  isReservationEvent,
  LOGIN_RESERVATION,
  readStreamOf,
  reservationDecider,
  reservationStream,
  type EventMetadata,
  type EventStore,
  type RefusalCode,
} from '@school/modules/kernel';
import { EVENT_STORE, PERSONAL_DATA_KEYS } from '../core/tokens.js';
import type { PersonalDataKeys } from '../personal-data/personal-data-keys.js';
import { CommandPipeline } from './command-pipeline.js';

export interface ReserveOptions {
  kind: string;
  value: string;
  ownerId: number;
  takenCode: RefusalCode;
  /** The stream of an owner: a claim whose owner stream is empty is stale (a crash between appends). */
  ownerStream: (ownerId: number) => string;
  metadata: EventMetadata;
  /** Event ids a retry recognises (see RunOptions.eventIds). */
  eventIds?: (index: number) => string;
  /** The value is most likely free (a login just generated): claim it without reading first. */
  expectNew?: boolean;
}

/** How old a claim must be before a missing owner stream makes it stale (a crash between the two appends). */
export const STALE_CLAIM_MS = 60_000;

/** Claims and frees unique values through reservation streams. */
@Injectable()
export class Reservations {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PERSONAL_DATA_KEYS) private readonly keys: PersonalDataKeys,
  ) {}

  /** A login's reservation is named by its pseudonym (decision 0061); other values by themselves. */
  private streamOf(kind: string, value: string): string {
    return reservationStream(kind, kind === LOGIN_RESERVATION ? this.keys.loginPseudonym(value) : value);
  }

  async reserve(options: ReserveOptions): Promise<void> {
    const { kind, value, ownerId } = options;
    const stream = this.streamOf(kind, value);
    if (options.expectNew) {
      const claimed = await this.pipeline
        .run({
          stream,
          decider: reservationDecider,
          command: { type: 'Reserve', kind, value, ownerId, takenCode: options.takenCode },
          context: { now: new Date(), actor: null },
          metadata: options.metadata,
          expectNew: true,
          ...(options.eventIds ? { eventIds: options.eventIds } : {}),
        })
        .then(
          () => true,
          (error: unknown) => {
            // Taken after all: the full path below also sees whether the claim is stale.
            if (error instanceof DomainError && error.code === options.takenCode) return false;
            throw error;
          },
        );
      if (claimed) return;
    }
    const events = await readStreamOf(this.store, stream, isReservationEvent);
    const state = fold(reservationDecider, events);
    // A claim is stale only once its owner had ample time to create its stream: a fresh claim
    // whose owner is being created right now (a concurrent request) must never be taken over.
    const claimedAt = events.at(-1)?.createdAt.getTime() ?? 0;
    const currentOwnerGone =
      state.ownerId !== null &&
      state.ownerId !== ownerId &&
      Date.now() - claimedAt > STALE_CLAIM_MS &&
      (await this.store.readStream(options.ownerStream(state.ownerId), { maxCount: 1 })).length === 0;
    await this.pipeline.run({
      stream,
      decider: reservationDecider,
      command: {
        type: 'Reserve',
        kind,
        value,
        ownerId,
        takenCode: options.takenCode,
        currentOwnerGone,
        goneOwnerId: state.ownerId ?? undefined,
      },
      context: { now: new Date(), actor: null },
      metadata: options.metadata,
      ...(options.eventIds ? { eventIds: options.eventIds } : {}),
    });
  }

  /** Who holds a value now (null: free, or never claimed), read from its reservation stream. */
  async ownerOf(kind: string, value: string): Promise<number | null> {
    const events = await readStreamOf(this.store, this.streamOf(kind, value), isReservationEvent);
    return fold(reservationDecider, events).ownerId;
  }

  async release(
    kind: string,
    value: string,
    ownerId: number,
    metadata: EventMetadata,
  ): Promise<string | null> {
    const result = await this.pipeline.run({
      stream: this.streamOf(kind, value),
      decider: reservationDecider,
      command: { type: 'Release', kind, value, ownerId },
      context: { now: new Date(), actor: null },
      metadata,
    });
    return result.position;
  }
}
