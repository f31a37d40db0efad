import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { Message } from '../../i18n/messages';
import { confirm } from '../../shared/confirm';
import { notify } from '../../shared/notify';
import { useCalendarFeed, useRevokeCalendarFeed } from './api';
import { useCalendarTexts } from './texts';

/**
 * "Meu calendário (iCalendar)": the caller's personal feed address, to copy into Google Agenda,
 * Outlook or a phone, and revoke (a new address; the old one stops working).
 */
export function CalendarFeedCard() {
  const tc = useCalendarTexts();
  const feed = useCalendarFeed();
  const revokeFeed = useRevokeCalendarFeed();
  const url = feed.data?.url ?? '';

  const revoke = async () => {
    if (!(await confirm(tc('feed.revokeConfirm'), { detail: tc('feed.revokeDetail'), danger: true }))) return;
    revokeFeed.mutate(undefined, {
      onSuccess: () => void notify('success', <Message code="calendar.feedRevoked" />),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="calendar-feed-title">
          {tc('feed.title')}
        </Title>
        <Text size="sm">{tc('feed.help')}</Text>
        {feed.error && (
          <Alert color="red" variant="light" role="alert">
            {feed.error.message}
          </Alert>
        )}
        <TextInput label={tc('feed.url')} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Group gap="xs">
          <CopyButton value={url} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal.9' : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
                disabled={!url}
              >
                {copied ? tc('feed.copied') : tc('feed.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void revoke()}
            loading={revokeFeed.isPending}
            disabled={!url}
          >
            {tc('feed.revoke')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
