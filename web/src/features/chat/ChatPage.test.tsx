import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatAck, ChatMessage, ChatRoom, ChatRoomUser } from '@school/modules/community/contracts';
import { Profile } from '@school/modules/kernel/contracts';
import { mockApi, refusal, type ApiMock } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { signInAs, signInWithClass } from '../../test/session';
import { ChatListRedirect, ChatPage } from './ChatPage';
import { msg } from './chat.testing';

/**
 * The chat socket, as socket.io-client's `io` hands it: handlers by event, what the client
 * emitted (with its ack), and ways for the test to play the server.
 */
const fake = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  const handlers = new Map<string, Set<Handler>>();
  const state = {
    connected: false,
    closed: 0,
    opened: [] as { namespace: string; options: unknown }[],
    emitted: [] as { event: string; payload: unknown; ack?: (answer: unknown) => void }[],
  };
  const socket = {
    get connected() {
      return state.connected;
    },
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return socket;
    },
    off(event: string, handler?: Handler) {
      if (handler) handlers.get(event)?.delete(handler);
      else handlers.delete(event);
      return socket;
    },
    once(event: string, handler: Handler) {
      const once: Handler = (...args) => {
        socket.off(event, once);
        handler(...args);
      };
      return socket.on(event, once);
    },
    emit(event: string, payload?: unknown, ack?: (answer: unknown) => void) {
      state.emitted.push({ event, payload, ack });
      return socket;
    },
    connect() {
      return socket;
    },
    disconnect() {
      state.connected = false;
      state.closed++;
      return socket;
    },
  };
  const push = (event: string, ...args: unknown[]) =>
    [...(handlers.get(event) ?? [])].forEach((handler) => handler(...args));
  return {
    state,
    handlers,
    io(namespace: string, options: unknown) {
      state.opened.push({ namespace, options });
      return socket;
    },
    push,
    /** The server accepts the connection (first time or again). */
    connect() {
      state.connected = true;
      push('connect');
    },
    /** The connection drops (socket.io then reconnects by itself). */
    drop() {
      state.connected = false;
      push('disconnect', 'transport close');
    },
    sent(event: string) {
      return state.emitted.filter((e) => e.event === event);
    },
    reset() {
      handlers.clear();
      state.connected = false;
      state.closed = 0;
      state.opened = [];
      state.emitted = [];
    },
  };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));

const ME = 30;
const LAST = msg(502, { txtMensagem: 'Bom dia, turma!!!!!!' });
const ROOMS: ChatRoom[] = [
  { codChtSala: 1, nomSala: '6º ano A', tipo: 'turma', ultimaMensagem: LAST },
  { codChtSala: 2, nomSala: '7º ano B', tipo: 'turma', ultimaMensagem: null },
];
const user = (codBseUsuario: number, nomUsuario: string, online: boolean): ChatRoomUser => ({
  codChtSala: 1,
  codBseUsuario,
  nomUsuario,
  cstLogin: `L-${codBseUsuario}`,
  online,
});

let history: Record<number, ChatMessage[]>;
let api: ApiMock;

beforeEach(() => {
  notifications.clean();
  fake.reset();
  history = {
    1: [
      msg(500, { txtMensagem: 'Olá :) <3', datCriacao: '2026-05-10T08:05:00' }),
      msg(501, {
        txtMensagem: '<b>oi</b>',
        codUsuarioCriacao: ME,
        nomUsuario: 'Aluna Bia',
        cstLogin: 'DMMT-0005',
      }),
      LAST,
    ],
    2: [],
  };
  api = mockApi({
    'GET /cht_usuario_sala/listarSalas/x': ROOMS,
    'GET /cht_mensagem/listarMinhasMensagens/x?depois=0': (req) =>
      history[Number(req.query.codChtSala)] ?? [],
    'GET /cht_usuario_sala/listarUsuariosSala/x?codChtSala=1': [
      user(ME, 'Aluna Bia', true),
      user(20, 'Maria Souza', false),
    ],
    'DELETE /cht_mensagem/:id': 1,
  });
});
const sent = () => api.writes();

const routes = [
  { path: '/chat', element: <ChatPage /> },
  { path: '/chat/listar', element: <ChatListRedirect /> },
];

function renderChat() {
  signInWithClass(6, ME);
  return renderRoutes(routes, '/chat');
}

