import { useQuery } from '@tanstack/react-query';
import type { ChatMessage, ChatRoom, ChatRoomUser } from '@school/modules/community/contracts';
import { api } from '../../shared/api';
import { useApiGet, useWrite } from '../../shared/query';

/** Every chat query starts with one of these keys. */
export const CHAT_ROOMS_KEY = ['cht_usuario_sala', 'salas'] as const;
export const CHAT_USERS_KEY = ['cht_usuario_sala', 'usuarios'] as const;
export const CHAT_MESSAGES_KEY = ['cht_mensagem'] as const;

/** GET /cht_usuario_sala/listarSalas/x: the caller's rooms, each with its last message (or null). */
export function useChatRooms() {
  return useApiGet<ChatRoom[]>(CHAT_ROOMS_KEY, '/cht_usuario_sala/listarSalas/x');
}

/** GET /cht_usuario_sala/listarUsuariosSala/x?codChtSala=: a room's members, with `online`. */
export function useChatRoomUsers(roomId: number | null) {
  return useApiGet<ChatRoomUser[]>(
    [...CHAT_USERS_KEY, roomId],
    `/cht_usuario_sala/listarUsuariosSala/x?codChtSala=${roomId}`,
    roomId !== null,
  );
}

/** A room's history as the server keeps it, oldest first. */
export interface ChatHistory {
  room: number;
  messages: ChatMessage[];
}

/** GET /cht_mensagem/listarMinhasMensagens/x?codChtSala=&depois=0: the whole history of a room. */
export function useChatHistory(roomId: number | null) {
  return useQuery({
    queryKey: [...CHAT_MESSAGES_KEY, roomId],
    queryFn: async ({ signal }): Promise<ChatHistory> => ({
      room: roomId!,
      messages: await api<ChatMessage[]>(
        `/cht_mensagem/listarMinhasMensagens/x?codChtSala=${roomId}&depois=0`,
        { signal },
      ),
    }),
    enabled: roomId !== null,
  });
}

/** Deletes a saved message of the caller's; the rooms' previews are read again. */
export function useDeleteChatMessage() {
  return useWrite({
    write: (id: number, idempotencyKey) => api(`/cht_mensagem/${id}`, { method: 'DELETE', idempotencyKey }),
    invalidates: [CHAT_ROOMS_KEY],
  });
}
