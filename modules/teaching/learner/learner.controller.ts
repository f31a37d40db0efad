import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  checkPickSchema,
  gameAttemptSchema,
  type GameRoundStart,
  type PickVerdict,
  type PlayerTrail,
  rateChapterSchema,
  startRoundSchema,
  viewContentSchema,
  type CheckPickInput,
  type GameAttemptInput,
  type RateChapterInput,
  type StartRoundInput,
  type ViewContentInput,
} from '@school/modules/teaching';
import { CurrentUser, RequirePermission } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody } from '@school/backend/http/valid-input';
import { GameRounds } from './game-rounds.service.js';
import { LearnerTrails } from './learner-trails.service.js';
import { OfflineGames } from './offline-games.service.js';
import { RateChapterCommand } from './rate-chapter.handler.js';
import { RecordGameAttemptCommand } from './record-game-attempt.handler.js';
import { ViewContentCommand } from './view-content.handler.js';
import { LimitPerUser } from '@school/backend/rate-limit/user-limits';
import { Route } from '@school/backend/http/route';

/** The player of /plataforma (decision 0029): a class's active trail for its members, and what they do in it. */
@ApiTags('Trilha (player)')
@ApiBearerAuth()
@Controller('plataforma')
export class LearnerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly trails: LearnerTrails,
    private readonly rounds: GameRounds,
    private readonly offline: OfflineGames,
  ) {}

  @Route.get(
    'turma/:classId',
    'classBooks.active',
    "The class's active trail to play (its Professor and students): every chapter, lesson and content with what " +
      'it shows, where the caller left off (codTrlConteudoAtual), what it has seen (vistos), the chapters it ' +
      'completed (concluidos) and rated (avaliados), and its best result in each game it played (jogos: rodadas, ' +
      'vencido, melhorPontuacao 0..100), and the map made of them (progresso, decision 0067: each content’s ' +
      'estado naoVisto, visto, jogado or vencido; each chapter’s contents, games, done, won and concluido; faltam, ' +
      'what is left in the trail’s order; concluida), the caller’s own; capitulos is empty and codTrlLivro null ' +
      'when nothing is active. A game (jogo) carries what its mechanics need and no answer key (decision 0034); ' +
      'its offline part (offline, decision 0077), the caller’s own: for hangman, the maze, the quiz, true or false ' +
      'and the image quiz a key (salt, bound to the caller, the class, the content and the day, and salted hashes ' +
      'of the right picks; hangman’s letters padded to 26 with decoys, each letter’s places sealed under a key ' +
      'only that letter opens) that checks a pick on the device with the verdict /plataforma/jogada gives, never ' +
      'the answer in clear; for memory and the puzzle 5 rounds drawn in advance as /plataforma/rodada draws them ' +
      '(roundId and board; the same all day), each recorded at most once by /plataforma/tentativa, which still scores every round',
  )
  async trail(@IdParam('classId') classId: number, @CurrentUser() caller: Caller): Promise<PlayerTrail> {
    const { trail, keys } = await this.trails.forLearnerWithKeys(caller, classId);
    return this.offline.attach(caller, trail, keys);
  }

  @Route.post(
    'visto',
    'classBooks.active',
    'The caller saw a content of its class’s active trail (codBseTurma, codTrlConteudo): ContentViewed, and ' +
      'ChapterCompleted once every content of the chapter was seen and every game of it played: answers 1; ' +
      'a view repeating the learner’s last one in the trail (same content and class, same São Paulo day) records ' +
      'nothing again (decision 0058); concurrent writes of one learner never answer 409',
    DONE_ANSWER,
  )
  @LimitPerUser('contentViews')
  view(@ValidBody(viewContentSchema) body: ViewContentInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new ViewContentCommand(body, meta));
  }

  @Route.post(
    'jogada',
    'classBooks.active',
    'Checks one pick (jogada) of a game of the class’s active trail whose picks get immediate feedback ' +
      '(hangman: a letter; maze: "point:image"; quiz: the answer; true or false: "statement:S|N"; image quiz: the ' +
      'image; decision 0034): answers right or wrong for that pick only (hangman: where the letter shows). ' +
      'Nothing is recorded',
    {
      schema: {
        type: 'object',
        required: ['right'],
        properties: {
          right: { type: 'boolean' },
          letters: {
            type: 'array',
            items: {
              type: 'object',
              properties: { index: { type: 'integer' }, char: { type: 'string' } },
            },
          },
        },
      },
    },
  )
  @LimitPerUser('gamePicks')
  check(
    @ValidBody(checkPickSchema) body: CheckPickInput,
    @CurrentUser() caller: Caller,
  ): Promise<PickVerdict> {
    return this.trails.checkPick(caller, body);
  }

  @Route.post(
    'rodada',
    'classBooks.active',
    'Starts a round of a game of the class’s active trail (codBseTurma, codTrlConteudo; decision 0057): answers its ' +
      'roundId, to send with the round’s answers to /plataforma/tentativa (required for memory and the puzzle), ' +
      'and the board the server drew for it: memory, the image on each card (its index in jogo.images, two cards ' +
      'each); puzzle, the piece at each place (never solved); empty for the other games. Nothing is recorded',
    {
      schema: {
        type: 'object',
        required: ['roundId', 'board'],
        properties: {
          roundId: { type: 'string' },
          board: { type: 'array', items: { type: 'integer', minimum: 0 } },
        },
      },
    },
  )
  startRound(
    @ValidBody(startRoundSchema) body: StartRoundInput,
    @CurrentUser() caller: Caller,
  ): Promise<GameRoundStart> {
    return this.rounds.start(caller, body);
  }

  @Post('tentativa')
  @HttpCode(200)
  @RequirePermission('classBooks.active')
  @ApiOperation({
    summary:
      'One round of a game of the class’s active trail (codBseTurma, codTrlConteudo, answers in the game’s ' +
      'format, durationMs, roundId from /plataforma/rodada; a client’s won and score are ignored): the server ' +
      'replays the answers under the game’s rules (decisions 0029 and 0034; memory and the puzzle on the board ' +
      'of the round it started, decision 0057: without its roundId, or with one it did not start, 400 ' +
      'player.roundNotStarted; a round recorded already, 409 player.roundRecorded), records GameAttempted, and ' +
      'ChapterCompleted when it was the chapter’s last game to play and every content was seen; answers ' +
      '{won, score 0..1, verdicts: one per answer} and, when lost, solution: the game’s answer key (the word, ' +
      'the right values, the right answer...; decision 0068), given in no other answer',
  })
  @LimitPerUser('gameRounds')
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['won', 'score', 'verdicts'],
      properties: {
        won: { type: 'boolean' },
        score: { type: 'number', minimum: 0, maximum: 1 },
        verdicts: { type: 'array', items: { type: 'boolean' } },
      },
    },
  })
  attempt(@ValidBody(gameAttemptSchema) body: GameAttemptInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new RecordGameAttemptCommand(body, meta));
  }

  @Route.post(
    'avaliacao',
    'classBooks.active',
    'The rating of a completed chapter of the class’s active trail (codBseTurma, codTrlCapitulo, avaliacoes: one ' +
      'numAvaliacao 1 to 5 for each codAvaliacao 1 to 3, decision 0029), once: ChapterRated: answers 1; a chapter ' +
      'of another trail (one the class had active before included) is 404, one not completed 400 rating.notCompleted',
    DONE_ANSWER,
  )
  rate(@ValidBody(rateChapterSchema) body: RateChapterInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new RateChapterCommand(body, meta));
  }
}
