import type pg from 'pg';
import type { EventStore } from '@school/modules/kernel';
import { ErasureLedger } from '../personal-data/erasure-ledger.js';
import type { PersonalDataKeys } from '../personal-data/personal-data-keys.js';
import { PRIVACY_REGISTER } from '../personal-data/privacy-register.js';
import { SealingEventStore } from '../personal-data/sealing-event-store.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { UpcastingEventStore } from './upcasting-event-store.js';
import { UPCASTERS } from './upcasters.js';

/**
 * KurrentDB when EVENTSTORE_URL is set, otherwise the embedded PostgreSQL store on the app's
 * pool (its schema comes from the migrations, run at start-up). Either way personal data is
 * sealed on every append and opened on every read (SealingEventStore, decision 0061), and every
 * read hands out today's event shapes (UpcastingEventStore): `store` is what the app uses,
 * `sealing` the layer below the upcasters (the one-off sealing of older events writes through it).
 */
export function createEventStore(
  config: { EVENTSTORE_URL?: string; ERASURE_LEDGER: string },
  pool: pg.Pool,
  keys: PersonalDataKeys,
): { store: EventStore; sealing: SealingEventStore } {
  const raw = config.EVENTSTORE_URL
    ? new KurrentDbEventStore(config.EVENTSTORE_URL)
    : new PostgresEventStore(pool);
  const ledger = new ErasureLedger(config.ERASURE_LEDGER);
  const sealing = new SealingEventStore(raw, PRIVACY_REGISTER, keys, () => new Date(), ledger);
  return { store: new UpcastingEventStore(sealing, UPCASTERS), sealing };
}
