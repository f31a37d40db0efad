import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { submissionDecider, submissionStream, type SubmitAnswersInput } from '@school/modules/assessment';
import { DomainError, Profile } from '@school/modules/kernel';
import { questionsOf } from '@school/projections/activities';
import { classActivityOf, submissionOf } from '@school/projections/class-activities';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { AssessmentScope } from '../assessment-scope.service.js';

/** POST /bse_questao_resposta (submit-answers): every answer of one class activity, once. */
export class SubmitAnswersCommand extends Command<WriteResult<number>> {
  constructor(
    readonly input: SubmitAnswersInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * POST /api/bse_questao_resposta: a student's answers to an open activity of its class, decided
 * on the submission's own stream, keyed by activity and student: it accepts one, whatever class
 * the student answers in (a second, or two at once, in any class, is refused; decision 0033).
 * An answer kept under the old per-class key comes in from the read model.
 */
@CommandHandler(SubmitAnswersCommand)
export class SubmitAnswersHandler implements ICommandHandler<SubmitAnswersCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly scope: AssessmentScope,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta }: SubmitAnswersCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    const { codBseAtividade, codBseTurma } = input[0]!;
    if (caller.profile !== Profile.Aluno) throw new DomainError('generic.notFound');
    // The membership check and the reads the decision needs at once (an exam's end is many
    // students at the same second): a refusal only wastes reads and a few answer ids.
    const [, link, questions, before, ids] = await Promise.all([
      this.scope.member(caller, codBseTurma),
      classActivityOf(this.db, codBseTurma, codBseAtividade),
      questionsOf(this.db, codBseAtividade),
      submissionOf(this.db, codBseAtividade, caller.userId),
      this.ids.nextMany('question_answer', input.length),
    ]);
    return this.pipeline.handle(meta, {
      stream: submissionStream(codBseAtividade, caller.userId),
      decider: submissionDecider,
      command: {
        type: 'SubmitAnswers',
        codBseAtividade,
        codBseTurma,
        codBseUsuario: caller.userId,
        classActivity: link
          ? { codBseAtividadeTurma: link.codBseAtividadeTurma, active: link.indAtivo === 'S' }
          : null,
        answeredBefore: before?.codBseTurma ?? null,
        questions: questions.map((q) => ({
          codBseQuestao: q.codBseQuestao,
          options: q.tipoQuestao === 'MULTIPLA_ESCOLHA' ? q.multiplaEscolha.map((o) => o.descricao) : null,
        })),
        respostas: input.map((a, i) => ({
          codBseQuestaoResposta: ids[i]!,
          codBseQuestao: a.codBseQuestao,
          resResposta: a.resResposta,
        })),
      },
      expectNew: true,
    });
  }
}
