import { createElement, useCallback, useEffect, useReducer, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import {
  CHAT_EVENTS,
  type ChatAck,
  type ChatMessage,
  type ChatPresence,
  type ChatRoomUser,
  type ChatSync,
  type ChatToServer,
} from '@school/modules/community/contracts';
import { newIdempotencyKey } from '../../shared/api';
import { listen } from '../../shared/realtime';
import { notify } from '../../shared/notify';
import { sessionStore, useSession } from '../../shared/session';
import { useChatHistory, useChatRooms, useDeleteChatMessage } from './api';
import { chatReducer, type ChatItem, initialChatState, lastMessageId } from './chatState';
import { useChatSocket } from './chatSocket';
import { ChatText } from './texts';

/** A presence notice is a glance, not a read. */
const PRESENCE_NOTICE_MS = 3_000;

/**
 * The chat's state and actions: the rooms (REST), the open room's history (REST, then live),
 * the socket's events (messages, sync, presence) and sending through it with an ack.
 * After every (re)connection each known room is synced after its last id and the own messages
 * still pending are sent again with the same id (the server does not save one twice).
 */
export function useChat() {
  const deleteMessage = useDeleteChatMessage();
  const user = useSession()?.user ?? null;
  const me = user?.codBseUsuario ?? 0;
  const socket = useChatSocket();
  const rooms = useChatRooms();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const history = useChatHistory(state.open);

  /** Sends an own message (already listed as pending); the ack saves or refuses it. */
  const emitMessage = useCallback((to: Socket, message: ChatMessage) => {
    const clientId = message.clientId!;
    const payload: ChatToServer = {
      login: message.cstLogin,
      nome: message.nomUsuario,
      sala: message.codChtSala,
      horario: message.datCriacao,
      conteudo: message.txtMensagem,
      id: clientId,
    };
    to.emit(CHAT_EVENTS.toServer, payload, (ack: ChatAck) => {
      if (ack && typeof ack === 'object') dispatch({ type: 'ack', room: message.codChtSala, clientId, ack });
    });
  }, []);

  // The socket's events.
  useEffect(() => {
    if (!socket) return;
    const meNow = () => sessionStore.get()?.user.codBseUsuario ?? 0;
    const onConnect = () => dispatch({ type: 'connected' });
    const onDisconnect = () => dispatch({ type: 'disconnected' });
    const onMessage = (message: ChatMessage) =>
      dispatch({ type: 'received', messages: [message], me: meNow() });
    const onSync = (sync: ChatSync) =>
      dispatch({ type: 'received', messages: sync?.mensagens ?? [], me: meNow() });
    const onUsers = (users: ChatRoomUser[]) => dispatch({ type: 'users', users: users ?? [] });
    const presence = (online: boolean) => (who: ChatPresence) => {
      if (!who) return;
      dispatch({ type: 'presence', codBseUsuario: who.codBseUsuario, online });
      if (who.codBseUsuario !== meNow())
        // An element: the notice follows a language switch while it shows.
        void notify(
          'info',
          createElement(ChatText, { k: online ? 'joined' : 'left', params: { nome: who.nome } }),
          {
            autoClose: PRESENCE_NOTICE_MS,
          },
        );
    };
    const onJoined = presence(true);
    const onLeft = presence(false);
    const stop = listen(socket, {
      connect: onConnect,
      disconnect: onDisconnect,
      [CHAT_EVENTS.toClient]: onMessage,
      [CHAT_EVENTS.sync]: onSync,
      [CHAT_EVENTS.users]: onUsers,
      [CHAT_EVENTS.connected]: onJoined,
      [CHAT_EVENTS.disconnected]: onLeft,
    });
    if (socket.connected) onConnect();
    return () => {
      stop();
      onDisconnect();
    };
  }, [socket]);

  // Once per connection, when the rooms are known: sync each room, resend what is pending.
  const syncedAt = useRef(0);
  useEffect(() => {
    if (!socket?.connected || state.connection !== 'connected' || !rooms.data) return;
    if (syncedAt.current === state.connects) return;
    syncedAt.current = state.connects;
    for (const room of rooms.data)
      socket.emit(CHAT_EVENTS.requestSync, { sala: room.codChtSala, depois: lastMessageId(state, room) });
    for (const list of Object.values(state.items))
      for (const item of list) if (item.status === 'pending') emitMessage(socket, item.message);
  });

  // The open room's history, merged with what came live.
  useEffect(() => {
    if (history.data) dispatch({ type: 'history', room: history.data.room, messages: history.data.messages });
  }, [history.data]);

  const open = useCallback((room: number | null) => dispatch({ type: 'open', room }), []);

  const send = (room: number, text: string) => {
    if (!user) return;
    const message: ChatMessage = {
      codChtMensagem: 0,
      codChtSala: room,
      txtMensagem: text,
      codUsuarioCriacao: user.codBseUsuario,
      cstLogin: user.cstLogin,
      nomUsuario: user.nomUsuario,
      datCriacao: new Date().toISOString(),
      clientId: newIdempotencyKey(),
    };
    dispatch({ type: 'pending', message });
    // Offline, it waits: the next connection sends it.
    if (socket?.connected && state.connection === 'connected') emitMessage(socket, message);
  };

  const retry = (item: ChatItem) => {
    const { codChtSala: room, clientId } = item.message;
    if (!clientId) return;
    dispatch({ type: 'retry', room, clientId });
    if (socket?.connected && state.connection === 'connected') emitMessage(socket, item.message);
  };

  /**
   * Deletes a saved message on the server (a refusal shows as a notice), or drops an unsaved own
   * one; answers whether it is gone.
   */
  const remove = async (item: ChatItem): Promise<boolean> => {
    const { codChtSala: room, clientId, codChtMensagem } = item.message;
    if (item.status !== 'sent') {
      if (clientId) dispatch({ type: 'discard', room, clientId });
      return true;
    }
    return deleteMessage.mutateAsync(codChtMensagem).then(
      () => {
        dispatch({ type: 'deleted', room, id: codChtMensagem });
        return true;
      },
      () => false,
    );
  };

  return { me, state, rooms, history, open, send, retry, remove };
}
