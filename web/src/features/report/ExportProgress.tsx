import { Alert, Button, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportExportStatus } from '@school/modules/reporting/contracts';
import { useReportTexts } from './texts';

/**
 * An export under way: its progress bar (rows written of the report's rows), then the file's
 * download (started by itself once; the button is there to get it again), or why it failed.
 */
export function ExportProgress({
  status,
  downloading,
  onDownload,
}: {
  status: ReportExportStatus;
  downloading: boolean;
  onDownload: () => void;
}) {
  const tr = useReportTexts();
  const { i18n } = useTranslation();
  const count = (n: number) => n.toLocaleString(i18n.language);
  if (status.status === 'failed')
    return (
      <Alert color="red" variant="light" title={tr('exportFailed')}>
        {status.failure?.message}
      </Alert>
    );
  const { done, total } = status.progress;
  const completed = status.status === 'completed';
  const percent = completed ? 100 : total > 0 ? Math.floor((done * 100) / total) : 0;
  return (
    <Paper withBorder p="sm" aria-label={tr('exportTitle')} role="region">
      <Stack gap={6}>
        <Text size="sm" role="status">
          {completed
            ? tr('exportReady', { rows: count(status.rows ?? 0) })
            : total > 0
              ? tr('exportRunning', { done: count(done), total: count(total) })
              : tr('exportQueued')}
        </Text>
        <Progress value={percent} aria-label={tr('exportTitle')} animated={!completed} />
        {completed ? (
          <Button
            variant="light"
            size="xs"
            style={{ alignSelf: 'start' }}
            loading={downloading}
            onClick={onDownload}
            leftSection={<IconDownload size={14} aria-hidden />}
          >
            {tr('download')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
