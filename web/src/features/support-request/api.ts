import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  SUPPORT_SOCKET_EVENTS,
  type SupportDeletedPayload,
  type SupportRequest,
  type SupportRequestInput,
} from '@school/modules/support/contracts';
import { api } from '../../shared/api';
import { notifyError } from '../../shared/notify';
import { useApiGet, useWrite } from '../../shared/query';
import { listen, userSocket } from '../../shared/realtime';

export const SUPPORT_DESK_KEY = ['bse_suporte'] as const;

/** GET /api/bse_suporte: every request not deleted, newest first (the Assistente's desk). */
export function useSupportDesk() {
  return useApiGet<SupportRequest[]>(SUPPORT_DESK_KEY, '/bse_suporte');
}

/**
 * POST /api/bse_suporte: answers the record (201). Refusals are the form's to show (a 400's
 * reasons beside its fields).
 */
export function useSendSupportRequest() {
  return useWrite({
    write: (input: SupportRequestInput, idempotencyKey) =>
      api<SupportRequest>('/bse_suporte', { method: 'POST', body: input, idempotencyKey }),
    notifyErrors: false,
  });
}

/**
 * DELETE /api/bse_suporte/{id} (answers 1): the desk drops the request at once, without reading
 * the list again (the read model may answer a moment later); a refusal shows under `failedTitle`.
 */
export function useDeleteSupportRequest(failedTitle: ReactNode) {
  const client = useQueryClient();
  return useWrite({
    write: async (id: number, idempotencyKey) => {
      try {
        await api<1>(`/bse_suporte/${id}`, { method: 'DELETE', idempotencyKey });
      } catch (error) {
        // useWrite's notice has no title yet.
        void notifyError(error, { title: failedTitle });
        throw error;
      }
      client.setQueryData<SupportRequest[]>(SUPPORT_DESK_KEY, (list) => withoutRequest(list, id));
    },
    notifyErrors: false,
  });
}

/** The desk's list without a request (a delete here, or one pushed by the server). */
export function withoutRequest(list: SupportRequest[] | undefined, id: number): SupportRequest[] | undefined {
  return list?.filter((r) => r.codBseSuporte !== id);
}

/**
 * Keeps the desk's cache live: `support:new` puts the pushed request on top, `support:deleted`
 * takes one out (another Assistente's delete). On every (re)connection the list is read again,
 * so nothing sent while the socket was down is missed. Answers whether the socket is connected
 * and the last request that arrived.
 */
export function useSupportDeskLive(): { connected: boolean; arrived: SupportRequest | null } {
  const client = useQueryClient();
  // The user's socket, opened with the desk; its state is followed as an external store.
  const [socket] = useState(userSocket);
  const followConnection = useCallback(
    (changed: () => void) => (socket ? listen(socket, { connect: changed, disconnect: changed }) : () => {}),
    [socket],
  );
  const connected = useSyncExternalStore(followConnection, () => socket?.connected ?? false);
  const [arrived, setArrived] = useState<SupportRequest | null>(null);
  useEffect(() => {
    if (!socket) return;
    const onCreated = (request: SupportRequest) => {
      client.setQueryData<SupportRequest[]>(SUPPORT_DESK_KEY, (list) =>
        list ? [request, ...(withoutRequest(list, request.codBseSuporte) ?? [])] : list,
      );
      setArrived(request);
    };
    const onDeleted = ({ codBseSuporte }: SupportDeletedPayload) =>
      client.setQueryData<SupportRequest[]>(SUPPORT_DESK_KEY, (list) => withoutRequest(list, codBseSuporte));
    const onConnect = () => void client.invalidateQueries({ queryKey: SUPPORT_DESK_KEY });
    const stop = listen(socket, {
      [SUPPORT_SOCKET_EVENTS.created]: onCreated,
      [SUPPORT_SOCKET_EVENTS.deleted]: onDeleted,
      connect: onConnect,
    });
    return stop;
  }, [client, socket]);
  return { connected, arrived };
}
