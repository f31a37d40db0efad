import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error.js';
import { fold } from './decider.js';
import { reservationDecider, type ReservationCommand, type ReservationEvent } from './reservation.js';

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
