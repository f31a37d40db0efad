import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ForumRoomCard } from '@school/modules/community/contracts';
import { formatDateTimeIn } from '../../shared/format';
import { useForumRooms, useForumRoomsLive } from './api';
import { LoadError } from '../../shared/ui';
import { useForumTexts } from './texts';

/**
 * /forum/salas: the four rooms, each a card whose title links to its topics, with how many topics the reader
 * reads there and the latest topic or reply (when and by whom, decision 0075), kept live.
 */
export function ForumRoomsPage() {
  const tf = useForumTexts();
  const rooms = useForumRooms();
  useForumRoomsLive();
  return (
    <Stack>
      <Title order={2} size="h4">
        {tf('rooms')}
      </Title>
      <LoadError error={rooms.error} onRetry={() => rooms.refetch()} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {(rooms.data ?? []).map((room) => (
          <Card
            key={room.codFrmSala}
            component="section"
            withBorder
            padding="lg"
            aria-labelledby={`forum-room-${room.codFrmSala}`}
          >
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size="xl" variant="filled" color="blue.9" aria-hidden>
                  <IconMessages size={24} />
                </ThemeIcon>
                <Title order={3} size="h4" id={`forum-room-${room.codFrmSala}`}>
                  <Anchor component={Link} to={`/forum/topicos/${room.codFrmSala}`} inherit>
                    {room.nomSala}
                  </Anchor>
                </Title>
              </Group>
              {'quantidadeTopicos' in room && <RoomActivity room={room} />}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A room card's counts: its topics, and when and by whom the latest topic or reply was written. */
function RoomActivity({ room }: { room: ForumRoomCard }) {
  const tf = useForumTexts();
  const { i18n } = useTranslation();
  return (
    <>
      <Text size="sm" fw={600}>
        {tf('topicCount', { count: room.quantidadeTopicos })}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {room.datUltimaAtividade
          ? tf('latestActivity', {
              date: formatDateTimeIn(room.datUltimaAtividade, i18n.language),
              name: room.nomUsuarioUltimaAtividade ?? '',
            })
          : tf('noActivity')}
      </Text>
    </>
  );
}
