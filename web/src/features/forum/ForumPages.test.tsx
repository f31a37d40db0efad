import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForumPost, ForumTopic } from '@school/modules/community/contracts';
import { sessionStore } from '../../shared/session';
import { jsonResponse, renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { ForumIndexRedirect, ForumPostsPage, ForumRoomsPage, ForumTopicsPage } from './ForumPages';

/** The user's socket, as the pages see it: handlers by event, and a way to push one. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload?: unknown) => void>>();
  return {
    handlers,
    on(event: string, handler: (payload?: unknown) => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
    },
    off(event: string, handler: (payload?: unknown) => void) {
      handlers.get(event)?.delete(handler);
    },
    push(event: string, payload?: unknown) {
      handlers.get(event)?.forEach((handler) => handler(payload));
    },
  };
});
vi.mock('../../shared/realtime', async () => ({
  ...(await vi.importActual('../../shared/realtime/listen')),
  userSocket: () => socket,
}));

const topic = (codFrmTopico: number, change: Partial<ForumTopic> = {}): ForumTopic => ({
  codFrmTopico,
  codFrmSala: 1,
  txtTopico: `Tópico ${codFrmTopico}`,
  dscTopico: `Mensagem ${codFrmTopico}`,
  codUsuarioCriacao: 20,
  datCriacao: '2026-05-10T14:30:00',
  nomUsuario: 'Maria Souza',
  cstLogin: 'DMMT-0005',
  imgAvatar: null,
  quantidadeRespostas: 0,
  permitirExcluir: 0,
  indFechado: 'N',
  ...change,
});
const post = (codFrmPostagem: number, change: Partial<ForumPost> = {}): ForumPost => ({
  codFrmPostagem,
  codFrmTopico: 11,
  txtPostagem: `Resposta ${codFrmPostagem}`,
  datCriacao: '2026-05-11T09:05:00',
  codUsuarioCriacao: 30,
  nomUsuario: 'João Lima',
  cstLogin: 'DMMT-0006',
  imgAvatar: null,
  permitirExcluir: 0,
  ...change,
});

const ROOMS = [
  { codFrmSala: 1, nomSala: 'Português' },
  { codFrmSala: 2, nomSala: 'Matemática' },
  { codFrmSala: 3, nomSala: 'Artes' },
  { codFrmSala: 4, nomSala: 'Geral' },
];
let topics: Record<number, ForumTopic>;
let posts: ForumPost[];
let sent: { method: string; url: string; body: unknown }[];
/** A write answered with an error instead of 1. */
let refuse: { status: number; body: unknown } | null;

beforeEach(() => {
  notifications.clean();
  sent = [];
  refuse = null;
  topics = {
    11: topic(11, {
      txtTopico: 'Dúvida de crase',
      dscTopico: 'Quando usar a crase?',
      quantidadeRespostas: 2,
      permitirExcluir: 1,
    }),
    10: topic(10, {
      txtTopico: 'Regras da sala',
      nomUsuario: 'Carlos Dias',
      imgAvatar: 'https://cdn.example/carlos.png',
      indFechado: 'S',
    }),
  };
  posts = [
    post(101, { txtPostagem: '<b>oi</b>' }),
    post(102, { txtPostagem: 'Obrigada!', nomUsuario: 'Maria Souza', permitirExcluir: 1 }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method && init.method !== 'GET') {
        sent.push({ method: init.method, url, body: init.body ? JSON.parse(String(init.body)) : null });
        return refuse ? jsonResponse(refuse.status, refuse.body) : jsonResponse(200, 1);
      }
      if (url === '/api/frm_sala') return jsonResponse(200, ROOMS);
      if (url === '/api/frm_topico/topicosDaSala/1') return jsonResponse(200, [topics[11], topics[10]]);
      const one = /^\/api\/frm_topico\/(\d+)$/.exec(url);
      if (one && topics[Number(one[1])]) return jsonResponse(200, topics[Number(one[1])]);
      if (url === '/api/frm_postagem/postagensDoTopico/11') return jsonResponse(200, posts);
      if (url === '/api/frm_postagem/postagensDoTopico/10') return jsonResponse(200, []);
      return jsonResponse(404, { message: 'Não encontrado.' });
    }),
  );
});
afterEach(() => sessionStore.end('logout'));

