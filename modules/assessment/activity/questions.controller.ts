import { Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { type Question, questionSchema, type QuestionInput } from '@school/modules/assessment';
import { findQuestion } from '@school/projections/activities';
import type { Db } from '@school/projections/kernel';
import { CurrentUser } from '@school/backend/auth/permission.decorators';
import type { Caller } from '@school/backend/auth/token.service';
import { DONE_ANSWER } from '@school/backend/http/legacy-answers.openapi';
import { DATABASE } from '@school/backend/core/tokens';
import { parseId, found, IdParam } from '@school/backend/http/params';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { ValidBody, ValidQuery } from '@school/backend/http/valid-input';
import { QuestionsReader } from './questions.reader.js';
import { ActivityScope } from './activity-scope.service.js';
import { AddQuestionCommand } from './add-question.handler.js';
import { ChangeQuestionCommand } from './change-question.handler.js';
import { RemoveQuestionCommand } from './remove-question.handler.js';
import { Route } from '@school/backend/http/route';

const questionFilterSchema = z.object({ codBseAtividade: z.string().optional() });

/**
 * Questions (bse_questao) of an activity: whoever may change the activity writes them; the staff
 * who read it read them with the expected answers (decision 0071).
 */
@ApiTags('Atividades')
@ApiBearerAuth()
@Controller('bse_questao')
export class QuestionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly questions: QuestionsReader,
    private readonly scope: ActivityScope,
    @Inject(DATABASE) private readonly db: Db,
  ) {}

  @Route.get(
    '',
    'questions.read',
    "An activity's questions in order (codBseAtividade required), each with its sanitised statement, options and expected answer",
  )
  async list(
    @ValidQuery(questionFilterSchema) query: z.infer<typeof questionFilterSchema>,
    @CurrentUser() caller: Caller,
  ): Promise<Question[]> {
    const id = parseId(query.codBseAtividade ?? '');
    return this.questions.of(caller, id);
  }

  @Route.get(':id', 'activities.read', 'One question of an activity the caller reads (404 otherwise)')
  async get(@IdParam() id: number, @CurrentUser() caller: Caller): Promise<Question> {
    const question = found(await findQuestion(this.db, id));
    await this.scope.readable(caller, question.codBseAtividade);
    return question;
  }

  @Route.post(
    '',
    'activities.write',
    'Add a question to an activity: codBseAtividade, titulo, enuEnunciado (rich text, sanitised by an allow-list), tipoQuestao ' +
      '(MULTIPLA_ESCOLHA: multiplaEscolha, at least 2 non-empty options, resRespostaEsperada the correct one; DISCURSIVA: ' +
      'resRespostaEsperada, no option): answers 1',
    DONE_ANSWER,
  )
  add(@ValidBody(questionSchema) body: QuestionInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new AddQuestionCommand(body, meta));
  }

  @Route.put(
    ':id',
    'activities.write',
    'Change a question (the same fields and rules as the add): answers 1',
    DONE_ANSWER,
  )
  change(@IdParam() id: number, @ValidBody(questionSchema) body: QuestionInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new ChangeQuestionCommand(id, body, meta));
  }

  @Route.delete(
    ':id',
    'activities.write',
    'Delete a question ("A questão foi apagada com sucesso"): answers 1',
    DONE_ANSWER,
  )
  delete(@IdParam() id: number, @Meta() meta: RequestMeta) {
    return this.commands.execute(new RemoveQuestionCommand(id, meta));
  }
}
