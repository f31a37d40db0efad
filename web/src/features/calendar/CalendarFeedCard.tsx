import { useState } from 'react';
import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Message } from '../../i18n/messages';
import { newIdempotencyKey } from '../../shared/api';
import { confirm } from '../../shared/confirm';
import { notify, notifyError } from '../../shared/notify';
import { CALENDAR_FEED_KEY, revokeCalendarFeed, useCalendarFeed } from './api';
import { useCalendarTexts } from './texts';

/**
 * "Meu calendário (iCalendar)": the caller's personal feed address, to copy into Google Agenda,
 * Outlook or a phone, and revoke (a new address; the old one stops working).
 */
export function CalendarFeedCard() {
  const tc = useCalendarTexts();
  const queryClient = useQueryClient();
  const feed = useCalendarFeed();
  const [revoking, setRevoking] = useState(false);
  const url = feed.data?.url ?? '';

  const revoke = async () => {
    if (!(await confirm(tc('feed.revokeConfirm'), { detail: tc('feed.revokeDetail'), danger: true }))) return;
    setRevoking(true);
    try {
      const next = await revokeCalendarFeed(newIdempotencyKey());
      queryClient.setQueryData(CALENDAR_FEED_KEY, next);
      void notify('success', <Message code="calendar.feedRevoked" />);
    } catch (error) {
      void notifyError(error);
    } finally {
      setRevoking(false);
    }
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
            loading={revoking}
            disabled={!url}
          >
            {tc('feed.revoke')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
