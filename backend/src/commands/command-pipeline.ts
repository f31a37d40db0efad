import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  fold,
  WrongExpectedRevisionError,
  type Decider,
  type DecisionContext,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
} from '@school/modules/kernel';
import { EVENT_STORE } from '../core/tokens.js';
import { ProjectionEngine } from '../projection-engine/projection-engine.js';

export interface CommandResult<State, Event> {
  events: Event[];
  state: State;
  /** Position of the last appended event, null when the decision appended nothing. */
  position: string | null;
}

export interface RunOptions<Command, State, Event extends DomainEvent> {
  stream: string;
  decider: Decider<Command, State, Event>;
  command: Command;
  context: DecisionContext;
  metadata: EventMetadata;
}

/**
 * The write path: load the stream, fold it, decide, append with the expected revision.
 * A conflict re-decides once against the fresh stream; a second conflict is a 409.
 */
@Injectable()
export class CommandPipeline {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionEngine,
  ) {}

  async run<Command, State, Event extends DomainEvent>(
    options: RunOptions<Command, State, Event>,
  ): Promise<CommandResult<State, Event>> {
    const { stream, decider, command, context, metadata } = options;
    for (let attempt = 1; ; attempt++) {
      const past = await this.store.readStream(stream);
      const state = fold(decider, past as unknown as Event[]);
      const events = decider.decide(command, state, context);
      if (events.length === 0) return { events, state, position: null };
      try {
        const appended = await this.store.append(
          stream,
          events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
          past.length === 0 ? 'no_stream' : past[past.length - 1]!.revision,
        );
        return { events, state: events.reduce(decider.evolve, state), position: appended.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= 2) throw new DomainError('generic.conflict', 409);
      }
    }
  }

  /** Read-your-writes: waits (bounded) until every read model has passed the position. */
  settle(position: string | null, timeoutMs = 2000): Promise<boolean> {
    return this.projections.waitFor(position, timeoutMs);
  }
}
