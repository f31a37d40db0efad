import type { Decider, DomainEvent } from './decider.js';
import { DomainError } from './domain-error.js';
import type { RefusalCode } from './messages.js';
import type { EventGuard } from './stored-events.js';

/**
 * The state of a record created once, changed and deleted (a school, a unit, a class, an
 * address): absent until its creation, then its data under `key`, active until deleted.
 */
export type RecordState<K extends string, Data> =
  { status: 'absent' } | ({ status: 'active' | 'deleted' } & { [P in K]: Data });

/** What an event does to a record: creates it (its data), changes it (merges its data in), deletes it, or nothing. */
type Step<EventData, Data> = EventData extends Data
  ? 'created' | 'changed' | 'deleted' | 'kept'
  : EventData extends Partial<Data>
    ? 'changed' | 'deleted' | 'kept'
    : 'deleted' | 'kept';

type Steps<E extends DomainEvent, Data> = {
  readonly [T in E['type']]: Step<Extract<E, { type: T }>['data'], Data>;
};

/**
 * The decider of a record: its `evolve` follows from what each of its events does (a record of
 * all the types, so none is left out), `decide` holds its rules. An event on an absent record
 * changes nothing, and a record is created once: a decision that creates one whose id is taken
 * is refused with `taken` (the context's "already registered"; `generic.conflict` when omitted).
 */
export function recordDecider<
  Command,
  E extends DomainEvent,
  K extends string,
  Data extends object,
>(definition: {
  isEvent: EventGuard<E>;
  key: K;
  steps: Steps<E, Data>;
  taken?: RefusalCode;
  decide: Decider<Command, RecordState<K, Data>, E>['decide'];
}): Decider<Command, RecordState<K, Data>, E> {
  const { isEvent, key, steps, taken, decide } = definition;
  const evolve = (state: RecordState<K, Data>, event: E): RecordState<K, Data> => {
    const step = steps[event.type as E['type']] as 'created' | 'changed' | 'deleted' | 'kept';
    if (step === 'created') return { status: 'active', [key]: event.data } as RecordState<K, Data>;
    if (state.status === 'absent' || step === 'kept') return state;
    if (step === 'deleted') return { ...state, status: 'deleted' };
    const record = (state as Record<K, Data>)[key];
    return { ...state, [key]: { ...record, ...(event.data as Partial<Data>) } };
  };
  const decideOnce: typeof decide = (command, state, context) => {
    const events = decide(command, state, context);
    if (events.some((e) => steps[e.type as E['type']] === 'created')) requireAbsent(state, taken);
    return events;
  };
  return { isEvent, initialState: () => ({ status: 'absent' }), evolve, decide: decideOnce };
}

/** Refuses to create a record whose id is taken (`code`: the context's "already registered"). */
export function requireAbsent(state: { status: string }, code: RefusalCode = 'generic.conflict'): void {
  if (state.status !== 'absent') throw new DomainError(code);
}

/** Refuses a change to a record that does not exist or was deleted ("not found"). */
export function requireActive<S extends { status: string }>(
  state: S,
): asserts state is S & { status: 'active' } {
  if (state.status !== 'active') throw new DomainError('generic.notFound');
}
