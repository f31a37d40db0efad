import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  type ResponseRow,
  type StudentAnswers,
  submitAnswersSchema,
  type SubmitAnswersInput,
} from '@school/modules/assessment';
import { DomainError } from '@school/modules/kernel';
import { findActivity } from '@school/projections/activities';
import type { AnswerRecord } from '@school/projections/class-activities';
import type { Db } from '@school/projections/kernel';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { DATABASE } from '@school/backend/core/tokens';
import { parseId, found, IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody, ValidQuery } from '@school/backend/http/valid-input';
import { AssessmentScope } from '../assessment-scope.service.js';
import { SubmissionsReader } from './submissions.reader.js';
import { SubmitAnswersCommand } from './submit-answers.handler.js';
import { Route } from '@school/backend/http/route';

const classQuery = z.object({ codTurma: z.string().optional() });
const studentQuery = z.object({ codTurma: z.string().optional(), codUsuario: z.string().optional() });

/** Answers (bse_questao_resposta): students send them once; the class's Professor and the staff in scope read them. */
@ApiTags('Atividades da turma')
@ApiBearerAuth()
@Controller('bse_questao_resposta')
export class SubmissionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly scope: AssessmentScope,
    private readonly answers: SubmissionsReader,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  private async activity(id: number) {
    return found(await findActivity(this.db, id));
  }

  @Route.get(
    '',
    'answers.own',
    "Every answer in the caller's scope, in the order given: a student its own; a Professor those given in its " +
      "classes; a Coordenador or Diretor those given in its unit's classes, a Gestor in its school's; the Master all. " +
      'An answer belongs to the class it was given in (decision 0033)',
  )
  list(@CurrentUser() caller: Caller): Promise<AnswerRecord[]> {
    return this.answers.inScopeOf(caller);
  }

  @Route.get(
    ':activityId',
    'answers.read',
    'The responses screen: each student of the class (codTurma), then each who answered in it and has left it, ' +
      'with the date it answered (in whichever class: one answer per activity), the date of its last grade and ' +
      'the sum of its grades (null while none), and why answers of it were kept aside (guardadas: late or ' +
      'duplicate, one per set, decision 0076)',
  )
  async responses(
    @IdParam('activityId') activityId: number,
    @ValidQuery(classQuery) query: z.infer<typeof classQuery>,
    @CurrentUser() caller: Caller,
  ): Promise<ResponseRow[]> {
    const activity = await this.activity(activityId);
    const classId = parseId(query.codTurma ?? '');
    await this.scope.readable(caller, classId);
    return this.answers.responses(activity, classId);
  }

  @Route.get(
    'respostas/:activityId',
    'answers.own',
    "One student's answers (codTurma, codUsuario): each question with the answer, correct or not for multiple " +
      'choice, the expected answer and the grade, and the class the answer was given in (turmaResposta); the ' +
      'student itself or the staff of the class. 404 unless the student answered in, or is a student of, that ' +
      "class and the class is in the caller's scope. For the staff, guardadas: the answers a device queued that " +
      'arrived after the activity closed (motivo late) or after this answer (duplicate), kept beside it and never ' +
      'graded (decision 0076), with when they were given (feitoEm) and arrived (recebidaEm)',
  )
  async ofStudent(
    @IdParam('activityId') activityId: number,
    @ValidQuery(studentQuery) parsed: z.infer<typeof studentQuery>,
    @CurrentUser() caller: Caller,
  ): Promise<StudentAnswers> {
    const activity = await this.activity(activityId);
    const classId = parseId(parsed.codTurma ?? '');
    const studentId = parseId(parsed.codUsuario ?? '');
    const submitted = await this.scope.studentRecords(caller, classId, studentId, activity.codBseAtividade);
    return this.answers.ofStudent(caller, activity, classId, studentId, submitted);
  }

  @Route.post(
    '',
    'answers.submit',
    'submit-answers: every answer of one open class activity at once ([{codBseAtividade, codBseTurma, codBseQuestao, ' +
      'resResposta}]), accepted once per student; one missing or blank: "Por favor, preencha todas as respostas antes ' +
      'de enviar."; a retry with the same Idempotency-Key answers as the first. Answers 1',
    DONE_ANSWER,
  )
  submit(@ValidBody(submitAnswersSchema) body: SubmitAnswersInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new SubmitAnswersCommand(body, meta));
  }

  @Route.put(
    ':questionId',
    'answers.submit',
    'The legacy answer update: answers sent are final (a submission is one event, kept as sent): ' +
      '410 "As respostas enviadas não podem ser alteradas nem apagadas."',
  )
  change(): never {
    throw new DomainError('answer.final');
  }

  @Route.delete(
    ':id',
    'answers.submit',
    'The legacy answer delete: answers sent are final: 410, as the update',
  )
  remove(): never {
    throw new DomainError('answer.final');
  }
}
