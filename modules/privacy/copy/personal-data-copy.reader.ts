import { strToU8, zipSync } from 'fflate';
import { sql } from 'kysely';
import { gradesStream, isGradeEvent } from '@school/modules/assessment';
import { userStream } from '@school/modules/identity';
import { type EventStore, type Language, Profile, readStreamOf } from '@school/modules/kernel';
import { auditStream, isAuditEvent } from '@school/modules/reporting';
import type { Db } from '@school/projections/kernel';
import { personalDataCopyPage } from './personal-data-copy.views.js';

/** What the copy reads: the read models, and the person's own streams where they hold more. */
export interface PersonalDataCopyDeps {
  db: Db;
  store: EventStore;
}

/** One kind of the copy: its JSON file's name and what it holds (an object for the profile, else a list). */
export interface CopyPart {
  kind: CopyKind;
  data: unknown;
}

/** The kinds of the copy, in the order the ZIP and the page list them (docs/privacy.md describes each file). */
export const COPY_KINDS = [
  'profile',
  'sign-ins',
  'class-memberships',
  'answers',
  'grades',
  'game-rounds',
  'contents-seen',
  'chapters-completed',
  'ratings',
  'posts',
  'forum-topics',
  'forum-replies',
  'chat-messages',
  'support-requests',
  'calendar-events',
  'record-views',
] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

/** The legacy access log's HTTP status of each sign-in outcome (docs/events.md, `access_log`). */
const OUTCOME_OF_STATUS: Record<number, string> = {
  202: 'signedIn',
  401: 'wrongPassword',
  410: 'deactivated',
  400: 'noWebPermission',
  429: 'locked',
};

/** Keys whose values never leave the server, at any depth (a password's hash). */
const SECRET = /hash|password|senha|secret|token/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET.test(key))
        .map(([key, v]) => [key, withoutSecrets(v)]),
    );
  return value;
}

const rows = async <Row>(db: Db, query: ReturnType<typeof sql<Row>>): Promise<Row[]> =>
  (await query.execute(db)).rows;

/** The copy's readers, one per kind, each of one person. */
type Readers = Record<CopyKind, (deps: PersonalDataCopyDeps, id: number) => Promise<unknown>>;

