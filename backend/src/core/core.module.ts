import { randomBytes } from 'node:crypto';
import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { sql } from 'kysely';
import type pg from 'pg';
import type { EventStore } from '@school/modules/kernel';
import type { Db, Projection } from '@school/projections/kernel';
import { SessionRegistry } from '../auth/session-registry.js';
import { TokenService } from '../auth/token.service.js';
import { RateLimits } from '../rate-limit/rate-limits.js';
import { UserLimitInterceptor, UserLimits } from '../rate-limit/user-limits.js';
import { CommandPipeline } from '../commands/command-pipeline.js';
import { IdAllocator } from '../commands/id-allocator.js';
import { Reservations } from '../commands/reservations.js';
import type { Config } from '../config/config.js';
import { createDatabase, createPool, ensureDatabaseExists } from '../database/database.js';
import { migrateDatabase } from '../database/migrate.js';
import { Metrics } from '../metrics/metrics.service.js';
import { createEventStore } from '../event-store/event-store.factory.js';
import { PROJECTIONS, ProjectionEngine } from '../projection-engine/projection-engine.js';
import { CONFIG, DATABASE, EVENT_STORE, JWT_SECRET, PERSONAL_DATA_KEYS, PG_POOL } from './tokens.js';
import { masterKeyFrom, PersonalDataKeys } from '../personal-data/personal-data-keys.js';
import { sealClearEvents } from '../personal-data/seal-clear-events.js';

export interface Storage {
  pool: pg.Pool;
  db: Db;
  store: EventStore;
  /** The keys sealing personal data (erasure and retention delete them). */
  keys: PersonalDataKeys;
}

/**
 * The app's database, created if missing and migrated, with the keys of personal data opened by
 * the master key (refused when it is not the one they were made with): what every store needs.
 */
export async function prepareDatabase(config: Config): Promise<Omit<Storage, 'store'>> {
  await ensureDatabaseExists(config.DATABASE_URL);
  const pool = createPool(config.DATABASE_URL);
  const db = createDatabase(pool);
  await migrateDatabase(db);
  const keys = new PersonalDataKeys(pool, masterKeyFrom(await resolvePersonalDataKey(db, config)));
  await keys.verifyMaster();
  return { pool, db, keys };
}

/**
 * Creates the database if missing, migrates the backend's own tables and seals the personal
 * data of events written in clear before decision 0061 (once); safe at every start.
 */
export async function prepareStorage(config: Config): Promise<Storage> {
  const { pool, db, keys } = await prepareDatabase(config);
  const { store, sealing } = createEventStore(config, pool, keys);
  if (sealing.kind === 'postgres') await sealClearEvents(pool, sealing);
  return { pool, db, store, keys };
}

/**
 * A secret from its variable when set; otherwise, in development and tests only, one generated
 * on first start and kept in the database (table app_secrets), so a newcomer needs no setup and
 * it survives a restart. Production never gets here without the variable (the config refuses it).
 */
async function resolveSecret(
  db: Db,
  config: Config,
  variable: 'JWT_SECRET' | 'PERSONAL_DATA_KEY',
  name: string,
) {
  const configured = config[variable];
  if (configured) return configured;
  if (config.NODE_ENV === 'production') throw new Error(`${variable} is required when NODE_ENV=production`);
  new Logger('Config').warn(
    `${variable} is unset: a secret generated for this database is used (table app_secrets). ` +
      `Development only; set ${variable} in production and when several instances run.`,
  );
  await sql`insert into app_secrets (name, value) values (${name}, ${randomBytes(48).toString('base64url')})
            on conflict (name) do nothing`.execute(db);
  const { rows } = await sql<{ value: string }>`select value from app_secrets where name = ${name}`.execute(
    db,
  );
  return rows[0]!.value;
}

/** The signing secret: JWT_SECRET, or the generated one. */
export function resolveJwtSecret(db: Db, config: Config): Promise<string> {
  return resolveSecret(db, config, 'JWT_SECRET', 'jwt');
}

/** The master key of personal data: PERSONAL_DATA_KEY, or the generated one. */
export function resolvePersonalDataKey(db: Db, config: Config): Promise<string> {
  return resolveSecret(db, config, 'PERSONAL_DATA_KEY', 'personal-data');
}

/** Closes the store and the pool last, after everything that uses them has stopped. */
@Injectable()
class StorageShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }
}

/** The services the core module provides and every context may inject. */
const SHARED_SERVICES = [
  TokenService,
  SessionRegistry,
  RateLimits,
  UserLimits,
  UserLimitInterceptor,
  ProjectionEngine,
  CommandPipeline,
  IdAllocator,
  Reservations,
  Metrics,
];

/** Infrastructure every context shares: configuration, database, event store, pipeline, projections. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: Config, projections: Projection[]): DynamicModule {
    const storage = prepareStorage(config);
    return {
      module: CoreModule,
      imports: [CqrsModule.forRoot()],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: PG_POOL, useFactory: async () => (await storage).pool },
        { provide: DATABASE, useFactory: async () => (await storage).db },
        { provide: EVENT_STORE, useFactory: async () => (await storage).store },
        { provide: PERSONAL_DATA_KEYS, useFactory: async () => (await storage).keys },
        { provide: JWT_SECRET, useFactory: async () => resolveJwtSecret((await storage).db, config) },
        { provide: PROJECTIONS, useValue: projections },
        ...SHARED_SERVICES,
        StorageShutdown,
      ],
      exports: [
        CONFIG,
        PG_POOL,
        DATABASE,
        EVENT_STORE,
        PERSONAL_DATA_KEYS,
        JWT_SECRET,
        PROJECTIONS,
        ...SHARED_SERVICES,
        CqrsModule,
      ],
    };
  }
}

export { createDatabase, createPool };
