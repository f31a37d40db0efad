import { expect } from 'vitest';
import type { StudentAnswers } from '@school/modules/assessment';
import type { UserClass } from '@school/modules/organization';
import type { PlayerTrail } from '@school/modules/teaching';
import { questionsOf } from '@school/projections/activities';
import { findClass } from '@school/projections/class-list';
import { seedDemo } from '../src/cli/demo-seed.js';
import { DEMO_PASSWORD } from '../src/cli/demo-data.js';
import { IdentityService } from '@school/modules/identity/server';
import { json } from './api.js';
import type { TestApp } from './app.js';
import { lostRound } from './game-rounds.js';

/** The distinctive values a student leaves in every kind of record, so that none is found by chance. */
export interface StudentMarks {
  name: string;
  login: string;
  ip: string;
  userAgent: string;
  answer: string;
  reply: string;
  chat: string;
  support: string;
  supportName: string;
  supportEmail: string;
  calendar: string;
  changeReason: string;
}

/**
 * The demo network, and in its 6º ano A a student who leaves one of each kind of data the
 * platform holds about a person (LGPD Art. 18): signed in from a distinctive address and browser
 * (and once with a wrong password), an activity answered, graded and regraded, a chapter seen,
 * its games played and rated, a forum reply, a chat message, a support request, a calendar event
 * and her record viewed in the audit console; and a classmate who does some of it too.
 */
