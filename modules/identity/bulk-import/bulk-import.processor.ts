import { availableParallelism } from 'node:os';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { UnrecoverableError, type Job } from 'bullmq';
import { comparePositions, DomainError, fold, readStreamOf, type EventStore } from '@school/modules/kernel';
import {
  bulkImportDecider,
  bulkImportStream,
  countBulkOutcomes,
  isBulkImportEvent,
  placementKey,
  placementOfUser,
  type BulkImportCommand,
  type BulkImportResult,
  type BulkImportState,
  type BulkRowDecision,
  type BulkRowOutcome,
  type BulkUserImportCompletedData,
  type BulkUserImportPlannedData,
} from '@school/modules/identity';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { EVENT_STORE } from '@school/backend/core/tokens';
import { FileStorage } from '@school/backend/files/file-storage';
import { limiter, mapBounded } from '@school/backend/jobs/bounded';
import { deterministicId } from '@school/backend/jobs/deterministic-id';
import { JobSecrets } from '@school/backend/jobs/job-secrets';
import { JobWorkers, type JobProcessor } from '@school/backend/jobs/job-workers.service';
import { eventMetadata } from '@school/backend/http/request-meta';
import { IdentityService } from '../identity.service.js';
import { PasswordHasher } from '../password-hasher.service.js';
import { CreatePlannedUserCommand } from '../user/create-planned-user.handler.js';
import {
  BULK_QUEUE,
  bulkResultPath,
  importResult,
  jobMeta,
  type BulkImportJobData,
} from './bulk-import.job.js';
import { BulkImportPlanner } from './bulk-import.planner.js';
import { openPasswords } from './bulk-passwords.policy.js';
import { ProgressReporter } from './bulk-progress.service.js';
import { bulkResultCsv } from './bulk-result-file.views.js';

/**
 * Hashes in flight at once: argon2 runs off the main thread (libuv's pool, sized to the cores in
 * threadpool.ts), two per core so that no core waits for the next one.
 */
export const HASH_CONCURRENCY = availableParallelism() * 2;
/** Rows in flight at once: twice the hashes, so that rows being written never leave a core idle. */
const ROW_CONCURRENCY = HASH_CONCURRENCY * 2;

type Planned = Extract<BulkImportState, { status: 'planned' | 'completed' }>;
/** How an attempt runs: first or retry, creating or only reading back, and the rows' passwords. */
type Mode = { fresh: boolean; readOnly: boolean; passwords: readonly string[] };

/**
 * The bulk user import. Exactly once per row, however often the job runs (a worker killed
 * mid-job, a stalled lock, a transient fault): the plan (ids and logins per row) is recorded
 * once on `bulk-import-<jobId>` and every attempt follows it; each row's login reservation and
 * `UserCreated` carry event ids derived from the job and the row; and a retry first reads back
 * what exists, so a row already created is reported, not created again (nor hashed again).
 */
@Injectable()
export class BulkImportProcessor implements JobProcessor<BulkImportJobData, BulkImportResult>, OnModuleInit {
  readonly queue = BULK_QUEUE;
  // One import at a time per worker: each one already keeps every core busy hashing.
  readonly concurrency = 1;

