import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { EventStore } from '@school/modules/kernel';
import type { Db, Projection } from '@school/projections/kernel';
import { userSessionsProjection } from '@school/projections/user-sessions';
import { SessionRegistry } from '../src/auth/session-registry.js';
import { JWT_SECRET, TokenService } from '../src/auth/token.service.js';
import { CommandPipeline } from '../src/commands/command-pipeline.js';
import { CONFIG, type Config } from '../src/config/config.js';
import { DATABASE, EVENT_STORE } from '../src/core/tokens.js';
import { PROJECTIONS, ProjectionEngine } from '../src/projection-engine/projection-engine.js';
import { RateLimits } from '../src/rate-limit/rate-limits.js';

@Global()
@Module({})
class TestCoreModule {}

/**
 * What the app's CoreModule gives every context, for a test app made of a few modules: config,
 * secret, database, event store, the projection engine with the given read models (plus the
 * session read model the guard checks tokens against), the command pipeline, the session
 * registry and rate limits.
 * Call `app.get(ProjectionEngine).prepare()` once the app is created.
 */
export function testCoreModule(options: {
  config: Config;
  secret: string;
  db: Db;
  store: EventStore;
  projections?: Projection[];
}): DynamicModule {
  const providers = [
    { provide: CONFIG, useValue: options.config },
    { provide: JWT_SECRET, useValue: options.secret },
    { provide: EVENT_STORE, useValue: options.store },
    { provide: DATABASE, useValue: options.db },
    { provide: PROJECTIONS, useValue: [...(options.projections ?? []), userSessionsProjection] },
    TokenService,
    ProjectionEngine,
    CommandPipeline,
    SessionRegistry,
    RateLimits,
  ];
  return {
    module: TestCoreModule,
    providers,
    exports: [
      CONFIG,
      JWT_SECRET,
      EVENT_STORE,
      DATABASE,
      TokenService,
      ProjectionEngine,
      CommandPipeline,
      SessionRegistry,
      RateLimits,
    ],
  };
}
