import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ChangeGradesInput, gradeDecider, gradesStream } from '@school/modules/assessment';
import { DomainError } from '@school/modules/kernel';
import { gradesByIds } from '@school/projections/class-activities';
import type { Db } from '@school/projections/kernel';
import { CommandPipeline } from '@school/backend/commands/command-pipeline';
import type { WriteResult } from '@school/backend/commands/write-result';
import { DATABASE } from '@school/backend/core/tokens';
import { callerOf, type RequestMeta } from '@school/backend/http/request-meta';
import { AssessmentScope } from '../assessment-scope.service.js';
import { GraderReader } from './grader.reader.js';

/** PUT /bse_nota/updateMany/{ids} (change-grade): new values for grades of one sheet, all or none. */
export class ChangeGradesCommand extends Command<WriteResult<number>> {
  constructor(
    readonly ids: number[],
    readonly input: ChangeGradesInput,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

/**
 * PUT /api/bse_nota/updateMany/{ids}: new values for grades of one student's sheet, one append
 * (all or none), each change with its value before and after; a sheet changed since the version
 * the grader saw answers 409.
 */
@CommandHandler(ChangeGradesCommand)
export class ChangeGradesHandler implements ICommandHandler<ChangeGradesCommand, WriteResult<number>> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly scope: AssessmentScope,
    private readonly graders: GraderReader,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  async execute({ ids, input, meta }: ChangeGradesCommand): Promise<WriteResult<number>> {
    const caller = callerOf(meta);
    if (ids.length !== input.valores.length || new Set(ids).size !== ids.length)
      throw new DomainError('generic.invalid');
    const grades = await gradesByIds(this.db, ids);
    if (grades.length !== ids.length) throw new DomainError('generic.notFound');
    const [first] = grades;
    if (
      grades.some(
        (g) => g.codBseAtividade !== first!.codBseAtividade || g.codBseUsuario !== first!.codBseUsuario,
      )
    )
      throw new DomainError('generic.invalid');
    await this.scope.writable(caller, first!.codBseTurma);
    return this.pipeline.handle(meta, {
      stream: gradesStream(first!.codBseAtividade, first!.codBseUsuario),
      decider: gradeDecider,
      command: {
        type: 'ChangeGrades',
        versao: input.versao,
        notas: ids.map((codBseNota, i) => ({ codBseNota, valor: input.valores[i]! })),
        grader: await this.graders.of(caller),
        motivo: input.motivo,
        comment: { comentario: input.comentario, mostrarResposta: input.mostrarResposta },
      },
    });
  }
}
