import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import type { GradeEvent } from '@school/modules/assessment';
import type { ChatEvent, ForumEvent } from '@school/modules/community';
import { type AccessEvent, accessStream, userStream } from '@school/modules/identity';
import type { DomainEvent, EventMetadata, EventStore, NewEvent } from '@school/modules/kernel';
import { auditStream, type AuditEvent } from '@school/modules/reporting';
import type { SupportEvent } from '@school/modules/support';
import { type LearnerEvent, learnerStream } from '@school/modules/teaching';
import type { Db } from '@school/projections/kernel';
import { settle } from '../src/cli/scale-seed.js';
import { CommandPipeline } from '../src/commands/command-pipeline.js';
import type { Config } from '../src/config/config.js';
import { systemMeta } from '../src/http/request-meta.js';
import { eventMetadata } from '../src/http/request-meta.js';
import { buildPersonalDataCopy } from '@school/modules/privacy/server';
import { scaleNetworkApp } from './bench-support.js';

/** Issue 32, item 5: the copy of a student with a school year of activity in at most 60 s. */
export const COPY_TARGET_SECONDS = 60;

type Print = (line: string) => void;
const DAY = 24 * 3600 * 1000;

/**
 * A school year of one student's own activity, beyond what `seed:scale` gives every student (a
 * year of sign-ins, two activities answered and graded): 200 school days of sign-ins, contents
 * seen and game rounds on the demo trails, every chapter completed and rated, chat messages,
 * forum replies, support requests, grade changes and views of the record. Appended in bulk, as the
 * scale seed appends its sign-ins: the facts a year of the player, the chat and the forum leave.
 */
const YEAR = { days: 200, signInsPerDay: 2, viewsPerDay: 5, roundsPerDay: 3, chats: 400, replies: 60 };

function event<E extends DomainEvent>(type: E['type'], data: E['data'], metadata: EventMetadata): NewEvent {
  return { id: randomUUID(), type, data, metadata };
}