const roomButton = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });

/** Opens a room and waits for its history. */
async function openRoom(name: string, userActions = userEvent.setup()) {
  await userActions.click(await roomButton(name));
  const log = await screen.findByRole('log', { name: `Mensagens de ${name}` });
  return log;
}

/** Renders the chat, connects its socket and opens a room: the user and the room's log. */
async function openConnected(room = '6º ano A') {
  renderChat();
  act(() => fake.connect());
  const actions = userEvent.setup();
  const log = await openRoom(room, actions);
  return { actions, log };
}

describe('chat rooms', () => {
  it('sends /chat/listar to the chat', async () => {
    signInWithClass(6, ME);
    const { router } = renderRoutes(routes, '/chat/listar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(await roomButton('6º ano A')).toBeInTheDocument();
  });

  it('opens its own socket on /chat and lists the rooms with their previews', async () => {
    const { unmount } = renderChat();
    // Websocket only: behind the cluster's round-robin proxy a socket stays on one instance.
    expect(fake.state.opened).toEqual([
      {
        namespace: '/chat',
        options: {
          path: '/socket.io',
          transports: ['websocket'],
          auth: expect.any(Function),
          reconnection: true,
        },
      },
    ]);
    // The token, and the language picked in the app, read at every (re)connect.
    const auth = (fake.state.opened[0]!.options as { auth: unknown }).auth as (
      send: (data: object) => void,
    ) => void;
    let sent: object | undefined;
    auth((data) => (sent = data));
    expect(sent).toEqual({ token: 'token', language: 'pt' });
    expect(screen.getByRole('heading', { level: 2, name: 'Salas' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Conectando…');
    act(() => fake.connect());
    expect(screen.getByRole('status')).toHaveTextContent('Conectado');

    // A 20-character message shows its first 13 and an ellipsis; a room without any, the welcome.
    expect(await roomButton('6º ano A')).toHaveTextContent('Bom dia, turm...');
    expect(screen.getByText('Bom dia, turm...')).toBeInTheDocument();
    expect(await roomButton('7º ano B')).toHaveTextContent('Bem vindo ao chat!');

    unmount();
    expect(fake.sent('disconnectFromServer')).toHaveLength(1);
    expect(fake.state.closed).toBe(1);
  });

  it('tells a user of no class nor unit (the Assistente) that it has no room, not an empty screen', async () => {
    api.on({ 'GET /cht_usuario_sala/listarSalas/x': [] });
    signInAs(Profile.Assistente);
    renderRoutes(routes, '/chat');
    expect(
      await screen.findByText(
        'Você não participa de nenhuma sala de chat: as salas são as das suas turmas e, para a equipe, as da sua unidade.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Salas' })).toBeInTheDocument();
    expect(screen.queryByText('Escolha uma sala para conversar.')).toBeNull();
  });

  it('shows the welcome first, then the history oldest first, as plain text with emoticons', async () => {
    const { container } = renderChat();
    act(() => fake.connect());
    const log = await openRoom('6º ano A');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { level: 2, name: '6º ano A' })).toBeInTheDocument();
    await within(log).findByText('<b>oi</b>');
    expect(container.querySelector('b')).toBeNull();

    expect(log.textContent).toMatch(/^Bem vindo ao chat!/);
    const lines = within(log).getAllByRole('button');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Maria SouzaOlá 🙂 ❤️08:05',
      'Você:<b>oi</b>14:30',
      'Maria SouzaBom dia, turma!!!!!!14:30',
    ]);
    // Own messages on the right, others' on the left.
    expect(lines[1]!.closest('[data-own]')).not.toBeNull();
    expect(lines[0]!.closest('[data-own]')).toBeNull();
  });
});

