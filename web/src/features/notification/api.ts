import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type MarkNotificationsRead,
  NOTIFICATION_SOCKET_EVENT,
  type NotificationPage,
} from '@school/modules/community/contracts';
import { api } from '../../shared/api';
import { useApiGet, useWrite } from '../../shared/query';
import { listen, userSocket } from '../../shared/realtime';
import { useSession } from '../../shared/session';

export const NOTIFICATIONS_KEY = ['notificacoes'] as const;

/** How many the bell lists: the newest. */
export const BELL_SIZE = 20;

/** GET /api/notificacoes: the newest of the user's notifications and how many are unread. */
export function useNotifications() {
  return useApiGet<NotificationPage>(NOTIFICATIONS_KEY, `/notificacoes?size=${BELL_SIZE}`);
}

/** POST /api/notificacoes/lidas: `{ids}` or `{todas: true}`; answers how many were marked. */
export function useMarkNotificationsRead() {
  return useWrite({
    write: (body: MarkNotificationsRead, idempotencyKey) =>
      api<number>('/notificacoes/lidas', { method: 'POST', body, idempotencyKey }),
    invalidates: [NOTIFICATIONS_KEY],
  });
}

/**
 * Reads the list again when the server says the user's notifications changed (a new one, or
 * some read in another tab) and on every (re)connection, so nothing pushed while the socket was
 * down is missed.
 */
export function useNotificationsLive(): void {
  const client = useQueryClient();
  // A renewed session (a password change) has a socket of its own: the bell follows it.
  const token = useSession()?.token ?? null;
  const socket = useMemo(() => (token ? userSocket() : null), [token]);
  useEffect(() => {
    if (!socket) return;
    const reload = () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    return listen(socket, { [NOTIFICATION_SOCKET_EVENT]: reload, connect: reload });
  }, [client, socket]);
}
