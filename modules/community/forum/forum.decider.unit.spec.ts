import { describe, it } from 'vitest';
import type { DecisionContext } from '@school/modules/kernel';
import { deciderSpec } from '@school/modules/testing';
import { forumDecider } from './forum.decider.js';
import type { ForumEvent } from './forum.events.js';

const context: DecisionContext = { now: new Date('2026-11-25T10:00:00Z'), actor: null };
const spec = deciderSpec(forumDecider, context);

const author = (codBseUsuario: number) => ({
  codBseUsuario,
  nomUsuario: `Usuário ${codBseUsuario}`,
  cstLogin: `DMMT-000${codBseUsuario}`,
  codBsePerfil: codBseUsuario,
});
const opened: ForumEvent = {
  type: 'ForumTopicOpened',
  data: {
    codFrmTopico: 5,
    codFrmSala: 4,
    txtTopico: 'Horários',
    dscTopico: 'Mudou?',
    codBseEscola: 2,
    autor: author(3),
  },
};
const post = (codFrmPostagem: number, by: number): ForumEvent => ({
  type: 'ForumPostPublished',
  data: { codFrmTopico: 5, codFrmPostagem, txtPostagem: 'Sim', autor: author(by) },
});
const closed: ForumEvent = { type: 'ForumTopicClosed', data: { codFrmTopico: 5 } };
const by = (codBseUsuario: number, moderator = false) => ({ codBseUsuario, moderator });

describe('forum decider', () => {
  it('opens a topic once and takes posts while it is open', () => {
    const { type: _t, data } = opened;
    spec
      .given([])
      .when({ type: 'OpenTopic', ...data })
      .then([opened]);
    spec
      .given([opened])
      .when({ type: 'OpenTopic', ...data })
      .thenFails('generic.conflict');
    spec
      .given([opened])
      .when({ type: 'PublishPost', codFrmPostagem: 9, txtPostagem: 'Sim', autor: author(6) })
      .then([post(9, 6)]);
    spec
      .given([opened, closed])
      .when({ type: 'PublishPost', codFrmPostagem: 9, txtPostagem: 'Sim', autor: author(6) })
      .thenFails('forum.topicClosed');
    spec
      .given([opened, { type: 'ForumTopicDeleted', data: { codFrmTopico: 5 } }])
      .when({ type: 'PublishPost', codFrmPostagem: 9, txtPostagem: 'Sim', autor: author(6) })
      .thenFails('generic.notFound');
  });

  it('lets the author or a moderator change, close and delete; nobody else', () => {
    spec
      .given([opened])
      .when({ type: 'ChangeTopic', txtTopico: 'Horários novos', dscTopico: 'Mudou.', close: true, by: by(3) })
      .then([
        {
          type: 'ForumTopicChanged',
          data: { codFrmTopico: 5, txtTopico: 'Horários novos', dscTopico: 'Mudou.' },
        },
        closed,
      ]);
    spec
      .given([opened])
      .when({ type: 'ChangeTopic', txtTopico: 'x', dscTopico: 'y', close: false, by: by(4) })
      .thenFails('forum.notAllowed');
    spec
      .given([opened])
      .when({ type: 'DeleteTopic', by: by(2, true) })
      .then([{ type: 'ForumTopicDeleted', data: { codFrmTopico: 5 } }]);
    spec
      .given([opened, post(9, 6)])
      .when({ type: 'DeletePost', codFrmPostagem: 9, by: by(5) })
      .thenFails('forum.notAllowed');
    spec
      .given([opened, post(9, 6)])
      .when({ type: 'DeletePost', codFrmPostagem: 9, by: by(6) })
      .then([{ type: 'ForumPostDeleted', data: { codFrmTopico: 5, codFrmPostagem: 9 } }]);
    spec
      .given([opened, post(9, 6), { type: 'ForumPostDeleted', data: { codFrmTopico: 5, codFrmPostagem: 9 } }])
      .when({ type: 'DeletePost', codFrmPostagem: 9, by: by(1, true) })
      .thenFails('generic.notFound');
    spec
      .given([opened, post(9, 6)])
      .when({ type: 'ChangePost', codFrmPostagem: 9, txtPostagem: 'Não', by: by(1, true) })
      .then([{ type: 'ForumPostChanged', data: { codFrmTopico: 5, codFrmPostagem: 9, txtPostagem: 'Não' } }]);
  });
});
