import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error.js';
import { fold } from './decider.js';
import type { RecordedEvent } from './event-store.js';
import {
  isReservationEvent,
  reservationDecider,
  type ReservationCommand,
  type ReservationEvent,
} from './reservation.js';
import { readStreamOf } from './stored-events.js';

const reserved = (ownerId: number): ReservationEvent => ({
  type: 'ValueReserved',
  data: { kind: 'school-prefix', value: 'AZ', ownerId },
});
const reserve = (ownerId: number, currentOwnerGone = false): ReservationCommand => ({
  type: 'Reserve',
  kind: 'school-prefix',
  value: 'AZ',
  ownerId,
  takenCode: 'school.prefixTaken',
  currentOwnerGone,
});
const decide = (events: ReservationEvent[], command: ReservationCommand) =>
  reservationDecider.decide(command, fold(reservationDecider, events), { now: new Date(), actor: null });

describe('reservation decider', () => {
  it('reserves a free value', () => {
    expect(decide([], reserve(3))).toEqual([reserved(3)]);
  });
  it('refuses a value another owner holds, with the caller’s message', () => {
    expect(() => decide([reserved(3)], reserve(4))).toThrowError(DomainError);
    try {
      decide([reserved(3)], reserve(4));
    } catch (error) {
      expect((error as DomainError).code).toBe('school.prefixTaken');
    }
  });
  it('is idempotent for the same owner', () => {
    expect(decide([reserved(3)], reserve(3))).toEqual([]);
  });
  it('frees a value on release, so it can be taken again', () => {
    const released = decide([reserved(3)], {
      type: 'Release',
      kind: 'school-prefix',
      value: 'AZ',
      ownerId: 3,
    });
    expect(decide([reserved(3), ...released], reserve(4))).toEqual([reserved(4)]);
  });
  it('takes over a claim whose owner never came to exist', () => {
    expect(decide([reserved(3)], reserve(4, true))).toEqual([
      { type: 'ValueReleased', data: { kind: 'school-prefix', value: 'AZ', ownerId: 3 } },
      reserved(4),
    ]);
  });
  it('does not take over an owner that claimed after the one found gone', () => {
    expect(() =>
      decide([reserved(3)], { ...reserve(4, true), goneOwnerId: 2 } as ReservationCommand),
    ).toThrowError(DomainError);
  });
  it('ignores a release by someone who does not hold the value', () => {
    expect(
      decide([reserved(3)], { type: 'Release', kind: 'school-prefix', value: 'AZ', ownerId: 4 }),
    ).toEqual([]);
  });
});

describe('reservation stream reads', () => {
  const recorded = (event: { type: string; data: unknown }, revision: number): RecordedEvent => ({
    id: `e${revision}`,
    metadata: {},
    streamName: 'unique-school-prefix-AZ',
    revision,
    position: String(revision),
    createdAt: new Date('2026-11-23T10:00:00Z'),
    ...event,
  });
  const store = (events: RecordedEvent[]) => ({ readStream: () => Promise.resolve(events) });

  it('tells reservation events from others', () => {
    expect(isReservationEvent(recorded(reserved(3), 0))).toBe(true);
    expect(isReservationEvent(recorded({ type: 'ValueReleased', data: reserved(3).data }, 1))).toBe(true);
    expect(isReservationEvent(recorded({ type: 'SchoolCreated', data: {} }, 0))).toBe(false);
  });

  it('reads a reservation stream typed, and fails loudly on a stranger in it', async () => {
    const events = [recorded(reserved(3), 0)];
    const read = await readStreamOf(store(events), 'unique-school-prefix-AZ', isReservationEvent);
    expect(fold(reservationDecider, read).ownerId).toBe(3);
    await expect(
      readStreamOf(
        store([...events, recorded({ type: 'SchoolCreated', data: {} }, 1)]),
        's',
        isReservationEvent,
      ),
    ).rejects.toThrow(/holds SchoolCreated/);
  });
});
