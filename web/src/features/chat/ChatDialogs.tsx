import { useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { type ChatRoomUser, withEmoticons } from '@school/modules/community/contracts';
import { confirm } from '../../shared/confirm';
import { LabeledText } from '../../shared/ui';
import { Dot, PLAIN } from './ChatParts';
import type { ChatItem } from './chatState';
import { useChatTexts } from './texts';

/** "Mensagem": who sent it (login) and the text, with Apagar (after the question) and Fechar. */
export function MessageDialog({
  item,
  onClose,
  onDelete,
}: {
  item: ChatItem | null;
  onClose: () => void;
  /** Answers whether the message is gone (a refusal was shown). */
  onDelete: (item: ChatItem) => Promise<boolean>;
}) {
  const tc = useChatTexts();
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    if (!item || !(await confirm(tc('deleteConfirm'), { danger: true }))) return;
    setDeleting(true);
    const gone = await onDelete(item);
    setDeleting(false);
    if (gone) onClose();
  };
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={tc('message')}
      centered
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      {item && (
        <Stack gap="sm">
          <LabeledText label={tc('from')} size="sm">
            {item.message.cstLogin}
          </LabeledText>
          <Text style={PLAIN}>{withEmoticons(item.message.txtMensagem)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              color="red.9"
              loading={deleting}
              disabled={item.status === 'pending'}
              onClick={() => void remove()}
            >
              {tc('deleteMessage')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {tc('close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The room's members, each with a dot and the text online/offline. */
export function ParticipantsDialog({
  opened,
  roomName,
  users,
  loading,
  onClose,
}: {
  opened: boolean;
  roomName: string;
  users: ChatRoomUser[];
  loading: boolean;
  onClose: () => void;
}) {
  const tc = useChatTexts();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={tc('participantsOf', { room: roomName })}
      centered
      closeButtonProps={{ 'aria-label': tc('close') }}
    >
      {loading && users.length === 0 ? (
        <Loader size="sm" aria-label={tc('participants')} />
      ) : users.length === 0 ? (
        <Text>{tc('noParticipants')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {users.map((u) => (
            <Group component="li" key={u.codBseUsuario} gap="xs" wrap="nowrap">
              <Dot color={u.online ? 'green-8' : 'gray-6'} />
              <Text style={{ overflowWrap: 'anywhere' }}>{u.nomUsuario}</Text>
              <Text size="sm" c="dimmed">
                ({u.online ? tc('online') : tc('offline')})
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
