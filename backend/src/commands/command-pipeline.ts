import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  DomainError,
  fold,
  readStreamOf,
  WrongExpectedRevisionError,
  type Decider,
  type DecisionContext,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
} from '@school/modules/kernel';
import type { Config } from '../config/config.js';
import { CONFIG, EVENT_STORE } from '../core/tokens.js';
import { actorOf, eventMetadata, type RequestMeta } from '../http/request-meta.js';
import { ProjectionEngine } from '../projection-engine/projection-engine.js';
import { StateCache } from './state-cache.js';
import { writeResult, type WriteResult } from './write-result.js';

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
  /**
   * The id of the decision's n-th event, when a retry must recognise its own append (a job
   * derives them from its id and row); random otherwise.
   */
  eventIds?: (index: number) => string;
  /**
   * The stream should not exist yet (a freshly allocated id, a new reservation): decide against
   * the initial state and append expecting no stream, without reading it first. Should it exist
   * after all, the append fails and the usual read-decide-append follows.
   */
  expectNew?: boolean;
  /**
   * A fact without an invariant (a sign-in attempt, a sign-out): decided on the stream as read,
   * appended whatever was appended meanwhile, so concurrency never refuses it (no 409).
   */
  noConflict?: boolean;
  /** The stream as the caller has just read it (`read`), decided on without reading again. */
  readState?: Loaded<State>;
  /**
   * A conflict throws WrongExpectedRevisionError instead of re-deciding: for a caller whose
   * decision rests on the stream as it read it (the orphan sweep skips a file that changed).
   */
  failOnConflict?: boolean;
  /**
   * A conflict is never the user's: the command means the same on whatever was appended meanwhile,
   * so it is decided again on the fresh stream until it lands, with a jittered pause between tries
   * and at most UNTIL_LANDED_ATTEMPTS of them; never a 409 in practice. For a stream of one
   * person's own facts (a learner's views, rounds and ratings: two tabs, a double click, another
   * instance, decision 0035) and for reorders (a swap of two items is a swap of where they are
   * now, whatever else moved, decision 0048). This process's runs on one such stream also go one
   * after another, so only other instances ever conflict.
   */
  untilLanded?: boolean;
}

/** What `runAs` runs: `run`'s options, the decision context and the metadata coming from the request. */
export type RunAsOptions<Command, State, Event extends DomainEvent> = Omit<
  RunOptions<Command, State, Event>,
  'context' | 'metadata'
>;

/** What a handler answers: a value, or one drawn from what the run decided (an id, the new state). */
export type Answer<A, State, Event> = A | ((result: CommandResult<State, Event>) => A);

/** What `handle` runs, and what it answers. */
export interface HandleOptions<
  Command,
  State,
  Event extends DomainEvent,
  A = 1,
  Extra extends object = object,
> extends RunAsOptions<Command, State, Event> {
  /** The legacy answer: 1 when left out. */
  answer?: Answer<A, State, Event>;
  /** Beside the answer, for a caller on the bus (the demo seed chains a created id). */
  extra?: Extra;
}

/** Fresh decisions an `untilLanded` command may take before it answers 409 (decisions 0035, 0048). */
export const UNTIL_LANDED_ATTEMPTS = 25;
/** The longest pause between two of them, in ms: a random share of it (full jitter). */
const UNTIL_LANDED_MAX_PAUSE_MS = 50;

/** A stream's folded state and the revision it was folded up to (null: no stream). */
export interface Loaded<State> {
  state: State;
  revision: number | null;
}

/**
 * The write path: load the stream, fold it, decide, append with the expected revision.
 * A conflict re-decides once against the fresh stream; a second conflict is a 409 (an own
 * stream's or a reorder's decision is retried until it lands: `untilLanded`).
 * Folded states are cached per decider, so a command reads only the stream's new events.
 */
