import { Alert, Button, ColorSwatch, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { CalendarEvent } from '@school/modules/community/contracts';
import { Message } from '../../i18n/messages';
import { useColourName } from './colours';
import { useCalendarTexts } from './texts';

/** Someone else's event: its fields read only, under the spec's "Não é possível alterar." */
export function CalendarEventView({
  event,
  profileLabel,
  onClose,
}: {
  event: CalendarEvent;
  profileLabel: (code: number, name: string) => string;
  onClose: () => void;
}) {
  const tc = useCalendarTexts();
  const colourName = useColourName();
  return (
    <Stack>
      {!event.loginOwner && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          title={<Message code="calendar.cannotEdit" />}
        >
          <Message code="calendar.notCreator" />
        </Alert>
      )}
      <TextInput label={tc('title')} readOnly value={event.dscTitulo} />
      <TextInput
        label={tc('colour')}
        readOnly
        value={colourName(event.hexCorEvento)}
        leftSection={<ColorSwatch color={event.hexCorEvento} size={16} aria-hidden />}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={tc('date')} readOnly value={dayjs(event.datEvento).format('DD/MM/YYYY HH:mm')} />
        <TextInput
          label={tc('privacy')}
          readOnly
          value={event.indPrivado === 'S' ? tc('private') : tc('public')}
        />
      </SimpleGrid>
      {event.indPrivado === 'N' && (
        <TextInput
          label={tc('profiles')}
          readOnly
          value={event.perfis.map((p) => profileLabel(p, String(p))).join(', ')}
        />
      )}
      <Text size="sm">{tc('createdBy', { name: event.nomUsuario })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {tc('close')}
        </Button>
      </Group>
    </Stack>
  );
}
