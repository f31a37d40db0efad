import { describe, it } from 'vitest';
import { type Actor, type DecisionContext, Profile } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { type ActivityCommand, activityDecider } from './activity.decider.js';
import type { ActivityEvent, ActivityFields, QuestionFields } from './activity.events.js';

const now = new Date('2026-11-25T10:00:00Z');
const master: Actor = { userId: 1, profile: Profile.Master, schoolId: null, unitId: null };
const as = (actor: Actor | null): DecisionContext => ({ now, actor });
const context = as(master);
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
    spec
      .given([])
      .when(create)
      .then([{ ...created, data: { ...created.data, codBseEscola: null } }]);
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

  describe('whose it is (decision 0071)', () => {
    const professor: Actor = { userId: 30, profile: Profile.Professor, schoolId: 7, unitId: 70 };
    const colleague: Actor = { ...professor, userId: 31 };
    const otherSchool: Actor = { userId: 32, profile: Profile.Professor, schoolId: 8, unitId: 80 };
    const gestor: Actor = { userId: 40, profile: Profile.Gestor, schoolId: 7, unitId: null };
    const coordenador: Actor = { userId: 41, profile: Profile.Coordenador, schoolId: 7, unitId: 70 };
    const otherGestor: Actor = { ...gestor, userId: 42, schoolId: 8 };
    const diretor: Actor = { userId: 43, profile: Profile.Diretor, schoolId: 7, unitId: 70 };
    const bySchool: ActivityEvent = {
      type: 'ActivityCreated',
      data: {
        codBseAtividade: 5,
        ...fields,
        codUsuarioCriacao: 30,
        nomUsuarioCriacao: 'Prof',
        codBseEscola: 7,
      },
    };
    const change: ActivityCommand = { type: 'ChangeActivity', fields, ...facts };
    const changed: ActivityEvent = { type: 'ActivityChanged', data: { codBseAtividade: 5, ...fields } };

    it('gives a new activity its author’s school, or none for the Master', () => {
      spec
        .given([])
        .when({ ...create, creator: { id: 30, name: 'Prof' } }, as(professor))
        .then([bySchool]);
      spec
        .given([])
        .when(create, as(gestor))
        .then([{ ...created, data: { ...created.data, codBseEscola: 7 } }]);
      spec.given([]).when(create, as(diretor)).thenFails('generic.forbidden');
      spec
        .given([])
        .when(create, as({ ...professor, schoolId: null }))
        .thenFails('generic.forbidden');
      spec.given([]).when(create, as(null)).thenFails('generic.forbidden');
    });

    it('lets its author, and the Gestor or Coordenador of its school, change a school’s activity', () => {
      for (const actor of [professor, gestor, coordenador]) {
        spec.given([bySchool]).when(change, as(actor)).then([changed]);
        spec.given([bySchool]).when({ type: 'AddQuestion', question }, as(actor)).then([added]);
      }
      spec
        .given([bySchool, added])
        .when({ type: 'RemoveQuestion', codBseQuestao: 40 }, as(coordenador))
        .then([{ type: 'QuestionRemoved', data: { codBseAtividade: 5, codBseQuestao: 40 } }]);
      spec.given([bySchool]).when({ type: 'DeleteActivity' }, as(gestor)).then([deleted]);
    });

    it('refuses a school’s activity to everyone else: 404 to whoever cannot read it, 403 to whoever reads it (the Master included)', () => {
      const refusals = [
        [otherSchool, 'generic.notFound'],
        [otherGestor, 'generic.notFound'],
        [null, 'generic.notFound'],
        [colleague, 'generic.forbidden'],
        [diretor, 'generic.forbidden'],
        [master, 'generic.forbidden'],
      ] as const;
      for (const [actor, code] of refusals) {
        spec.given([bySchool]).when(change, as(actor)).thenFails(code);
        spec.given([bySchool]).when({ type: 'AddQuestion', question }, as(actor)).thenFails(code);
        spec.given([bySchool]).when({ type: 'DeleteActivity' }, as(actor)).thenFails(code);
      }
    });

    it('reads an old event without a school as the catalogue’s: the Master’s alone to change', () => {
      spec.given([created]).when(change, as(master)).then([changed]);
      for (const actor of [professor, gestor, coordenador])
        spec.given([created]).when(change, as(actor)).thenFails('generic.forbidden');
      // The Professor who wrote a catalogue activity before 0071 (a Master since demoted) is not
      // its author for this rule: a catalogue activity is the Master's.
      spec
        .given([{ ...created, data: { ...created.data, codUsuarioCriacao: 30 } }])
        .when(change, as(professor))
        .thenFails('generic.forbidden');
    });
  });
});
