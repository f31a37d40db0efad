import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  calendarEventSchema,
  chatMessageSchema,
  classChatRoom,
  forumPostSchema,
  forumTopicSchema,
  postSchema,
} from '@school/modules/community';
import { classesOfUser } from '@school/projections/class-list';
import type { Db } from '@school/projections/kernel';
import { listPosts } from '@school/projections/post-list';
import { findUserByLogin } from '@school/projections/user-directory';
import { CreateCalendarEventCommand } from '@school/modules/community/server';
import { OpenTopicCommand, PublishForumPostCommand } from '@school/modules/community/server';
import { SendChatMessageCommand } from '@school/modules/community/server';
import { PublishPostCommand } from '@school/modules/community/server';
import { DATABASE } from '../core/tokens.js';
import type { RequestMeta } from '../http/request-meta.js';
import { actingAs } from './demo-data.js';

/** The demo's news posts, oldest first, written by the demo Master. */
const POSTS = [
  {
    ctgPostagem: 'Eventos',
    dscPostagem: 'Feira de ciências do 6º ano',
    txtPostagem:
      '<p>A <strong>feira de ciências</strong> será no pátio, na última sexta-feira do mês.</p>' +
      '<ul><li>Montagem às 8h</li><li>Visitação das 9h às 12h</li></ul>',
  },
  {
    ctgPostagem: 'Avisos',
    dscPostagem: 'Reunião de pais e mestres',
    txtPostagem:
      '<p>Convidamos as famílias para a reunião do bimestre. Leia a pauta no ' +
      '<a href="https://www.gov.br/mec">portal do MEC</a>.</p>',
  },
  {
    ctgPostagem: 'Aprendizado',
    dscPostagem: 'Dicas de leitura para as férias',
    txtPostagem: '<h3>Para ler em família</h3><blockquote>Ler é sonhar de olhos abertos.</blockquote>',
  },
];

/** Demo news posts (issue 13), once: a second run keeps them as they are. */
export async function seedDemoCommunity(app: INestApplicationContext, meta: RequestMeta): Promise<string[]> {
  const db = app.get<Db>(DATABASE);
  const bus = app.get(CommandBus);
  const existing = await listPosts(db);
  if (existing.some((p) => p.dscPostagem === POSTS[0]!.dscPostagem))
    return ['Demo news posts: kept as they are (seeded before)'];
  const master = await findUserByLogin(db, 'DMMT-0001');
  if (!master) return [];
  for (const post of POSTS)
    await bus.execute(new PublishPostCommand(postSchema.parse(post), actingAs(meta, master)));
  return [
    `Demo news posts: ${POSTS.length} in /aprendizado, by ${master.cstLogin}`,
    ...(await seedDemoCalendar(app, meta)),
    ...(await seedDemoForum(app, meta)),
    ...(await seedDemoChat(app, meta)),
  ];
}

/** The demo calendar: events of several creators and audiences, in the coming days (Brasília time). */
const EVENTS = [
  {
    login: 'DMMT-0001',
    days: 3,
    dscTitulo: 'Feriado da rede',
    hexCorEvento: '#f64c60',
    perfis: [2, 3, 4, 5, 6],
  },
  {
    login: 'DMMT-0002',
    days: 6,
    dscTitulo: 'Festa da família',
    hexCorEvento: '#fdb94d',
    perfis: [3, 4, 5, 6],
  },
  {
    login: 'DMMT-0003',
    days: 8,
    dscTitulo: 'Reunião pedagógica',
    hexCorEvento: '#00baf2',
    perfis: [3, 4, 5],
  },
  {
    login: 'DMMT-0005',
    days: 10,
    dscTitulo: 'Passeio ao museu',
    hexCorEvento: '#86c879',
    perfis: [5, 6],
    classe: true,
  },
  {
    login: 'DMMT-0005',
    days: 10,
    dscTitulo: 'Corrigir provas',
    hexCorEvento: '#8781bd',
    perfis: [],
    privado: true,
    classe: true,
  },
  {
    login: 'DMMT-0006',
    days: 12,
    dscTitulo: 'Estudar para a prova',
    hexCorEvento: '#333333',
    perfis: [],
    privado: true,
  },
];