export async function studentWhoDidEverything(t: TestApp, MARK: StudentMarks, otherLogin: string) {
  await seedDemo(t.app);
  const master = await t.signIn('DMMT-0001', DEMO_PASSWORD);
  const demoStudent = await t.signIn('DMMT-0006', DEMO_PASSWORD);
  const [mine] = await json<UserClass[]>(
    await t.call('GET', '/api/bse_usuario_turma/carregarMinhasTurmas/x', { token: demoStudent }),
  );
  const sixthA = mine!.codBseTurma;
  const seen: number[] = [];
  const rounds: number[] = [];
  const place = (await findClass(t.db, sixthA))!;
  const identity = t.app.get(IdentityService);
  const create = async (cstLogin: string, nomUsuario: string) =>
    (
      await identity.createUser(
        {
          cstLogin,
          nomUsuario,
          password: DEMO_PASSWORD,
          codBsePerfil: 6,
          codBseEscola: place.codBseEscola,
          codBseUnidade: place.codBseUnidade,
          turmas: [sixthA],
        },
        null,
      )
    ).codBseUsuario;
  const zuleica = await create(MARK.login, MARK.name);
  const other = await create(otherLogin, 'Outra Aluna Qualquer');

  // Signed in from a distinctive address and browser.
  const signedIn = await t.call('POST', '/api/auth/login', {
    body: { username: MARK.login, password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': MARK.ip, 'user-agent': MARK.userAgent },
  });
  const token = ((await signedIn.json()) as { access_token: string }).access_token;
  await t.call('POST', '/api/auth/login', {
    body: { username: MARK.login, password: 'not-the-password' },
    headers: { 'x-forwarded-for': MARK.ip, 'user-agent': MARK.userAgent },
  });
  const otherToken = await t.signIn(otherLogin, DEMO_PASSWORD);

  // An activity answered, graded and its grade changed.
  const activity = (
    await json<{ codBseAtividade: number; nomAtividade: string }[]>(
      await t.call('GET', '/api/bse_atividade', { token: master }),
    )
  ).find((a) => a.nomAtividade === 'Avaliação: o corpo humano')!.codBseAtividade;
  const questions = await questionsOf(t.db, activity);
  const submit = (who: string, values: string[]) =>
    t.call('POST', '/api/bse_questao_resposta', {
      token: who,
      body: questions.map((q, i) => ({
        codBseAtividade: activity,
        codBseTurma: sixthA,
        codBseQuestao: q.codBseQuestao,
        resResposta: values[i],
      })),
    });
  expect((await submit(token, ['Quatro', MARK.answer])).status).toBe(200);
  expect((await submit(otherToken, ['Duas', 'Outra resposta comum.'])).status).toBe(200);
  const professor = await t.signIn('DMMT-0005', DEMO_PASSWORD);
  const graded = await t.call('POST', '/api/bse_nota', {
    token: professor,
    body: questions.map((q, i) => ({
      codBseAtividade: activity,
      codBseQuestao: q.codBseQuestao,
      codBseUsuario: zuleica,
      valor: i === 0 ? 10 : 6.5,
    })),
  });
  expect(graded.status).toBe(200);
  const sheet = await json<StudentAnswers>(
    await t.call(
      'GET',
      `/api/bse_questao_resposta/respostas/${activity}?codTurma=${sixthA}&codUsuario=${zuleica}`,
      { token: professor },
    ),
  );
  const changed = await t.call(
    'PUT',
    `/api/bse_nota/updateMany/${sheet.questoes.map((q) => q.codBseNota).join(',')}`,
    {
      token: professor,
      body: { valores: [10, 7.5], versao: sheet.versao, motivo: MARK.changeReason },
    },
  );
  expect(changed.status).toBe(200);

  // The first chapter seen to its end, each game played once, then rated.
  const trail = await json<PlayerTrail>(await t.call('GET', `/api/plataforma/turma/${sixthA}`, { token }));
  const chapter = trail.capitulos[0]!;
  const chapterRated = chapter.codTrlCapitulo;
  for (const lesson of chapter.aulas)
    for (const content of lesson.conteudos) {
      const viewed = await t.call('POST', '/api/plataforma/visto', {
        token,
        body: { codBseTurma: sixthA, codTrlConteudo: content.codTrlConteudo },
      });
      expect(viewed.status).toBe(200);
      seen.push(content.codTrlConteudo);
      if (content.codTrlTipoConteudo === 3) {
        expect((await lostRound(t, token, sixthA, content.codTrlConteudo, 4321)).status).toBe(200);
        rounds.push(content.codTrlConteudo);
      }
    }
  const rated = await t.call('POST', '/api/plataforma/avaliacao', {
    token,
    body: {
      codBseTurma: sixthA,
      codTrlCapitulo: chapter.codTrlCapitulo,
      avaliacoes: [
        { codAvaliacao: 1, numAvaliacao: 5 },
        { codAvaliacao: 2, numAvaliacao: 2 },
        { codAvaliacao: 3, numAvaliacao: 4 },
      ],
    },
  });
  expect(rated.status).toBe(200);

  // A reply in a topic a Gestor opened (the topic's own message is the Gestor's, not hers).
  const gestor = await t.signIn('DMMT-0002', DEMO_PASSWORD);
  const topicTitle = 'Feira de ciências da escola';
  const topicText = 'Mensagem do Gestor sobre a feira, que não é da aluna.';
  expect(
    (
      await t.call('POST', '/api/frm_topico', {
        token: gestor,
        body: { codFrmSala: 4, txtTopico: topicTitle, dscTopico: topicText },
      })
    ).status,
  ).toBe(200);
  const topics = await json<{ codFrmTopico: number; txtTopico: string }[]>(
    await t.call('GET', '/api/frm_topico/topicosDaSala/4', { token }),
  );
  const topic = topics.find((x) => x.txtTopico === topicTitle)!.codFrmTopico;
  for (const [who, txtPostagem] of [
    [token, MARK.reply],
    [gestor, 'Uma resposta do Gestor, que não é da aluna.'],
  ] as const)
    expect(
      (
        await t.call('POST', '/api/frm_postagem', {
          token: who,
          body: { codFrmTopico: topic, txtPostagem },
        })
      ).status,
    ).toBe(200);

  // A chat message in the class's room, and one of a classmate.
  for (const [who, txtMensagem] of [
    [token, MARK.chat],
    [otherToken, 'Mensagem da outra aluna.'],
  ] as const)
    expect(
      (
        await t.call('POST', '/api/cht_mensagem', {
          token: who,
          body: { codChtSala: 2 * sixthA, txtMensagem },
        })
      ).status,
    ).toBe(200);

  // A support request and a calendar event of her own.
  expect(
    (
      await t.call('POST', '/api/bse_suporte', {
        token,
        body: { name: MARK.supportName, email: MARK.supportEmail, pagina: 'trilhas', desc: MARK.support },
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await t.call('POST', '/api/cld_calendario', {
        token,
        body: {
          dscTitulo: MARK.calendar,
          hexCorEvento: '#f64c60',
          datEvento: '2026-12-20T15:00:00.000Z',
          indPrivado: 'S',
        },
      })
    ).status,
  ).toBe(200);

  // A news post of the Master's, for the copy of a person who writes them (the documentation's check).
  expect(
    (
      await t.call('POST', '/api/bse_postagem', {
        token: master,
        body: {
          ctgPostagem: 'Eventos',
          dscPostagem: 'Notícia da rede',
          txtPostagem: '<p>Texto da notícia.</p>',
        },
      })
    ).status,
  ).toBe(200);
  // A Gestor looks at her record in the audit console; the Master at the other student's.
  expect((await t.call('GET', `/api/auditoria/historico/usuario/${zuleica}`, { token: gestor })).status).toBe(
    200,
  );
  expect((await t.call('GET', `/api/auditoria/historico/usuario/${other}`, { token: master })).status).toBe(
    200,
  );
  await t.settled();
  return {
    zuleica,
    other,
    sixthA,
    activity,
    chapterRated,
    seen,
    rounds,
    topicTitle,
    topicText,
    token,
    tokens: { master, gestor, professor, other: otherToken },
  };
}