const READERS: Readers = {
  async profile({ db, store }, id) {
    const [user] = await rows<Record<string, unknown>>(
      db,
      sql`
        select d.cod_bse_usuario as "codBseUsuario", d.cst_login as "cstLogin", d.nom_usuario as "nomUsuario",
               d.cod_bse_perfil as "codBsePerfil", d.cod_bse_escola as "codBseEscola", s.nom_escola as "nomEscola",
               d.cod_bse_unidade as "codBseUnidade", u.nom_unidade as "nomUnidade", d.img_avatar as "imgAvatar",
               d.active as "ativo", d.created_at as "criadoEm"
        from user_directory d
        left join school_list s on s.cod_bse_escola = d.cod_bse_escola
        left join unit_list u on u.cod_bse_unidade = d.cod_bse_unidade
        where d.cod_bse_usuario = ${id}`,
    );
    // The user's own stream: every change of the record, who made it and when (no password hash).
    const history = (await store.readStream(userStream(id))).map((event) => ({
      tipo: event.type,
      quando: event.createdAt.toISOString(),
      codUsuarioAutor: typeof event.metadata?.actorId === 'number' ? event.metadata.actorId : null,
      dados: withoutSecrets(event.data),
    }));
    return { ...(user ?? { codBseUsuario: id, removido: true }), historico: history };
  },

  async 'sign-ins'({ db }, id) {
    const attempts = await rows<{ httpStatus: number } & Record<string, unknown>>(
      db,
      sql`
        select dth_acesso as "dthAcesso", cst_login as "cstLogin", ind_sucesso as "indSucesso",
               txt_observacao as "txtObservacao", http_status as "httpStatus", ip, nom_so as "nomSo",
               txt_versao_so as "txtVersaoSo", nom_navegador as "nomNavegador",
               txt_versao_navegador as "txtVersaoNavegador"
        from access_log where cod_bse_usuario = ${id} order by position`,
    );
    return attempts.map((a) => ({ ...a, resultado: OUTCOME_OF_STATUS[a.httpStatus] ?? null }));
  },

  async 'class-memberships'({ db }, id) {
    return rows(
      db,
      sql`
        select m.cod_bse_turma as "codBseTurma", c.nom_turma as "nomTurma", c.cod_bse_unidade as "codBseUnidade",
               u.nom_unidade as "nomUnidade", c.cod_bse_escola as "codBseEscola", s.nom_escola as "nomEscola",
               (cur.cod_bse_turma is not null) as "turmaAtual"
        from class_members m
        left join class_list c on c.cod_bse_turma = m.cod_bse_turma
        left join unit_list u on u.cod_bse_unidade = c.cod_bse_unidade
        left join school_list s on s.cod_bse_escola = c.cod_bse_escola
        left join class_current cur on cur.cod_bse_usuario = m.cod_bse_usuario and cur.cod_bse_turma = m.cod_bse_turma
        where m.cod_bse_usuario = ${id}
        order by m.cod_bse_turma`,
    );
  },

  async answers({ db }, id) {
    return rows(
      db,
      sql`
        select a.cod_bse_questao_resposta as "codBseQuestaoResposta", a.cod_bse_atividade as "codBseAtividade",
               act.nom_atividade as "nomAtividade", a.cod_bse_turma as "codBseTurma", c.nom_turma as "nomTurma",
               a.cod_bse_questao as "codBseQuestao", q.titulo as "titulo", a.res_resposta as "resResposta",
               s.dat_resposta as "datResposta"
        from submission_answers a
        left join submissions s on s.cod_bse_atividade = a.cod_bse_atividade and s.cod_bse_turma = a.cod_bse_turma
                               and s.cod_bse_usuario = a.cod_bse_usuario
        left join activities act on act.cod_bse_atividade = a.cod_bse_atividade
        left join activity_questions q on q.cod_bse_questao = a.cod_bse_questao
        left join class_list c on c.cod_bse_turma = a.cod_bse_turma
        where a.cod_bse_usuario = ${id}
        order by s.dat_resposta, a.cod_bse_questao_resposta`,
    );
  },

  async grades({ db, store }, id) {
    // The read model keeps each grade's last value; its history is the grade streams' (never rewritten).
    const activities = await rows<{ id: number; nome: string | null }>(
      db,
      sql`
        select g.cod_bse_atividade as id, act.nom_atividade as nome
        from (select distinct cod_bse_atividade from grades where cod_bse_usuario = ${id}) g
        left join activities act on act.cod_bse_atividade = g.cod_bse_atividade
        order by g.cod_bse_atividade`,
    );
    const titles = new Map(
      (
        await rows<{ id: number; titulo: string }>(
          db,
          sql`
            select q.cod_bse_questao as id, q.titulo from activity_questions q
            where q.cod_bse_atividade in (select distinct cod_bse_atividade from grades where cod_bse_usuario = ${id})`,
        )
      ).map((q) => [q.id, q.titulo]),
    );
    const grades = [];
    for (const activity of activities) {
      const byGrade = new Map<number, Record<string, unknown> & { historico: unknown[] }>();
      for (const event of await readStreamOf(store, gradesStream(activity.id, id), isGradeEvent)) {
        // The teacher's comments are the teacher's written text (decision 0072), not in the student's copy.
        if (event.type === 'GradeCommented') continue;
        const d = event.data;
        const grade = byGrade.get(d.codBseNota) ?? {
          codBseNota: d.codBseNota,
          codBseAtividade: d.codBseAtividade,
          nomAtividade: activity.nome,
          codBseQuestao: d.codBseQuestao,
          titulo: titles.get(d.codBseQuestao) ?? null,
          codBseTurma: d.codBseTurma,
          valor: null,
          datNota: null,
          historico: [],
        };
        const valor = event.type === 'GradeAssigned' ? event.data.valor : event.data.depois;
        grade.valor = valor;
        grade.datNota = event.createdAt.toISOString();
        grade.historico.push({
          tipo: event.type,
          quando: event.createdAt.toISOString(),
          antes: event.type === 'GradeChanged' ? event.data.antes : null,
          depois: valor,
          avaliador: d.grader,
          motivo: d.motivo,
        });
        byGrade.set(d.codBseNota, grade);
      }
      grades.push(...byGrade.values());
    }
    return grades;
  },

  async 'game-rounds'({ db }, id) {
    const rounds = await rows<{ answers: string } & Record<string, unknown>>(
      db,
      sql`
        select a.attempt_id as "codTentativa", a.at as "quando", a.cod_bse_turma as "codBseTurma",
               a.cod_trl_livro as "codTrlLivro", t.dsc_titulo as "dscTituloLivro",
               a.cod_trl_capitulo as "codTrlCapitulo", ch.dsc_titulo as "dscTituloCapitulo",
               a.cod_trl_conteudo as "codTrlConteudo", a.cod_trl_jogo as "codTrlJogo", g.nom_jogo as "nomJogo",
               a.won as "venceu", a.score as "pontos", a.duration_ms as "duracaoMs", a.answers
        from game_attempts a
        left join trail_list t on t.cod_trl_livro = a.cod_trl_livro
        left join chapter_list ch on ch.cod_trl_capitulo = a.cod_trl_capitulo
        left join catalogue_games g on g.cod_trl_jogo = a.cod_trl_jogo
        where a.cod_bse_usuario = ${id}
        order by a.at, a.attempt_id`,
    );
    return rounds.map(({ answers, ...round }) => ({ ...round, respostas: JSON.parse(answers) as unknown }));
  },

  async 'contents-seen'({ db }, id) {
    return rows(
      db,
      sql`
        select v.first_at as "vistoEm", v.cod_bse_turma as "codBseTurma", v.cod_trl_livro as "codTrlLivro",
               t.dsc_titulo as "dscTituloLivro", v.cod_trl_capitulo as "codTrlCapitulo",
               ch.dsc_titulo as "dscTituloCapitulo", c.cod_trl_aula as "codTrlAula", l.dsc_titulo as "dscTituloAula",
               v.cod_trl_conteudo as "codTrlConteudo", c.cod_trl_tipo_conteudo as "codTrlTipoConteudo",
               ty.nom_tipo as "nomTipo"
        from learner_views v
        left join trail_list t on t.cod_trl_livro = v.cod_trl_livro
        left join chapter_list ch on ch.cod_trl_capitulo = v.cod_trl_capitulo
        left join content_list c on c.cod_trl_conteudo = v.cod_trl_conteudo
        left join lesson_list l on l.cod_trl_aula = c.cod_trl_aula
        left join catalogue_content_types ty on ty.cod_trl_tipo_conteudo = c.cod_trl_tipo_conteudo
        where v.cod_bse_usuario = ${id}
        order by v.first_at, v.cod_trl_conteudo`,
    );
  },

  async 'chapters-completed'({ db }, id) {
    return rows(
      db,
      sql`
        select k.completed_at as "concluidoEm", k.cod_bse_turma as "codBseTurma", k.cod_trl_livro as "codTrlLivro",
               t.dsc_titulo as "dscTituloLivro", k.cod_trl_capitulo as "codTrlCapitulo",
               ch.dsc_titulo as "dscTituloCapitulo"
        from learner_chapters k
        left join trail_list t on t.cod_trl_livro = k.cod_trl_livro
        left join chapter_list ch on ch.cod_trl_capitulo = k.cod_trl_capitulo
        where k.cod_bse_usuario = ${id}
        order by k.completed_at, k.cod_trl_capitulo`,
    );
  },

  async ratings({ db }, id) {
    return rows(
      db,
      sql`
        select r.at as "quando", r.cod_bse_turma as "codBseTurma", r.cod_trl_livro as "codTrlLivro",
               t.dsc_titulo as "dscTituloLivro", r.cod_trl_capitulo as "codTrlCapitulo",
               ch.dsc_titulo as "dscTituloCapitulo", r.cod_avaliacao as "codAvaliacao",
               r.num_avaliacao as "numAvaliacao"
        from chapter_ratings r
        left join trail_list t on t.cod_trl_livro = r.cod_trl_livro
        left join chapter_list ch on ch.cod_trl_capitulo = r.cod_trl_capitulo
        where r.cod_bse_usuario = ${id}
        order by r.at, r.cod_trl_capitulo, r.cod_avaliacao`,
    );
  },

  async posts({ db }, id) {
    return rows(
      db,
      sql`
        select cod_bse_postagem as "codBsePostagem", dat_criacao as "datCriacao", ctg_postagem as "ctgPostagem",
               dsc_postagem as "dscPostagem", txt_postagem as "txtPostagem"
        from post_list where cod_usuario_criacao = ${id} order by dat_criacao, cod_bse_postagem`,
    );
  },

  async 'forum-topics'({ db }, id) {
    return rows(
      db,
      sql`
        select cod_frm_topico as "codFrmTopico", cod_frm_sala as "codFrmSala", dat_criacao as "datCriacao",
               txt_topico as "txtTopico", dsc_topico as "dscTopico", ind_fechado as "indFechado"
        from forum_topics where cod_usuario_criacao = ${id} order by dat_criacao, cod_frm_topico`,
    );
  },

  async 'forum-replies'({ db }, id) {
    // Only the person's own replies; of the topic, only its title (the rest is its author's).
    return rows(
      db,
      sql`
        select p.cod_frm_postagem as "codFrmPostagem", p.cod_frm_topico as "codFrmTopico",
               t.txt_topico as "txtTopico", p.dat_criacao as "datCriacao", p.txt_postagem as "txtPostagem"
        from forum_posts p left join forum_topics t on t.cod_frm_topico = p.cod_frm_topico
        where p.cod_usuario_criacao = ${id} order by p.dat_criacao, p.cod_frm_postagem`,
    );
  },

  async 'chat-messages'({ db }, id) {
    // A room is a class's (even id, 2 × class) or a unit's staff room (odd, 2 × unit + 1): its name is theirs.
    return rows(
      db,
      sql`
        select m.cod_cht_mensagem as "codChtMensagem", m.cod_cht_sala as "codChtSala",
               coalesce(c.nom_turma, u.nom_unidade) as "nomSala", m.dat_criacao as "datCriacao",
               m.txt_mensagem as "txtMensagem"
        from chat_messages m
        left join class_list c on m.cod_cht_sala % 2 = 0 and c.cod_bse_turma = m.cod_cht_sala / 2
        left join unit_list u on m.cod_cht_sala % 2 = 1 and u.cod_bse_unidade = (m.cod_cht_sala - 1) / 2
        where m.cod_usuario_criacao = ${id} order by m.dat_criacao, m.cod_cht_mensagem`,
    );
  },

  async 'support-requests'({ db }, id) {
    return rows(
      db,
      sql`
        select cod_bse_suporte as "codBseSuporte", created_at as "datCriacao", name as "nome", email,
               pagina, descricao
        from support_desk where cod_bse_usuario = ${id} order by created_at, cod_bse_suporte`,
    );
  },

  async 'calendar-events'({ db }, id) {
    return rows(
      db,
      sql`
        select cod_cld_calendario as "codCldCalendario", dat_evento as "datEvento", dsc_titulo as "dscTitulo",
               hex_cor_evento as "hexCorEvento", ind_privado as "indPrivado", perfis
        from calendar_events where cod_usuario_criacao = ${id} order by dat_evento, cod_cld_calendario`,
    );
  },

  async 'record-views'({ db, store }, id) {
    // Who may open the audit console (the Master, a Gestor, a Diretor) and could reach this person:
    // each viewer's views are facts on its own stream, `audit-<viewer>`.
    const [person] = await rows<{ login: string; escola: number | null }>(
      db,
      sql`select cst_login as login, cod_bse_escola as escola from user_directory where cod_bse_usuario = ${id}`,
    );
    const viewers = await rows<{ id: number; nome: string; perfil: number }>(
      db,
      sql`
        select cod_bse_usuario as id, nom_usuario as nome, cod_bse_perfil as perfil from user_directory
        where cod_bse_perfil in (${Profile.Master}, ${Profile.Gestor}, ${Profile.Diretor})
          and (cod_bse_perfil = ${Profile.Master} or cod_bse_escola = ${person?.escola ?? -1})
        order by cod_bse_usuario`,
    );
    const login = person?.login.toUpperCase();
    const views = [];
    for (const viewer of viewers) {
      for (const event of await readStreamOf(store, auditStream(viewer.id), isAuditEvent)) {
        const { visao, alvo } = event.data;
        if (!(alvo === `usuario-${id}` || (login && visao.startsWith('acessos') && namesLogin(alvo, login))))
          continue;
        views.push({
          quando: event.createdAt.toISOString(),
          quem: { codBseUsuario: viewer.id, nomUsuario: viewer.nome, codBsePerfil: viewer.perfil },
          visao,
          alvo,
        });
      }
    }
    return views.sort((a, b) => (a.quando < b.quando ? -1 : a.quando > b.quando ? 1 : 0));
  },
};

