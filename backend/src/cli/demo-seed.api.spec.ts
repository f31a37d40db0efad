import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolClass, UserClass } from '@school/modules/organization';
import { createTestApp, type TestApp } from '../../test/app.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';
import { seedDemo } from './demo-seed.js';

describe('npm run seed:demo', () => {
  let t: TestApp;
  let firstRun: string[];

  beforeAll(async () => {
    t = await createTestApp('demo_seed');
    firstRun = await seedDemo(t.app);
  });
  afterAll(() => t.close());

  it('creates the school, two units with addresses, their classes and every demo user', async () => {
    expect(firstRun.filter((l) => l.endsWith('created'))).toHaveLength(DEMO_USERS.length);
    const gestor = await t.signIn('DMMT-0002', DEMO_PASSWORD);
    const units = (await (await t.call('GET', '/api/bse_unidade', { token: gestor })).json()) as {
      nomUnidade: string;
      codBseEndereco: number | null;
    }[];
    expect(units.map((u) => u.nomUnidade)).toEqual(['Unidade Centro', 'Unidade Jardins']);
    for (const unit of units) {
      const address = await t.call('GET', `/api/bse_endereco/${unit.codBseEndereco}`, { token: gestor });
      expect(address.status).toBe(200);
    }
    const classes = (await (
      await t.call('GET', '/api/bse_turma', { token: gestor })
    ).json()) as SchoolClass[];
    expect(classes.map((c) => `${c.nomUnidade}: ${c.nomTurma}`).sort()).toEqual([
      'Unidade Centro: 6º ano A',
      'Unidade Centro: 7º ano A',
      'Unidade Jardins: 6º ano B',
      'Unidade Jardins: 8º ano B',
    ]);
  });

  it('signs every demo user in; teachers have several classes, students one', async () => {
    for (const user of DEMO_USERS) {
      const token = await t.signIn(user.cstLogin, DEMO_PASSWORD);
      const mine = (await (
        await t.call('GET', '/api/bse_usuario_turma/carregarMinhasTurmas/x', { token })
      ).json()) as UserClass[];
      expect([user.cstLogin, mine.map((c) => c.nomTurma).sort()]).toEqual([
        user.cstLogin,
        [...user.classes].sort(),
      ]);
    }
  });

  it('adds two trails with every content type and the ten games, active in 6º ano A and started', async () => {
    const master = await t.signIn('DMMT-0001', DEMO_PASSWORD);
    const get = async <T>(path: string, token = master) =>
      (await (await t.call('GET', path, { token })).json()) as T;
    const trails = await get<{ codTrlLivro: number; dscTitulo: string }[]>('/api/trl_livro');
    expect(trails.map((x) => x.dscTitulo)).toEqual(['Ciências da Natureza', 'Língua Portuguesa']);
    const chapters = await get<{ codTrlCapitulo: number }[]>(
      `/api/trl_capitulo/pegarCapitulosDoLivro/${trails[0]!.codTrlLivro}`,
    );
    type Editor = { aulas: { conteudos: { codTrlConteudo: number; codTrlTipoConteudo: number }[] }[] };
    const contents = [];
    for (const chapter of chapters)
      contents.push(
        ...(await get<Editor>(`/api/trl_aula/editorDoCapitulo/${chapter.codTrlCapitulo}`)).aulas.flatMap(
          (l) => l.conteudos,
        ),
      );
    expect([...new Set(contents.map((c) => c.codTrlTipoConteudo))].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const games = [];
    for (const c of contents.filter((x) => x.codTrlTipoConteudo === 3))
      games.push(
        (await get<{ codTrlJogo: number }>(`/api/trl_conteudo_jogo/loadInfoConteudoJogo/${c.codTrlConteudo}`))
          .codTrlJogo,
      );
    expect(games.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const student = await t.signIn('DMMT-0006', DEMO_PASSWORD);
    const [sixthA] = await get<UserClass[]>('/api/bse_usuario_turma/carregarMinhasTurmas/x', student);
    const playing = await get<{ dscTitulo: string; vistos: number[]; codTrlConteudoAtual: number | null }>(
      `/api/plataforma/turma/${sixthA!.codBseTurma}`,
      student,
    );
    expect(playing).toMatchObject({
      dscTitulo: 'Ciências da Natureza',
      codTrlConteudoAtual: expect.any(Number),
    });
    expect(playing.vistos).toHaveLength(3);
  });

  it('adds two activities open in 6º ano A, answered, graded, and one grade changed twice', async () => {
    const teacher = await t.signIn('DMMT-0005', DEMO_PASSWORD);
    const get = async <T>(path: string) =>
      (await (await t.call('GET', path, { token: teacher })).json()) as T;
    const [sixthA] = await get<UserClass[]>('/api/bse_usuario_turma/carregarMinhasTurmas/x');
    const activities = await get<
      { codBseAtividade: number; indAtivo: string; BseAtividade: { nomAtividade: string } }[]
    >(`/api/bse_atividade_turma/all/${sixthA!.codBseTurma}`);
    expect(activities.map((a) => [a.BseAtividade.nomAtividade, a.indAtivo])).toEqual([
      ['Avaliação: o corpo humano', 'S'],
      ['Avaliação: leitura', 'S'],
    ]);
    const rows = await get<{ nom_usuario: string; dat_resposta: string | null; soma_nota: number | null }[]>(
      `/api/bse_questao_resposta/${activities[0]!.codBseAtividade}?codTurma=${sixthA!.codBseTurma}`,
    );
    expect(
      rows
        .filter((r) => r.dat_resposta)
        .map((r) => r.soma_nota)
        .sort(),
    ).toEqual([18.5, 5]);
    const student = rows.find((r) => r.soma_nota === 18.5)!;
    const users = await get<{ codBseUsuario: number; nomUsuario: string }[]>(
      `/api/bse_turma/usuariosDaTurma/${sixthA!.codBseTurma}`,
    );
    const id = users.find((u) => u.nomUsuario === student.nom_usuario)!.codBseUsuario;
    const history = await get<{ tipo: string; motivo?: string | null }[]>(
      `/api/bse_nota/historico?codBseAtividade=${activities[0]!.codBseAtividade}&codBseUsuario=${id}`,
    );
    // The grades, the teacher's comment for the student, then two changes with their reasons.
    expect(history.map((h) => h.motivo ?? h.tipo)).toEqual([
      'Recurso do aluno',
      'Revisão da resposta',
      'COMENTARIO',
      'ATRIBUIDA',
      'ATRIBUIDA',
    ]);
    expect(firstRun.some((l) => l.startsWith('Demo assessments:'))).toBe(true);
  });

  it('publishes the demo news posts, newest first in /aprendizado', async () => {
    const token = await t.signIn('DMMT-0005', DEMO_PASSWORD);
    const posts = (await (await t.call('GET', '/api/bse_postagem', { token })).json()) as {
      dscPostagem: string;
    }[];
    expect(posts.map((p) => p.dscPostagem)).toEqual([
      'Dicas de leitura para as férias',
      'Reunião de pais e mestres',
      'Feira de ciências do 6º ano',
    ]);
    expect(firstRun).toContain('Demo news posts: 3 in /aprendizado, by DMMT-0001');
  });

  it('adds forum topics with replies: the school’s and the network’s', async () => {
    const token = await t.signIn('DMMT-0006', DEMO_PASSWORD);
    const get = async <T>(path: string) => (await (await t.call('GET', path, { token })).json()) as T;
    const [recess] = await get<{ codFrmTopico: number; txtTopico: string; quantidadeRespostas: number }[]>(
      '/api/frm_topico/topicosDaSala/4',
    );
    expect(recess).toMatchObject({ txtTopico: 'Horário do recreio', quantidadeRespostas: 3 });
    const replies = await get<{ txtPostagem: string; permitirExcluir: number }[]>(
      `/api/frm_postagem/postagensDoTopico/${recess!.codFrmTopico}`,
    );
    expect(replies.map((r) => [r.txtPostagem, r.permitirExcluir])).toEqual([
      ['Vale para todas as turmas da manhã?', 0],
      ['Sim, para todas.', 0],
      ['Obrigado pelo aviso!', 1],
    ]);
    expect(
      (await get<{ txtTopico: string }[]>('/api/frm_topico/topicosDaSala/1')).map((x) => x.txtTopico),
    ).toEqual(['Clube de leitura']);
  });

  it('adds a chat conversation in 6º ano A’s room', async () => {
    const token = await t.signIn('DMCE-0002', DEMO_PASSWORD);
    const rooms = (await (await t.call('GET', '/api/cht_usuario_sala/listarSalas/x', { token })).json()) as {
      nomSala: string;
      ultimaMensagem: { txtMensagem: string } | null;
    }[];
    expect(rooms.map((r) => [r.nomSala, r.ultimaMensagem?.txtMensagem])).toEqual([
      ['6º ano A', 'Obrigada, professor <3'],
    ]);
  });

  it('adds calendar events of several creators, each seen by its audience', async () => {
    const titles = async (login: string) => {
      const token = await t.signIn(login, DEMO_PASSWORD);
      const events = (await (await t.call('GET', '/api/cld_calendario', { token })).json()) as {
        dscTitulo: string;
      }[];
      return events.map((e) => e.dscTitulo);
    };
    expect(await titles('DMMT-0006')).toEqual([
      'Feriado da rede',
      'Festa da família',
      'Passeio ao museu',
      'Estudar para a prova',
    ]);
    expect(await titles('DMMT-0005')).toEqual([
      'Feriado da rede',
      'Festa da família',
      'Reunião pedagógica',
      'Passeio ao museu',
      'Corrigir provas',
    ]);
  });

  it('has a student who completed the science trail’s first chapter and rated it, for the progress and rating reports', async () => {
    const token = await t.signIn('DMMT-0001', DEMO_PASSWORD);
    const report = async <T>(route: string) =>
      (await (await t.call('POST', `/api/rel_relatorio/${route}`, { token, body: {} })).json()) as T[];
    const progress = await report<{ nom_aluno: string; nom_livro: string; nom_turma: string }>('filtrar');
    expect(progress.map((r) => [r.nom_aluno, r.nom_livro, r.nom_turma])).toEqual([
      ['Carla Dias', 'Ciências da Natureza', '6º ano A'],
    ]);
    const rating = await report<{ nom_aluno: string; cod_avaliacao: number; num_avaliacao: number }>(
      'filtrarAvaliacaoTrilha',
    );
    expect(rating.map((r) => [r.nom_aluno, r.cod_avaliacao, r.num_avaliacao])).toEqual([
      ['Carla Dias', 1, 5],
      ['Carla Dias', 2, 4],
      ['Carla Dias', 3, 5],
    ]);
  });

  it('appends nothing when run again', async () => {
    const head = await t.store.headPosition();
    const again = await seedDemo(t.app);
    expect(again.filter((l) => l.endsWith('already there'))).toHaveLength(DEMO_USERS.length);
    expect(await t.store.headPosition()).toBe(head);
  });
});
