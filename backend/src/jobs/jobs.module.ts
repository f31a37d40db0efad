import { Global, Module, type Provider } from '@nestjs/common';
import { CONFIG, type Config } from '../config/config.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { JobEventsBridge } from './job-events.bridge.js';
import { JobQueues } from './job-queues.service.js';
import { JobSecrets } from './job-secrets.js';
import { JobWorkers, RUN_WORKERS } from './job-workers.service.js';
import { JobsHealth } from './jobs-health.js';
import { RequesterTurns } from './requester-turns.service.js';

const shared: Provider[] = [JobQueues, JobWorkers, JobsHealth, JobSecrets, RequesterTurns];
const exported = [JobQueues, JobWorkers, JobsHealth, JobSecrets, RequesterTurns, RUN_WORKERS];

/**
 * BullMQ on Redis (REDIS_URL, keys under REDIS_PREFIX) for the HTTP app: enqueues jobs,
 * consumes them in-process when WORKER_INLINE, and forwards job events to sockets.
 * Global, so feature modules inject JobQueues to enqueue and JobWorkers to register their
 * processors. Needs CONFIG, JWT_SECRET (JobSecrets) and TokenService (RealtimeModule) from a global module.
 */
@Global()
@Module({
  imports: [RealtimeModule],
  providers: [
    { provide: RUN_WORKERS, inject: [CONFIG], useFactory: (config: Config) => config.WORKER_INLINE },
    ...shared,
    JobEventsBridge,
  ],
  exports: exported,
})
export class JobsModule {}

/** The same for the standalone worker (`worker.main.ts`): always consumes, no sockets. Import one or the other. */
@Global()
@Module({
  providers: [{ provide: RUN_WORKERS, useValue: true }, ...shared],
  exports: exported,
})
export class WorkerJobsModule {}
