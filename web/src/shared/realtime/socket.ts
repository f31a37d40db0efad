import { io, type Socket } from 'socket.io-client';
import { sessionStore } from '../session';

let socket: Socket | null = null;
let socketToken: string | null = null;

export function closeUserSocket(): void {
  socket?.disconnect();
  socket = null;
  socketToken = null;
}

/**
 * The signed-in user's socket on the default namespace (job progress, notices the server
 * pushes to `user:<id>`), authenticated with the session's token; null when signed out.
 * One per page, opened on first use, closed when the session ends or changes.
 */
export function userSocket(): Socket | null {
  const token = sessionStore.get()?.token ?? null;
  if (!token) {
    closeUserSocket();
    return null;
  }
  if (socket && socketToken === token) return socket;
  closeUserSocket();
  socket = io({ path: '/socket.io', auth: { token } });
  socketToken = token;
  return socket;
}

sessionStore.subscribe(() => {
  if (socket && sessionStore.get()?.token !== socketToken) closeUserSocket();
});
