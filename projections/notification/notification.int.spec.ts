import { describe, expect, it } from 'vitest';
import type { ClassActivityEvent, GradeEvent } from '@school/modules/assessment';
import type { ForumAuthor, ForumEvent, NotificationEvent } from '@school/modules/community';
import { projectionSpec, userCreated } from '@school/test-support';
import {
  notificationProjection,
  notificationsOf,
  type NotificationSourceEvent,
  notifiedBy,
  unreadNotificationIds,
} from './index.js';

const spec = projectionSpec<NotificationSourceEvent>(notificationProjection);
const NOW = new Date('2026-11-22T10:00:00Z');
const page = { page: 1, size: 20 };
const list = async (person: number, now = NOW) => notificationsOf(spec.db, person, page, now);
const kinds = async (person: number) => (await list(person)).itens.map((n) => [n.tipo, n.registro]);

const author = (codBseUsuario: number): ForumAuthor => ({
  codBseUsuario,
  nomUsuario: `Usuário ${codBseUsuario}`,
  cstLogin: `LG-${codBseUsuario}`,
  codBsePerfil: 5,
});
const opened = (codBseTurma: number, codBseAtividade: number): ClassActivityEvent => ({
  type: 'ClassActivityOpened',
  data: { codBseAtividadeTurma: codBseAtividade * 10 + codBseTurma, codBseTurma, codBseAtividade },
});
const graded = (codBseUsuario: number, codBseAtividade: number, codBseQuestao: number): GradeEvent => ({
  type: 'GradeAssigned',
  data: {
    codBseNota: codBseQuestao,
    codBseAtividade,
    codBseQuestao,
    codBseUsuario,
    codBseTurma: 5,
    valor: 8,
    maximo: 20,
    grader: { codBseUsuario: 20, nomUsuario: 'Professora', codBsePerfil: 5 },
    motivo: null,
  },
});
const reply = (codFrmTopico: number, codFrmPostagem: number, by: number): ForumEvent => ({
  type: 'ForumPostPublished',
  data: { codFrmTopico, codFrmPostagem, txtPostagem: 'Resposta', autor: author(by) },
});