async function seedYear(db: Db, store: EventStore, student: Student): Promise<void> {
  const meta = { ...eventMetadata(systemMeta()), actorId: student.id, actorProfile: 6 };
  const start = Date.now() - 300 * DAY;
  const day = (d: number, minutes = 0) => new Date(start + d * (365 / YEAR.days) * DAY + minutes * 60_000);
  const contents = (
    await sql<{
      livro: number;
      capitulo: number;
      aula: number;
      conteudo: number;
      tipo: number;
      detail: string;
    }>`
      select t.cod_trl_livro as livro, c.cod_trl_capitulo as capitulo, c.cod_trl_aula as aula,
             c.cod_trl_conteudo as conteudo, c.cod_trl_tipo_conteudo as tipo, c.detail
      from content_list c join chapter_trails t on t.cod_trl_capitulo = c.cod_trl_capitulo
      order by c.cod_trl_conteudo`.execute(db)
  ).rows;
  if (contents.length === 0) throw new Error('The demo trails have no content');
  const games = contents.filter((c) => c.tipo === 3);
  const place = (c: (typeof contents)[number]) => ({
    codBseUsuario: student.id,
    codBseTurma: student.classId,
    codTrlLivro: c.livro,
    codTrlCapitulo: c.capitulo,
    codTrlAula: c.aula,
    codTrlConteudo: c.conteudo,
  });
  const learner: NewEvent[] = [];
  for (let d = 0; d < YEAR.days; d++) {
    for (let v = 0; v < YEAR.viewsPerDay; v++) {
      const c = contents[(d * YEAR.viewsPerDay + v) % contents.length]!;
      const at = day(d, 10 + v);
      learner.push(
        event<LearnerEvent>('ContentViewed', { ...place(c), viewedOn: at.toISOString().slice(0, 10) }, meta),
      );
    }
    for (let r = 0; r < YEAR.roundsPerDay && games.length > 0; r++) {
      const g = games[(d * YEAR.roundsPerDay + r) % games.length]!;
      const codTrlJogo = (JSON.parse(g.detail ?? '{}') as { codTrlJogo?: number }).codTrlJogo ?? 6;
      learner.push(
        event<LearnerEvent>(
          'GameAttempted',
          {
            ...place(g),
            codTrlJogo,
            won: r % 2 === 0,
            score: r % 2 === 0 ? 1 : 0.4,
            answers: ['a', 'b'],
            durationMs: 30_000,
          },
          meta,
        ),
      );
    }
  }
  const chapters = [...new Map(contents.map((c) => [c.capitulo, c])).values()];
  for (const c of chapters) {
    const chapter = {
      codBseUsuario: student.id,
      codBseTurma: student.classId,
      codTrlLivro: c.livro,
      codTrlCapitulo: c.capitulo,
    };
    learner.push(event<LearnerEvent>('ChapterCompleted', chapter, meta));
    learner.push(
      event<LearnerEvent>(
        'ChapterRated',
        { ...chapter, avaliacoes: [1, 2, 3].map((codAvaliacao) => ({ codAvaliacao, numAvaliacao: 4 })) },
        meta,
      ),
    );
  }
  await store.append(learnerStream(student.id), learner, 'no_stream');

  const signIns: NewEvent[] = [];
  for (let d = 0; d < YEAR.days; d++)
    for (let s = 0; s < YEAR.signInsPerDay; s++)
      signIns.push(
        event<AccessEvent>(
          'LoginAttempted',
          {
            attemptId: randomUUID(),
            cstLogin: student.login,
            codBseUsuario: student.id,
            outcome: 'signedIn',
            nomSo: 'Android',
            txtVersaoSo: '14',
            nomNavegador: 'Chrome',
            txtVersaoNavegador: '131',
            ip: `10.9.${d % 250}.${s}`,
            at: day(d, 8 * 60 + s * 240).toISOString(),
          },
          meta,
        ),
      );
  await store.append(accessStream(student.login), signIns, 'any');

  const autor = { codBseUsuario: student.id, cstLogin: student.login, nomUsuario: student.name };
  await store.append(
    `chat-room-${2 * student.classId}`,
    Array.from({ length: YEAR.chats }, (_, i) =>
      event<ChatEvent>(
        'ChatMessageSent',
        {
          codChtMensagem: 50_000_000 + student.id * 1000 + i,
          codChtSala: 2 * student.classId,
          txtMensagem: `Mensagem ${i + 1} do ano`,
          autor,
          clientId: null,
        },
        meta,
      ),
    ),
    'any',
  );
  const topic = 50_000_000 + student.id;
  await store.append(
    `forum-topic-${topic}`,
    [
      event<ForumEvent>(
        'ForumTopicOpened',
        {
          codFrmTopico: topic,
          codFrmSala: 4,
          txtTopico: 'Dúvidas do ano',
          dscTopico: 'Um tópico da escola.',
          codBseEscola: student.schoolId,
          autor: { ...autor, codBsePerfil: 6 },
        },
        meta,
      ),
      ...Array.from({ length: YEAR.replies }, (_, i) =>
        event<ForumEvent>(
          'ForumPostPublished',
          {
            codFrmTopico: topic,
            codFrmPostagem: 50_000_000 + student.id * 100 + i,
            txtPostagem: `<p>Resposta ${i + 1}</p>`,
            autor: { ...autor, codBsePerfil: 6 },
          },
          meta,
        ),
      ),
    ],
    'no_stream',
  );
  for (let i = 0; i < 10; i++) {
    const codBseSuporte = 50_000_000 + student.id * 10 + i;
    await store.append(
      `support-${codBseSuporte}`,
      [
        event<SupportEvent>(
          'SupportRequested',
          {
            codBseSuporte,
            name: student.name,
            email: 'familia@escola.com.br',
            pagina: 'trilhas',
            desc: `Pedido ${i + 1}`,
            codBseUsuario: student.id,
            at: day(i * 20).toISOString(),
          },
          meta,
        ),
      ],
      'no_stream',
    );
  }

  // The teacher changes each grade three times; a Gestor or the Master looks at the record 30 times.
  const grades = (
    await sql<{ nota: number; atividade: number; questao: number; turma: number; valor: number }>`
      select cod_bse_nota as nota, cod_bse_atividade as atividade, cod_bse_questao as questao,
             cod_bse_turma as turma, valor_x2 / 2.0 as valor
      from grades where cod_bse_usuario = ${student.id}`.execute(db)
  ).rows;
  const grader = { codBseUsuario: student.teacherId, nomUsuario: 'Professor', codBsePerfil: 5 };
  for (const g of grades) {
    const changes = [g.valor, (g.valor + 1) % 10, (g.valor + 2) % 10, (g.valor + 3) % 10];
    await store.append(
      `grades-${g.atividade}-${student.id}`,
      changes.slice(1).map((depois, i) =>
        event<GradeEvent>(
          'GradeChanged',
          {
            codBseNota: g.nota,
            codBseAtividade: g.atividade,
            codBseQuestao: g.questao,
            codBseUsuario: student.id,
            codBseTurma: g.turma,
            antes: changes[i]!,
            depois,
            grader,
            motivo: 'Revisão',
          },
          { ...meta, actorId: student.teacherId, actorProfile: 5 },
        ),
      ),
      'any',
    );
  }
  await store.append(
    auditStream(student.viewerId),
    Array.from({ length: 30 }, () =>
      event<AuditEvent>(
        'AuditViewed',
        { codBseUsuario: student.viewerId, visao: 'historico', alvo: `usuario-${student.id}` },
        { ...meta, actorId: student.viewerId, actorProfile: 1 },
      ),
    ),
    'any',
  );
}