const routes = [
  { path: '/forum', element: <ForumIndexRedirect /> },
  { path: '/forum/salas', element: <ForumRoomsPage /> },
  { path: '/forum/topicos/:id', element: <ForumTopicsPage /> },
  { path: '/forum/publicar/:id', element: <ForumPostsPage /> },
];

/** SaveButton ignores clicks for 2 s after one. */
const unlocked = (name: string) =>
  waitFor(() => expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled', 'true'), {
    timeout: 3_000,
  });

describe('forum rooms', () => {
  it('sends /forum to the rooms and links each room to its topics', async () => {
    signInWithClass(6);
    const { router } = renderRoutes(routes, '/forum');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum/salas'));
    expect(screen.getByRole('heading', { level: 2, name: 'Salas do fórum' })).toBeInTheDocument();
    for (const room of ROOMS)
      expect(await screen.findByRole('link', { name: room.nomSala })).toHaveAttribute(
        'href',
        `/forum/topicos/${room.codFrmSala}`,
      );
  });
});

describe('forum topics', () => {
  it('lists the room’s topics for the Professor, without the new-topic form', async () => {
    signInWithClass(5);
    renderRoutes(routes, '/forum/topicos/1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Português' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Dúvida de crase' });
    expect(within(first).getByRole('link', { name: 'Dúvida de crase' })).toHaveAttribute(
      'href',
      '/forum/publicar/11',
    );
    expect(within(first).getByText('Quando usar a crase?')).toBeInTheDocument();
    expect(within(first).getByText('Maria Souza')).toBeInTheDocument();
    expect(within(first).getByText('MS')).toBeInTheDocument();
    expect(within(first).getByText('10/05/2026 14:30')).toBeInTheDocument();
    expect(within(first).getByText('Respostas: 2')).toBeInTheDocument();
    expect(within(first).queryByText('Fechado')).toBeNull();
    const closed = screen.getByRole('article', { name: 'Regras da sala' });
    expect(within(closed).getByText('Fechado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às salas' })).toHaveAttribute('href', '/forum/salas');

    // Deleting is offered only where the server says so.
    expect(within(first).getByRole('button', { name: 'Apagar tópico Dúvida de crase' })).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: /^Apagar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Novo tópico' })).toBeNull();
  });

  it('refuses a blank topic, then publishes the exact body', async () => {
    signInWithClass(2);
    renderRoutes(routes, '/forum/topicos/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Novo tópico' }));
    const form = screen.getByRole('form', { name: 'Novo tópico' });
    await user.click(within(form).getByRole('button', { name: 'Publicar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos');
    expect(sent).toEqual([]);

    const title = within(form).getByRole('textbox', { name: /^Título/ });
    const message = within(form).getByRole('textbox', { name: /^Mensagem/ });
    expect(title).toHaveAttribute('maxlength', '100');
    expect(message).toHaveAttribute('maxlength', '240');
    expect(message).toHaveAttribute('rows', '3');
    await user.type(title, 'Acentuação');
    expect(within(form).getByText('10/100 caracteres')).toBeInTheDocument();
    await user.type(message, 'Alguém explica o acento grave?');
    expect(within(form).queryByRole('alert')).toBeNull();
    await unlocked('Publicar');
    await user.click(within(form).getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          url: '/api/frm_topico',
          body: { codFrmSala: 1, txtTopico: 'Acentuação', dscTopico: 'Alguém explica o acento grave?' },
        },
      ]),
    );
    expect(await screen.findByText('Publicado!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Novo tópico' })).toBeNull());
  });

  it('shows the server’s refusal of a new topic titled "Erro ao publicar"', async () => {
    signInWithClass(1, 1);
    refuse = { status: 403, body: { message: 'Só o autor ou a direção da escola pode fazer isso.' } };
    renderRoutes(routes, '/forum/topicos/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Novo tópico' }));
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Aviso');
    await user.type(screen.getByRole('textbox', { name: /^Mensagem/ }), 'Texto');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Erro ao publicar')).toBeInTheDocument();
    expect(screen.getByText('Só o autor ou a direção da escola pode fazer isso.')).toBeInTheDocument();
  });

  it('deletes a topic after the question', async () => {
    signInWithClass(3);
    renderRoutes(routes, '/forum/topicos/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apagar tópico Dúvida de crase' }));
    expect(await screen.findByText('Deseja apagar?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', url: '/api/frm_topico/11', body: null }]));
    expect(await screen.findByText('Apagado.')).toBeInTheDocument();
  });

  it('titles a refused delete "Erro ao apagar"', async () => {
    signInWithClass(3);
    refuse = { status: 403, body: { message: 'Só o autor ou a direção da escola pode fazer isso.' } };
    renderRoutes(routes, '/forum/topicos/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apagar tópico Dúvida de crase' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Erro ao apagar')).toBeInTheDocument();
  });
});