async function seedDemoCalendar(app: INestApplicationContext, meta: RequestMeta): Promise<string[]> {
  const db = app.get<Db>(DATABASE);
  const bus = app.get(CommandBus);
  const professor = await findUserByLogin(db, 'DMMT-0005');
  if (!professor) return [];
  const [sixthA] = await classesOfUser(db, professor.codBseUsuario);
  const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
  let created = 0;
  for (const e of EVENTS) {
    const user = await findUserByLogin(db, e.login);
    if (!user) continue;
    const date = new Date(`${today}T14:00:00-03:00`);
    date.setUTCDate(date.getUTCDate() + e.days);
    const input = calendarEventSchema.parse({
      dscTitulo: e.dscTitulo,
      hexCorEvento: e.hexCorEvento,
      datEvento: date.toISOString(),
      indPrivado: e.privado ? 'S' : 'N',
      perfis: e.perfis,
      codBseTurma: e.classe ? (sixthA?.codBseTurma ?? null) : null,
    });
    await bus.execute(new CreateCalendarEventCommand(input, actingAs(meta, user)));
    created++;
  }
  return [`Demo calendar: ${created} events by DMMT-0001, 0002, 0003, 0005 and 0006 in the coming days`];
}

/** The demo forum: a school topic and a network topic, with replies from staff and students. */
const TOPICS = [
  {
    login: 'DMMT-0003',
    codFrmSala: 4,
    txtTopico: 'Horário do recreio',
    dscTopico: 'O recreio passa a ser às 10h. Dúvidas aqui.',
    replies: [
      ['DMMT-0005', 'Vale para todas as turmas da manhã?'],
      ['DMMT-0003', 'Sim, para todas.'],
      ['DMMT-0006', 'Obrigado pelo aviso!'],
    ],
  },
  {
    login: 'DMMT-0001',
    codFrmSala: 1,
    txtTopico: 'Clube de leitura',
    dscTopico: 'Que livro a rede deve ler neste bimestre?',
    replies: [
      ['DMCE-0002', 'O Pequeno Príncipe!'],
      ['DMMT-0002', 'Boa sugestão, vamos votar.'],
    ],
  },
];

async function seedDemoForum(app: INestApplicationContext, meta: RequestMeta): Promise<string[]> {
  const db = app.get<Db>(DATABASE);
  const bus = app.get(CommandBus);
  let replies = 0;
  for (const topic of TOPICS) {
    const author = await findUserByLogin(db, topic.login);
    if (!author) continue;
    const input = forumTopicSchema.parse({
      codFrmSala: topic.codFrmSala,
      txtTopico: topic.txtTopico,
      dscTopico: topic.dscTopico,
    });
    const { codFrmTopico } = await bus.execute(new OpenTopicCommand(input, actingAs(meta, author)));
    for (const [login, txtPostagem] of topic.replies) {
      const user = await findUserByLogin(db, login!);
      if (!user) continue;
      await bus.execute(
        new PublishForumPostCommand(
          forumPostSchema.parse({ codFrmTopico, txtPostagem }),
          actingAs(meta, user),
        ),
      );
      replies++;
    }
  }
  return [
    `Demo forum: ${TOPICS.length} topics ("Geral" of the demo school, "Português" of the network) with ${replies} replies`,
  ];
}

/** The demo chat: a conversation in 6º ano A's room between its Professor and two students. */
const CHAT = [
  ['DMMT-0005', 'Bom dia, turma! Amanhã tem prova de ciências.'],
  ['DMMT-0006', 'Vai cair o coração? :)'],
  ['DMMT-0005', 'Sim: as quatro cavidades e a circulação.'],
  ['DMCE-0002', 'Obrigada, professor <3'],
];

async function seedDemoChat(app: INestApplicationContext, meta: RequestMeta): Promise<string[]> {
  const db = app.get<Db>(DATABASE);
  const bus = app.get(CommandBus);
  const professor = await findUserByLogin(db, 'DMMT-0005');
  if (!professor) return [];
  const [sixthA] = await classesOfUser(db, professor.codBseUsuario);
  if (!sixthA) return [];
  const codChtSala = classChatRoom(sixthA.codBseTurma);
  let sent = 0;
  for (const [login, txtMensagem] of CHAT) {
    const user = await findUserByLogin(db, login!);
    if (!user) continue;
    const input = chatMessageSchema.parse({ codChtSala, txtMensagem, clientId: `demo-${sent}` });
    await bus.execute(new SendChatMessageCommand(input, actingAs(meta, user)));
    sent++;
  }
  return [`Demo chat: ${sent} messages in the room of ${sixthA.nomTurma}`];
}
