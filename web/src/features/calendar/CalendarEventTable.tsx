import { useMemo } from 'react';
import { Anchor, Badge, ColorSwatch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CALENDAR_PAGE_SIZE, type CalendarEvent } from '@school/modules/community/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { formatDateTimeIn } from '../../shared/format';
import { notify } from '../../shared/notify';
import { actionsColumn, type Column, DataTable, RowAction } from '../../shared/table';
import { useDeleteCalendarEvent } from './api';
import { useColourName } from './colours';
import { useCalendarTexts } from './texts';

export interface CalendarEventTableProps {
  rows: CalendarEvent[] | undefined;
  loading: boolean;
  /** Opens an event: the creator's own to edit, anyone else's to view. */
  onOpen(mode: 'edit' | 'view', event: CalendarEvent): void;
}

/**
 * The events as a list, 9 per page: colour, title (opens the event), date, creator and privacy;
 * the creator's own events are edited or deleted (after a question), the others only viewed.
 */
export function CalendarEventTable({ rows, loading, onOpen }: CalendarEventTableProps) {
  const { t, i18n } = useTranslation();
  const tc = useCalendarTexts();
  const messages = useMessages();
  const colourName = useColourName();
  const { mutate: deleteEvent } = useDeleteCalendarEvent();

  const columns = useMemo(
    (): Column<CalendarEvent>[] => [
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
            onClick={() => onOpen(e.loginOwner ? 'edit' : 'view', e)}
          >
            {e.dscTitulo}
          </Anchor>
        ),
      },
      {
        key: 'date',
        header: tc('date'),
        value: (e) =>
          formatDateTimeIn(e.datEvento, i18n.language) +
          (e.datFim ? ` – ${formatDateTimeIn(e.datFim, i18n.language)}` : ''),
      },
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
      actionsColumn(t('table.actions'), (e) => (
        <>
          {e.loginOwner ? (
            <>
              <RowAction.Edit
                label={tc('edit', { name: e.dscTitulo })}
                tooltip={tc('editShort')}
                size="lg"
                onClick={() => onOpen('edit', e)}
              />
              <RowAction.Delete
                label={tc('delete', { name: e.dscTitulo })}
                tooltip={tc('deleteShort')}
                size="lg"
                question={messages('calendar.deleteConfirm')}
                onDelete={() =>
                  deleteEvent(e.codCldCalendario, {
                    onSuccess: () => void notify('success', <Message code="calendar.deleted" />),
                  })
                }
              />
            </>
          ) : (
            <RowAction.View
              label={tc('view', { name: e.dscTitulo })}
              tooltip={tc('viewShort')}
              size="lg"
              onClick={() => onOpen('view', e)}
            />
          )}
        </>
      )),
    ],
    [t, i18n.language, tc, messages, colourName, deleteEvent, onOpen],
  );

  return (
    <DataTable
      caption={tc('caption')}
      columns={columns}
      rows={rows}
      rowKey={(e) => e.codCldCalendario}
      loading={loading}
      minWidth={640}
      initialPageSize={CALENDAR_PAGE_SIZE}
      pageSizes={[CALENDAR_PAGE_SIZE]}
      emptyText={tc('empty')}
    />
  );
}
