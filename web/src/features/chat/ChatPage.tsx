import { useState } from 'react';
import { Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import type { ChatRoomUser } from '@school/modules/community/contracts';
import { useSession } from '../../shared/session';
import { useChatRoomUsers } from './api';
import { LoadError } from '../../shared/ui';
import { ConnectionStatus, RoomButton } from './ChatParts';
import { type ChatItem, type ChatState, lastMessage } from './chatState';
import { useChat } from './useChat';
import { Conversation } from './ChatConversation';
import { MessageDialog, ParticipantsDialog } from './ChatDialogs';
import { useChatTexts } from './texts';

/** A room's members: the socket's list (`getUsersInChat`) or the REST one, with the latest presence. */
function roomUsers(state: ChatState, room: number, rest: ChatRoomUser[] | undefined): ChatRoomUser[] {
  const live = state.users?.filter((u) => u.codChtSala === room) ?? [];
  const users = live.length > 0 ? live : (rest ?? []);
  return users.map((u) => ({ ...u, online: state.presence[u.codBseUsuario] ?? u.online }));
}

/** /chat/listar, the spec's name of the chat's menu entry: the chat (/chat). */
export function ChatListRedirect() {
  return <Navigate to="/chat" replace />;
}

/**
 * /chat: the user's rooms (one per class, one per unit for its staff) on the left, the open
 * room's conversation in the centre, live on the chat socket (`/chat`). On a phone the two
 * stack: the rooms, then the open room with a way back. A user with no room (the spec admits
 * every profile to /chat; decision 0046) is told why instead of an empty screen.
 */
export function ChatPage() {
  // Another user signed in (another tab) starts from scratch.
  return <ChatScreen key={useSession()?.user.codBseUsuario ?? 0} />;
}

/** Which message the dialog shows: by the client's id (own, maybe unsaved) or the saved id. */
interface Selected {
  room: number;
  clientId: string | null;
  id: number;
}

function findSelected(state: ChatState, selected: Selected | null): ChatItem | null {
  if (!selected) return null;
  const items = state.items[selected.room] ?? [];
  return (
    items.find((i) =>
      selected.clientId ? i.message.clientId === selected.clientId : i.message.codChtMensagem === selected.id,
    ) ?? null
  );
}

function ChatScreen() {
  const tc = useChatTexts();
  const chat = useChat();
  const { state, rooms } = chat;
  const room = rooms.data?.find((r) => r.codChtSala === state.open) ?? null;
  // A user of no class nor unit staff (the Master, a Gestor, the Assistente) has no room.
  const noRooms = rooms.data?.length === 0;
  // Followed in the list: the dialog sees the pending message saved, and closes once it is gone.
  const [selected, setSelected] = useState<Selected | null>(null);
  const [showUsers, setShowUsers] = useState(false);
  const restUsers = useChatRoomUsers(showUsers ? state.open : null);

  return (
    <Stack maw={1100}>
      <Group justify="flex-end">
        <ConnectionStatus connection={state.connection} />
      </Group>
      <Flex direction={{ base: 'column', sm: 'row' }} gap="md" align={{ base: 'stretch', sm: 'flex-start' }}>
        <Paper
          component="section"
          aria-labelledby="chat-rooms-title"
          withBorder
          p="sm"
          w={{ base: '100%', sm: 300 }}
          style={{ flex: 'none' }}
          visibleFrom={room ? 'sm' : undefined}
        >
          <Stack gap="xs">
            <Title order={2} size="h4" id="chat-rooms-title">
              {tc('rooms')}
            </Title>
            <LoadError error={rooms.error} onRetry={() => rooms.refetch()} />
            {noRooms && <Text c="dimmed">{tc('noRooms')}</Text>}
            {(rooms.data ?? []).map((r) => (
              <RoomButton
                key={r.codChtSala}
                room={r}
                preview={lastMessage(state, r)?.txtMensagem ?? null}
                unread={state.unread[r.codChtSala] ?? 0}
                current={r.codChtSala === state.open}
                onOpen={() => chat.open(r.codChtSala)}
              />
            ))}
          </Stack>
        </Paper>
        {!noRooms && (
          <Paper
            component="section"
            aria-labelledby={room ? 'chat-room-title' : undefined}
            withBorder
            p="sm"
            miw={0}
            style={{ flex: 1 }}
            visibleFrom={room ? undefined : 'sm'}
          >
            {room ? (
              <Conversation
                room={room}
                items={state.items[room.codChtSala] ?? []}
                me={chat.me}
                loading={chat.history.isPending}
                error={chat.history.error}
                onBack={() => chat.open(null)}
                onParticipants={() => setShowUsers(true)}
                onSend={(text) => chat.send(room.codChtSala, text)}
                onSelect={({ message }) =>
                  setSelected({
                    room: message.codChtSala,
                    clientId: message.clientId,
                    id: message.codChtMensagem,
                  })
                }
                onRetry={chat.retry}
              />
            ) : (
              <Text c="dimmed">{tc('chooseRoom')}</Text>
            )}
          </Paper>
        )}
      </Flex>
      <MessageDialog
        item={findSelected(state, selected)}
        onClose={() => setSelected(null)}
        onDelete={chat.remove}
      />
      <ParticipantsDialog
        opened={showUsers && room !== null}
        roomName={room?.nomSala ?? ''}
        users={room ? roomUsers(state, room.codChtSala, restUsers.data) : []}
        loading={restUsers.isFetching}
        onClose={() => setShowUsers(false)}
      />
    </Stack>
  );
}
