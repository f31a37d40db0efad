import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ForumPost,
  ForumPostNotice,
  ForumRoomCard,
  ForumTopic,
  ForumTopicNotice,
} from '@school/modules/community';
import { closeTestApps, createTestAppPair, type TestApp } from '@school/backend/test/app';
import { callAs, json, refusal as error } from '@school/backend/test/api';
import { buildOrganization, type Organization } from '@school/backend/test/organization.fixture';
import { allDrained, drained, openSocket } from '@school/backend/test/sockets';

describe('forum API', () => {
  let t: TestApp;
  /** A second instance sharing the database and Redis: sockets there hear what `t` pushes. */
  let t2: TestApp;
  let u: Organization['users'];
  let schools: Organization['schools'];
  const sockets: Socket[] = [];

  const call = callAs(() => t);
  const topics = async (token: string, room = 4) =>
    json<ForumTopic[]>(await call('GET', `/api/frm_topico/topicosDaSala/${room}`, token));
  const posts = async (token: string, topic: number) =>
    json<ForumPost[]>(await call('GET', `/api/frm_postagem/postagensDoTopico/${topic}`, token));
  const newTopic = (token: string, codFrmSala: number, txtTopico: string, dscTopico: string) =>
    call('POST', '/api/frm_topico', token, { codFrmSala, txtTopico, dscTopico });
  const open = async (token: string, txtTopico: string, codFrmSala = 4) => {
    expect(await json(await newTopic(token, codFrmSala, txtTopico, `Sobre ${txtTopico}`))).toBe(1);
    return (await topics(token, codFrmSala)).find((x) => x.txtTopico === txtTopico)!.codFrmTopico;
  };
  const reply = async (token: string, codFrmTopico: number, txtPostagem: string) =>
    call('POST', '/api/frm_postagem', token, { codFrmTopico, txtPostagem });
  const socketOf = (token: string) => openSocket(t.url, token, sockets);

  beforeAll(async () => {
    [t, t2] = await createTestAppPair('forum');
    ({ users: u, schools } = await buildOrganization(t));
  });
  afterAll(() => closeTestApps(sockets, t2, t));

  const rooms = async (token: string) => json<ForumRoomCard[]>(await call('GET', '/api/frm_sala', token));

  it('has the four fixed rooms', async () => {
    expect(
      (await rooms(u.alunoA1.token)).map(({ codFrmSala, nomSala }) => ({ codFrmSala, nomSala })),
    ).toEqual([
      { codFrmSala: 1, nomSala: 'Português' },
      { codFrmSala: 2, nomSala: 'Matemática' },
      { codFrmSala: 3, nomSala: 'Artes' },
      { codFrmSala: 4, nomSala: 'Geral' },
    ]);
    expect((await call('GET', '/api/frm_sala/9', u.alunoA1.token)).status).toBe(404);
    expect(await error(await call('POST', '/api/frm_sala', u.master.token, { nomSala: 'Nova' }))).toEqual({
      status: 405,
      message: 'As salas do fórum são fixas.',
    });
  });

  it('lets profiles 1 to 5 open topics, everyone of the school reply, and counts the replies', async () => {
    const id = await open(u.diretorA1.token, 'Horário do recreio');
    for (const user of [u.alunoA1, u.assistente])
      expect((await newTopic(user.token, 4, 'Não', 'x')).status).toBe(403);
    expect(await json(await reply(u.alunoA1.token, id, 'Às 10h.'))).toBe(1);
    expect(await json(await reply(u.professorA1.token, id, 'Confirmo.'))).toBe(1);
    const list = await posts(u.alunoA1.token, id);
    expect(list.map((p) => [p.txtPostagem, p.cstLogin, p.permitirExcluir])).toEqual([
      ['Às 10h.', u.alunoA1.login, 1],
      ['Confirmo.', u.professorA1.login, 0],
    ]);
    const topic = (await topics(u.alunoA1.token)).find((x) => x.codFrmTopico === id)!;
    expect(topic).toMatchObject({
      quantidadeRespostas: 2,
      indFechado: 'N',
      permitirExcluir: 0,
      cstLogin: u.diretorA1.login,
    });
    expect((await topics(u.diretorA1.token)).find((x) => x.codFrmTopico === id)!.permitirExcluir).toBe(1);
  });

  it('lets a Professor and a Coordenador open topics in their school’s rooms, not in another school’s (decision 0075)', async () => {
    const room = (codBseEscola?: number) => ({
      codFrmSala: 1,
      txtTopico: 'Leitura',
      dscTopico: 'Livros',
      codBseEscola,
    });
    for (const user of [u.professorA1, u.coordenadorA1]) {
      expect(await json(await call('POST', '/api/frm_topico', user.token, room(schools.a)))).toBe(1);
      expect(await error(await call('POST', '/api/frm_topico', user.token, room(schools.b)))).toEqual({
        status: 404,
        message: 'Registro não encontrado.',
      });
    }
    const alfa = (await topics(u.alunoA1.token, 1)).filter((x) => x.txtTopico === 'Leitura');
    expect(alfa.map((x) => x.cstLogin)).toEqual([u.coordenadorA1.login, u.professorA1.login]);
    // The author changes and deletes its own topic; a Coordenador moderates no other.
    expect(alfa.map((x) => x.permitirExcluir)).toEqual([0, 0]);
    expect((await topics(u.alunoB1.token, 1)).some((x) => x.txtTopico === 'Leitura')).toBe(false);
    expect((await topics(u.professorB1.token, 1)).some((x) => x.txtTopico === 'Leitura')).toBe(false);
    // The Master names the school whose room it writes in; one that does not exist is 404.
    expect(await json(await call('POST', '/api/frm_topico', u.master.token, room(schools.b)))).toBe(1);
    expect((await topics(u.alunoB1.token, 1)).filter((x) => x.txtTopico === 'Leitura')).toHaveLength(1);
    expect((await topics(u.alunoA1.token, 1)).filter((x) => x.txtTopico === 'Leitura')).toHaveLength(2);
    expect((await call('POST', '/api/frm_topico', u.master.token, room(999_999))).status).toBe(404);
  });

  it('counts each room’s topics the caller reads and tells its latest topic or reply, and by whom', async () => {
    const before = (await rooms(u.alunoA1.token)).find((r) => r.codFrmSala === 2)!;
    expect(before).toEqual({
      codFrmSala: 2,
      nomSala: 'Matemática',
      quantidadeTopicos: 0,
      datUltimaAtividade: null,
      nomUsuarioUltimaAtividade: null,
    });
    const first = await open(u.professorB1.token, 'Frações', 2);
    await open(u.coordenadorB1.token, 'Olimpíada', 2);
    expect(await json(await reply(u.alunoB1.token, first, 'Não entendi a 3.'))).toBe(1);
    const math = (token: string) => rooms(token).then((list) => list.find((r) => r.codFrmSala === 2)!);
    const beta = await math(u.professorB1.token);
    expect(beta).toMatchObject({
      quantidadeTopicos: 2,
      nomUsuarioUltimaAtividade: `Usuário ${u.alunoB1.login}`,
    });
    const [reply1] = await posts(u.alunoB1.token, first);
    expect(beta.datUltimaAtividade).toBe(reply1!.datCriacao);
    expect(await json<ForumRoomCard>(await call('GET', '/api/frm_sala/2', u.alunoB1.token))).toEqual(beta);
    // Another school reads none of them; the Master reads every school's.
    expect(await math(u.alunoA1.token)).toEqual(before);
    expect((await math(u.master.token)).quantidadeTopicos).toBe(2);
  });

  it('refuses blank or over-long texts with the spec messages and stores nothing', async () => {
    const id = await open(u.gestorA.token, 'Regras');
    const before = await posts(u.gestorA.token, id);
    const fillAll = { status: 400, message: 'Por favor, preencha todos os campos' };
    expect(await error(await reply(u.alunoA1.token, id, '   '))).toEqual(fillAll);
    expect(await error(await reply(u.alunoA1.token, id, 'x'.repeat(256)))).toEqual({
      status: 400,
      message: 'A resposta pode ter no máximo 255 caracteres.',
    });
    expect(await error(await newTopic(u.gestorA.token, 4, '', 'x'))).toEqual(fillAll);
    expect(await error(await newTopic(u.gestorA.token, 4, 'x'.repeat(101), 'x'))).toEqual({
      status: 400,
      message: 'O título pode ter no máximo 100 caracteres.',
    });
    expect(await error(await newTopic(u.gestorA.token, 4, 'x', 'x'.repeat(241)))).toEqual({
      status: 400,
      message: 'A mensagem pode ter no máximo 240 caracteres.',
    });
    expect(await error(await newTopic(u.gestorA.token, 7, 'x', 'x'))).toEqual({
      status: 400,
      message: 'Sala não encontrada.',
    });
    expect(await posts(u.gestorA.token, id)).toEqual(before);
  });

  it('keeps a school’s forum to that school; the Master’s topics are the network’s', async () => {
    const alfa = await open(u.diretorA1.token, 'Só da Alfa');
    const network = await open(u.master.token, 'Da rede toda');
    const beta = (await topics(u.alunoB1.token)).map((x) => x.txtTopico);
    expect(beta).toContain('Da rede toda');
    expect(beta).not.toContain('Só da Alfa');
    expect((await call('GET', `/api/frm_topico/${alfa}`, u.professorB1.token)).status).toBe(404);
    expect((await call('GET', `/api/frm_postagem/postagensDoTopico/${alfa}`, u.alunoB1.token)).status).toBe(
      404,
    );
    expect((await reply(u.alunoB1.token, alfa, 'Entrei?')).status).toBe(404);
    expect(await json(await reply(u.alunoB1.token, network, 'Oi, rede!'))).toBe(1);
    expect((await topics(u.master.token)).map((x) => x.txtTopico)).toEqual(
      expect.arrayContaining(['Só da Alfa', 'Da rede toda']),
    );
  });

  it('lets the author or a moderator delete and close; others get 403; a closed topic takes no reply', async () => {
    const id = await open(u.diretorA1.token, 'Excursão');
    await reply(u.alunoA1.token, id, 'Eu vou.');
    await reply(u.alunoA1Spare3.token, id, 'Eu também.');
    const [mine, other] = await posts(u.alunoA1.token, id);
    const notAllowed = { status: 403, message: 'Só o autor ou a direção da escola pode fazer isso.' };
    expect(
      await error(await call('DELETE', `/api/frm_postagem/${other!.codFrmPostagem}`, u.alunoA1.token)),
    ).toEqual(notAllowed);
    expect(
      await error(await call('DELETE', `/api/frm_postagem/${mine!.codFrmPostagem}`, u.coordenadorA1.token)),
    ).toEqual(notAllowed);
    expect(
      (await call('DELETE', `/api/frm_postagem/${mine!.codFrmPostagem}`, u.diretorB1.token)).status,
    ).toBe(404);
    expect(
      await json(await call('DELETE', `/api/frm_postagem/${mine!.codFrmPostagem}`, u.alunoA1.token)),
    ).toBe(1);
    expect(
      await json(await call('DELETE', `/api/frm_postagem/${other!.codFrmPostagem}`, u.gestorA.token)),
    ).toBe(1);
    expect(await posts(u.alunoA1.token, id)).toEqual([]);

    const close = { txtTopico: 'Excursão', dscTopico: 'Encerrada', indFechado: 'S' };
    expect(await error(await call('PUT', `/api/frm_topico/${id}`, u.professorA1.token, close))).toEqual(
      notAllowed,
    );
    expect(await json(await call('PUT', `/api/frm_topico/${id}`, u.diretorA1.token, close))).toBe(1);
    expect(await error(await reply(u.alunoA1.token, id, 'Ainda dá?'))).toEqual({
      status: 400,
      message: 'Este tópico está fechado.',
    });
    expect((await call('GET', `/api/frm_topico/${id}`, u.alunoA1.token)).status).toBe(200);
    expect(await json(await call('DELETE', `/api/frm_topico/${id}`, u.master.token))).toBe(1);
    expect((await call('GET', `/api/frm_topico/${id}`, u.alunoA1.token)).status).toBe(404);
  });

  it('tells the topic’s readers of a new post live, and nobody of another school', async () => {
    const id = await open(u.diretorA1.token, 'Ao vivo');
    const reader = await socketOf(u.alunoA1.token);
    const outsider = await socketOf(u.alunoB1.token);
    const heard: ForumPostNotice[] = [];
    outsider.on('forum:post', (n: ForumPostNotice) => heard.push(n));
    const notice = new Promise<ForumPostNotice>((resolve) => reader.once('forum:post', resolve));
    await reply(u.professorA1.token, id, 'Chegou?');
    const got = await notice;
    expect(got.codFrmTopico).toBe(id);
    expect((await posts(u.alunoA1.token, id)).map((p) => p.codFrmPostagem)).toEqual([got.codFrmPostagem]);
    // Anything sent to the outsider's socket before now has arrived.
    await drained(t.app, u.alunoB1.id, outsider);
    expect(heard).toEqual([]);
  });

  it('tells a topic’s readers live, on every instance, that it was opened, changed, closed and deleted, and nobody else', async () => {
    const listening = [u.alunoA1, u.master, u.alunoB1, u.assistente] as const;
    const heard = new Map<number, ForumTopicNotice[]>();
    const listeners = await Promise.all(
      listening.map(async (user, i) => {
        // The school's student and the Master listen on the other instance.
        const socket = await openSocket(i < 2 ? t2.url : t.url, user.token, sockets);
        heard.set(user.id, []);
        socket.on('forum:topic', (n: ForumTopicNotice) => heard.get(user.id)!.push(n));
        return [user.id, socket] as const;
      }),
    );
    const noticesOf = async (user: { id: number }) => {
      await allDrained(t.app, listeners);
      return heard.get(user.id)!.map((n) => [n.codFrmTopico, n.codFrmSala, n.change]);
    };

    const id = await open(u.diretorA1.token, 'Festa junina', 3);
    const change = { txtTopico: 'Festa junina 2027', dscTopico: 'Nova data' };
    expect(await json(await call('PUT', `/api/frm_topico/${id}`, u.diretorA1.token, change))).toBe(1);
    const close = { ...change, indFechado: 'S' };
    expect(await json(await call('PUT', `/api/frm_topico/${id}`, u.diretorA1.token, close))).toBe(1);
    expect(await json(await call('DELETE', `/api/frm_topico/${id}`, u.diretorA1.token))).toBe(1);
    const lifecycle = [
      [id, 3, 'opened'],
      [id, 3, 'changed'],
      [id, 3, 'closed'],
      [id, 3, 'deleted'],
    ];
    expect(await noticesOf(u.alunoA1)).toEqual(lifecycle);
    expect(await noticesOf(u.master)).toEqual(lifecycle);
    // Another school's student and the assistant (no forum) hear nothing of school A's topic.
    expect(await noticesOf(u.alunoB1)).toEqual([]);
    expect(await noticesOf(u.assistente)).toEqual([]);
    // A refused change tells nobody: the student may not close the director's topic.
    const other = await open(u.diretorA1.token, 'Só leitura', 3);
    expect((await call('PUT', `/api/frm_topico/${other}`, u.alunoA1.token, close)).status).toBe(403);
    expect(await noticesOf(u.alunoA1)).toEqual([...lifecycle, [other, 3, 'opened']]);

    // The Master's topic is the whole network's: both schools hear it, the assistant does not.
    const network = await open(u.master.token, 'Para todas as escolas', 1);
    expect((await noticesOf(u.alunoB1)).at(-1)).toEqual([network, 1, 'opened']);
    expect((await noticesOf(u.alunoA1)).at(-1)).toEqual([network, 1, 'opened']);
    expect(await noticesOf(u.assistente)).toEqual([]);
  });

  it('keeps texts as typed: markup in a reply is text', async () => {
    const id = await open(u.gestorA.token, 'Marcação');
    await reply(u.alunoA1.token, id, '<img src=x onerror=alert(1)>');
    expect((await posts(u.alunoA1.token, id))[0]!.txtPostagem).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses the assistant and anonymous callers', async () => {
    expect((await call('GET', '/api/frm_sala', u.assistente.token)).status).toBe(403);
    expect((await t.call('GET', '/api/frm_topico/topicosDaSala/4')).status).toBe(401);
  });
});
