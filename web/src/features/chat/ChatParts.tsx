import { Badge, Box, Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { chatPreview, type ChatRoom, withEmoticons } from '@school/modules/community/contracts';
import { Message, useMessages } from '../../i18n/messages';
import type { ChatConnection, ChatItem } from './chatState';
import { useChatTexts } from './texts';

/** Typed text keeps its line breaks and long words wrap inside a 375px screen. */
export const PLAIN = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** A message's time (HH:mm). */
export function chatTime(iso: string): string {
  return dayjs(iso).format('HH:mm');
}

/** A coloured dot that never speaks alone: the text beside it says the same. */
export function Dot({ color }: { color: string }) {
  return (
    <Box
      aria-hidden
      w={10}
      h={10}
      style={{ borderRadius: '50%', flex: 'none', background: `var(--mantine-color-${color})` }}
    />
  );
}

/** The room list's entry: name, last message's preview (or the welcome) and the unread counter. */
export function RoomButton({
  room,
  preview,
  unread,
  current,
  onOpen,
}: {
  room: ChatRoom;
  preview: string | null;
  unread: number;
  current: boolean;
  onOpen: () => void;
}) {
  const tc = useChatTexts();
  const messages = useMessages();
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={current ? 'true' : undefined}
      p="sm"
      w="100%"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid var(--mantine-color-${current ? 'blue-8' : 'gray-3'})`,
        background: current ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {room.nomSala}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {preview === null ? messages('chat.welcome') : chatPreview(withEmoticons(preview))}
          </Text>
        </Stack>
        {unread > 0 && (
          <Badge variant="filled" color="red.9" style={{ flex: 'none' }}>
            <span aria-hidden>{unread}</span>
            <VisuallyHidden>
              {unread === 1 ? tc('unreadOne') : tc('unreadMany', { count: unread })}
            </VisuallyHidden>
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}

/** The system's first line of every room. */
export function WelcomeNote() {
  return (
    <Text size="sm" c="dimmed" fs="italic" ta="center" py={4} data-system>
      <Message code="chat.welcome" />
    </Text>
  );
}

/** One message: own ones on the right (light blue), others' on the left with the sender's name. */
export function MessageLine({
  item,
  own,
  onOpen,
  onRetry,
}: {
  item: ChatItem;
  own: boolean;
  onOpen: () => void;
  onRetry: () => void;
}) {
  const tc = useChatTexts();
  const { message } = item;
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} data-own={own || undefined}>
      <UnstyledButton
        onClick={onOpen}
        maw="85%"
        px="sm"
        py={6}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          border: `1px solid var(--mantine-color-${own ? 'blue-3' : 'gray-3'})`,
          // Black text on blue-0 or gray-0 stays far above 4.5:1.
          background: `var(--mantine-color-${own ? 'blue-0' : 'gray-0'})`,
          color: 'var(--mantine-color-black)',
        }}
      >
        {own ? (
          <VisuallyHidden>{tc('you')}:</VisuallyHidden>
        ) : (
          <Text size="xs" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {message.nomUsuario}
          </Text>
        )}
        <Text size="sm" style={PLAIN}>
          {withEmoticons(message.txtMensagem)}
        </Text>
        <Text size="xs" c="dimmed" ta="right" component="time" dateTime={message.datCriacao} display="block">
          {chatTime(message.datCriacao)}
        </Text>
      </UnstyledButton>
      {item.status === 'pending' && (
        <Text size="xs" c="dimmed">
          {tc('sending')}
        </Text>
      )}
      {item.status === 'failed' && (
        <Group gap="xs" justify="flex-end">
          <Text size="xs" c="red.9">
            {item.error}
          </Text>
          <Button size="compact-xs" variant="default" onClick={onRetry}>
            {tc('retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** "Conectado" / "Reconectando…", announced politely as it changes. */
export function ConnectionStatus({ connection }: { connection: ChatConnection }) {
  const tc = useChatTexts();
  return (
    <Group gap={6} role="status" wrap="nowrap">
      <Dot color={connection === 'connected' ? 'green-8' : 'orange-8'} />
      <Text size="sm">{tc(connection)}</Text>
    </Group>
  );
}

/** The characters typed of the most the message takes, under the field. */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const tc = useChatTexts();
  return (
    <Text span size="xs" c="dimmed">
      {tc('counter', { count: value.length, max })}
    </Text>
  );
}
