import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { Lifecycle } from './lifecycle.service.js';
import { ReadinessCheck } from './readiness.service.js';

/** /api/health, its liveness and readiness; global so that a graceful stop anywhere can mark `Lifecycle`. */
@Global()
@Module({
  controllers: [HealthController],
  providers: [Lifecycle, ReadinessCheck],
  exports: [Lifecycle],
})
export class HealthModule {}
