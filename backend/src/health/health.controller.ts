import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Profile, type EventStore } from '@school/modules/kernel';
import { CurrentUser, Public } from '../auth/permission.decorators.js';
import type { TokenClaims } from '../auth/token.service.js';
import { EVENT_STORE } from '../core/tokens.js';
import { JobsHealth } from '../jobs/jobs-health.js';
import { ProjectionEngine } from '../projection-engine/projection-engine.js';
import { ReadinessCheck } from './readiness.service.js';

type Answer = { status(code: number): void };

@ApiTags('Operação')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionEngine,
    private readonly jobs: JobsHealth,
    private readonly readiness: ReadinessCheck,
  ) {}

  @Get()
  @Public()
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Whether the app is healthy: 200 `{status: "ok"}`; 200 `{status: "degraded"}` when a read model has parked events; 503 `{status: "degraded"}` when a projector has failed or Redis is down',
    description:
      'Anonymous callers (load balancers, probes) get the status alone. With a Master token the answer also ' +
      'names the event store kind and head, every projection with its lag and its parked events (how many, ' +
      'and the first: its position, type and stream), the read models degraded by them (`projections.degraded`), ' +
      'and the queue state; ' +
      'the status code is the same for both. A read model with parked events serves everything but their ' +
      'streams until `npm run projections:retry` applies them again (decision 0056): the instance keeps serving.',
  })
  async health(@Res({ passthrough: true }) res: Answer, @CurrentUser() user: TokenClaims | undefined) {
    const [head, projections, queue] = await Promise.all([
      this.store.headPosition(),
      this.projections.health(),
      this.jobs.state(),
    ]);
    const healthy = projections.healthy && queue.redis === 'up';
    if (!healthy) res.status(503);
    const status = healthy && projections.degraded.length === 0 ? 'ok' : 'degraded';
    // The details tell an attacker what runs and how far behind it is: for the Master only.
    if (user?.profile !== Profile.Master) return { status };
    return { status, eventStore: { kind: this.store.kind, head }, projections, queue };
  }

  @Get('live')
  @Public()
  @ApiOperation({
    summary: 'Liveness: 200 `{status: "ok"}` while the process runs its event loop',
    description:
      'Checks nothing else (no database, no Redis): a failing dependency is no reason to restart the ' +
      'process. An orchestrator restarts the instance when this does not answer.',
  })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Readiness: 200 `{status: "ready"}` when PostgreSQL answers, Redis is up, the read models are built and ' +
      'the instance is not stopping; 503 `{status: "notReady"}` otherwise',
    description:
      'A load balancer sends requests only to ready instances. The read models count as built once they ' +
      'reached the log as it stood when the instance first asked (a first build, or a restore, replays the ' +
      'whole log; a rebuild of a changed read model keeps answering from its old tables). A read model with ' +
      'parked events counts as built and is named in `degraded`: the instance still serves everything else ' +
      '(decision 0056). Anonymous callers get the status alone; a Master token also gets each check.',
  })
  async ready(@Res({ passthrough: true }) res: Answer, @CurrentUser() user: TokenClaims | undefined) {
    const { ready, ...checks } = await this.readiness.check();
    if (!ready) res.status(503);
    const status = ready ? 'ready' : 'notReady';
    if (user?.profile !== Profile.Master) return { status };
    return { status, ...checks };
  }
}
