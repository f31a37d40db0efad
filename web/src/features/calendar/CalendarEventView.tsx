import {
  Alert,
  Button,
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@school/modules/community/contracts';
import { Message } from '../../i18n/messages';
import { formatDateTimeIn } from '../../shared/format';
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
  const { i18n } = useTranslation();
  const when = (iso: string) => formatDateTimeIn(iso, i18n.language);
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
        <TextInput label={tc('date')} readOnly value={when(event.datEvento)} />
        {event.datFim && <TextInput label={tc('end')} readOnly value={when(event.datFim)} />}
        <TextInput
          label={tc('privacy')}
          readOnly
          value={event.indPrivado === 'S' ? tc('private') : tc('public')}
        />
        {event.dscLocal && <TextInput label={tc('place')} readOnly value={event.dscLocal} />}
      </SimpleGrid>
      {event.dscDescricao && (
        <Textarea label={tc('description')} readOnly rows={4} value={event.dscDescricao} />
      )}
      {event.indTurma === 'S' && <Text size="sm">{tc('forClass')}</Text>}
      {event.indPrivado === 'N' && event.indTurma !== 'S' && (
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