/** An access-log view's filter (JSON) whose login, when given, is a beginning of the person's login. */
function namesLogin(alvo: string, login: string): boolean {
  try {
    const filter = JSON.parse(alvo) as { login?: unknown };
    return (
      typeof filter.login === 'string' && filter.login !== '' && login.startsWith(filter.login.toUpperCase())
    );
  } catch {
    return false;
  }
}

/** Every kind of one person's data, read in turn, `progress` told the fraction done after each. */
export async function readPersonalData(
  deps: PersonalDataCopyDeps,
  codBseUsuario: number,
  progress: (fraction: number) => Promise<void>,
): Promise<CopyPart[]> {
  const parts: CopyPart[] = [];
  for (const [i, kind] of COPY_KINDS.entries()) {
    parts.push({ kind, data: await READERS[kind](deps, codBseUsuario) });
    // The last step, the ZIP itself, is the caller's 1.
    await progress((i + 1) / (COPY_KINDS.length + 1));
  }
  return parts;
}

/**
 * One person's full copy (LGPD Art. 18 II and V; issue 32, item 5): a ZIP of one JSON file per
 * kind (docs/privacy.md, "The copy of a person's data") and index.html, the same data to read in
 * `language`. Only this person's data: in the forum and the chat its own messages (of a topic it
 * replied to, the title alone).
 */
export async function buildPersonalDataCopy(
  deps: PersonalDataCopyDeps,
  codBseUsuario: number,
  language: Language,
  progress: (fraction: number) => Promise<void>,
): Promise<Uint8Array> {
  const parts = await readPersonalData(deps, codBseUsuario, progress);
  const files: Record<string, Uint8Array> = {};
  for (const part of parts) files[`${part.kind}.json`] = strToU8(JSON.stringify(part.data, null, 2));
  files['index.html'] = strToU8(personalDataCopyPage(parts, language, new Date()));
  const zip = zipSync(files, { level: 6, mtime: new Date() });
  await progress(1);
  return zip;
}
