import { io, type Socket } from 'socket.io-client';
import { api, ApiError } from '../api';
import { queryClient } from '../query';
import { sessionStore } from '../session';

let socket: Socket | null = null;
let socketToken: string | null = null;

export function closeUserSocket(): void {
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

/**
 * The server closed the socket because its session ended (revoked or expired) or refused it:
 * the own-data call says how the session stands, and its refusal signs out with the spec's
 * message ("Sessão expirou.", or "Usuário desativado." for 410). A token still good (the
 * socket only expired with the page left open) keeps the session, and the next use reconnects.
 * A write still running may answer a fresh token (a password change ends the user's sessions,
 * which the server tells this socket before it answers): the check waits for it, and a session
 * renewed meanwhile is not asked about with the token that ended.
 */
async function checkSession(): Promise<void> {
  const ended = socketToken;
  closeUserSocket();
  await writesSettled();
  if (sessionStore.get()?.token !== ended) return;
  try {
    await api('/bse_usuario/getMeusDados/x');
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) sessionStore.end('deactivated');
  }
}

/** Once no write is running, and the code that awaited the last one has run (it may renew the session). */
async function writesSettled(): Promise<void> {
  if (queryClient.isMutating() > 0)
    await new Promise<void>((resolve) => {
      const stop = queryClient.getMutationCache().subscribe(() => {
        if (queryClient.isMutating() > 0) return;
        stop();
        resolve();
      });
    });
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The signed-in user's socket on the default namespace (job progress, notices the server
 * pushes to `user:<id>`), authenticated with the session's token; null when signed out.
 * One per page, opened on first use, closed when the session ends or changes. Websocket only:
 * behind the cluster's round-robin proxy a long-polling session would need sticky sessions
 * (decision 0053).
 */
export function userSocket(): Socket | null {
  const token = sessionStore.get()?.token ?? null;
  if (!token) {
    closeUserSocket();
    return null;
  }
  if (socket && socketToken === token) return socket;
  closeUserSocket();
  // Offline (the player opens from the device, decision 0078) it waits for the network instead of
  // failing attempt after attempt.
  socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    autoConnect: navigator.onLine,
  });
  socket.on('session:ended', () => void checkSession());
  socket.on('connect_error', (error) => {
    if (error.message === 'unauthorized') void checkSession();
  });
  socketToken = token;
  return socket;
}

window.addEventListener('offline', () => socket?.disconnect());
window.addEventListener('online', () => socket?.connect());

sessionStore.subscribe(() => {
  if (socket && sessionStore.get()?.token !== socketToken) closeUserSocket();
});
