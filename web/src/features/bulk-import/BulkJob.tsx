import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { bulkNotice, type BulkImportStatus } from '@school/modules/identity/contracts';
import { Message, useMessages } from '../../i18n/messages';
import { ApiError } from '../../shared/api';
import { notify } from '../../shared/notify';
import { useBulkImport, useDownloadBulkResult } from './api';
import { useBulkTexts } from './texts';

/** The alerts' titles in the body's dark text (the colour is in the frame): AA contrast on every tint. */
const ALERT_STYLES = { title: { color: 'var(--mantine-color-gray-9)' } };

/** The import after saving (also after a reload): progress, result, usuarios.csv. */
export function BulkJob({
  jobId,
  initial,
  onReset,
}: {
  jobId: string;
  initial: BulkImportStatus | undefined;
  onReset(): void;
}) {
  const text = useBulkTexts();
  const message = useMessages();
  const query = useBulkImport(jobId, initial);
  const status = query.data;
  const download = useDownloadBulkResult();

  // A notice when the import ends while the page watches it (after a reload the alert says it).
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    const phase = status?.status;
    if (!phase) return;
    const before = seen.current;
    seen.current = phase;
    if (before === undefined || before === 'completed' || before === 'failed') return;
    if (phase === 'completed' && status.result) {
      const code = bulkNotice(status.result.message);
      const kind = code === 'bulk.success' ? 'success' : code === 'bulk.partial' ? 'warning' : 'error';
      void notify(kind, <Message code={code} />);
    } else if (phase === 'failed') {
      void notify('error', status.failure?.message ?? '', { title: <Message code="bulk.failure" /> });
    }
  }, [status]);

  if (query.isError && !status) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" role="alert" title={text('statusFailed')}>
          {query.error instanceof ApiError && !query.error.isNetwork ? (
            query.error.message
          ) : (
            <Message code="generic.server" />
          )}
        </Alert>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReset}>
          {text('again')}
        </Button>
      </Stack>
    );
  }
  if (!status) {
    return <Progress value={0} aria-label={text('progress')} animated />;
  }

  const { done, total, created, refused } = status.progress;
  const finished = status.status === 'completed';
  const percent = finished ? 100 : total > 0 ? Math.floor((done / total) * 100) : 0;
  const result = status.result;
  const notice = result ? bulkNotice(result.message) : null;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {status.status === 'queued'
            ? text('queued')
            : status.status === 'running'
              ? text('running')
              : status.status === 'completed'
                ? text('finished')
                : message('bulk.failure')}
        </Title>
        <Progress
          value={percent}
          aria-label={text('progress')}
          animated={!finished && status.status !== 'failed'}
          color={status.status === 'failed' ? 'red.8' : undefined}
          size="lg"
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" aria-live="polite">
            {text('progressLabel', {
              done: finished ? status.rows : done,
              total: total || status.rows,
              percent,
            })}
          </Text>
          <Text size="sm">
            {text('counts', { created: result?.created ?? created, refused: result?.refused ?? refused })}
          </Text>
        </Group>
        {result && notice && (
          <Alert
            role="alert"
            color={notice === 'bulk.success' ? 'green' : notice === 'bulk.partial' ? 'orange' : 'red'}
            title={<Message code={notice} />}
            styles={ALERT_STYLES}
          >
            {result.message}
          </Alert>
        )}
        {status.status === 'failed' && (
          <Alert role="alert" color="red" title={<Message code="bulk.failure" />} styles={ALERT_STYLES}>
            {status.failure ? message(status.failure.code) : null}
          </Alert>
        )}
        <Group gap="sm">
          {result && (
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => download.mutate({ jobId, url: result?.resultUrl })}
              loading={download.isPending}
            >
              {text('download')}
            </Button>
          )}
          {(finished || status.status === 'failed') && (
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReset}>
              {text('again')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
