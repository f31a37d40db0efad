import type { Migration } from 'kysely';
import * as eventStore from './0001-event-store.migration.js';
import * as projectionEngine from './0002-projection-engine.migration.js';
import * as idempotencyKeys from './0003-idempotency-keys.migration.js';
import * as loginSequences from './0004-login-sequences.migration.js';
import * as appSecrets from './0005-app-secrets.migration.js';
import * as eventStoreAppendStatement from './0006-event-store-append-statement.migration.js';
import * as parkedEvents from './0007-parked-events.migration.js';
import * as idempotencyRequestHash from './0008-idempotency-request-hash.migration.js';
import * as personalDataKeys from './0009-personal-data-keys.migration.js';
import * as fileCatalogueName from './0010-file-catalogue-name.migration.js';
import * as deviceSyncItems from './0011-device-sync-items.migration.js';

/**
 * The backend's own tables, in order; a migration is never edited once released, a change is
 * a new one. The first ones are written `if not exists`: databases made before there were
 * migrations already hold their tables. Read-model tables are not here (docs/architecture.md).
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-event-store': eventStore,
  '0002-projection-engine': projectionEngine,
  '0003-idempotency-keys': idempotencyKeys,
  '0004-login-sequences': loginSequences,
  '0005-app-secrets': appSecrets,
  '0006-event-store-append-statement': eventStoreAppendStatement,
  '0007-parked-events': parkedEvents,
  '0008-idempotency-request-hash': idempotencyRequestHash,
  '0009-personal-data-keys': personalDataKeys,
  '0010-file-catalogue-name': fileCatalogueName,
  '0011-device-sync-items': deviceSyncItems,
};
