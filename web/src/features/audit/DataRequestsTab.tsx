import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  dataCopyUrl,
  requesterRelationLabel,
  requestKindLabel,
  requestStatusLabel,
  type DataRequestEntry,
} from '@school/modules/privacy/contracts';
import { Message } from '../../i18n/messages';
import { useDataRequests, useDownloadDataCopy } from '../../shared/dataRequest';
import { formatDateTime } from '../../shared/format';
import { useSession } from '../../shared/session';
import { type Column, DataTable } from '../../shared/table';
import { DataRequestForm } from './DataRequestForm';
import { useAuditTexts } from './texts';

/**
 * "Solicitações de dados" (Master; a Gestor for its school): every copy and erasure request, for
 * whom, who asked and in what capacity, when, by whom carried out, the outcome and the days it
 * took (15 at most: later ones flagged); and the form that records one.
 */
export function DataRequestsTab() {
  const tr = useAuditTexts();
  const me = useSession()?.user.codBseUsuario ?? null;
  const requests = useDataRequests();
  const download = useDownloadDataCopy();
  const [recording, setRecording] = useState(false);
  const columns: Column<DataRequestEntry>[] = [
    {
      key: 'titular',
      header: tr('requestFor'),
      value: (r) => r.titular.nomUsuario ?? String(r.titular.codBseUsuario),
    },
    { key: 'tipo', header: tr('requestKind'), cell: (r) => <Message code={requestKindLabel(r.tipo)} /> },
    {
      key: 'solicitante',
      header: tr('requestedBy'),
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.nome ?? r.titular.nomUsuario}</Text>
          <Text size="xs" c="dimmed">
            <Message code={requesterRelationLabel(r.relacao)} />
            {r.documento ? ` · ${r.documento}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'registrado',
      header: tr('recordedAt'),
      cell: (r) =>
        `${formatDateTime(r.registradoEm)} · ${r.registradoPor.nomUsuario ?? r.registradoPor.codBseUsuario}`,
    },
    {
      key: 'executado',
      header: tr('carriedOutBy'),
      cell: (r) =>
        r.executadoEm
          ? `${formatDateTime(r.executadoEm)} · ${r.executadoPor?.nomUsuario ?? tr('platform')}`
          : '-',
    },
    {
      key: 'status',
      header: tr('outcome'),
      cell: (r) => <Message code={requestStatusLabel(r.status)} />,
    },
    {
      key: 'dias',
      header: tr('days'),
      cell: (r) => (
        <Group gap="xs">
          {r.dias}
          {r.atrasada && (
            <Badge color="red" size="sm">
              {tr('overdue')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: tr('downloadCopy'),
      // The copy's download, for who recorded it while kept: pinned, so it stays on a phone's screen.
      cell: (r) =>
        r.tipo === 'copia' && r.status === 'concluida' && r.registradoPor.codBseUsuario === me ? (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => download.mutate(dataCopyUrl(r.codSolicitacao))}
          >
            {tr('downloadCopy')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack gap="md">
      <DataTable
        caption={tr('requestsCaption')}
        columns={columns}
        rows={requests.data}
        rowKey={(r) => r.codSolicitacao}
        loading={requests.isLoading}
        error={requests.error}
        onRetry={() => requests.refetch()}
        emptyText={tr('requestsEmpty')}
        toolbar={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setRecording(true)}>
            {tr('recordRequest')}
          </Button>
        }
      />
      <DataRequestForm opened={recording} onClose={() => setRecording(false)} />
    </Stack>
  );
}
