import { ActionIcon, Box, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { type Notification, notificationLink } from '@school/modules/community/contracts';
import { formatDateTime } from '../../shared/format';
import { useMarkNotificationsRead, useNotifications, useNotificationsLive } from './api';
import { useNotificationTexts } from './texts';

/**
 * The header's bell (decision 0065): named with the unread count ("Notificações, 3 não lidas"),
 * a menu of the newest notifications (unread ones marked, each a link to its record's screen,
 * read once followed) and "Marcar todas como lidas". The count follows the server live.
 */
export function NotificationBell() {
  const t = useNotificationTexts();
  const { data, isError } = useNotifications();
  useNotificationsLive();
  const mark = useMarkNotificationsRead();
  const unread = data?.naoLidas ?? 0;
  const name = unread === 0 ? t('bell') : unread === 1 ? t('bellOne') : t('bellMany', { count: unread });
  const follow = (n: Notification) => {
    if (!n.lida) mark.mutate({ ids: [n.id] });
  };
  return (
    <>
      <VisuallyHidden role="status">{unread > 0 ? name : ''}</VisuallyHidden>
      <Indicator
        label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
        disabled={unread === 0}
        size={18}
        offset={6}
        color="red.8"
      >
        <Menu position="bottom-end" width={320} shadow="md" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="dark" size="lg" aria-label={name}>
              <IconBell size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown aria-label={t('title')} maw="calc(100vw - 16px)">
            <Menu.Label>{t('title')}</Menu.Label>
            {isError && <Menu.Item disabled>{t('loadFailed')}</Menu.Item>}
            {data?.itens.length === 0 && <Menu.Item disabled>{t('empty')}</Menu.Item>}
            <Box mah={360} style={{ overflowY: 'auto' }}>
              {data?.itens.map((n) => (
                <Menu.Item
                  key={n.id}
                  component={Link}
                  to={notificationLink(n)}
                  onClick={() => follow(n)}
                  leftSection={<UnreadDot unread={!n.lida} />}
                >
                  <Text size="sm" fw={n.lida ? 400 : 700}>
                    {t(`kinds.${n.tipo}`)}
                    {!n.lida && <VisuallyHidden> ({t('unread')})</VisuallyHidden>}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(n.criadaEm)}
                  </Text>
                </Menu.Item>
              ))}
            </Box>
            {unread > 0 && (
              <>
                <Menu.Divider />
                <Menu.Item onClick={() => mark.mutate({ todas: true })} disabled={mark.isPending}>
                  {t('markAll')}
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </Indicator>
    </>
  );
}

/** The unread mark beside an item (its words are in the item's text). */
function UnreadDot({ unread }: { unread: boolean }) {
  return (
    <Box
      w={8}
      h={8}
      aria-hidden
      style={{ borderRadius: '50%', background: unread ? 'var(--mantine-color-red-7)' : 'transparent' }}
    />
  );
}