describe('sending', () => {
  it('sends with Enter at once (pending until the ack), and never a blank one', async () => {
    const { actions, log } = await openConnected();
    await within(log).findByText('<b>oi</b>');
    const input = screen.getByRole('textbox', { name: /^Mensagem/ });
    expect(input).toHaveAttribute('maxlength', '250');
    expect(screen.getByText('0/250 caracteres')).toBeInTheDocument();

    await actions.type(input, '   {Enter}');
    expect(fake.sent('chatToServer')).toEqual([]);
    expect(screen.getByText('Escreva uma mensagem.')).toBeInTheDocument();

    await actions.clear(input);
    await actions.type(input, 'Oi :){Enter}');
    const [emitted] = fake.sent('chatToServer');
    expect(emitted!.payload).toEqual({
      login: 'DMMT-0005',
      nome: 'Aluna Bia',
      sala: 1,
      horario: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      conteudo: 'Oi :)',
      id: expect.any(String),
    });
    const id = (emitted!.payload as { id: string }).id;
    expect(input).toHaveValue('');
    expect(within(log).getByText('Oi 🙂')).toBeInTheDocument();
    expect(within(log).getByText('Enviando…')).toBeInTheDocument();
    expect(await roomButton('6º ano A')).toHaveTextContent('Oi 🙂');

    const ack: ChatAck = {
      ok: true,
      mensagem: msg(503, { txtMensagem: 'Oi :)', codUsuarioCriacao: ME, clientId: id }),
    };
    act(() => emitted!.ack!(ack));
    expect(within(log).queryByText('Enviando…')).toBeNull();
    expect(within(log).getAllByText('Oi 🙂')).toHaveLength(1);
  });

  it('shows a refused message with the reason and sends it again with the same id', async () => {
    const { actions } = await openConnected('7º ano B');
    await actions.type(screen.getByRole('textbox', { name: /^Mensagem/ }), 'Alô{Enter}');
    const [first] = fake.sent('chatToServer');
    act(() => first!.ack!({ ok: false, code: 'chat.roomNotFound', message: 'Sala não encontrada.' }));
    expect(screen.getByText('Sala não encontrada.')).toBeInTheDocument();
    await actions.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    const again = fake.sent('chatToServer');
    expect(again).toHaveLength(2);
    expect(again[1]!.payload).toEqual(first!.payload);
    expect(screen.queryByText('Sala não encontrada.')).toBeNull();
    expect(screen.getByText('Enviando…')).toBeInTheDocument();
  });
});

