import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@school/modules/kernel';
import {
  type GameAttemptInput,
  learnerDecider,
  learnerStream,
  type RoundResult,
  scoreRound,
  solutionOf,
} from '@school/modules/teaching';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { GameRounds } from './game-rounds.service.js';
import { LearnerTrails } from './learner-trails.service.js';

/** One round of a game: the server scores its answers. */
export class RecordGameAttemptCommand extends Command<WriteResult<RoundResult>> {
  constructor(
    readonly input: GameAttemptInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * POST /api/plataforma/tentativa: a round of a game of the class's active trail, scored here from
 * its answers (decision 0034: the client's `won` and `score` are ignored), on the learner's own
 * stream (never a 409: decision 0035); the chapter's last game played may complete it. Memory and
 * the puzzle are scored on the board of the round the server started (decision 0057): a round id
 * it did not start is refused here, a board game without one by the decider. A lost round's
 * answer carries the game's key (`solution`, decision 0068), which no other route gives.
 */
@CommandHandler(RecordGameAttemptCommand)
export class RecordGameAttemptHandler implements ICommandHandler<
  RecordGameAttemptCommand,
  WriteResult<RoundResult>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly trails: LearnerTrails,
    private readonly rounds: GameRounds,
  ) {}

  async execute({ input, meta }: RecordGameAttemptCommand): Promise<WriteResult<RoundResult>> {
    const caller = callerOf(meta);
    const { place, content, key, chapter } = await this.trails.place(
      caller,
      input.codBseTurma,
      input.codTrlConteudo,
    );
    if (content.codTrlTipoConteudo !== 3 || !key) throw new DomainError('content.typeMismatch');
    const { answers, durationMs, roundId } = input;
    const drawn = roundId === undefined ? undefined : this.rounds.drawn(caller, input, roundId, key);
    if (drawn === null) throw new DomainError('player.roundNotStarted');
    const scored = scoreRound(key, answers, drawn?.board);
    const { won, score } = scored;
    // A lost round's answer shows its key (decision 0068): to this caller, once the round is recorded.
    const solution = solutionOf(key, scored);
    const attempt = { ...place, codTrlJogo: content.codTrlJogo, won, score, answers, durationMs, ...drawn };
    return this.pipeline.handle(meta, {
      stream: learnerStream(caller.userId),
      decider: learnerDecider,
      command: { type: 'RecordAttempt', attempt, chapter },
      untilLanded: true,
      answer: solution ? { ...scored, solution } : scored,
    });
  }
}
