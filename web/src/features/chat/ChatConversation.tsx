import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Box, Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { IconArrowLeft, IconSend, IconUsers } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX, type ChatRoom } from '@school/modules/community/contracts';
import { useMessages } from '../../i18n/messages';
import { LoadError } from '../../shared/ui';
import { CharacterCount, MessageLine, WelcomeNote } from './ChatParts';
import type { ChatItem } from './chatState';
import { useChatTexts } from './texts';

const COUNTER_BELOW = ['label', 'input', 'description', 'error'] as (
  'label' | 'input' | 'description' | 'error'
)[];

/** The open room: heading, the messages log (welcome first, oldest first) and the input. */
export function Conversation({
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