describe('live messages', () => {
  it('counts the messages of a room not open, and opening it resets the count', async () => {
    const { actions, log } = await openConnected();
    await within(log).findByText('<b>oi</b>');

    act(() => fake.push('chatToClient', msg(600, { codChtSala: 2, txtMensagem: 'Tem prova amanhã?' })));
    expect(await roomButton('7º ano B')).toHaveTextContent('1 mensagem não lida');
    act(() => fake.push('chatToClient', msg(601, { codChtSala: 2, txtMensagem: 'Alguém? :(' })));
    const other = await roomButton('7º ano B');
    expect(other).toHaveTextContent('2 mensagens não lidas');
    expect(other).toHaveTextContent('Alguém? 🙁');
    // One for the open room is shown there, not counted.
    act(() => fake.push('chatToClient', msg(602, { txtMensagem: 'Chegou agora' })));
    expect(within(log).getByText('Chegou agora')).toBeInTheDocument();
    expect(await roomButton('6º ano A')).not.toHaveTextContent(/não lida/);

    await actions.click(other);
    const otherLog = await screen.findByRole('log', { name: 'Mensagens de 7º ano B' });
    expect(within(otherLog).getByText('Tem prova amanhã?')).toBeInTheDocument();
    expect(await roomButton('7º ano B')).not.toHaveTextContent(/não lida/);
  });

  it('lists the participants online and offline in words, following presence', async () => {
    renderChat();
    act(() => fake.connect());
    act(() =>
      fake.push('getUsersInChat', [
        user(ME, 'Aluna Bia', true),
        user(20, 'Maria Souza', true),
        user(40, 'João Lima', false),
        { ...user(50, 'Outra Sala', true), codChtSala: 2 },
      ]),
    );
    const actions = userEvent.setup();
    await openRoom('6º ano A', actions);
    await actions.click(screen.getByRole('button', { name: 'Participantes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participantes de 6º ano A' });
    const row = (name: string) => within(dialog).getByText(name).closest('li')!;
    expect(row('Maria Souza')).toHaveTextContent('(online)');
    expect(row('João Lima')).toHaveTextContent('(offline)');
    expect(within(dialog).queryByText('Outra Sala')).toBeNull();

    act(() => fake.push('userConnectedOnServer', { codBseUsuario: 40, login: 'L-40', nome: 'João Lima' }));
    expect(row('João Lima')).toHaveTextContent('(online)');
    expect(await screen.findByText('João Lima entrou')).toBeInTheDocument();
    act(() =>
      fake.push('userDisconnectedOnServer', { codBseUsuario: 20, login: 'L-20', nome: 'Maria Souza' }),
    );
    expect(row('Maria Souza')).toHaveTextContent('(offline)');
    expect(await screen.findByText('Maria Souza saiu')).toBeInTheDocument();
    // No notice about oneself.
    act(() =>
      fake.push('userDisconnectedOnServer', { codBseUsuario: ME, login: 'DMMT-0005', nome: 'Aluna Bia' }),
    );
    expect(screen.queryByText('Aluna Bia saiu')).toBeNull();
  });
});

describe('the message dialog', () => {
  it('refuses to delete another user’s message with the server’s "Sem permissão."', async () => {
    const { actions, log } = await openConnected();
    await actions.click(await within(log).findByRole('button', { name: /Olá/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem' });
    expect(dialog).toHaveTextContent('DMMT-0007');
    expect(dialog).toHaveTextContent('Olá 🙂 ❤️');
    api.on({ 'DELETE /cht_mensagem/:id': refusal(410, 'Sem permissão.', 'chat.noPermission') });
    await actions.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    expect(await screen.findByText('Deseja apagar esta mensagem?')).toBeInTheDocument();
    await actions.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(sent()).toEqual([{ method: 'DELETE', url: '/api/cht_mensagem/500' }]));
    expect(await screen.findByText('Sem permissão.')).toBeInTheDocument();
    expect(within(log).getByText('Olá 🙂 ❤️')).toBeInTheDocument();
  });

  it('deletes an own message and takes it off the list', async () => {
    const { actions, log } = await openConnected();
    await actions.click(await within(log).findByRole('button', { name: /<b>oi<\/b>/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem' });
    await actions.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    await actions.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(sent()).toEqual([{ method: 'DELETE', url: '/api/cht_mensagem/501' }]));
    await waitFor(() => expect(within(log).queryByText('<b>oi</b>')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mensagem' })).toBeNull());
  });
});

describe('reconnection', () => {
  it('syncs each room after its last id, resends what was pending, and shows no duplicate', async () => {
    const { actions, log } = await openConnected();
    await within(log).findByText('<b>oi</b>');
    await actions.type(screen.getByRole('textbox', { name: /^Mensagem/ }), 'Caiu?{Enter}');
    const [pending] = fake.sent('chatToServer');
    const id = (pending!.payload as { id: string }).id;

    act(() => fake.drop());
    expect(screen.getByRole('status')).toHaveTextContent('Reconectando…');
    fake.state.emitted = [];
    act(() => fake.connect());
    expect(screen.getByRole('status')).toHaveTextContent('Conectado');
    expect(fake.sent('requestSyncMessages').map((e) => e.payload)).toEqual([
      { sala: 1, depois: 502 },
      { sala: 2, depois: 0 },
    ]);
    const resent = fake.sent('chatToServer');
    expect(resent.map((e) => (e.payload as { id: string }).id)).toEqual([id]);

    act(() =>
      fake.push('syncMessages', {
        sala: 1,
        mensagens: [
          LAST,
          msg(503, { txtMensagem: 'Perdeu nada' }),
          msg(504, { txtMensagem: 'Caiu?', codUsuarioCriacao: ME, clientId: id }),
        ],
      }),
    );
    expect(within(log).getAllByText('Bom dia, turma!!!!!!')).toHaveLength(1);
    expect(within(log).getByText('Perdeu nada')).toBeInTheDocument();
    expect(within(log).getAllByText('Caiu?')).toHaveLength(1);
    expect(within(log).queryByText('Enviando…')).toBeNull();
    // The late ack of the resend changes nothing.
    act(() =>
      resent[0]!.ack!({
        ok: true,
        mensagem: msg(504, { txtMensagem: 'Caiu?', codUsuarioCriacao: ME, clientId: id }),
      }),
    );
    expect(within(log).getAllByText('Caiu?')).toHaveLength(1);
    expect(
      within(log)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Olá'),
      expect.stringContaining('<b>oi</b>'),
      expect.stringContaining('Bom dia'),
      expect.stringContaining('Perdeu nada'),
      expect.stringContaining('Caiu?'),
    ]);
  });
});
