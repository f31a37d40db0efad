import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type AssignGradesInput, gradeDecider, gradesStream } from '@school/modules/assessment';
import { DomainError } from '@school/modules/kernel';
import { questionsOf } from '@school/projections/activities';
import { submissionOf } from '@school/projections/class-activities';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import { IdAllocator } from '@school/backend/commands/id-allocator';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { AssessmentScope } from '../assessment-scope.service.js';
import { GraderReader } from './grader.reader.js';

/** POST /bse_nota (assign-grade): a student's grades in one activity, the whole sheet at once. */
export class AssignGradesCommand extends Command<WriteResult<number>> {
  constructor(
    readonly input: AssignGradesInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * POST /api/bse_nota: the grades of a student's answers, by the Professor of the class it
 * answered in; the sheet's stream refuses answers graded meanwhile by someone else (409).
 */
@CommandHandler(AssignGradesCommand)
export class AssignGradesHandler implements ICommandHandler<AssignGradesCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly ids: IdAllocator,
    private readonly scope: AssessmentScope,
    private readonly graders: GraderReader,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ input, meta }: AssignGradesCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    const { codBseAtividade, codBseUsuario } = input.notas[0]!;
    const submission = await submissionOf(this.db, codBseAtividade, codBseUsuario);
    if (!submission) {
      // "Not answered yet" only for a student of the caller's own classes: anyone else is 404, so
      // that the answer never tells whether someone else's student answered.
      await this.scope.writableStudent(caller, codBseUsuario);
      throw new DomainError('grade.notAnswered');
    }
    await this.scope.writable(caller, submission.codBseTurma);
    const [questions, grader, ids] = await Promise.all([
      questionsOf(this.db, codBseAtividade),
      this.graders.of(caller),
      this.ids.nextMany('grade', input.notas.length),
    ]);
    return this.pipeline.handle(meta, {
      stream: gradesStream(codBseAtividade, codBseUsuario),
      decider: gradeDecider,
      command: {
        type: 'AssignGrades',
        codBseAtividade,
        codBseUsuario,
        codBseTurma: submission.codBseTurma,
        questions: questions.map((q) => q.codBseQuestao),
        notas: input.notas.map((n, i) => ({
          codBseNota: ids[i]!,
          codBseQuestao: n.codBseQuestao,
          valor: n.valor,
        })),
        grader,
        motivo: input.motivo,
        comment: { comentario: input.comentario, mostrarResposta: input.mostrarResposta },
      },
    });
  }
}
