import { type FormEvent, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Modal,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CALENDAR_COLOURS,
  CALENDAR_TITLE_MAX,
  type CalendarEvent,
  type CalendarEventInput,
  calendarEventSchema,
} from '@school/modules/community/contracts';
import { isWebProfile, Profile } from '@school/modules/kernel/contracts';
import { Message } from '../../i18n/messages';
import { FormFooter } from '../../shared/form';
import { useSession } from '../../shared/session';
import { useMyClasses } from '../../shared/organization';
import { useCalendarProfiles } from './api';
import { useColourName } from './colours';
import { useCalendarTexts } from './texts';

/** The form's fields as the inputs hold them; `datEvento` is a datetime-local value (YYYY-MM-DDTHH:mm). */
interface Values {
  dscTitulo: string;
  hexCorEvento: string;
  datEvento: string;
  indPrivado: 'S' | 'N';
  perfis: string[];
  codBseTurma: string | null;
}

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

const valuesOf = (event: CalendarEvent | null, defaultDate: string): Values =>
  event
    ? {
        dscTitulo: event.dscTitulo,
        hexCorEvento: event.hexCorEvento.toLowerCase(),
        datEvento: dayjs(event.datEvento).format(LOCAL_FORMAT),
        indPrivado: event.indPrivado,
        perfis: event.perfis.map(String),
        codBseTurma: event.codBseTurma === null ? null : String(event.codBseTurma),
      }
    : {
        dscTitulo: '',
        hexCorEvento: CALENDAR_COLOURS[0],
        datEvento: defaultDate,
        indPrivado: 'N',
        perfis: [],
        codBseTurma: null,
      };

export interface CalendarEventDialogProps {
  opened: boolean;
  /** `view`: someone else's event, read only, with the spec's "Não é possível alterar." */
  mode: 'new' | 'edit' | 'view';
  event: CalendarEvent | null;
  /** A new event's date and time (YYYY-MM-DDTHH:mm). */
  defaultDate: string;
  onClose: () => void;
  /** Answers whether it was saved (then the dialog closes). */
  onSave: (body: CalendarEventInput) => Promise<boolean>;
}

/**
 * The event dialog: title, one of the eight colours, date and time, public or private, the
 * profiles that see a public event and, for the Professor, one of its classes. A missing field
 * shows "Favor preencher todos os campos." and nothing is sent.
 */
export function CalendarEventDialog({
  opened,
  mode,
  event,
  defaultDate,
  onClose,
  onSave,
}: CalendarEventDialogProps) {
  const { t } = useTranslation();
  const tc = useCalendarTexts();
  const colourName = useColourName();
  const session = useSession();
  const isProfessor = session?.user.codBsePerfil === Profile.Professor;
  const profiles = useCalendarProfiles();
  const classes = useMyClasses(isProfessor && opened);
  const onlyPrivate = profiles.data?.length === 0;
  const [values, setValues] = useState<Values>(() => valuesOf(event, defaultDate));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (opened) {
      setValues(valuesOf(event, defaultDate));
      setError(null);
    }
  }, [opened, event, defaultDate]);
  // A caller that may show events to no profile writes private ones only.
  useEffect(() => {
    if (opened && onlyPrivate) setValues((v) => ({ ...v, indPrivado: 'S' }));
  }, [opened, onlyPrivate]);

  const set = (change: Partial<Values>) => setValues((v) => ({ ...v, ...change }));
  const profileLabel = (code: number, name: string) => (isWebProfile(code) ? t(`profiles.${code}`) : name);
  const classOptions = (classes.data ?? []).map((c) => ({ value: String(c.codBseTurma), label: c.nomTurma }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = calendarEventSchema.safeParse({
      dscTitulo: values.dscTitulo,
      hexCorEvento: values.hexCorEvento,
      datEvento:
        values.datEvento && dayjs(values.datEvento).isValid() ? dayjs(values.datEvento).format() : '',
      indPrivado: values.indPrivado,
      perfis: values.indPrivado === 'S' ? [] : values.perfis.map(Number),
      codBseTurma: isProfessor && values.codBseTurma ? Number(values.codBseTurma) : null,
    });
    // A blank field (the date and the Professor's class included) is the spec's one message.
    const blank =
      !values.datEvento ||
      (isProfessor && !values.codBseTurma) ||
      (!parsed.success && parsed.error.issues.some((i) => i.message === 'calendar.fillAll'));
    const found = blank ? 'calendar.fillAll' : parsed.success ? null : parsed.error.issues[0]!.message;
    setError(found);
    if (found || !parsed.success) return;
    setSaving(true);
    try {
      if (await onSave(parsed.data)) onClose();
    } finally {
      setSaving(false);
    }
  };

  const title = mode === 'new' ? tc('newTitle') : mode === 'edit' ? tc('editTitle') : tc('viewTitle');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
    >
      {mode === 'view' && event ? (
        <EventView event={event} profileLabel={profileLabel} onClose={onClose} />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            {error && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                <Message code={error} />
              </Alert>
            )}
            <TextInput
              label={tc('title')}
              required
              maxLength={CALENDAR_TITLE_MAX}
              value={values.dscTitulo}
              onChange={(e) => set({ dscTitulo: e.currentTarget.value })}
              error={error && !values.dscTitulo.trim() ? true : undefined}
              data-autofocus
            />
            <Radio.Group
              label={tc('colour')}
              required
              value={values.hexCorEvento}
              onChange={(hexCorEvento) => set({ hexCorEvento })}
            >
              <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" mt={4}>
                {CALENDAR_COLOURS.map((hex) => (
                  <Radio
                    key={hex}
                    value={hex}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <ColorSwatch color={hex} size={18} aria-hidden />
                        <span>{colourName(hex)}</span>
                      </Group>
                    }
                  />
                ))}
              </SimpleGrid>
            </Radio.Group>
            <TextInput
              type="datetime-local"
              label={tc('date')}
              required
              value={values.datEvento}
              onChange={(e) => set({ datEvento: e.currentTarget.value })}
              error={error && !values.datEvento ? true : undefined}
            />
            <Radio.Group
              label={tc('privacy')}
              required
              value={values.indPrivado}
              onChange={(indPrivado) => set({ indPrivado: indPrivado === 'S' ? 'S' : 'N' })}
            >
              <Group mt={4}>
                <Radio value="N" label={tc('public')} disabled={onlyPrivate} />
                <Radio value="S" label={tc('private')} />
              </Group>
            </Radio.Group>
            {values.indPrivado === 'N' && (
              <Checkbox.Group
                label={tc('profiles')}
                required
                value={values.perfis}
                onChange={(perfis) => set({ perfis })}
                error={error && values.perfis.length === 0 ? true : undefined}
              >
                <Group mt={4}>
                  {(profiles.data ?? []).map((p) => (
                    <Checkbox
                      key={p.codBsePerfil}
                      value={String(p.codBsePerfil)}
                      label={profileLabel(p.codBsePerfil, p.nomPerfil)}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
            {isProfessor && (
              <Select
                label={tc('class')}
                placeholder={tc('classPlaceholder')}
                required
                data={classOptions}
                value={values.codBseTurma}
                onChange={(codBseTurma) => set({ codBseTurma })}
                error={error && !values.codBseTurma ? true : undefined}
              />
            )}
            <FormFooter onCancel={onClose} saving={saving} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Someone else's event: its fields read only, under the spec's "Não é possível alterar." */
function EventView({
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
