import { Button, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDateTime } from '../format';
import { useDataRequest, useDownloadDataCopy } from './api';
import { useDataRequestTexts } from './texts';

/**
 * Where one copy request is: its progress while the job makes it, then the download (for who
 * asked for it, while its 7 days last), or why there is none.
 */
export function DataCopyStatus({ id }: { id: number }) {
  const tr = useDataRequestTexts();
  const request = useDataRequest(id);
  const download = useDownloadDataCopy();
  const detail = request.data;
  if (!detail) return null;
  if (detail.status === 'pendente') {
    const percent = Math.round((detail.progresso ?? 0) * 100);
    return (
      <Stack gap={4}>
        <Text size="sm">{tr('preparing', { percent })}</Text>
        <Progress value={percent} aria-label={tr('progress')} animated />
      </Stack>
    );
  }
  if (detail.status === 'falhou') return <Text size="sm">{tr('failed')}</Text>;
  if (detail.status === 'expirada') return <Text size="sm">{tr('expired')}</Text>;
  if (!detail.downloadUrl) return null;
  const url = detail.downloadUrl;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate(url)}
      >
        {tr('download')}
      </Button>
      <Text size="xs" c="dimmed">
        {tr('keptUntil', { date: formatDateTime(detail.expiraEm) })}
      </Text>
    </Stack>
  );
}