@Injectable()
export class CommandPipeline {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one cache per decider, each typed by it
  private readonly caches = new WeakMap<object, StateCache<any>>();
  /**
   * The last revision of each recent stream that this process appended or read, whichever
   * decider did it: a cached fold behind it is stale, so it is not decided on unread.
   */
  private readonly heads = new StateCache<null>();
  /** The tail of each `untilLanded` stream's queue of runs in this process. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionEngine,
    @Optional() @Inject(CONFIG) private readonly config?: Pick<Config, 'SETTLE_TIMEOUT_MS'>,
  ) {}

  run<Command, State, Event extends DomainEvent>(
    options: RunOptions<Command, State, Event>,
  ): Promise<CommandResult<State, Event>> {
    return options.untilLanded
      ? this.inTurn(options.stream, () => this.decide(options))
      : this.decide(options);
  }

  /**
   * A command handler's whole write: `runAs`, then read-your-writes (`settle`, left to the caller
   * when its meta has `settleLater`), answered as a WriteResult: `answer` (1 unless given) with
   * `extra` beside it.
   */
  async handle<Command, State, Event extends DomainEvent, A = 1, Extra extends object = object>(
    meta: RequestMeta | null,
    { answer, extra, ...options }: HandleOptions<Command, State, Event, A, Extra>,
  ): Promise<WriteResult<A, Extra>> {
    const result = await this.runAs(meta, options);
    // A batch of writes (the device queue) settles once, after its last one.
    meta?.settleLater?.(result.position);
    const settled = meta?.settleLater ? false : await this.settle(result.position);
    const answered =
      typeof answer === 'function'
        ? (answer as (written: CommandResult<State, Event>) => A)(result)
        : (answer ?? (1 as A));
    return writeResult(answered, settled, extra);
  }

  /**
   * `run` on behalf of a request: decided at the present time by its caller (`actorOf`), its
   * events carrying its metadata (`eventMetadata`). A command from no request (the CLI's, the
   * seed's) has no actor and empty metadata. For a handler that does more after the decision
   * than answer it (release a reservation, settle elsewhere); the others `handle`.
   */
  runAs<Command, State, Event extends DomainEvent>(
    meta: RequestMeta | null,
    options: RunAsOptions<Command, State, Event>,
  ): Promise<CommandResult<State, Event>> {
    return this.run({
      ...options,
      context: { now: new Date(), actor: meta ? actorOf(meta) : null },
      metadata: meta ? eventMetadata(meta) : {},
    });
  }

  /** Runs `work` after every earlier run of this process on the stream has ended. */
  private inTurn<T>(stream: string, work: () => Promise<T>): Promise<T> {
    const mine = (this.queues.get(stream) ?? Promise.resolve()).then(work);
    const tail = mine.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(stream, tail);
    void tail.then(() => {
      if (this.queues.get(stream) === tail) this.queues.delete(stream);
    });
    return mine;
  }

