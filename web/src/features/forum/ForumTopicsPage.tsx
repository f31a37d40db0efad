import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { isAllowed } from '@school/modules/kernel/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { AddButton, RowAction } from '../../shared/table';
import { useDeleteTopic, useForumRooms, useForumTopics, useForumTopicsLive } from './api';
import { LoadError } from '../../shared/ui';
import { ClosedBadge, ForumAuthor, PLAIN, ROOMS, useIdParam } from './ForumParts';
import { NewTopicForm } from './NewTopicForm';
import { useForumTexts } from './texts';

/**
 * /forum/topicos/{roomId}: the room's topics, newest first (title, message, author, date,
 * replies, closed); profiles 1 to 5 open new ones (decision 0075); the author or a moderator deletes one. The
 * list follows the topics others open, change, close and delete, without a reload.
 */
export function ForumTopicsPage() {
  const tf = useForumTexts();
  const messages = useMessages();
  const roomId = useIdParam();
  const rooms = useForumRooms();
  const topics = useForumTopics(roomId);
  useForumTopicsLive(roomId);
  const deleteTopic = useDeleteTopic();
  // Profiles 1 to 5 open topics (decision 0075).
  const canCreate = isAllowed('forum.topics.write', useSession()?.user.codBsePerfil);
  const [creating, setCreating] = useState(false);
  const room = rooms.data?.find((r) => r.codFrmSala === roomId);

  return (
    <Stack maw={960}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4">
          {room?.nomSala ?? tf('topics')}
        </Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={ROOMS}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {tf('backToRooms')}
          </Button>
          {canCreate && !creating && (
            <AddButton onClick={() => setCreating(true)}>{tf('newTopic')}</AddButton>
          )}
        </Group>
      </Group>
      {canCreate && creating && roomId !== null && (
        <NewTopicForm roomId={roomId} onClose={() => setCreating(false)} />
      )}
      <LoadError error={topics.error} onRetry={() => topics.refetch()} />
      {topics.data?.length === 0 && <Text>{tf('noTopics')}</Text>}
      {(topics.data ?? []).map((topic) => (
        <Card
          key={topic.codFrmTopico}
          withBorder
          padding="md"
          component="article"
          aria-labelledby={`forum-topic-${topic.codFrmTopico}`}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Group gap="xs" miw={0}>
                <Title order={3} size="h5" id={`forum-topic-${topic.codFrmTopico}`} style={PLAIN}>
                  <Anchor component={Link} to={`/forum/publicar/${topic.codFrmTopico}`} inherit>
                    {topic.txtTopico}
                  </Anchor>
                </Title>
                {topic.indFechado === 'S' && <ClosedBadge />}
              </Group>
              {topic.permitirExcluir === 1 && (
                <RowAction.Delete
                  label={tf('deleteTopic', { name: topic.txtTopico })}
                  tooltip={tf('deleteShort')}
                  size="lg"
                  question={messages('forum.deleteConfirm')}
                  onDelete={() =>
                    deleteTopic.mutate(topic.codFrmTopico, {
                      onSuccess: () => void notify('success', <Message code="forum.deleted" />),
                    })
                  }
                />
              )}
            </Group>
            <Text size="sm" style={PLAIN}>
              {topic.dscTopico}
            </Text>
            <Group justify="space-between" gap="xs">
              <ForumAuthor name={topic.nomUsuario} avatar={topic.imgAvatar} date={topic.datCriacao} />
              <Group gap={4} wrap="nowrap">
                <IconMessages size={16} aria-hidden />
                <Text size="sm">{tf('replies', { count: topic.quantidadeRespostas })}</Text>
              </Group>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
