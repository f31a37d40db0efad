import type { ChatAck, ChatMessage, ChatRoom, ChatRoomUser } from '@school/modules/community/contracts';

/** A message as the screen holds it: saved (`sent`), on its way (`pending`) or refused (`failed`). */
export interface ChatItem {
  message: ChatMessage;
  status: 'sent' | 'pending' | 'failed';
  /** Why the server refused it (failed). */
  error?: string;
}

export type ChatConnection = 'connecting' | 'connected' | 'reconnecting';

export interface ChatState {
  /** The open room (null: the rooms list alone on a phone). */
  open: number | null;
  /** Each room's messages: saved ones by id, then the own ones not yet saved. */
  items: Record<number, ChatItem[]>;
  /** Rooms whose whole history was read (REST): their last id is what sync asks after. */
  loaded: Record<number, boolean>;
  unread: Record<number, number>;
  /** Ids deleted here: a history read again does not bring them back. */
  deleted: number[];
  /** `getUsersInChat` (null until it comes). */
  users: ChatRoomUser[] | null;
  /** Online or not by user, from the presence events since `getUsersInChat`. */
  presence: Record<number, boolean>;
  connection: ChatConnection;
  /** How many times the socket connected: each one syncs the rooms and resends what is pending. */
  connects: number;
}

type Action =
  | { type: 'open'; room: number | null }
  | { type: 'received'; messages: ChatMessage[]; me: number }
  | { type: 'history'; room: number; messages: ChatMessage[] }
  | { type: 'pending'; message: ChatMessage }
  | { type: 'ack'; room: number; clientId: string; ack: ChatAck }
  | { type: 'retry'; room: number; clientId: string }
  | { type: 'discard'; room: number; clientId: string }
  | { type: 'deleted'; room: number; id: number }
  | { type: 'users'; users: ChatRoomUser[] }
  | { type: 'presence'; codBseUsuario: number; online: boolean }
  | { type: 'connected' }
  | { type: 'disconnected' };

export const initialChatState: ChatState = {
  open: null,
  items: {},
  loaded: {},
  unread: {},
  deleted: [],
  users: null,
  presence: {},
  connection: 'connecting',
  connects: 0,
};

/** What a message shows that the server may answer otherwise later: an erased author's, in the call's language. */
const shownAgain = (known: ChatMessage, message: ChatMessage) =>
  known.txtMensagem !== message.txtMensagem ||
  known.nomUsuario !== message.nomUsuario ||
  known.cstLogin !== message.cstLogin;

/**
 * The room's list with the messages merged in: each id once (a message already there keeps its
 * place, taking the name, login and text the server answers now: an erased author's "Dados
 * removidos" in the language of a history read again after the user picked another), an own
 * pending message replaced by the saved one with its `clientId`; answers the messages that
 * were new.
 */
export function mergeMessages(
  list: ChatItem[],
  incoming: ChatMessage[],
  deleted: readonly number[] = [],
): { list: ChatItem[]; added: ChatMessage[] } {
  const sent = list.filter((i) => i.status === 'sent');
  let unsaved = list.filter((i) => i.status !== 'sent');
  const ids = new Set([...sent.map((i) => i.message.codChtMensagem), ...deleted]);
  const places = new Map(sent.map((i, at) => [i.message.codChtMensagem, at]));
  const added: ChatMessage[] = [];
  let changed = false;
  for (const message of incoming) {
    if (ids.has(message.codChtMensagem)) {
      const at = places.get(message.codChtMensagem);
      if (at !== undefined && shownAgain(sent[at]!.message, message)) {
        const { txtMensagem, nomUsuario, cstLogin } = message;
        sent[at] = { message: { ...sent[at]!.message, txtMensagem, nomUsuario, cstLogin }, status: 'sent' };
        changed = true;
      }
      continue;
    }
    ids.add(message.codChtMensagem);
    if (message.clientId) unsaved = unsaved.filter((i) => i.message.clientId !== message.clientId);
    sent.push({ message, status: 'sent' });
    added.push(message);
  }
  if (!changed && added.length === 0 && unsaved.length + sent.length === list.length) return { list, added };
  sent.sort((a, b) => a.message.codChtMensagem - b.message.codChtMensagem);
  return { list: [...sent, ...unsaved], added };
}

