import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Indicator,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type Notification, notificationLink } from '@school/modules/community/contracts';
import { formatDateTime } from '../../shared/format';
import { useMarkNotificationsRead, useNotifications, useNotificationsLive } from './api';
import { useNotificationTexts } from './texts';

/**
 * The header's bell (decision 0065): a disclosure button named with the unread count
 * ("Notificações, 3 não lidas") that shows a panel of the newest notifications (unread ones
 * marked, each a link to its record's screen, read once followed) and "Marcar todas como lidas".
 * The count follows the server live. Keyboard: opening moves the focus to the panel's title, Tab
 * goes through it, Escape closes it and gives the focus back to the bell; a click outside closes it.
 */
export function NotificationBell() {
  const t = useNotificationTexts();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement | null>(null);
  // Once, as the panel opens: its title takes the focus.
  const focusTitle = useCallback((heading: HTMLHeadingElement | null) => {
    title.current = heading;
    heading?.focus();
  }, []);
  const root = useClickOutside<HTMLDivElement>(() => setOpened(false));
  const { data, isError } = useNotifications();
  useNotificationsLive();
  const mark = useMarkNotificationsRead();
  const unread = data?.naoLidas ?? 0;
  const name = unread === 0 ? t('bell') : unread === 1 ? t('bellOne') : t('bellMany', { count: unread });
  const follow = (n: Notification) => {
    setOpened(false);
    if (!n.lida) mark.mutate({ ids: [n.id] });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    event.stopPropagation();
    setOpened(false);
    button.current?.focus();
  };
  return (
    <Box ref={root} pos="relative" onKeyDown={onKeyDown}>
      <VisuallyHidden role="status">{unread > 0 ? name : ''}</VisuallyHidden>
      <Indicator
        label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
        disabled={unread === 0}
        size={18}
        offset={6}
        color="red.8"
      >
        <ActionIcon
          ref={button}
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={name}
          aria-busy={data === undefined && !isError}
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={() => setOpened((o) => !o)}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
      {opened && (
        <Paper
          id={panelId}
          role="region"
          aria-labelledby={`${panelId}-title`}
          shadow="md"
          withBorder
          p="xs"
          pos="fixed"
          right={8}
          top="calc(var(--app-shell-header-height, 60px) + 4px)"
          w="min(340px, calc(100vw - 16px))"
          style={{ zIndex: 300 }}
        >
          <Group justify="space-between" gap="xs" mb="xs" px={4}>
            <Title order={2} size="h5" id={`${panelId}-title`} tabIndex={-1} ref={focusTitle}>
              {t('title')}
            </Title>
            {unread > 0 && (
              <Button
                size="compact-sm"
                variant="subtle"
                style={{ flex: 'none' }}
                // The button goes once all are read: the focus goes back to the title.
                onClick={() => mark.mutate({ todas: true }, { onSuccess: () => title.current?.focus() })}
                loading={mark.isPending}
              >
                {t('markAll')}
              </Button>
            )}
          </Group>
          {isError && <Text size="sm">{t('loadFailed')}</Text>}
          {data?.itens.length === 0 && <Text size="sm">{t('empty')}</Text>}
          <Stack
            component="ul"
            gap={2}
            m={0}
            p={0}
            mah="min(420px, calc(100dvh - 140px))"
            style={{ listStyle: 'none', overflowY: 'auto' }}
          >
            {data?.itens.map((n) => (
              <li key={n.id}>
                <Anchor
                  component={Link}
                  to={notificationLink(n)}
                  onClick={() => follow(n)}
                  underline="never"
                  c="inherit"
                  display="flex"
                  p={6}
                  mih={44}
                  style={{ gap: 8, alignItems: 'flex-start', borderRadius: 4 }}
                >
                  <UnreadDot unread={!n.lida} />
                  <span>
                    <Text component="span" display="block" size="sm" fw={n.lida ? 400 : 700}>
                      {t(`kinds.${n.tipo}`)}
                      {!n.lida && <VisuallyHidden> ({t('unread')})</VisuallyHidden>}
                    </Text>
                    <Text component="span" display="block" size="xs" c="dimmed">
                      {formatDateTime(n.criadaEm)}
                    </Text>
                  </span>
                </Anchor>
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </Box>
  );
}

/** The unread mark beside an item (its words are in the item's text). */
function UnreadDot({ unread }: { unread: boolean }) {
  return (
    <Box
      w={8}
      h={8}
      mt={6}
      aria-hidden
      style={{
        flex: 'none',
        borderRadius: '50%',
        background: unread ? 'var(--mantine-color-red-8)' : 'transparent',
      }}
    />
  );
}
