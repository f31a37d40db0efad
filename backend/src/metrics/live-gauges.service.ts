import { Inject, Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { JOB_COUNT_STATES, JobsHealth } from '../jobs/jobs-health.js';
import { ProjectionEngine } from '../projection-engine/projection-engine.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { Metrics } from './metrics.service.js';
import { PERSONAL_DATA_KEYS } from '../core/tokens.js';
import type { PersonalDataKeys } from '../personal-data/personal-data-keys.js';

/** Every status a read model's projector reports; `standby` on an instance that does not lead. */
export const PROJECTOR_STATUSES = ['running', 'rebuilding', 'failed', 'stopped', 'standby'] as const;

/**
 * What is read when Prometheus scrapes rather than counted as it happens: each read model's lag
 * and projector status (as /api/health computes them), each queue's jobs by state, this
 * instance's sockets per namespace. Nothing runs between scrapes.
 */
@Injectable()
export class LiveGauges {
  constructor(
    metrics: Metrics,
    projections: ProjectionEngine,
    jobs: JobsHealth,
    realtime: RealtimeService,
    @Inject(PERSONAL_DATA_KEYS) keys: PersonalDataKeys,
  ) {
    const registers = [metrics.registry];
    // A scrape collects every gauge at once: one read of the projections serves four, one of the queues two.
    const projectionHealth = oncePerScrape(() => projections.health());
    const queueCounts = oncePerScrape(() => jobs.counts());

    new Gauge({
      name: 'school_projection_lag_events',
      help: 'Events in the log that a read model has not processed yet (counted up to 10000), as /api/health says',
      labelNames: ['read_model'] as const,
      registers,
      async collect() {
        this.reset();
        for (const p of (await projectionHealth()).projections) this.labels(p.name).set(p.lag);
      },
    });
    new Gauge({
      name: 'school_projection_status',
      help: "1 for a read model's current projector status (running, rebuilding, failed, stopped; standby where this instance does not lead), 0 for the others",
      labelNames: ['read_model', 'status'] as const,
      registers,
      async collect() {
        this.reset();
        for (const p of (await projectionHealth()).projections)
          for (const status of PROJECTOR_STATUSES)
            this.labels(p.name, status).set(p.status === status ? 1 : 0);
      },
    });
    new Gauge({
      name: 'school_access_log_oldest_kept_seconds',
      help: 'Start (Unix seconds, UTC) of the oldest month whose access-log client details are still kept, 0 when none is; ACCESS_LOG_RETENTION_MONTHS drops the older ones (decision 0061)',
      registers,
      async collect() {
        const month = await keys.oldestMonthKept();
        this.set(month ? Date.parse(`${month}-01T00:00:00Z`) / 1000 : 0);
      },
    });
    new Gauge({
      name: 'school_projection_parked_events',
      help: 'Events a read model could not store, parked with the later events of their streams until npm run projections:retry applies them (decision 0056)',
      labelNames: ['read_model'] as const,
      registers,
      async collect() {
        this.reset();
        for (const p of (await projectionHealth()).projections)
          this.labels(p.name).set(p.parked?.events ?? 0);
      },
    });
    new Gauge({
      name: 'school_projection_leader',
      help: 'Whether this instance runs the projectors (1) or stands by (0)',
      registers,
      async collect() {
        this.set((await projectionHealth()).leader ? 1 : 0);
      },
    });
    new Gauge({
      name: 'school_queue_jobs',
      help: "A BullMQ queue's jobs by state: waiting, active, delayed (a retry's backoff, a schedule), failed (kept 7 days); absent while Redis is down",
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        this.reset();
        const counts = await queueCounts();
        for (const [queue, byState] of Object.entries(counts ?? {}))
          for (const state of JOB_COUNT_STATES) this.labels(queue, state).set(byState[state]);
      },
    });
    new Gauge({
      name: 'school_redis_up',
      help: 'Whether Redis (queues, limits, socket.io adapter) answered within a second at this scrape',
      registers,
      async collect() {
        this.set((await queueCounts()) ? 1 : 0);
      },
    });
    new Gauge({
      name: 'school_sockets',
      help: "This instance's connected socket.io sockets per namespace (/ for notifications, /chat)",
      labelNames: ['namespace'] as const,
      registers,
      collect() {
        this.reset();
        for (const [namespace, count] of realtime.socketsByNamespace()) this.labels(namespace).set(count);
      },
    });
  }
}

/** `read`, shared by the calls made while one is under way (the gauges of one scrape). */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => (pending ??= read().finally(() => (pending = null)));
}
