import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { LiveGauges } from './live-gauges.service.js';
import { MetricsController } from './metrics.controller.js';
import { ScrapeGuard } from './scrape.guard.js';

/**
 * `/api/metrics` (decision 0051). The registry and the instruments counted as things happen are
 * the core module's `Metrics`; this adds what is read at scrape time and the route.
 */
@Module({
  imports: [RealtimeModule],
  controllers: [MetricsController],
  providers: [LiveGauges, ScrapeGuard],
})
export class MetricsModule {}
