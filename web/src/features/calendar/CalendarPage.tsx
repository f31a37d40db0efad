import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import { useMemo, useState } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  ColorSwatch,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Title,
} from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { IconCalendarMonth, IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import {
  CALENDAR_PAGE_SIZE,
  type CalendarEvent,
  type CalendarEventInput,
  calendarFilterOptions,
  type CalendarFilterValue,
  defaultCalendarFilter,
} from '@school/modules/community/contracts';
import { Message, useLanguage, useMessages } from '../../i18n/messages';
import { ApiError, newIdempotencyKey } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { notify, notifyError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { type Column, DataTable, RowAction, RowActions } from '../../shared/table';
import { CALENDAR_KEY, deleteCalendarEvent, saveCalendarEvent, useCalendarEvents } from './api';
import { CalendarEventDialog } from './CalendarEventDialog';
import { CalendarFeedCard } from './CalendarFeedCard';
import { useColourName } from './colours';
import { useCalendarTexts } from './texts';

/** /calendario: the list. */
export function CalendarIndexRedirect() {
  return <Navigate to="/calendario/listar" replace />;
}

type Dialog = { mode: 'new' } | { mode: 'edit' | 'view'; event: CalendarEvent };

const DAYJS_LOCALE = { pt: 'pt-br', en: 'en', es: 'es' } as const;
const DAY = 'YYYY-MM-DD';
/** At most this many dots under a day; the day's label names every event. */
const MAX_DOTS = 4;

const filterValue = (value: string): CalendarFilterValue =>
  value === 'meus' || value === 'todos' ? value : Number(value);

/**
 * /calendario/listar (profiles 1 to 6): the month's events as coloured dots on a calendar and as a
 * list (9 per page, a day's or the whole month's), filtered by creator; new events, and the
 * creator's own ones changed or deleted; the caller's iCalendar address.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const tc = useCalendarTexts();
  const messages = useMessages();
  const language = useLanguage();
  const colourName = useColourName();
  const queryClient = useQueryClient();
  const profile = useSession()?.user.codBsePerfil ?? 0;
  const [filter, setFilter] = useState<CalendarFilterValue>(() => defaultCalendarFilter(profile));
  const [month, setMonth] = useState(() => dayjs().startOf('month').format(DAY));
  const [day, setDay] = useState<string | null>(null);
  // The last dialog stays while it closes (its content does not flip to an empty form).
  const [dialog, setDialog] = useState<Dialog>({ mode: 'new' });
  const [opened, setOpened] = useState(false);
  const open = (next: Dialog) => {
    setDialog(next);
    setOpened(true);
  };
  const events = useCalendarEvents(filter, month);
  const locale = DAYJS_LOCALE[language];

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
    try {
      await saveCalendarEvent(editing?.codCldCalendario ?? null, body, newIdempotencyKey());
      void notify('success', <Message code="calendar.saved" />);
      await queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
      return true;
    } catch (error) {
      void notifyError(
        error,
        editing && error instanceof ApiError && error.status === 403
          ? { title: <Message code="calendar.cannotEdit" /> }
          : {},
      );
      return false;
    }
  };

  const columns = useMemo((): Column<CalendarEvent>[] => {
    const remove = async (event: CalendarEvent) => {
      if (!(await confirm(messages('calendar.deleteConfirm'), { danger: true }))) return;
      try {
        await deleteCalendarEvent(event.codCldCalendario, newIdempotencyKey());
        void notify('success', <Message code="calendar.deleted" />);
      } catch (error) {
        void notifyError(
          error,
          error instanceof ApiError && error.status === 403
            ? { title: <Message code="calendar.cannotDelete" /> }
            : {},
        );
      } finally {
        await queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
      }
    };
    return [
      {
        key: 'colour',
        header: tc('colour'),
        width: '1%',
        value: (e) => colourName(e.hexCorEvento),
        cell: (e) => (
          <ColorSwatch
            color={e.hexCorEvento}
            size={20}
            role="img"
            aria-label={colourName(e.hexCorEvento)}
            title={colourName(e.hexCorEvento)}
          />
        ),
      },
      {
        key: 'title',
        header: tc('title'),
        value: (e) => e.dscTitulo,
        cell: (e) => (
          <Anchor
            component="button"
            type="button"
            ta="left"
            fw={500}
            onClick={() => open({ mode: e.loginOwner ? 'edit' : 'view', event: e })}
          >
            {e.dscTitulo}
          </Anchor>
        ),
      },
      { key: 'date', header: tc('date'), value: (e) => dayjs(e.datEvento).format('DD/MM/YYYY HH:mm') },
      { key: 'creator', header: tc('creator'), value: (e) => e.nomUsuario },
      {
        key: 'privacy',
        header: tc('privacy'),
        value: (e) => (e.indPrivado === 'S' ? tc('private') : tc('public')),
        cell: (e) => (
          <Badge variant="filled" color={e.indPrivado === 'S' ? 'gray.7' : 'blue.9'} tt="none">
            {e.indPrivado === 'S' ? tc('private') : tc('public')}
          </Badge>
        ),
      },
      {
        key: 'actions',
        header: t('table.actions'),
        align: 'right',
        width: '1%',
        cell: (e) => (
          <RowActions>
            {e.loginOwner ? (
              <>
                <RowAction
                  label={tc('edit', { name: e.dscTitulo })}
                  tooltip={tc('editShort')}
                  icon={IconPencil}
                  size="lg"
                  onClick={() => open({ mode: 'edit', event: e })}
                />
                <RowAction
                  label={tc('delete', { name: e.dscTitulo })}
                  tooltip={tc('deleteShort')}
                  icon={IconTrash}
                  color="red"
                  size="lg"
                  onClick={() => void remove(e)}
                />
              </>
            ) : (
              <RowAction
                label={tc('view', { name: e.dscTitulo })}
                tooltip={tc('viewShort')}
                icon={IconEye}
                size="lg"
                onClick={() => open({ mode: 'view', event: e })}
              />
            )}
          </RowActions>
        ),
      },
    ];
  }, [t, tc, messages, queryClient, colourName]);

  const dayLabel = (date: string) => {
    // The visible day number starts the name (WCAG 2.5.3: the name contains what is seen).
    const label = dayjs(date).locale(locale).format(tc('dayFormat'));
    const list = byDay.get(date) ?? [];
    if (list.length === 0) return label;
    const titles = list.map((e) => `${e.dscTitulo} (${colourName(e.hexCorEvento)})`).join('; ');
    return list.length === 1
      ? tc('dayOneEvent', { date: label, titles })
      : tc('dayEvents', { date: label, count: list.length, titles });
  };

  const renderDay = (date: string) => {
    const list = byDay.get(date) ?? [];
    return (
      <Box style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.1 }}>
        <span>{dayjs(date).date()}</span>
        <Box style={{ display: 'flex', gap: 2, height: 7, marginTop: 2 }} aria-hidden>
          {list.slice(0, MAX_DOTS).map((e) => (
            <span
              key={e.codCldCalendario}
              style={{
                width: 7,
                height: 7,
                borderRadius: '50%',
                background: e.hexCorEvento,
                boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.45)',
              }}
            />
          ))}
        </Box>
      </Box>
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
            <Paper withBorder p="sm" component="section" aria-label={tc('calendar')}>
              <Calendar
                date={month}
                onDateChange={(date) => {
                  setMonth(dayjs(date).startOf('month').format(DAY));
                  setDay(null);
                }}
                maxLevel="month"
                hideOutsideDates
                highlightToday
                fullWidth
                size="md"
                ariaLabels={{ previousMonth: tc('previousMonth'), nextMonth: tc('nextMonth') }}
                renderDay={renderDay}
                getDayAriaLabel={dayLabel}
                // Mantine's red weekend numbers fall short of 4.5:1 on white.
                weekendDays={[]}
                getDayProps={(date) => ({
                  selected: date === day,
                  'aria-pressed': date === day,
                  onClick: () => setDay((current) => (current === date ? null : date)),
                })}
              />
            </Paper>
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
            <DataTable
              caption={tc('caption')}
              columns={columns}
              rows={rows}
              rowKey={(e) => e.codCldCalendario}
              loading={events.isPending}
              minWidth={640}
              initialPageSize={CALENDAR_PAGE_SIZE}
              pageSizes={[CALENDAR_PAGE_SIZE]}
              emptyText={tc('empty')}
            />
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