describe('notification read model', () => {
  it('tells a class’s students of a new activity and trail, and a student of its grade, once until read', async () => {
    await spec.given(
      userCreated(1, { turmas: [5] }),
      userCreated(2, { turmas: [5, 6] }),
      userCreated(3, { turmas: [6] }),
      userCreated(20, { codBsePerfil: 5, turmas: [5] }),
      opened(5, 70),
      {
        type: 'ClassBookActivated',
        data: { codTrlLivroTurma: 9, codBseTurma: 6, codTrlLivro: 4, replaced: null },
      },
      graded(1, 70, 1),
      graded(1, 70, 2),
    );
    expect(await kinds(1)).toEqual([
      ['gradeAssigned', 70],
      ['activityOpened', 70],
    ]);
    expect(await kinds(2)).toEqual([
      ['trailActivated', 9],
      ['activityOpened', 70],
    ]);
    expect(await kinds(3)).toEqual([['trailActivated', 9]]);
    // The teacher of the class is no student: nothing.
    expect(await kinds(20)).toEqual([]);
    const first = await list(1);
    expect(first).toMatchObject({ total: 2, naoLidas: 2 });
    expect(first.itens[0]).toMatchObject({ codBseTurma: 5, lida: false, criadaEm: NOW.toISOString() });
  });

  it('follows the class members: a student moved or taken out hears nothing of its old class', async () => {
    await spec.given(
      userCreated(30, { turmas: [] }),
      { type: 'UserUpdated', data: { codBseUsuario: 30, turmas: [7] } },
      userCreated(31, { turmas: [7] }),
      { type: 'ClassMemberRemoved', data: { codBseTurma: 7, codBseUsuario: 31 } },
      userCreated(32, { turmas: [7] }),
      { type: 'UserUpdated', data: { codBseUsuario: 32, codBsePerfil: 5 } },
      opened(7, 71),
    );
    expect(await kinds(30)).toEqual([['activityOpened', 71]]);
    expect(await kinds(31)).toEqual([]);
    expect(await kinds(32)).toEqual([]);
  });

  it('tells a topic’s opener and those who answered of a reply, never its author', async () => {
    await spec.given(
      {
        type: 'ForumTopicOpened',
        data: {
          codFrmTopico: 40,
          codFrmSala: 1,
          txtTopico: 'Dúvida',
          dscTopico: 'Texto',
          codBseEscola: 1,
          autor: author(41),
        },
      },
      reply(40, 1, 42),
      reply(40, 2, 43),
    );
    expect(await kinds(41)).toEqual([['forumReply', 40]]);
    expect(await kinds(42)).toEqual([['forumReply', 40]]);
    expect(await kinds(43)).toEqual([]);
    // Read, a new reply notifies again.
    const [id] = await unreadNotificationIds(spec.db, 41, undefined, NOW);
    await spec.given(
      { type: 'NotificationsRead', data: { codBseUsuario: 41, ids: [id!] } },
      reply(40, 3, 42),
    );
    const after = await list(41);
    expect(after.itens.map((n) => n.lida)).toEqual([false, true]);
    expect(after.naoLidas).toBe(1);
    // The topic deleted, its notifications go.
    await spec.given({ type: 'ForumTopicDeleted', data: { codFrmTopico: 40 } });
    expect(await kinds(41)).toEqual([]);
  });

  it('tells a class’s students and teachers of an event for the class, whatever its profiles (decision 0075)', async () => {
    await spec.given(
      userCreated(170, { turmas: [109] }),
      userCreated(171, { codBsePerfil: 5, turmas: [109] }),
      userCreated(172, { codBsePerfil: 5, turmas: [109] }),
      userCreated(173, { turmas: [110] }),
      {
        type: 'CalendarEventCreated',
        data: {
          codCldCalendario: 120,
          dscTitulo: 'Prova',
          hexCorEvento: '#00baf2',
          datEvento: '2026-12-02T17:00:00.000Z',
          indPrivado: 'N',
          perfis: [],
          escopo: { codBseEscola: 1, codBseUnidade: 2, codBseTurma: 109 },
          paraTurma: 109,
          criador: { codBseUsuario: 171, nomUsuario: 'P', cstLogin: 'P', codBsePerfil: 5 },
        },
      },
    );
    expect(await kinds(170)).toEqual([['calendarEvent', 120]]);
    expect(await kinds(172)).toEqual([['calendarEvent', 120]]);
    // Not its creator, nor another class's student.
    expect(await kinds(171)).toEqual([]);
    expect(await kinds(173)).toEqual([]);
  });

  it('tells a class’s members of its public calendar events for their profile, and a sender its request dealt with', async () => {
    const base = {
      dscTitulo: 'Prova',
      hexCorEvento: '#00baf2',
      datEvento: '2026-12-02T17:00:00.000Z',
      indPrivado: 'N' as const,
      perfis: [6],
      criador: { codBseUsuario: 51, nomUsuario: 'P', cstLogin: 'P', codBsePerfil: 5 },
    };
    const inClass = { codBseEscola: 1, codBseUnidade: 2, codBseTurma: 8 };
    await spec.given(
      userCreated(50, { turmas: [8] }),
      userCreated(51, { codBsePerfil: 5, turmas: [8] }),
      { type: 'CalendarEventCreated', data: { ...base, codCldCalendario: 1, escopo: inClass } },
      {
        type: 'CalendarEventCreated',
        data: { ...base, codCldCalendario: 2, escopo: inClass, indPrivado: 'S' },
      },
      {
        type: 'CalendarEventCreated',
        data: { ...base, codCldCalendario: 3, escopo: { ...inClass, codBseTurma: null } },
      },
      {
        type: 'CalendarEventCreated',
        data: { ...base, codCldCalendario: 4, escopo: inClass, perfis: [5, 6] },
      },
      {
        type: 'SupportRequested',
        data: {
          codBseSuporte: 6,
          name: 'N',
          email: 'n@x.br',
          pagina: 'acesso',
          desc: 'D',
          codBseUsuario: 50,
          codBseEscola: 1,
          at: '',
        },
      },
      { type: 'SupportRequestDeleted', data: { codBseSuporte: 6 } },
    );
    expect(await kinds(50)).toEqual([
      ['supportAnswered', 6],
      ['calendarEvent', 4],
      ['calendarEvent', 1],
    ]);
    // Its creator is told nothing of its own event.
    expect(await kinds(51)).toEqual([]);
    await spec.given({ type: 'CalendarEventDeleted', data: { codCldCalendario: 4 } });
    expect(await kinds(50)).toEqual([
      ['supportAnswered', 6],
      ['calendarEvent', 1],
    ]);
  });

  it('marks only the reader’s own notifications, and names who each event notified', async () => {
    const e = spec.recorded(opened(9, 72));
    await spec.given(userCreated(60, { turmas: [9] }), userCreated(61, { turmas: [9] }), e);
    const theirs = await unreadNotificationIds(spec.db, 61, undefined, NOW);
    await spec.given({ type: 'NotificationsRead', data: { codBseUsuario: 60, ids: theirs } });
    expect((await list(61)).naoLidas).toBe(1);
    expect(await unreadNotificationIds(spec.db, 60, theirs, NOW)).toEqual([]);
    expect((await notifiedBy(spec.db, [e.id])).sort()).toEqual([60, 61]);
  });

  it('answers 90 days of notifications, and drops older ones as the log moves on', async () => {
    const old = new Date('2026-08-01T10:00:00Z');
    await spec.given(
      userCreated(70, { turmas: [10] }),
      spec.recorded(opened(10, 73), { createdAt: old }),
      spec.recorded(opened(10, 74), { createdAt: new Date('2026-10-01T10:00:00Z') }),
    );
    expect((await list(70, new Date('2026-10-20T10:00:00Z'))).itens.map((n) => n.registro)).toEqual([74, 73]);
    // 90 days after the first, it is no longer answered nor markable.
    expect((await list(70)).itens.map((n) => n.registro)).toEqual([74]);
    expect(await unreadNotificationIds(spec.db, 70, undefined, NOW)).toHaveLength(1);
    // A later batch sweeps it from the table.
    await spec.given(spec.recorded(opened(10, 75), { createdAt: NOW }));
    const rows = await spec.db
      .selectFrom('notifications')
      .select('registro')
      .where('cod_bse_usuario', '=', 70)
      .execute();
    expect(rows.map((r) => r.registro).sort()).toEqual([74, 75]);
  });

  it('numbers notifications alike in a rebuild, read marks included', async () => {
    const read: NotificationEvent = { type: 'NotificationsRead', data: { codBseUsuario: 80, ids: [1] } };
    const events = [
      userCreated(80, { turmas: [11] }),
      userCreated(81, { turmas: [11] }),
      opened(11, 76),
      graded(80, 76, 1),
      read,
      graded(80, 76, 2),
    ].map((e) => spec.recorded(e));
    const live = await spec.contentsAfter('live', events.slice(0, 3), events.slice(3, 5), events.slice(5));
    const rebuilt = await spec.contentsAfter('rebuilt', events);
    expect(rebuilt).toEqual(live);
    expect(live.notifications!.map((r) => [r.id, r.cod_bse_usuario, r.tipo, r.lida])).toEqual([
      [1, 80, 'activityOpened', true],
      [2, 81, 'activityOpened', false],
      [3, 80, 'gradeAssigned', false],
    ]);
  });
});
