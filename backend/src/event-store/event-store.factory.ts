import type pg from 'pg';
import type { EventStore } from '@school/modules/kernel';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { UpcastingEventStore } from './upcasting-event-store.js';
import { UPCASTERS } from './upcasters.js';

/**
 * KurrentDB when EVENTSTORE_URL is set, otherwise the embedded PostgreSQL store on the app's
 * pool (its schema comes from the migrations, run at start-up). Either way every read hands
 * out today's event shapes (UpcastingEventStore).
 */
export function createEventStore(config: { EVENTSTORE_URL?: string }, pool: pg.Pool): EventStore {
  const store = config.EVENTSTORE_URL
    ? new KurrentDbEventStore(config.EVENTSTORE_URL)
    : new PostgresEventStore(pool);
  return new UpcastingEventStore(store, UPCASTERS);
}
