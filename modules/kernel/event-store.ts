/**
 * The event store port. Two adapters implement it (PostgreSQL, KurrentDB) and one contract
 * suite proves both. Positions are opaque strings that compare correctly as text.
 */

/** What the writer expects the stream to be at: any state, absent, present, or exactly revision n (0-based). */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface EventMetadata {
  actorId?: number | null;
  actorProfile?: number | null;
  correlationId?: string;
  causationId?: string;
  idempotencyKey?: string;
  ip?: string;
  userAgent?: string;
  /**
   * When the event was first written (ISO 8601), set only by a copy of the log into another
   * store (`npm run privacy:copy-store`), which cannot set the time a store records: the
   * adapters read it as the event's `createdAt`.
   */
  writtenAt?: string;
  [key: string]: unknown;
}

/** An event's time: the one it was first written at when a copy of the log kept it, else the store's. */
export function writtenAt(metadata: EventMetadata | null | undefined, stored: Date): Date {
  const kept = metadata?.writtenAt;
  return typeof kept === 'string' ? new Date(kept) : stored;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** uuid; appending the same ids again at the same place is an idempotent retry. */
  id: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  streamName: string;
  /** 0-based revision within the stream. */
  revision: number;
  /** Global position in `$all`, opaque, ordered as text. */
  position: string;
  createdAt: Date;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Position of the last appended event. */
  position: string;
}

export interface ReadStreamOptions {
  fromRevision?: number;
  maxCount?: number;
  direction?: 'forwards' | 'backwards';
}

export interface ReadAllOptions {
  /** Exclusive lower bound; omitted means from the start. */
  after?: string | null;
  maxCount: number;
}

export interface SubscribeOptions {
  /** Exclusive lower bound; omitted means from the start. */
  after?: string | null;
  /** Largest batch handed to the handler at once. */
  batchSize?: number;
}

export interface Subscription {
  /** Stops delivery; resolves when the handler is no longer running. */
  close(): Promise<void>;
  /** Resolves when the subscription ends: rejects if the handler or the store failed. */
  readonly done: Promise<void>;
}

export interface EventStore {
  readonly kind: 'postgres' | 'kurrentdb';
  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream, [] when it does not exist. */
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** A page of `$all` in commit order, our streams only (no system events). */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch-up then live: every event after `after`, in order, handed over in batches. */
  subscribeToAll(
    options: SubscribeOptions,
    handler: (events: RecordedEvent[]) => Promise<void>,
  ): Subscription;
  /** Position of the last event readers can see, null when the store is empty. */
  headPosition(): Promise<string | null>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export class StreamNotFoundError extends Error {
  constructor(readonly stream: string) {
    super(`Stream ${stream} does not exist`);
    this.name = 'StreamNotFoundError';
  }
}

/** Positions compare as text; this is the one place that says so. */
export function comparePositions(a: string | null | undefined, b: string | null | undefined): number {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}
