import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import {
  isSupportSubject,
  PROTECTED_SUPPORT_ROW_ID,
  supportSubjectLabel,
  type SupportRequest,
} from '@school/modules/support/contracts';
import { useMessages } from '../../i18n/messages';
import { notify } from '../../shared/notify';
import { type Column, DataTable, RowAction } from '../../shared/table';
import { useDeleteSupportRequest, useSupportDesk, useSupportDeskLive } from './api';
import { SupportText, useSupportTexts } from './texts';

/** /assistencia: the desk. */
export function SupportDeskIndex() {
  return <Navigate to="/assistencia/listar" replace />;
}

/**
 * /assistencia/listar (Assistente): the support requests, newest first, with paging and a
 * delete per row (never for row 0). New requests appear without a reload: the user's socket
 * receives `support:new` and `support:deleted` and the list's cache follows them.
 */
export function SupportDeskPage() {
  const text = useSupportTexts();
  const message = useMessages();
  const deleteRequest = useDeleteSupportRequest(<SupportText k="deleteFailed" />);
  const desk = useSupportDesk();
  const live = useSupportDeskLive();

  const subject = (pagina: string) =>
    isSupportSubject(pagina) ? message(supportSubjectLabel(pagina)) : pagina;

  const columns: Column<SupportRequest>[] = [
    { key: 'id', header: text('id'), value: (r) => r.codBseSuporte, width: 72 },
    { key: 'name', header: text('name'), value: (r) => r.name },
    { key: 'page', header: text('page'), value: (r) => subject(r.pagina) },
    {
      key: 'desc',
      header: text('desc'),
      value: (r) => r.desc,
      cell: (r) => (
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          lineClamp={4}
          title={r.desc}
        >
          {r.desc}
        </Text>
      ),
    },
    { key: 'contact', header: text('contact'), value: (r) => r.email },
    {
      key: 'actions',
      header: text('actions'),
      align: 'right',
      width: 72,
      cell: (r) =>
        r.codBseSuporte === PROTECTED_SUPPORT_ROW_ID ? null : (
          <RowAction.Delete
            label={text('delete', { id: r.codBseSuporte })}
            color="red.8"
            size="lg"
            question={text('confirmDelete')}
            onDelete={() =>
              deleteRequest.mutate(r.codBseSuporte, {
                onSuccess: () => void notify('success', <SupportText k="deleted" />),
              })
            }
          />
        ),
    },
  ];

  return (
    <Stack gap="md" data-live={live.connected ? 'connected' : 'offline'}>
      <VisuallyHidden role="status" aria-live="polite">
        {live.arrived ? text('arrived', { name: live.arrived.name }) : ''}
      </VisuallyHidden>
      <DataTable
        caption={text('deskCaption')}
        columns={columns}
        rows={desk.data}
        error={desk.error}
        onRetry={() => desk.refetch()}
        rowKey={(r) => r.codBseSuporte}
        loading={desk.isLoading}
        searchable
        searchLabel={text('search')}
        emptyText={text('empty')}
        minWidth={720}
      />
    </Stack>
  );
}