  constructor(
    @Inject(JobWorkers) private readonly workers: JobWorkers,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FileStorage) private readonly storage: FileStorage,
    private readonly pipeline: CommandPipeline,
    private readonly commands: CommandBus,
    private readonly identity: IdentityService,
    private readonly hasher: PasswordHasher,
    private readonly planner: BulkImportPlanner,
    @Inject(JobSecrets) private readonly secrets: JobSecrets,
  ) {}

  onModuleInit(): void {
    this.workers.register(this);
  }

  async process(job: Job<BulkImportJobData, BulkImportResult>): Promise<BulkImportResult> {
    try {
      return await this.run(job);
    } catch (error) {
      const last = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (last) await this.forgetPasswords(job).catch(() => undefined);
      throw error;
    }
  }

  private async run(job: Job<BulkImportJobData, BulkImportResult>): Promise<BulkImportResult> {
    const jobId = job.id!;
    const state = fold(
      bulkImportDecider,
      await readStreamOf(this.store, bulkImportStream(jobId), isBulkImportEvent),
    );
    if (state.status === 'absent') throw new UnrecoverableError('generic.notFound');
    const resultPath = bulkResultPath(this.storage.root, jobId);
    if (state.status === 'completed' && (await this.storage.size(resultPath)) !== null) {
      // An earlier attempt finished everything; it only failed to report.
      await this.forgetPasswords(job);
      return importResult(state.completed);
    }

    let planned: Planned;
    let fresh = false;
    if (state.status === 'requested') {
      const plan = await this.planner.plan(jobId, job.data);
      const result = await this.command(job, { type: 'PlanBulkUserImport', data: plan });
      planned = result.state as Planned;
      fresh = result.events.length > 0;
    } else planned = state;

    // Once completed, the passwords are gone: only read back what exists. Otherwise they are
    // opened here, in the worker, and live in its memory only while it runs.
    const readOnly = planned.status === 'completed';
    const passwords = readOnly ? [] : openPasswords(this.secrets, jobId, job.data);
    const outcomes = await this.execute(job, planned.plan, { fresh, readOnly, passwords });
    await this.storage.writeAtomic(resultPath, bulkResultCsv(job.data.rows, outcomes.rows));
    const completed: BulkUserImportCompletedData = { jobId, ...countBulkOutcomes(outcomes.rows) };
    const result = await this.command(job, { type: 'CompleteBulkUserImport', data: completed });
    // The screen's next list shows the new users (read-your-writes, once for the whole file).
    const last = [outcomes.position, result.position].sort(comparePositions).at(-1) ?? null;
    await this.pipeline.settle(last, 10_000);
    await this.forgetPasswords(job);
    return importResult(completed);
  }

  /** Every row's outcome, the planned ones created (or read back) with bounded concurrency. */
  private async execute(
    job: Job<BulkImportJobData, BulkImportResult>,
    plan: BulkUserImportPlannedData,
    mode: Mode,
  ): Promise<{ rows: BulkRowOutcome[]; position: string | null }> {
    const { rows } = job.data;
    const decisions = this.planner.decide(job.data, plan.facts);
    const outcomes: (BulkRowOutcome | undefined)[] = decisions.map((d) =>
      d.kind === 'refuse'
        ? { row: d.row, reason: d.reason, cstLogin: null, codBseUsuario: null, errors: d.errors }
        : undefined,
    );
    const progress = new ProgressReporter(job, rows.length);
    progress.count(outcomes.flatMap((o) => (o ? [o] : [])));
    await progress.report(true);

    let position: string | null = null;
    const pending = decisions.flatMap((d) => (d.kind === 'create' ? [d] : []));
    const hashing = limiter(HASH_CONCURRENCY);
    await mapBounded(pending, ROW_CONCURRENCY, async (decision) => {
      const outcome = await this.createRow(job, plan, decision, mode, hashing);
      outcomes[decision.row - 1] = outcome.outcome;
      if (outcome.position && comparePositions(outcome.position, position) > 0) position = outcome.position;
      progress.count([outcome.outcome]);
      await progress.report(false);
    });
    await progress.report(true);
    return { rows: outcomes as BulkRowOutcome[], position };
  }

  private async createRow(
    job: Job<BulkImportJobData, BulkImportResult>,
    plan: BulkUserImportPlannedData,
    decision: BulkRowDecision & { kind: 'create' },
    mode: Mode,
    hashing: ReturnType<typeof limiter>,
  ): Promise<{ outcome: BulkRowOutcome; position: string | null }> {
    const id = plan.ids[decision.row - 1]!;
    const login = plan.logins[decision.row - 1] ?? null;
    const created = (cstLogin: string) => ({
      row: decision.row,
      reason: null,
      cstLogin,
      codBseUsuario: id,
      errors: [],
    });
    const refused = (code: 'user.loginTaken' | 'user.sequenceExhausted') => ({
      row: decision.row,
      reason: 'loginTaken' as const,
      cstLogin: null,
      codBseUsuario: null,
      errors: [{ field: 'cstLogin', code }],
    });
    if (login === null) return { outcome: refused('user.sequenceExhausted'), position: null };
    if (!mode.fresh) {
      // A retry: the row may be done already. Its user's stream says so (whatever happened to
      // the user since), and then it is not hashed nor created again.
      const existing = await this.identity.userById(id);
      if (existing.status !== 'absent') return { outcome: created(existing.user.cstLogin), position: null };
      if (mode.readOnly) return { outcome: refused('user.loginTaken'), position: null };
    }
    const { nomUsuario, codBsePerfil, codBseEscola, codBseUnidade, turmas } = decision.user;
    const password = mode.passwords[decision.row - 1]!;
    const passwordHash = await hashing(() => this.hasher.hash(password));
    const user = {
      codBseUsuario: id,
      cstLogin: login,
      nomUsuario,
      passwordHash,
      codBsePerfil,
      codBseEscola,
      codBseUnidade,
      turmas,
      imgAvatar: null,
    };
    try {
      const position = await this.commands.execute(
        new CreatePlannedUserCommand(user, jobMeta(job.data), {
          facts: factsFor(plan, decision),
          eventKey: `${job.id}:row:${decision.row}`,
          metadata: { causationId: `job:${BULK_QUEUE}:${job.id}`, bulkImport: job.id, row: decision.row },
          expectNew: mode.fresh,
        }),
      );
      return { outcome: created(login), position };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'user.loginTaken')
        return { outcome: refused('user.loginTaken'), position: null };
      throw error;
    }
  }

  private command(job: Job<BulkImportJobData, BulkImportResult>, command: BulkImportCommand) {
    const meta = jobMeta(job.data);
    return this.pipeline.run({
      stream: bulkImportStream(job.id!),
      decider: bulkImportDecider,
      command,
      context: { now: new Date(), actor: null },
      metadata: { ...eventMetadata(meta), causationId: `job:${BULK_QUEUE}:${job.id}` },
      eventIds: (i) => deterministicId(`${job.id}:${command.type}:${i}`),
    });
  }

  /**
   * The job's data stays in Redis a while after it ends (status, a duplicate submission): not
   * even its sealed passwords. The rows stay masked, so they are still judged alike when the
   * result file is written again.
   */
  private async forgetPasswords(job: Job<BulkImportJobData, BulkImportResult>): Promise<void> {
    if (job.data.sealedPasswords === undefined) return;
    const { sealedPasswords: _dropped, ...rest } = job.data;
    await job.updateData(rest);
  }
}

function factsFor(plan: BulkUserImportPlannedData, decision: BulkRowDecision & { kind: 'create' }) {
  const key = placementKey(placementOfUser(decision.user));
  return plan.facts.find((f) => f.key === key)?.facts ?? { school: null, unit: null, classes: [] };
}
