import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect } from 'vitest';
import type { ForumPost, ForumTopic } from '@school/modules/community/contracts';
import { type ApiMock, type ApiRequest, mockApi, reply } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInWithClass } from '../../test/session';
import { ForumIndexRedirect, ForumPostsPage, ForumRoomsPage, ForumTopicsPage } from './ForumPages';

export const topic = (codFrmTopico: number, change: Partial<ForumTopic> = {}): ForumTopic => ({
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
export const post = (codFrmPostagem: number, change: Partial<ForumPost> = {}): ForumPost => ({
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

export const ROOMS = [
  { codFrmSala: 1, nomSala: 'Português' },
  { codFrmSala: 2, nomSala: 'Matemática' },
  { codFrmSala: 3, nomSala: 'Artes' },
  { codFrmSala: 4, nomSala: 'Geral' },
];

/** What the stubbed server holds and got: tests change `posts` and `refuse`, and read `sent`. */
export const forum = {
  topics: {} as Record<number, ForumTopic>,
  posts: [] as ForumPost[],
  sent: [] as { method: string; url: string; body: unknown }[],
  /** A write answered with an error instead of 1. */
  refuse: null as { status: number; body: unknown } | null,
  /** The API mock of the running test (its calls). */
  api: null as ApiMock | null,
};

/** Before each test of the file: two topics of room 1 (11 open with two replies, 10 closed) behind the API mock. */
export function stubForumServer(): void {
  beforeEach(() => {
    notifications.clean();
    forum.sent = [];
    forum.refuse = null;
    forum.topics = {
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
    forum.posts = [
      post(101, { txtPostagem: '<b>oi</b>' }),
      post(102, { txtPostagem: 'Obrigada!', nomUsuario: 'Maria Souza', permitirExcluir: 1 }),
    ];
    const write = (request: ApiRequest) => {
      forum.sent.push({ method: request.method, url: request.url, body: request.body ?? null });
      return forum.refuse ? reply(forum.refuse.status, forum.refuse.body) : 1;
    };
    forum.api = mockApi({
      'GET /frm_sala': ROOMS,
      'GET /frm_topico/topicosDaSala/1': () =>
        Object.values(forum.topics)
          .filter((t) => t.codFrmSala === 1)
          .sort((a, b) => b.codFrmTopico - a.codFrmTopico),
      'GET /frm_topico/:id': ({ params }) =>
        forum.topics[Number(params.id)] ?? reply(404, { message: 'Não encontrado.' }),
      'GET /frm_postagem/postagensDoTopico/11': () => forum.posts,
      'GET /frm_postagem/postagensDoTopico/10': [],
      'POST /*': write,
      'PUT /*': write,
      'DELETE /*': write,
    });
  });
}

/** Signs in with `profile` (and a current class) and opens the forum at `path`: the render and a user. */
export function openForum(path: string, profile: number, codBseUsuario?: number) {
  signInWithClass(profile, codBseUsuario);
  return { ...renderRoutes(routes, path), user: userEvent.setup() };
}

export const routes = [
  { path: '/forum', element: <ForumIndexRedirect /> },
  { path: '/forum/salas', element: <ForumRoomsPage /> },
  { path: '/forum/topicos/:id', element: <ForumTopicsPage /> },
  { path: '/forum/publicar/:id', element: <ForumPostsPage /> },
];

/** SaveButton ignores clicks for 2 s after one. */
export const unlocked = (name: string) =>
  waitFor(() => expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled', 'true'), {
    timeout: 3_000,
  });
