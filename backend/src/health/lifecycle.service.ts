import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Whether this instance is stopping. A graceful stop calls `markStopping()` first, so that
 * `/api/health/ready` answers 503 and the load balancer sends no new requests while those in
 * flight finish; Nest's shutdown (SIGTERM, with shutdown hooks on) marks it too.
 */
@Injectable()
export class Lifecycle implements BeforeApplicationShutdown {
  stopping = false;

  markStopping(): void {
    this.stopping = true;
  }

  beforeApplicationShutdown(): void {
    this.markStopping();
  }
}
