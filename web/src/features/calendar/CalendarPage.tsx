import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import { useCallback, useMemo, useState } from 'react';
import { Button, Grid, Group, Select, Stack, Title } from '@mantine/core';
import { IconCalendarMonth, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Navigate } from 'react-router-dom';
import {
  type CalendarEvent,
  type CalendarEventInput,
  calendarFilterOptions,
  type CalendarFilterValue,
  defaultCalendarFilter,
} from '@school/modules/community/contracts';
import { Message, useLanguage, useMessages } from '../../i18n/messages';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { LoadError } from '../../shared/ui';
import { refusedField, useCalendarEvents, useSaveCalendarEvent } from './api';
import { CalendarEventDialog } from './CalendarEventDialog';
import { CalendarEventTable } from './CalendarEventTable';
import { CalendarFeedCard } from './CalendarFeedCard';
import { CalendarMonth, DAY, DAYJS_LOCALE } from './CalendarMonth';
import { useCalendarTexts } from './texts';

/** /calendario: the list. */
export function CalendarIndexRedirect() {
  return <Navigate to="/calendario/listar" replace />;
}

type Dialog = { mode: 'new' } | { mode: 'edit' | 'view'; event: CalendarEvent };

const filterValue = (value: string): CalendarFilterValue =>
  value === 'meus' || value === 'todos' ? value : Number(value);

/**
 * /calendario/listar (profiles 1 to 6): the month's events as coloured dots on a calendar and as a
 * list (9 per page, a day's or the whole month's), filtered by creator; new events, and the
 * creator's own ones changed or deleted; the caller's iCalendar address.
 */
export function CalendarPage() {
  const tc = useCalendarTexts();
  const messages = useMessages();
  const locale = DAYJS_LOCALE[useLanguage()];
  const profile = useSession()?.user.codBsePerfil ?? 0;
  const [filter, setFilter] = useState<CalendarFilterValue>(() => defaultCalendarFilter(profile));
  const [month, setMonth] = useState(() => dayjs().startOf('month').format(DAY));
  const [day, setDay] = useState<string | null>(null);
  // The last dialog stays while it closes (its content does not flip to an empty form).
  const [dialog, setDialog] = useState<Dialog>({ mode: 'new' });
  const [opened, setOpened] = useState(false);
  const open = useCallback((next: Dialog) => {
    setDialog(next);
    setOpened(true);
  }, []);
  const openEvent = useCallback(
    (mode: 'edit' | 'view', event: CalendarEvent) => open({ mode, event }),
    [open],
  );
  const events = useCalendarEvents(filter, month);
  const saveEvent = useSaveCalendarEvent();

  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of events.data ?? []) {
      const key = dayjs(event.datEvento).format(DAY);
      map.set(key, [...(map.get(key) ?? []), event]);
    }
    return map;
  }, [events.data]);
  const rows = day ? (byDay.get(day) ?? []) : events.data;

  const filterLabel = (value: CalendarFilterValue) =>
    value === 'meus' || value === 'todos'
      ? tc(`filters.${value}`)
      : tc(`filters.p${value as 1 | 2 | 3 | 4 | 5}`);
  const filterData = calendarFilterOptions(profile).map((value) => ({
    value: String(value),
    label: filterLabel(value),
  }));

  // A new event starts on the chosen day (today otherwise) at 8 o'clock.
  const defaultDate = dayjs(day ?? undefined)
    .hour(8)
    .minute(0)
    .format('YYYY-MM-DDTHH:mm');

  const save = async (body: CalendarEventInput) => {
    const editing = dialog.mode === 'edit' ? dialog.event : null;
    if (editing && !(await confirm(messages('calendar.saveConfirm')))) return false;
    return saveEvent.mutateAsync({ id: editing?.codCldCalendario ?? null, body }).then(
      () => {
        void notify('success', <Message code="calendar.saved" />);
        return true;
      },
      (error: unknown) => refusedField(error) ?? false,
    );
  };

  const heading = day
    ? tc('dayEventsTitle', { date: dayjs(day).format('DD/MM/YYYY') })
    : tc('monthEvents', { month: dayjs(month).locale(locale).format(tc('monthFormat')) });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={tc('filter')}
          data={filterData}
          value={String(filter)}
          allowDeselect={false}
          onChange={(value) => {
            if (value) setFilter(filterValue(value));
          }}
          style={{ flex: '0 1 18rem' }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open({ mode: 'new' })}>
          {tc('add')}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack>
            <CalendarMonth
              month={month}
              day={day}
              byDay={byDay}
              onMonthChange={(next) => {
                setMonth(next);
                setDay(null);
              }}
              onDayChange={setDay}
            />
            <CalendarFeedCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="sm">
            <Group justify="space-between" align="center" gap="sm">
              <Title order={2} size="h4" aria-live="polite">
                {heading}
              </Title>
              {day && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconCalendarMonth size={16} aria-hidden />}
                  onClick={() => setDay(null)}
                >
                  {tc('wholeMonth')}
                </Button>
              )}
            </Group>
            {events.isError ? (
              <LoadError error={events.error} onRetry={() => events.refetch()} />
            ) : (
              <CalendarEventTable rows={rows} loading={events.isPending} onOpen={openEvent} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <CalendarEventDialog
        opened={opened}
        mode={dialog.mode}
        event={dialog.mode === 'new' ? null : dialog.event}
        defaultDate={defaultDate}
        onClose={() => setOpened(false)}
        onSave={save}
      />
    </Stack>
  );
}
