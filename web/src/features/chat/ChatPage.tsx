import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Flex, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconSend, IconUsers } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX, type ChatRoom, type ChatRoomUser } from '@school/modules/community/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { useSession } from '../../shared/session';
import { useChatRoomUsers } from './api';
import {
  CharacterCount,
  ConnectionStatus,
  MessageDialog,
  MessageLine,
  ParticipantsDialog,
  RoomButton,
  WelcomeNote,
} from './ChatParts';
import { type ChatItem, type ChatState, lastMessage, useChat } from './useChat';
import { useChatTexts } from './texts';

const COUNTER_BELOW = ['label', 'input', 'description', 'error'] as (
  'label' | 'input' | 'description' | 'error'
)[];

function LoadError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {error instanceof ApiError ? error.message : <Message code="generic.server" />}
    </Alert>
  );
}

/** A room's members: the socket's list (`getUsersInChat`) or the REST one, with the latest presence. */
function roomUsers(state: ChatState, room: number, rest: ChatRoomUser[] | undefined): ChatRoomUser[] {
  const live = state.users?.filter((u) => u.codChtSala === room) ?? [];
  const users = live.length > 0 ? live : (rest ?? []);
  return users.map((u) => ({ ...u, online: state.presence[u.codBseUsuario] ?? u.online }));
}

/**
 * /chat: the user's rooms (one per class, one per unit for its staff) on the left, the open
 * room's conversation in the centre, live on the chat socket (`/chat`). On a phone the two
 * stack: the rooms, then the open room with a way back.
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
            <LoadError error={rooms.error} />
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

/** The open room: heading, the messages log (welcome first, oldest first) and the input. */
function Conversation({
  room,
  items,
  me,
  loading,
  error,
  onBack,
  onParticipants,
  onSend,
  onSelect,
  onRetry,
}: {
  room: ChatRoom;
  items: ChatItem[];
  me: number;
  loading: boolean;
  error: Error | null;
  onBack: () => void;
  onParticipants: () => void;
  onSend: (text: string) => void;
  onSelect: (item: ChatItem) => void;
  onRetry: (item: ChatItem) => void;
}) {
  const tc = useChatTexts();
  const log = useRef<HTMLDivElement>(null);
  const last = items[items.length - 1];
  const lastKey = last ? (last.message.clientId ?? last.message.codChtMensagem) : null;

  // Follow the newest message.
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [room.codChtSala, items.length, lastKey]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Group gap="xs" miw={0}>
          <Button
            hiddenFrom="sm"
            variant="default"
            size="compact-sm"
            onClick={onBack}
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {tc('backToRooms')}
          </Button>
          <Title order={2} size="h4" id="chat-room-title" style={{ overflowWrap: 'anywhere' }}>
            {room.nomSala}
          </Title>
        </Group>
        <Button variant="default" onClick={onParticipants} leftSection={<IconUsers size={16} aria-hidden />}>
          {tc('participants')}
        </Button>
      </Group>
      <LoadError error={error} />
      <Box
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={tc('messagesOf', { room: room.nomSala })}
        aria-busy={loading || undefined}
        tabIndex={0}
        h={{ base: '55dvh', sm: 460 }}
        p="xs"
        style={{ overflowY: 'auto' }}
      >
        <Stack gap="xs">
          <WelcomeNote />
          {items.map((item) => (
            <MessageLine
              key={item.message.clientId ?? `id-${item.message.codChtMensagem}`}
              item={item}
              own={item.message.codUsuarioCriacao === me}
              onOpen={() => onSelect(item)}
              onRetry={() => onRetry(item)}
            />
          ))}
        </Stack>
      </Box>
      <MessageInput key={room.codChtSala} onSend={onSend} />
    </Stack>
  );
}

/** The message (250): Enter sends, Shift+Enter breaks the line; a blank one is never sent. */
function MessageInput({ onSend }: { onSend: (text: string) => void }) {
  const tc = useChatTexts();
  const messages = useMessages();
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);

  const submit = () => {
    const content = text.trim();
    if (!content) {
      setBlank(true);
      return;
    }
    onSend(content);
    setText('');
    setBlank(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Textarea
          label={tc('message')}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setBlank(false);
          }}
          onKeyDown={onKeyDown}
          error={blank ? messages('chat.blank') : undefined}
          description={<CharacterCount value={text} max={CHAT_MESSAGE_MAX} />}
          inputWrapperOrder={COUNTER_BELOW}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={24} leftSection={<IconSend size={16} aria-hidden />}>
          {tc('send')}
        </Button>
      </Group>
    </form>
  );
}
