import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { type ActivityCommand, activityDecider } from './activity.decider.js';
import type { ActivityEvent, ActivityFields, QuestionFields } from './activity.events.js';

const context: DecisionContext = { now: new Date('2026-11-25T10:00:00Z'), actor: null };
const spec = deciderSpec(activityDecider, context);

const fields: ActivityFields = {
  nomAtividade: 'Prova 1',
  desDescricao: 'Frações',
  codTrlLivro: 3,
  capitulos: [10, 11],
};
const facts = { trailExists: true, chaptersOfTrail: [10, 11, 12] };
const created: ActivityEvent = {
  type: 'ActivityCreated',
  data: { codBseAtividade: 5, ...fields, codUsuarioCriacao: 1, nomUsuarioCriacao: 'Master' },
};
const create: ActivityCommand = {
  type: 'CreateActivity',
  codBseAtividade: 5,
  fields,
  creator: { id: 1, name: 'Master' },
  ...facts,
};
const question: QuestionFields = {
  codBseQuestao: 40,
  titulo: 'Soma',
  enuEnunciado: '<p>Quanto é 1/2 + 1/2?</p>',
  tipoQuestao: 'MULTIPLA_ESCOLHA',
  multiplaEscolha: [
    { codBseQuestaoMultiplaEscolha: 1, descricao: '1' },
    { codBseQuestaoMultiplaEscolha: 2, descricao: '2' },
  ],
  resRespostaEsperada: '1',
};
const added: ActivityEvent = { type: 'QuestionAdded', data: { codBseAtividade: 5, ...question } };
const deleted: ActivityEvent = { type: 'ActivityDeleted', data: { codBseAtividade: 5 } };

describe('activity decider', () => {
  it('creates an activity of a trail with chapters of that trail, once', () => {
    spec.given([]).when(create).then([created]);
    spec.given([created]).when(create).thenFails('generic.conflict');
    spec
      .given([])
      .when({ ...create, trailExists: false })
      .thenFails('generic.notFound');
    spec
      .given([])
      .when({ ...create, fields: { ...fields, capitulos: [10, 99] } })
      .thenFails('activity.chapterNotInTrail');
  });

  it('changes and deletes a live activity only', () => {
    const changed = { ...fields, nomAtividade: 'Prova 2', capitulos: [12] };
    spec
      .given([created])
      .when({ type: 'ChangeActivity', fields: changed, ...facts })
      .then([{ type: 'ActivityChanged', data: { codBseAtividade: 5, ...changed } }]);
    spec.given([created]).when({ type: 'DeleteActivity' }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'DeleteActivity' }).thenFails('generic.notFound');
    spec
      .given([created, deleted])
      .when({ type: 'ChangeActivity', fields, ...facts })
      .thenFails('generic.notFound');
    spec.given([]).when({ type: 'DeleteActivity' }).thenFails('generic.notFound');
  });

  it('adds, changes and removes the questions of a live activity', () => {
    spec.given([created]).when({ type: 'AddQuestion', question }).then([added]);
    spec.given([created, added]).when({ type: 'AddQuestion', question }).thenFails('generic.conflict');
    const essay: QuestionFields = {
      ...question,
      tipoQuestao: 'DISCURSIVA',
      multiplaEscolha: [],
      resRespostaEsperada: 'Um',
    };
    spec
      .given([created, added])
      .when({ type: 'ChangeQuestion', question: essay })
      .then([{ type: 'QuestionChanged', data: { codBseAtividade: 5, ...essay } }]);
    spec.given([created]).when({ type: 'ChangeQuestion', question }).thenFails('generic.notFound');
    spec
      .given([created, added])
      .when({ type: 'RemoveQuestion', codBseQuestao: 40 })
      .then([{ type: 'QuestionRemoved', data: { codBseAtividade: 5, codBseQuestao: 40 } }]);
    spec
      .given([created, added, { type: 'QuestionRemoved', data: { codBseAtividade: 5, codBseQuestao: 40 } }])
      .when({ type: 'RemoveQuestion', codBseQuestao: 40 })
      .thenFails('generic.notFound');
    spec.given([created, deleted]).when({ type: 'AddQuestion', question }).thenFails('generic.notFound');
  });
});
