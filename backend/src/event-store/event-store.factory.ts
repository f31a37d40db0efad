import type pg from 'pg';
import type { EventStore } from '@school/modules/kernel';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * KurrentDB when EVENTSTORE_URL is set, otherwise the embedded PostgreSQL store on the app's
 * pool (its schema comes from the migrations, run at start-up).
 */
export function createEventStore(config: { EVENTSTORE_URL?: string }, pool: pg.Pool): EventStore {
  return config.EVENTSTORE_URL
    ? new KurrentDbEventStore(config.EVENTSTORE_URL)
    : new PostgresEventStore(pool);
}