interface Student {
  id: number;
  login: string;
  name: string;
  classId: number;
  schoolId: number;
  teacherId: number;
  viewerId: number;
}

/**
 * The copy of one `seed:scale` student (issue 32, item 5) with a school year of its own activity
 * (`seedYear`), on its own kept database (`<database>_copy_<scale>`, `BENCH_COPY_SCALE`, 0.02 by
 * default: 2,000 students, 1,000,000 events and more), timed from the first read to the ZIP's last byte.
 */
export async function personalDataCopyFigures(base: Config, print: Print): Promise<void> {
  const factor = Number(process.env.BENCH_COPY_SCALE ?? '0.02');
  const suffix = `_copy_${String(factor).replace('.', '_')}`;
  const url = base.DATABASE_URL.replace(/\/([^/?]*)(\?|$)/, `/$1${suffix}$2`);
  const { app, db, store } = await scaleNetworkApp(base, url, factor, 'bench-copy', print);
  try {
    const [student] = (
      await sql<Student>`
        select d.cod_bse_usuario as id, d.cst_login as login, d.nom_usuario as name, d.turmas[1] as "classId",
               d.cod_bse_escola as "schoolId",
               (select t.cod_bse_usuario from user_directory t
                where t.cod_bse_perfil = 5 and d.turmas[1] = any(t.turmas) limit 1) as "teacherId",
               (select m.cod_bse_usuario from user_directory m where m.cst_login = 'DMMT-0001') as "viewerId"
        from user_directory d where d.nom_usuario = 'Aluno Escala 1'`.execute(db)
    ).rows;
    if (!student) throw new Error('The scale network has no student Aluno Escala 1');
    if ((await store.readStream(learnerStream(student.id), { maxCount: 1 })).length === 0) {
      await seedYear(db, store, student);
      await settle(app.get(CommandPipeline), store);
    }
    const counts = (
      await sql<Record<string, number>>`
        select (select count(*)::int from access_log where cod_bse_usuario = ${student.id}) as "sign-ins",
               (select count(*)::int from submission_answers where cod_bse_usuario = ${student.id}) as answers,
               (select count(*)::int from game_attempts where cod_bse_usuario = ${student.id}) as rounds,
               (select count(*)::int from chat_messages where cod_usuario_criacao = ${student.id}) as "chat messages",
               (select count(*)::int from forum_posts where cod_usuario_criacao = ${student.id}) as "forum replies",
               (select count(*)::int from projection_parked) as parked,
               (select count(*)::int from es_events) as events`.execute(db)
    ).rows[0]!;
    const { events, parked, ...own } = counts;
    const userEvents = (await store.readStream(userStream(student.id))).length;
    print(
      `personal data copy on the seed:scale ×${factor} network (${events!.toLocaleString('en')} events; ${parked} parked), ` +
        `one student with a school year: ${Object.entries(own)
          .map(([k, v]) => `${v!.toLocaleString('en')} ${k}`)
          .join(', ')}, ${userEvents} profile events (load average ${loadavg()[0]!.toFixed(1)})`,
    );
    const seconds: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const zip = await buildPersonalDataCopy({ db, store }, student.id, 'pt', async () => undefined);
      seconds.push((performance.now() - started) / 1000);
      bytes = zip.length;
    }
    const slowest = Math.max(...seconds);
    print(
      `personal data copy of one student: ${seconds.map((s) => `${s.toFixed(2)} s`).join(', ')} (3 runs), ZIP ${(bytes / 1024).toFixed(0)} kB ` +
        `(target ≤ ${COPY_TARGET_SECONDS} s: ${slowest <= COPY_TARGET_SECONDS ? 'met' : 'not met'})`,
    );
  } finally {
    await app.close();
  }
}
