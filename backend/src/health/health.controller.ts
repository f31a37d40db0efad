import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EventStore } from '@school/modules/kernel';
import { Public } from '../auth/permission.decorators.js';
import { EVENT_STORE } from '../core/tokens.js';
import { JobsHealth } from '../jobs/jobs-health.js';
import { ProjectionEngine } from '../projection-engine/projection-engine.js';

@ApiTags('Operação')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionEngine,
    private readonly jobs: JobsHealth,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Event store kind, projection lag and queue state; 503 when a projector has stopped',
  })
  async health(@Res({ passthrough: true }) res: { status(code: number): void }) {
    const [head, projections, queue] = await Promise.all([
      this.store.headPosition(),
      this.projections.health(),
      this.jobs.state(),
    ]);
    const healthy = projections.healthy && queue.redis === 'up';
    if (!healthy) res.status(503);
    return {
      status: healthy ? 'ok' : 'degraded',
      eventStore: { kind: this.store.kind, head },
      projections,
      queue,
    };
  }
}
