import { useMemo, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, CHAT_NAMESPACE } from '@school/modules/community/contracts';
import { currentLanguage } from '../../i18n';
import { api, ApiError } from '../../shared/api';
import { sessionStore, useSession } from '../../shared/session';

/** How long to wait before opening the chat socket again when the session is still good. */
const REOPEN_DELAY_MS = 2_000;

/**
 * The chat's own socket on its namespace, authenticated with the session's token; it reconnects
 * by itself. Websocket only, like the user socket: one connection stays on one app instance
 * behind a round-robin proxy, where long-polling would need sticky sessions (decision 0053).
 */
export function openChatSocket(token: string): Socket {
  return io(CHAT_NAMESPACE, {
    path: '/socket.io',
    transports: ['websocket'],
    // Read at every (re)connect: the server answers in the language picked since.
    auth: (send) => send({ token, language: currentLanguage() }),
    reconnection: true,
  });
}

/** Says goodbye (the spec's `disconnectFromServer`) and closes the socket. */
export function closeChatSocket(socket: Socket): void {
  if (socket.connected) socket.emit(CHAT_EVENTS.disconnect);
  socket.disconnect();
}

/**
 * The server closed the socket because the session ended, or refused it: as the user's socket
 * does (shared/realtime), the own-data call says how the session stands: 401 ends it (the API
 * client does), 410 ends it as deactivated. Answers whether the session is still good.
 */
async function sessionStillGood(token: string): Promise<boolean> {
  try {
    await api('/bse_usuario/getMeusDados/x');
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) sessionStore.end('deactivated');
  }
  return sessionStore.get()?.token === token;
}

/**
 * The chat socket of one token as an external store: opened when the page subscribes, closed
 * when it unsubscribes. When the server ends the socket's session (`session:ended`, a refused
 * `unauthorized` handshake, or a server-side disconnect), the socket is closed and, if the
 * session turns out still good, opened again.
 */
function chatSocketStore(token: string) {
  let socket: Socket | null = null;
  return {
    get: (): Socket | null => socket,
    subscribe(changed: () => void): () => void {
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stop = () => {};
      const open = () => {
        const opened = openChatSocket(token);
        let closed = false;
        const ended = () => {
          if (closed) return;
          closed = true;
          stop();
          socket = null;
          changed();
          void sessionStillGood(token).then((good) => {
            if (good && !stopped) timer = setTimeout(open, REOPEN_DELAY_MS);
          });
        };
        const refused = (error: Error) => {
          if (error?.message === 'unauthorized') ended();
        };
        const dropped = (reason: string) => {
          // The server closed it: socket.io does not reconnect by itself then.
          if (reason === 'io server disconnect') ended();
        };
        opened.on('session:ended', ended);
        opened.on('connect_error', refused);
        opened.on('disconnect', dropped);
        stop = () => {
          closed = true;
          opened.off('session:ended', ended);
          opened.off('connect_error', refused);
          opened.off('disconnect', dropped);
          closeChatSocket(opened);
        };
        socket = opened;
        changed();
      };
      open();
      return () => {
        stopped = true;
        clearTimeout(timer);
        stop();
        socket = null;
      };
    },
  };
}

const NO_STORE = { get: () => null, subscribe: () => () => {} };

/**
 * The chat socket of the page: opened when the page mounts, closed when it unmounts or the
 * session changes (another token, or signed out), opened again after the server ended it while
 * the session is still good.
 */
export function useChatSocket(): Socket | null {
  const token = useSession()?.token ?? null;
  const store = useMemo(() => (token ? chatSocketStore(token) : NO_STORE), [token]);
  return useSyncExternalStore(store.subscribe, store.get);
}
