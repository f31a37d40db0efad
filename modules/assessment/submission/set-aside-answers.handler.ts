import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type SetAsideReason,
  submissionDecider,
  submissionStream,
  type SubmitAnswersInput,
} from '@school/modules/assessment';
import { DomainError, Profile } from '@school/modules/kernel';
import { classActivityOf, submissionOf } from '@school/projections/class-activities';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { AssessmentScope } from '../assessment-scope.service.js';

/** Answers from a device's queue that arrived too late to be submitted: kept for the teacher. */
export class SetAsideAnswersCommand extends Command<WriteResult<SetAsideReason>> {
  constructor(
    readonly input: SubmitAnswersInput,
    /** When the student gave them on its device (ISO). */
    readonly feitoEm: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * The device queue's `resposta` item that SubmitAnswers refused as closed or answered meanwhile
 * (decision 0076): on the submission's stream, `SubmissionSetAside` with the reason, the answers
 * and when they were given; answers why (late or duplicate). The one submission stays the one
 * that counts.
 */
@CommandHandler(SetAsideAnswersCommand)
export class SetAsideAnswersHandler implements ICommandHandler<
  SetAsideAnswersCommand,
  WriteResult<SetAsideReason>
> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: AssessmentScope,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, feitoEm, meta }: SetAsideAnswersCommand): Promise<WriteResult<SetAsideReason>> {
    const caller = callerOf(meta);
    const { codBseAtividade, codBseTurma } = input[0]!;
    if (caller.profile !== Profile.Aluno) throw new DomainError('generic.notFound');
    const [, link, before] = await Promise.all([
      this.scope.member(caller, codBseTurma),
      classActivityOf(this.db, codBseTurma, codBseAtividade),
      submissionOf(this.db, codBseAtividade, caller.userId),
    ]);
    return this.pipeline.handle(meta, {
      stream: submissionStream(codBseAtividade, caller.userId),
      decider: submissionDecider,
      command: {
        type: 'SetAsideAnswers',
        codBseAtividade,
        codBseTurma,
        codBseUsuario: caller.userId,
        classActivity: link
          ? { codBseAtividadeTurma: link.codBseAtividadeTurma, active: link.indAtivo === 'S' }
          : null,
        answeredBefore: before?.codBseTurma ?? null,
        respostas: input.map((a) => ({ codBseQuestao: a.codBseQuestao, resResposta: a.resResposta })),
        feitoEm,
      },
      answer: ({ events }) => {
        const [kept] = events;
        return kept?.type === 'SubmissionSetAside' ? kept.data.reason : 'late';
      },
    });
  }
}