function byRoom(messages: ChatMessage[]): Map<number, ChatMessage[]> {
  const rooms = new Map<number, ChatMessage[]>();
  for (const m of messages) rooms.set(m.codChtSala, [...(rooms.get(m.codChtSala) ?? []), m]);
  return rooms;
}

function withUnsaved(
  state: ChatState,
  room: number,
  clientId: string,
  change: (item: ChatItem) => ChatItem | null,
): ChatState {
  const list = state.items[room] ?? [];
  const next = list.flatMap((i) => {
    if (i.status === 'sent' || i.message.clientId !== clientId) return [i];
    const changed = change(i);
    return changed ? [changed] : [];
  });
  return { ...state, items: { ...state.items, [room]: next } };
}

export function chatReducer(state: ChatState, action: Action): ChatState {
  switch (action.type) {
    case 'open':
      return action.room === null
        ? { ...state, open: null }
        : { ...state, open: action.room, unread: { ...state.unread, [action.room]: 0 } };
    case 'received':
    case 'history': {
      const items = { ...state.items };
      const unread = { ...state.unread };
      for (const [room, messages] of byRoom(action.messages)) {
        const { list, added } = mergeMessages(items[room] ?? [], messages, state.deleted);
        items[room] = list;
        if (action.type === 'received' && room !== state.open) {
          const news = added.filter((m) => m.codUsuarioCriacao !== action.me).length;
          if (news) unread[room] = (unread[room] ?? 0) + news;
        }
      }
      const loaded = action.type === 'history' ? { ...state.loaded, [action.room]: true } : state.loaded;
      return { ...state, items, unread, loaded };
    }
    case 'pending': {
      const room = action.message.codChtSala;
      const list = [...(state.items[room] ?? []), { message: action.message, status: 'pending' as const }];
      return { ...state, items: { ...state.items, [room]: list } };
    }
    case 'ack': {
      const { ack } = action;
      if (ack.ok) {
        const saved = { ...ack.mensagem, clientId: ack.mensagem.clientId ?? action.clientId };
        const without = withUnsaved(state, action.room, action.clientId, () => null);
        const { list } = mergeMessages(without.items[action.room] ?? [], [saved], state.deleted);
        return { ...without, items: { ...without.items, [action.room]: list } };
      }
      return withUnsaved(state, action.room, action.clientId, (i) => ({
        ...i,
        status: 'failed',
        error: ack.message,
      }));
    }
    case 'retry':
      return withUnsaved(state, action.room, action.clientId, (i) => ({
        message: i.message,
        status: 'pending',
      }));
    case 'discard':
      return withUnsaved(state, action.room, action.clientId, () => null);
    case 'deleted': {
      const list = (state.items[action.room] ?? []).filter(
        (i) => i.status !== 'sent' || i.message.codChtMensagem !== action.id,
      );
      return {
        ...state,
        items: { ...state.items, [action.room]: list },
        deleted: [...state.deleted, action.id],
      };
    }
    case 'users':
      return { ...state, users: action.users, presence: {} };
    case 'presence':
      return { ...state, presence: { ...state.presence, [action.codBseUsuario]: action.online } };
    case 'connected':
      return { ...state, connection: 'connected', connects: state.connects + 1 };
    case 'disconnected':
      return state.connection === 'connected' ? { ...state, connection: 'reconnecting' } : state;
  }
}

/** The last saved message id the client has for a room (what `requestSyncMessages` asks after). */
export function lastMessageId(state: ChatState, room: ChatRoom): number {
  const ids = (state.items[room.codChtSala] ?? [])
    .filter((i) => i.status === 'sent')
    .map((i) => i.message.codChtMensagem);
  // Before its history is read, the room list's last message is the last one known.
  if (!state.loaded[room.codChtSala] && room.ultimaMensagem) ids.push(room.ultimaMensagem.codChtMensagem);
  return Math.max(0, ...ids);
}

/** The newest message of a room as the list shows it (own pending ones too), or null. */
export function lastMessage(state: ChatState, room: ChatRoom): ChatMessage | null {
  const items = state.items[room.codChtSala] ?? [];
  const last = items[items.length - 1]?.message;
  const listed = room.ultimaMensagem;
  const usable = listed && !state.deleted.includes(listed.codChtMensagem) ? listed : null;
  if (!last) return usable;
  if (!usable || last.codChtMensagem === 0) return last;
  return last.codChtMensagem >= usable.codChtMensagem ? last : usable;
}
