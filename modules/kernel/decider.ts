import type { Profile } from './profiles.js';
import type { EventGuard } from './stored-events.js';

/** Who acts, when, and with which freshly allocated ids: everything a pure decide needs from outside. */
export interface Actor {
  userId: number;
  profile: Profile;
  schoolId: number | null;
  unitId: number | null;
}

export interface DecisionContext {
  now: Date;
  actor: Actor | null;
}

/** An event as a decider returns it: type and data, ids and metadata come from the pipeline. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface Decider<Command, State, Event extends DomainEvent> {
  /** Tells this decider's events among stored ones: a stream is read typed through it, never cast. */
  isEvent: EventGuard<Event>;
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State, context: DecisionContext) => Event[];
}

/** Folds a stream's events into state. */
export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/** Used in the default branch of every switch over a union, so a missing case does not compile. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
