import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { PermissionGuard } from './auth/permission.guard.js';
import { IdempotencyCleanup } from './commands/idempotency-cleanup.js';
import { IdempotencyInterceptor } from './commands/idempotency.interceptor.js';
import { WriteResultInterceptor } from './commands/write-result.interceptor.js';
import type { Config } from './config/config.js';
import { ContentModule } from '@school/modules/content/server';
import { CoreModule } from './core/core.module.js';
import { CatalogueModule } from '@school/modules/content/server';
import { ErrorFilter } from './errors/error.filter.js';
import { FirstStart } from './first-start.js';
import { HealthModule } from './health/health.module.js';
import { UnstorableTextInterceptor } from './http/unstorable-text.js';
import { JsonAnswerInterceptor } from './http/json-answer.interceptor.js';
import { BulkUsersModule } from '@school/modules/identity/server';
import { IdentityModule } from '@school/modules/identity/server';
import { FilesModule } from './files/files.module.js';
import { RetentionModule } from '@school/modules/privacy/server';
import { JobsModule } from './jobs/jobs.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { OrganizationModule } from '@school/modules/organization/server';
import { SupportModule } from '@school/modules/support/server';
import { TeachingModule } from '@school/modules/teaching/server';
import { AssessmentModule } from '@school/modules/assessment/server';
import { CommunityModule } from '@school/modules/community/server';
import { ReportingModule } from '@school/modules/reporting/server';
import { PrivacyModule } from '@school/modules/privacy/server';
import { ALL_PROJECTIONS } from './projections.js';
import { HttpDrain } from './http/http-drain.js';
import { LogUserInterceptor } from './logging/log-user.interceptor.js';
import { loggingModule } from './logging/logging.module.js';
import type { DestinationStream } from 'pino';

@Module({})
export class AppModule {
  static forRoot(config: Config, logDestination?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        loggingModule(config, logDestination),
        CoreModule.forRoot(config, ALL_PROJECTIONS),
        RealtimeModule,
        JobsModule,
        FilesModule,
        RetentionModule,
        IdentityModule,
        BulkUsersModule,
        OrganizationModule,
        SupportModule,
        CatalogueModule,
        ContentModule,
        TeachingModule,
        AssessmentModule,
        CommunityModule,
        ReportingModule,
        PrivacyModule,
        HealthModule,
        MetricsModule,
      ],
      providers: [
        FirstStart,
        // One per app: its middleware counts the requests in flight, graceful-stop.ts drains them.
        { provide: HttpDrain, useValue: new HttpDrain() },
        IdempotencyCleanup,
        { provide: APP_GUARD, useClass: PermissionGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        // Outermost: text no store can keep is refused before anything else reads the request.
        { provide: APP_INTERCEPTOR, useClass: UnstorableTextInterceptor },
        // After the guard: the request's further log lines carry the verified user's id.
        { provide: APP_INTERCEPTOR, useClass: LogUserInterceptor },
        { provide: APP_INTERCEPTOR, useClass: JsonAnswerInterceptor },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        // Innermost: the idempotency interceptor stores the answer, never the WriteResult.
        { provide: APP_INTERCEPTOR, useClass: WriteResultInterceptor },
      ],
    };
  }
}
