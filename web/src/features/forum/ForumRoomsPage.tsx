import { Card, Group, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useForumRooms } from './api';
import { LoadError } from '../../shared/ui';
import { useForumTexts } from './texts';

/** /forum/salas: the four rooms, each a big link to its topics. */
export function ForumRoomsPage() {
  const tf = useForumTexts();
  const rooms = useForumRooms();
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
            component={Link}
            to={`/forum/topicos/${room.codFrmSala}`}
            withBorder
            padding="lg"
          >
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size="xl" variant="filled" color="blue.9" aria-hidden>
                <IconMessages size={24} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {room.nomSala}
              </Title>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