  private async decide<Command, State, Event extends DomainEvent>(
    options: RunOptions<Command, State, Event>,
  ): Promise<CommandResult<State, Event>> {
    const { stream, decider, command, context, metadata, eventIds } = options;
    const cache = this.cacheOf<State>(decider);
    const given = options.readState;
    // Attempt 0 decides without reading: on the initial state of a stream that should be new, or
    // on the cached fold when it is at the stream's last revision this process saw (right unless
    // another process wrote since). The append's expected revision checks that guess; when it
    // was wrong, or the guess decided nothing or refused, attempts 1 and 2 read the stream as
    // ever, so the outcome is the one a fresh read gives.
    const cached = cache.get(stream);
    const head = this.heads.get(stream)?.revision;
    // A caller that read the stream itself (`readState`) decides on what it read.
    const guess: Loaded<State> | undefined = given
      ? undefined
      : cached === undefined
        ? options.expectNew === true && head === undefined
          ? { state: decider.initialState(), revision: null }
          : undefined
        : !options.noConflict && cached.revision === head
          ? cached
          : undefined;
    for (let attempt = guess ? 0 : 1; ; attempt++) {
      const { state, revision } =
        attempt === 0 ? guess! : attempt === 1 && given ? given : await this.load(stream, decider, cache);
      let events: Event[];
      try {
        events = decider.decide(command, state, context);
      } catch (error) {
        if (attempt === 0) continue;
        throw error;
      }
      if (events.length === 0) {
        if (attempt === 0) continue;
        return { events, state, position: null };
      }
      try {
        const appended = await this.store.append(
          stream,
          events.map((e, i) => ({ id: eventIds?.(i) ?? randomUUID(), type: e.type, data: e.data, metadata })),
          options.noConflict ? 'any' : revision === null ? 'no_stream' : revision,
        );
        this.sawRevision(stream, appended.nextRevision);
        const next = events.reduce(decider.evolve, state);
        // Without an expected revision others may have appended in between: the cache keeps the
        // state as read, and the next load reads the tail from there (own events included).
        if (!options.noConflict) cache.set(stream, appended.nextRevision, next);
        else if (revision !== null) cache.set(stream, revision, state);
        return { events, state: next, position: appended.position };
      } catch (error) {
        cache.delete(stream);
        this.heads.delete(stream);
        if (!(error instanceof WrongExpectedRevisionError) || options.failOnConflict) throw error;
        if (attempt >= (options.untilLanded ? UNTIL_LANDED_ATTEMPTS : 2))
          throw new DomainError('generic.conflict');
        if (options.untilLanded && attempt > 0)
          await sleep(Math.random() * Math.min(UNTIL_LANDED_MAX_PAUSE_MS, 2 ** attempt));
      }
    }
  }

  /** A stream's current state as this decider folds it (cached: only the tail is read). */
  async read<State, Event extends DomainEvent>(
    stream: string,
    decider: Pick<Decider<unknown, State, Event>, 'isEvent' | 'initialState' | 'evolve'>,
  ): Promise<Loaded<State>> {
    const cache = this.cacheOf<State>(decider);
    const loaded = await this.load(stream, decider, cache);
    if (loaded.revision !== null) cache.set(stream, loaded.revision, loaded.state);
    return loaded;
  }

  /** The stream's state: the cached fold plus the events appended since, or a full read. */
  private async load<State, Event extends DomainEvent>(
    stream: string,
    decider: Pick<Decider<unknown, State, Event>, 'isEvent' | 'initialState' | 'evolve'>,
    cache: StateCache<State>,
  ): Promise<Loaded<State>> {
    const cached = cache.get(stream);
    const tail = await readStreamOf(
      this.store,
      stream,
      decider.isEvent,
      cached ? { fromRevision: cached.revision + 1 } : {},
    );
    if (tail.length > 0) this.sawRevision(stream, tail[tail.length - 1]!.revision);
    if (!cached) {
      const state = fold(decider, tail);
      return { state, revision: tail.length ? tail[tail.length - 1]!.revision : null };
    }
    if (tail.length === 0) return cached;
    const state = tail.reduce<State>(decider.evolve, cached.state);
    return { state, revision: tail[tail.length - 1]!.revision };
  }

  /** Streams only grow: a read that raced an append never moves the head back. */
  private sawRevision(stream: string, revision: number): void {
    if ((this.heads.get(stream)?.revision ?? -1) < revision) this.heads.set(stream, revision, null);
  }

  private cacheOf<State>(decider: object): StateCache<State> {
    let cache = this.caches.get(decider) as StateCache<State> | undefined;
    if (!cache) {
      cache = new StateCache<State>();
      this.caches.set(decider, cache);
    }
    return cache;
  }

  /** Read-your-writes: waits (bounded) until every read model has passed the position. */
  settle(position: string | null, timeoutMs?: number): Promise<boolean> {
    return this.projections.waitFor(position, timeoutMs ?? this.config?.SETTLE_TIMEOUT_MS ?? 2000);
  }
}
