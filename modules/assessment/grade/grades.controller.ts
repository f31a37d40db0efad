import { Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  assignGradesSchema,
  changeGradesSchema,
  gradeHistoryMomentSchema,
  type Grade,
  type GradeHistoryEntry,
  type GradeRow,
  type StudentGradeHistoryEntry,
  type AssignGradesInput,
  type ChangeGradesInput,
} from '@school/modules/assessment';
import { DomainError } from '@school/modules/kernel';
import { gradesOf } from '@school/projections/class-activities';
import type { Db } from '@school/projections/kernel';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { DATABASE } from '@school/backend/core/tokens';
import { IdParam, parseId } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody, ValidQuery } from '@school/backend/http/valid-input';
import { AssessmentScope } from '../assessment-scope.service.js';
import { GradeHistoryReader } from './grade-history.reader.js';
import { AssignGradesCommand } from './assign-grades.handler.js';
import { ChangeGradesCommand } from './change-grades.handler.js';
import { Route } from '@school/backend/http/route';

const sheetQuery = z.object({ codBseAtividade: z.string().optional(), codBseUsuario: z.string().optional() });
/** `ate`: a moment in the network's time (Brasília, UTC−3), YYYY-MM-DDTHH:mm. */
const historyQuery = sheetQuery.extend({ ate: gradeHistoryMomentSchema.optional() });

const asGrade = (g: GradeRow): Grade => ({
  codBseNota: g.codBseNota,
  codBseAtividade: g.codBseAtividade,
  codBseQuestao: g.codBseQuestao,
  codBseUsuario: g.codBseUsuario,
  valor: g.valor,
});

/**
 * Grades (bse_nota): the class's Professor assigns and changes them; every assignment and change
 * is kept with its grader, time, values and reason, and read back from the events (decision 0030).
 */
@ApiTags('Atividades da turma')
@ApiBearerAuth()
@Controller('bse_nota')
export class GradesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scope: AssessmentScope,
    private readonly sheets: GradeHistoryReader,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  /** The sheet's activity and student, once the caller may read them (the student, the staff of its class). */
  private async sheet(query: z.infer<typeof sheetQuery>, caller: Caller) {
    const activity = parseId(query.codBseAtividade ?? '');
    const student = parseId(query.codBseUsuario ?? '');
    const classId = await this.sheets.classOf(activity, student);
    if (classId === null) throw new DomainError('generic.notFound');
    await this.scope.studentRecords(caller, classId, student, activity);
    return { activity, student };
  }

  @Route.get(
    '',
    'grades.read',
    "A student's grades in an activity (codBseAtividade, codBseUsuario), by question",
  )
  async list(
    @ValidQuery(sheetQuery) query: z.infer<typeof sheetQuery>,
    @CurrentUser() caller: Caller,
  ): Promise<Grade[]> {
    const { activity, student } = await this.sheet(query, caller);
    return (await gradesOf(this.db, activity, student)).map(asGrade);
  }

  @Route.get(
    'historico',
    'grades.read',
    "The full history of a student's grades in an activity, newest first: each assignment and change with the grader " +
      '(id, name, profile), time, value before and after and the reason, and each comment for the student ' +
      '(tipo COMENTARIO: comentario, mostrarResposta). With ate (YYYY-MM-DDTHH:mm, Brasília time): ' +
      'the grades as they stood at that moment, from the events',
  )
  async history(
    @ValidQuery(historyQuery) query: z.infer<typeof historyQuery>,
    @CurrentUser() caller: Caller,
  ): Promise<GradeHistoryEntry[] | { ate: string; notas: Grade[] }> {
    const { activity, student } = await this.sheet(query, caller);
    const { ate } = query;
    if (!ate) return this.sheets.history(activity, student);
    const at = new Date(`${ate}:59.999-03:00`);
    return { ate: at.toISOString(), notas: (await this.sheets.at(activity, student, at)).map(asGrade) };
  }

  @Route.get(
    'historico/aluno/:id',
    'grades.read',
    'Every grade assignment and change of one student across its activities, newest first, each with the activity ' +
      '(codBseAtividade, nomAtividade) and the question’s number in it (numQuestao): only the activities whose ' +
      'sheet the caller may read (the student itself; the staff and Professor of the class it answered in); ' +
      '404 when it may read none and the student is not in its scope',
  )
  async historyOfStudent(
    @IdParam() student: number,
    @CurrentUser() caller: Caller,
  ): Promise<StudentGradeHistoryEntry[]> {
    const sheets = new Map<number, number>();
    for (const g of await gradesOf(this.db, undefined, student))
      if (!sheets.has(g.codBseAtividade)) sheets.set(g.codBseAtividade, g.codBseTurma);
    const readable: number[] = [];
    for (const [activity] of sheets) {
      const classId = await this.sheets.classOf(activity, student);
      if (classId === null) continue;
      if (await this.scope.mayReadRecords(caller, classId, student, activity)) readable.push(activity);
    }
    if (readable.length === 0) await this.scope.readableStudent(caller, student);
    return this.sheets.historyOfStudent(student, readable);
  }

  @Route.post(
    '',
    'grades.write',
    'assign-grade: a student’s grades in one activity, 0 to 10 in steps of 0.5, one ({codBseAtividade, codBseQuestao, ' +
      'codBseUsuario, valor}) or the whole sheet (a list, or {notas, motivo, comentario, mostrarResposta}) at once: ' +
      'comentario, at most 1000 characters, is the teacher’s word for the student, mostrarResposta shows it the ' +
      'expected answers once graded; answers already graded by ' +
      'someone else answer 409 with a reload message. valor: a JSON number or a plain decimal string ("8.5", "8,5"); ' +
      'anything else is 400 with the range message. Answers 1 ("Notas criadas com sucesso")',
    DONE_ANSWER,
  )
  assign(@ValidBody(assignGradesSchema) body: AssignGradesInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new AssignGradesCommand(body, meta));
  }

  @Route.put(
    'updateMany/:ids',
    'grades.write',
    'change-grade: new values (0 to 1000, steps of 0.5) for the grades ids (comma separated) of one sheet, in their ' +
      'order: the legacy bare list, or {valores, motivo, versao, comentario, mostrarResposta} (either left out stays as ' +
      'it stands); all or none; a sheet changed since versao answers ' +
      '409. Each value a JSON number or a plain decimal string, anything else 400 with the range message. Answers ' +
      '1 ("Notas atualizadas com sucesso!")',
    DONE_ANSWER,
  )
  change(
    @Param('ids') ids: string,
    @ValidBody(changeGradesSchema) body: ChangeGradesInput,
    @Meta() meta: RequestMeta,
  ) {
    const list = ids.split(',').map((id) => parseId(id.trim()));
    return this.commands.execute(new ChangeGradesCommand(list, body, meta));
  }
}
