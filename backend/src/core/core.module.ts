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
import { CONFIG, DATABASE, EVENT_STORE, JWT_SECRET, PG_POOL } from './tokens.js';

/** Creates the database if missing and migrates the backend's own tables; safe at every start. */
export async function prepareStorage(config: Config): Promise<{ pool: pg.Pool; db: Db; store: EventStore }> {
  await ensureDatabaseExists(config.DATABASE_URL);
  const pool = createPool(config.DATABASE_URL);
  const db = createDatabase(pool);
  await migrateDatabase(db);
  return { pool, db, store: createEventStore(config, pool) };
}

/**
 * The signing secret: JWT_SECRET when set; otherwise, in development and tests only, one
 * generated on first start and kept in the database, so a newcomer needs no setup and tokens
 * survive a restart. Production never gets here without JWT_SECRET (the config refuses it).
 */
export async function resolveJwtSecret(db: Db, config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === 'production') throw new Error('JWT_SECRET is required when NODE_ENV=production');
  new Logger('Config').warn(
    'JWT_SECRET is unset: tokens are signed with a secret generated for this database (table app_secrets). ' +
      'Development only; set JWT_SECRET in production and when several instances run.',
  );
  await sql`insert into app_secrets (name, value) values ('jwt', ${randomBytes(48).toString('base64url')})
            on conflict (name) do nothing`.execute(db);
  const { rows } = await sql<{ value: string }>`select value from app_secrets where name = 'jwt'`.execute(db);
  return rows[0]!.value;
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
        JWT_SECRET,
        PROJECTIONS,
        ...SHARED_SERVICES,
        CqrsModule,
      ],
    };
  }
}

export { createDatabase, createPool };
