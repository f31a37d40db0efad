import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { useLanguage } from '../../i18n/messages';
import { deviceQueue, useQueueStatus } from './deviceQueue';
import { useOfflineTexts } from './texts';

/**
 * What waits on this device for the signed-in student (decision 0079), at the top of the page in
 * the flow (it covers nothing): "3 itens aguardando conexão" with "Sincronizar agora", else when
 * it last synced; the writes the server refused, to read. A polite live region says the changes.
 * Nothing shows before the device ever queued a write.
 */
export function QueueIndicator() {
  const to = useOfflineTexts();
  const language = useLanguage();
  const { waiting, refused, lastSync } = useQueueStatus();
  const time = lastSync
    ? new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : language, {
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(lastSync))
    : null;
  const text =
    waiting.length === 1
      ? to('waitingOne')
      : waiting.length > 1
        ? to('waitingMany', { count: waiting.length })
        : time
          ? to('syncedAt', { time })
          : null;
  const Icon = waiting.length ? IconCloudUpload : IconCloudCheck;
  return (
    <Group gap="xs" mb={text || refused.length ? 'sm' : 0} wrap="wrap" data-testid="queue-indicator">
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
        {text && (
          <>
            <Icon size={18} aria-hidden />
            <Text size="sm">{text}</Text>
          </>
        )}
      </Group>
      {waiting.length > 0 && (
        <Button
          size="compact-sm"
          variant="light"
          mih={24}
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void deviceQueue.flush()}
        >
          {to('syncNow')}
        </Button>
      )}
      {refused.length > 0 && (
        <Popover width={320} position="bottom-start" withArrow>
          <Popover.Target>
            <Button size="compact-sm" variant="subtle" color="red.9" mih={24}>
              {to('refusedList', { count: refused.length })}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {refused.map((r) => (
                <li key={r.id}>
                  <Text size="sm" fw={600}>
                    {to(`kind_${r.tipo}`)}
                  </Text>
                  <Text size="sm">{r.erro.message}</Text>
                  <Button
                    size="compact-xs"
                    variant="default"
                    mih={24}
                    onClick={() => void deviceQueue.dismissRefused(r.id)}
                  >
                    {to('refusedDismiss')}
                  </Button>
                </li>
              ))}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
