import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Profile, type EventStore } from '@school/modules/kernel';
import { CurrentUser, Public } from '../auth/permission.decorators.js';
import type { TokenClaims } from '../auth/token.service.js';
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
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Whether the app is healthy: 200 `{status: "ok"}`, 503 `{status: "degraded"}` when a projector has stopped or Redis is down',
    description:
      'Anonymous callers (load balancers, probes) get the status alone. With a Master token the answer also ' +
      'names the event store kind and head, every projection with its lag, and the queue state; the status ' +
      'code is the same for both.',
  })
  async health(
    @Res({ passthrough: true }) res: { status(code: number): void },
    @CurrentUser() user: TokenClaims | undefined,
  ) {
    const [head, projections, queue] = await Promise.all([
      this.store.headPosition(),
      this.projections.health(),
      this.jobs.state(),
    ]);
    const healthy = projections.healthy && queue.redis === 'up';
    if (!healthy) res.status(503);
    const status = healthy ? 'ok' : 'degraded';
    // The details tell an attacker what runs and how far behind it is: for the Master only.
    if (user?.profile !== Profile.Master) return { status };
    return { status, eventStore: { kind: this.store.kind, head }, projections, queue };
  }
}
