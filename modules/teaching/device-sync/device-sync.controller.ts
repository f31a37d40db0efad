import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SYNC_MAX_ITEMS, syncQueueSchema, type SyncQueueInput } from '@school/modules/teaching';
import { Meta, type RequestMeta } from '@school/backend/http/request-meta';
import { Route } from '@school/backend/http/route';
import { ValidBody } from '@school/backend/http/valid-input';
import { SyncDeviceCommand } from './sync-device.handler.js';

const OUTCOME = {
  type: 'object',
  required: ['id', 'status'],
  properties: {
    id: { type: 'string' },
    status: { type: 'integer' },
    resultado: {
      description: "the item's route's own answer: 1, or a round's {won, score, verdicts, solution?}",
    },
    erro: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' }, errors: { type: 'array' } },
    },
  },
};

/** The device queue of the offline player (decision 0076). */
@ApiTags('Trilha (player)')
@ApiBearerAuth()
@Controller('plataforma')
export class DeviceSyncController {
  constructor(private readonly commands: CommandBus) {}

  @Route.post(
    'sincronizar',
    'classBooks.active',
    `A device's queue of learner writes (decision 0076): {itens: [{id, tipo, codBseUsuario, feitoEm, dados}]}, at ` +
      `most ${SYNC_MAX_ITEMS} (more: 413 sync.tooManyItems, nothing applied). Each item is applied in order with ` +
      'its route’s own rules: tipo visto, tentativa, avaliacao or resposta, dados exactly the body of POST ' +
      '/plataforma/visto, /plataforma/tentativa, /plataforma/avaliacao or /bse_questao_resposta; id (8 to 64 of ' +
      'A-Z a-z 0-9 _ -, made on the device) is its idempotency key for 30 days: the same id and body answer as the ' +
      'first time and store nothing, another body 409 sync.idReused. An item is refused on its own (an unknown ' +
      'tipo 400, dados its route refuses, a content outside the active trail 404, another user’s codBseUsuario ' +
      '403), nothing stored for it, the others applied. Answers to an activity closed meanwhile or answered from ' +
      'another device are kept for the teacher (SubmissionSetAside) and the item answers 409 sync.answerLate or ' +
      'sync.answerDuplicate; the first answer still counts. Answers {itens: [{id, status, resultado?, erro?}] in ' +
      'the order sent, sincronizadoEm}; DeviceSynced counts what was stored and what was done more than a minute ' +
      'before it arrived',
    {
      schema: {
        type: 'object',
        required: ['itens', 'sincronizadoEm'],
        properties: { itens: { type: 'array', items: OUTCOME }, sincronizadoEm: { type: 'string' } },
      },
    },
  )
  sync(@ValidBody(syncQueueSchema) body: SyncQueueInput, @Meta() meta: RequestMeta) {
    return this.commands.execute(new SyncDeviceCommand(body, meta));
  }
}
