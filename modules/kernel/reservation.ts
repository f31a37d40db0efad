import { DomainError } from './domain-error.js';
import { assertNever, type Decider, type DomainEvent } from './decider.js';
import type { RefusalCode } from './messages.js';
import { privacyRegister, userKeyOwner } from './privacy.js';
import { eventGuard } from './stored-events.js';

/**
 * Uniqueness across aggregates (school prefix, login): a value is owned by whoever holds the
 * reservation stream `unique-<kind>-<value>`. The append's expected revision makes two
 * concurrent claims collide in the store, never in a possibly stale read model.
 */
export type ReservationEvent =
  | DomainEvent<'ValueReserved', { kind: string; value: string; ownerId: number }>
  | DomainEvent<'ValueReleased', { kind: string; value: string; ownerId: number }>;

/** The kind of reservation that claims a login for a user (`ownerId` is the user's id). */
export const LOGIN_RESERVATION = 'login';

/**
 * What each reservation holds (decision 0061): a login is its user's identity; a school's or a
 * unit's login prefix is the school's own code, in clear.
 */
const reservedValue = {
  fields: { kind: 'technical', value: 'identity', ownerId: 'technical' },
  owner: (data: { kind: string; ownerId: number }) =>
    data.kind === LOGIN_RESERVATION ? userKeyOwner(data.ownerId) : null,
  ownerIs: 'the user, for a login (nobody for a prefix: in clear)',
} as const;

export const reservationPrivacy = privacyRegister<ReservationEvent>({
  ValueReserved: { ...reservedValue, why: 'a login kept unique' },
  ValueReleased: { ...reservedValue, why: 'a login freed' },
});

/** Tells a reservation stream's events from others (typed reads: `readStreamOf(store, stream, isReservationEvent)`). */
export const isReservationEvent = eventGuard<ReservationEvent>({ ValueReserved: true, ValueReleased: true });

export type ReservationCommand =
  | {
      type: 'Reserve';
      kind: string;
      value: string;
      ownerId: number;
      takenCode: RefusalCode;
      currentOwnerGone?: boolean;
      /** The owner found gone: a takeover only replaces that owner, never one that claimed since. */
      goneOwnerId?: number;
    }
  | { type: 'Release'; kind: string; value: string; ownerId: number };

export interface ReservationState {
  ownerId: number | null;
}

export function reservationStream(kind: string, value: string): string {
  return `unique-${kind}-${encodeURIComponent(value)}`;
}

export const reservationDecider: Decider<ReservationCommand, ReservationState, ReservationEvent> = {
  isEvent: isReservationEvent,
  initialState: () => ({ ownerId: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ValueReserved':
        return { ownerId: event.data.ownerId };
      case 'ValueReleased':
        return { ownerId: null };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { kind, value, ownerId } = command;
    if (command.type === 'Release') {
      return state.ownerId === ownerId ? [{ type: 'ValueReleased', data: { kind, value, ownerId } }] : [];
    }
    if (state.ownerId === ownerId) return [];
    if (state.ownerId === null) return [{ type: 'ValueReserved', data: { kind, value, ownerId } }];
    // A claim whose owner never came to exist (a crash between the two appends) is stale.
    if (command.currentOwnerGone && (command.goneOwnerId ?? state.ownerId) === state.ownerId) {
      return [
        { type: 'ValueReleased', data: { kind, value, ownerId: state.ownerId } },
        { type: 'ValueReserved', data: { kind, value, ownerId } },
      ];
    }
    throw new DomainError(command.takenCode);
  },
};