describe('forum posts', () => {
  it('shows the topic and its replies as plain text, deletable only where allowed', async () => {
    signInWithClass(6);
    const { container } = renderRoutes(routes, '/forum/publicar/11');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dúvida de crase' })).toBeInTheDocument();
    expect(screen.getByText('Quando usar a crase?')).toBeInTheDocument();
    expect(await screen.findByText('<b>oi</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getAllByText('11/05/2026 09:05')).toHaveLength(2);
    const replies = screen.getAllByRole('article').slice(1);
    expect(replies.map((r) => r.textContent)).toEqual([
      expect.stringContaining('<b>oi</b>'),
      expect.stringContaining('Obrigada!'),
    ]);
    expect(screen.getByRole('button', { name: 'Apagar resposta de Maria Souza' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apagar resposta de João Lima' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar aos tópicos' })).toHaveAttribute(
      'href',
      '/forum/topicos/1',
    );
  });

  it('refuses a blank reply, then sends the topic and the text', async () => {
    signInWithClass(6);
    renderRoutes(routes, '/forum/publicar/11');
    const user = userEvent.setup();
    const reply = await screen.findByRole('textbox', { name: /^Sua resposta/ });
    expect(reply).toHaveAttribute('maxlength', '255');
    expect(reply).toHaveAttribute('rows', '3');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos');
    expect(sent).toEqual([]);
    await user.type(reply, 'Antes de palavras femininas.');
    expect(screen.getByText('28/255 caracteres')).toBeInTheDocument();
    await unlocked('Publicar');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          url: '/api/frm_postagem',
          body: { codFrmTopico: 11, txtPostagem: 'Antes de palavras femininas.' },
        },
      ]),
    );
    await waitFor(() => expect(reply).toHaveValue(''));
  });

  it('shows a refused reply titled "Erro ao publicar"', async () => {
    signInWithClass(6);
    refuse = { status: 400, body: { message: 'Este tópico está fechado.' } };
    renderRoutes(routes, '/forum/publicar/11');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Sua resposta/ }), 'Oi');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Erro ao publicar')).toBeInTheDocument();
    expect(screen.getByText('Este tópico está fechado.')).toBeInTheDocument();
  });

  it('hides the reply form of a closed topic', async () => {
    signInWithClass(1, 1);
    renderRoutes(routes, '/forum/publicar/10');
    expect(await screen.findByText('Este tópico está fechado.')).toBeInTheDocument();
    expect(screen.getByText('Fechado')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Sua resposta/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fechar tópico' })).toBeNull();
  });

  it('closes the topic with its title and message after the question', async () => {
    signInWithClass(3);
    renderRoutes(routes, '/forum/publicar/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fechar tópico' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          url: '/api/frm_topico/11',
          body: { txtTopico: 'Dúvida de crase', dscTopico: 'Quando usar a crase?', indFechado: 'S' },
        },
      ]),
    );
  });

  it('deletes a reply after the question', async () => {
    signInWithClass(6);
    renderRoutes(routes, '/forum/publicar/11');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apagar resposta de Maria Souza' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', url: '/api/frm_postagem/102', body: null }]),
    );
  });

  it('shows a reply another user sent without reloading, and stops listening on leaving', async () => {
    signInWithClass(6);
    const { unmount } = renderRoutes(routes, '/forum/publicar/11');
    await screen.findByText('Obrigada!');
    posts = [...posts, post(103, { txtPostagem: 'Chegou agora', nomUsuario: 'Ana Reis' })];
    act(() => socket.push('forum:post', { codFrmTopico: 99, codFrmPostagem: 500 }));
    act(() => socket.push('forum:post', { codFrmTopico: 11, codFrmPostagem: 103 }));
    expect(await screen.findByText('Chegou agora')).toBeInTheDocument();
    unmount();
    expect(socket.handlers.get('forum:post')?.size ?? 0).toBe(0);
  });
});
